import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useServices } from '../../app/services.ts';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { ThemeSwitch } from '../../components/ThemeSwitch.tsx';
import { resetPasswordBySms } from '../../api/endpoints/auth.ts';
import { checkConfirmation, checkPassword, type FieldErrors } from './validation.ts';
import { checkMobile, checkSmsCode } from './mobile.ts';
import { useSmsCode } from './useSmsCode.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import logoUrl from '../../assets/logo.svg';
import './login.css';

type Field = 'mobile' | 'smsCode' | 'password' | 'confirm';

/** Password reset by SMS (SPEC 2 /password, SPEC 3 payloads, SPEC 7). */
export default function PasswordView() {
  const { t } = useTranslation();
  const { api, notifier } = useServices();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Record<Field, string>>({ mobile: '', smsCode: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const sms = useSmsCode();

  const update = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const sendCode = async () => {
    // The number is checked before any call.
    const mobileError = checkMobile(form.mobile);
    if (mobileError) {
      setErrors((e) => ({ ...e, mobile: mobileError }));
      document.getElementById('password-mobile')?.focus();
      return;
    }
    if (await sms.send(form.mobile.trim())) document.getElementById('password-smsCode')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: FieldErrors<Field> = {};
    const checks: [Field, string | null][] = [
      ['mobile', checkMobile(form.mobile)],
      ['smsCode', checkSmsCode(form.smsCode)],
      ['password', checkPassword(form.password)],
      ['confirm', checkConfirmation(form.password, form.confirm)],
    ];
    for (const [field, error] of checks) if (error) found[field] = error;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`password-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await resetPasswordBySms(api, { mobile: form.mobile.trim(), password: form.password, smsCode: form.smsCode.trim() });
      notifier.show({ channel: 'toast', severity: 'success', text: t('password.resetDone') });
      navigate('/login', { replace: true });
    } catch {
      // Reported by the request layer; the form keeps what was typed.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const input = (field: Field, type: string, autoComplete: string, extra: Record<string, string> = {}) => (
    <InputText
      id={`password-${field}`}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={form[field]}
      onChange={(e) => update(field, e.target.value)}
      {...extra}
      {...fieldAria(`password-${field}`, errors[field])}
    />
  );

  return (
    <main className="login-page">
      <div className="login-page__tools">
        <ThemeSwitch />
        <LanguageSwitch />
      </div>
      <form className="login-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="password-heading">
        <div className="login-card__brand">
          <img src={logoUrl} alt="" width={40} height={40} />
          <span>{t('app.title')}</span>
        </div>
        <h1 id="password-heading" className="login-card__heading">{t('password.heading')}</h1>
        <FormField id="password-mobile" label={t('password.mobile')} error={errors.mobile}>
          {input('mobile', 'tel', 'tel', { inputMode: 'tel' })}
        </FormField>
        <FormField id="password-smsCode" label={t('password.smsCode')} error={errors.smsCode}>
          <div className="captcha-row">
            {input('smsCode', 'text', 'one-time-code', { inputMode: 'numeric' })}
            <SmsCodeButton sender={sms} onClick={() => void sendCode()} />
          </div>
        </FormField>
        <FormField id="password-password" label={t('password.newPassword')} error={errors.password}>
          {input('password', 'password', 'new-password')}
        </FormField>
        <FormField id="password-confirm" label={t('password.confirmPassword')} error={errors.confirm}>
          {input('confirm', 'password', 'new-password')}
        </FormField>
        <Button type="submit" className="login-card__submit" label={t('password.submit')} loading={busy} disabled={busy} />
        <a href="#/login" className="login-card__link login-card__back">{t('password.backToLogin')}</a>
      </form>
    </main>
  );
}
