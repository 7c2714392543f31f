import { useServices } from '../../core/kernel/services.ts';
import { changePassword } from '../../core/api/endpoints/auth.ts';
import type { FormEvent } from 'react';
import { useForm, type FieldErrors, type Form } from '../../core/components/useForm.ts';
import { validatePasswordChange, type PasswordChangeField } from './validation.ts';

/**
 * A password-change form (the login screen's password-change mode, the personal centre) on the
 * one form model: the fields, their checks (SPEC 5) — PUT /api/sys/user/changePs
 * `{ password, newPassword }`. A refusal is shown by the request layer and the form keeps what was
 * typed. `current` is the password the person already gave, when the form does not ask for it;
 * fields' ids are `{idPrefix}-{field}`.
 */
export function usePasswordChange<F extends PasswordChangeField>(options: {
  fields: readonly F[];
  idPrefix: string;
  current?: string;
  onChanged(): void;
  onRefused?(error: unknown): void;
}): Form<Record<F, string>> {
  const { api } = useServices();
  const empty = () => Object.fromEntries(options.fields.map((field) => [field, ''])) as Record<F, string>;
  return useForm<Record<F, string>>({
    idPrefix: options.idPrefix,
    initial: empty,
    required: options.fields,
    validate: (form) => {
      const values = form as Partial<Record<PasswordChangeField, string>>;
      return validatePasswordChange({
        current: values.current,
        newPassword: values.newPassword ?? '',
        confirm: values.confirm ?? '',
      }) as FieldErrors<F>;
    },
    onSubmit: async (form) => {
      const values = form as Partial<Record<PasswordChangeField, string>>;
      try {
        await changePassword(api, {
          password: options.current ?? values.current ?? '',
          newPassword: values.newPassword ?? '',
        });
      } catch (error) {
        options.onRefused?.(error);
        return;
      }
      options.onChanged();
    },
  });
}

/**
 * The props of a password-change `<form>` element: it submits through the form model, which does
 * its own checks (the browser's are off).
 */
export function formElementProps(form: Pick<Form<never, unknown>, 'submit'>): {
  onSubmit(event: FormEvent): void;
  noValidate: true;
} {
  return { onSubmit: (event) => void form.submit(event), noValidate: true };
}
