import { useRef, useState, type FormEvent } from 'react';
import { useServices } from '../../app/services.ts';
import { changePassword } from '../../api/endpoints/auth.ts';
import { validatePasswordChange, type FieldErrors, type PasswordChangeField } from './validation.ts';

export interface PasswordChange<F extends PasswordChangeField> {
  form: Record<F, string>;
  errors: FieldErrors<F>;
  busy: boolean;
  update(field: F, value: string): void;
  submit(event: FormEvent): Promise<void>;
  clear(): void;
}

/**
 * A password-change form (the login screen's password-change mode, the personal centre): the
 * fields, their checks (SPEC 5) with the focus on the first field in error, one request at a time
 * — PUT /api/sys/user/changePs `{ password, newPassword }`. A refusal is shown by the request layer
 * and the form keeps what was typed. `current` is the password the person already gave, when the
 * form does not ask for it; fields' ids are `{idPrefix}-{field}`.
 */
export function usePasswordChange<F extends PasswordChangeField>(options: {
  fields: readonly F[];
  idPrefix: string;
  current?: string;
  onChanged(): void;
  onRefused?(error: unknown): void;
}): PasswordChange<F> {
  const { api } = useServices();
  const empty = () => Object.fromEntries(options.fields.map((field) => [field, ''])) as Record<F, string>;
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const update = (field: F, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const values = form as Partial<Record<PasswordChangeField, string>>;
    const found = validatePasswordChange({ current: values.current, newPassword: values.newPassword ?? '', confirm: values.confirm ?? '' }) as FieldErrors<F>;
    setErrors(found);
    const first = options.fields.find((field) => found[field]);
    if (first) {
      document.getElementById(`${options.idPrefix}-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await changePassword(api, { password: options.current ?? values.current ?? '', newPassword: values.newPassword ?? '' });
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      options.onRefused?.(error);
      return;
    }
    inFlight.current = false;
    setBusy(false);
    options.onChanged();
  };

  return { form, errors, busy, update, submit, clear: () => setForm(empty()) };
}
