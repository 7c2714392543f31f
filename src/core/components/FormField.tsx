import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

/** A labelled field with its message announced to screen readers. */
export function FormField(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-field">
      <span className="form-field__label-row">
        <label htmlFor={props.id} className="form-field__label">
          {props.label}
        </label>
        {/* Outside the label, so the field is named by its label alone; the input says aria-required. */}
        {props.required ? (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {props.children}
      {props.hint}
      <small id={`${props.id}-error`} className="form-field__error" role={props.error ? 'alert' : undefined}>
        {props.error ? t(props.error) : ''}
      </small>
    </div>
  );
}

/** aria attributes that tie an input to its FormField message. */
export function fieldAria(id: string, error: string | undefined, required = false) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': `${id}-error`,
  } as const;
}
