import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useServices } from '../../app/services.ts';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { changePassword } from '../../api/endpoints/auth.ts';
import { validatePasswordChange, type FieldErrors, type PasswordChangeField } from '../login/validation.ts';

const EMPTY: Record<PasswordChangeField, string> = { current: '', newPassword: '', confirm: '' };
const LABELS: Record<PasswordChangeField, string> = {
  current: 'profile.currentPassword',
  newPassword: 'profile.newPassword',
  confirm: 'profile.confirmPassword',
};
const AUTOCOMPLETE: Record<PasswordChangeField, string> = { current: 'current-password', newPassword: 'new-password', confirm: 'new-password' };
const FIELDS = Object.keys(EMPTY) as PasswordChangeField[];

/**
 * Change password from the personal centre: PUT /api/sys/user/changePs `{ password, newPassword }`.
 * Success: a confirmation and an empty form (the server keeps this session). A refusal is shown by
 * the request layer with the server's message, and the form keeps what was typed.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { api, notifier } = useServices();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordChangeField>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const update = (field: PasswordChangeField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validatePasswordChange(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await changePassword(api, { password: form.current, newPassword: form.newPassword });
      notifier.show({ channel: 'toast', severity: 'success', text: t('profile.changed') });
      setForm(EMPTY);
    } catch {
      // Reported by the request layer; the form keeps what was typed.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="profile-password" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="profile-password-heading">
      {FIELDS.map((field) => (
        <FormField key={field} id={`profile-${field}`} label={t(LABELS[field])} error={errors[field]}>
          <InputText
            id={`profile-${field}`}
            name={field}
            type="password"
            value={form[field]}
            onChange={(e) => update(field, e.target.value)}
            autoComplete={AUTOCOMPLETE[field]}
            {...fieldAria(`profile-${field}`, errors[field])}
          />
        </FormField>
      ))}
      <Button type="submit" label={t('profile.submit')} loading={busy} disabled={busy} />
    </form>
  );
}
