import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useServices } from '../../app/services.ts';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { changePassword } from '../../api/endpoints/auth.ts';
import { ApiError } from '../../api/envelope.ts';
import { validatePasswordChange, type FieldErrors, type PasswordChangeField } from './validation.ts';

export interface PasswordChangeFormProps {
  /** The password just used to sign in: changePs needs it as `password`. */
  currentPassword: string;
  onChanged: () => void;
  onCancel: () => void;
  /** The held session ended while the form was open (reported centrally). */
  onSessionLost: () => void;
}

type Field = Exclude<PasswordChangeField, 'current'>;

/** The login screen's password-change mode (SPEC 2): new password, confirm password, Cancel and OK. */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const { api, notifier } = useServices();
  const [form, setForm] = useState<Record<Field, string>>({ newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState<'ok' | 'cancel' | null>(null);
  const inFlight = useRef(false);

  // The screen changed under the user: take the focus to the first new field.
  useEffect(() => document.getElementById('change-newPassword')?.focus(), []);

  const update = (field: Field, value: string) => {
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
      document.getElementById(`change-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setBusy('ok');
    try {
      await changePassword(api, { password: props.currentPassword, newPassword: form.newPassword });
    } catch (error) {
      // Reported by the request layer; the form keeps what was typed.
      inFlight.current = false;
      setBusy(null);
      if (error instanceof ApiError && error.failure.kind === 'expired') props.onSessionLost();
      return;
    }
    notifier.show({ channel: 'toast', severity: 'success', text: t('login.passwordChanged') });
    props.onChanged();
  };

  const cancel = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy('cancel');
    props.onCancel();
  };

  const input = (field: Field, autoComplete: string) => (
    <InputText
      id={`change-${field}`}
      name={field}
      type="password"
      autoComplete={autoComplete}
      value={form[field]}
      onChange={(e) => update(field, e.target.value)}
      {...fieldAria(`change-${field}`, errors[field])}
    />
  );

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-heading" aria-describedby="change-hint">
      <p id="change-hint" className="login-card__hint" role="status">
        {t('login.changeHint')}
      </p>
      <FormField id="change-newPassword" label={t('login.newPassword')} error={errors.newPassword}>
        {input('newPassword', 'new-password')}
      </FormField>
      <FormField id="change-confirm" label={t('login.confirmPassword')} error={errors.confirm}>
        {input('confirm', 'new-password')}
      </FormField>
      <div className="login-card__actions">
        <Button type="button" outlined label={t('login.cancel')} onClick={cancel} disabled={busy !== null} loading={busy === 'cancel'} />
        <Button type="submit" label={t('login.ok')} disabled={busy !== null} loading={busy === 'ok'} />
      </div>
    </form>
  );
}
