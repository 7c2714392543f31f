import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useServices } from '../../app/services.ts';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { requestSmsCode, resetPasswordBySms } from '../../api/endpoints/auth.ts';
import { SMS_RESEND_SECONDS } from '../../config/constants.ts';
import { checkConfirmation, checkPassword, type FieldErrors } from './validation.ts';
import { checkMobile, checkSmsCode } from './mobile.ts';
import './login.css';

type Field = 'mobile' | 'smsCode' | 'password' | 'confirm';

/** Password reset by SMS (SPEC 2 /password, SPEC 3 payloads, SPEC 7). */
export default function PasswordView() {
  const { t } = useTranslation();
  const { api, notifier } = useServices();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Record<Field, string>>({ mobile: '', smsCode: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [countdown, setCountdown] = useState(0);
  const [busy, setBusy] = useState<'sms' | 'reset' | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearInterval(timer.current);
  }, []);

  const update = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const startCountdown = () => {
    setCountdown(SMS_RESEND_SECONDS);
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      setCountdown((n) => {
        if (n <= 1 && timer.current) clearInterval(timer.current);
        return Math.max(0, n - 1);
      });
    }, 1000);
  };

  const sendCode = async () => {
    const mobileError = checkMobile(form.mobile);
    if (mobileError) {
      setErrors((e) => ({ ...e, mobile: mobileError }));
      return;
    }
    setBusy('sms');
    try {
      await requestSmsCode(api, form.mobile.trim());
      notifier.show({ channel: 'toast', severity: 'success', text: t('password.smsSent') });
      startCountdown();
      document.getElementById('password-smsCode')?.focus();
    } catch {
      // Reported by the request layer.
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
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
    setBusy('reset');
    try {
      await resetPasswordBySms(api, { mobile: form.mobile.trim(), password: form.password, smsCode: form.smsCode.trim() });
      notifier.show({ channel: 'toast', severity: 'success', text: t('password.resetDone') });
      navigate('/login', { replace: true });
    } catch {
      // Reported by the request layer; the form keeps what was typed.
    } finally {
      setBusy(null);
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
        <LanguageSwitch />
      </div>
      <form className="login-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="password-heading">
        <h1 id="password-heading" className="login-card__heading">{t('password.heading')}</h1>
        <FormField id="password-mobile" label={t('password.mobile')} error={errors.mobile}>
          {input('mobile', 'tel', 'tel', { inputMode: 'tel' })}
        </FormField>
        <FormField id="password-smsCode" label={t('password.smsCode')} error={errors.smsCode}>
          <div className="captcha-row">
            {input('smsCode', 'text', 'one-time-code', { inputMode: 'numeric' })}
            <Button
              type="button"
              outlined
              label={countdown > 0 ? t('password.resendIn', { seconds: countdown }) : t('login.getSmsCode')}
              disabled={countdown > 0 || busy === 'sms'}
              loading={busy === 'sms'}
              onClick={() => void sendCode()}
            />
          </div>
        </FormField>
        <FormField id="password-password" label={t('password.newPassword')} error={errors.password}>
          {input('password', 'password', 'new-password')}
        </FormField>
        <FormField id="password-confirm" label={t('password.confirmPassword')} error={errors.confirm}>
          {input('confirm', 'password', 'new-password')}
        </FormField>
        <Button type="submit" className="login-card__submit" label={t('password.submit')} loading={busy === 'reset'} disabled={busy !== null} />
        <a href="#/login" className="login-card__link login-card__back">{t('password.backToLogin')}</a>
      </form>
    </main>
  );
}
