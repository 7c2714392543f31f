import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields, type FormMode } from '../fields.ts';
import type { Draft, RecordData, ResourceDef } from '../types.ts';
import type { FieldErrors } from '../validation.ts';
import { FieldInput } from './FieldInput.tsx';
import { FieldValue } from './FieldValue.tsx';
import { DraftNotice } from '../../components/DraftNotice.tsx';
import type { ResourceFormState, ServerNow } from '../hooks/useResourceForm.ts';

/**
 * The fields of one record for adding, editing or looking (read-only). Each input has its label;
 * a broken rule is announced at its field; the server's message sits above everything.
 */
export function ResourceForm({
  def,
  mode,
  draft,
  errors = {},
  serverError = null,
  serverNow = null,
  onChange,
  only,
  record,
}: {
  def: ResourceDef;
  mode: FormMode;
  draft: Draft;
  errors?: FieldErrors;
  serverError?: string | null;
  /** After a save whose answer was lost: what the server has now. */
  serverNow?: ServerNow | null;
  onChange?: (key: string, value: unknown) => void;
  only?: readonly string[];
  record?: RecordData | null;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const fields = formFields(def, mode, only);
  return (
    <div className="resource-form">
      {serverError ? (
        <p className="admin-error resource-form__server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      {serverNow ? <ServerNowNote def={def} now={serverNow} /> : null}
      <div className="resource-form__grid">
        {fields.map(({ field, readOnly }) => {
          const id = `${formId}-${field.key}`;
          const error = errors[field.key];
          const message = error ? t(error.key, { ...error.values, field: t(field.label) }) : '';
          const hint =
            field.hint && !readOnly ? (
              <small className="form-field__hint" id={`${id}-hint`}>
                {t(field.hint)}
              </small>
            ) : null;
          return (
            <div
              key={field.key}
              className={`form-field resource-form__field${field.wide || field.type === 'richtext' ? ' is-wide' : ''}`}
            >
              <span className="resource-form__label-row">
                <label htmlFor={id} className="form-field__label">
                  {t(field.label)}
                </label>
                {/* Outside the label, so the field is named by its label alone; inputs say aria-required. */}
                {field.rules?.required && !readOnly ? (
                  <span className="resource-form__required" aria-hidden="true">
                    *
                  </span>
                ) : null}
              </span>
              {readOnly ? (
                // A labelled read-only value: <output> can be labelled, unlike a div.
                <output id={id} className="resource-readonly">
                  <FieldValue field={field} record={{ id: Number(draft.id ?? 0), ...draft }} />
                </output>
              ) : (
                <FieldInput
                  field={field}
                  id={id}
                  value={draft[field.key]}
                  record={record ?? (draft as Partial<RecordData>)}
                  onChange={(value) => onChange?.(field.key, value)}
                  invalid={Boolean(error)}
                  required={Boolean(field.rules?.required)}
                  describedBy={`${id}-error${hint ? ` ${id}-hint` : ''}`}
                />
              )}
              {hint}
              <small id={`${id}-error`} className="form-field__error" role={error ? 'alert' : undefined}>
                {message}
              </small>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** What the server has after a save whose answer was lost: the fields that differ from what was typed. */
function ServerNowNote({ def, now }: { def: ResourceDef; now: ServerNow }) {
  const { t } = useTranslation();
  const { record } = now;
  if (!record)
    return (
      <p className="resource-form__server-now" role="status">
        {t('connection.serverUnread')}
      </p>
    );
  if (now.differing.length === 0)
    return (
      <p className="resource-form__server-now" role="status">
        {t('connection.serverHasYours')}
      </p>
    );
  const fields = def.fields.filter((field) => now.differing.includes(field.key));
  return (
    <div className="resource-form__server-now" role="status">
      <p>{t('connection.serverHas')}</p>
      <dl>
        {fields.map((field) => (
          <div key={field.key}>
            <dt>{t(field.label)}</dt>
            <dd>
              <FieldValue field={field} record={record} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A record's form with what was kept of it: the notice of a kept draft (restore, discard) above
 * the fields of `form` (`useResourceForm`), as every form that keeps what is typed shows them.
 */
export function KeptResourceForm({
  def,
  mode,
  form,
  kept,
  only,
  record,
}: {
  def: ResourceDef;
  mode: FormMode;
  form: Pick<ResourceFormState, 'draft' | 'errors' | 'serverError' | 'setField'> &
    Partial<Pick<ResourceFormState, 'serverNow'>>;
  kept: ComponentProps<typeof DraftNotice>['draft'];
  only?: readonly string[];
  record: RecordData | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DraftNotice draft={kept} labelOf={(key) => t(def.fields.find((f) => f.key === key)?.label ?? key)} />
      <ResourceForm
        def={def}
        mode={mode}
        draft={form.draft}
        errors={form.errors}
        serverError={form.serverError}
        serverNow={form.serverNow ?? null}
        onChange={form.setField}
        {...(only ? { only } : {})}
        record={record}
      />
    </>
  );
}
