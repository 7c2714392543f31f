import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useServices } from '../../app/services.ts';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { safeRedirect } from '../../routes/guard.ts';
import { failureText } from '../../api/envelope.ts';
import { RESULT_CODES } from '../../config/constants.ts';
import { LOGIN_RULES, validateLogin, type FieldErrors, type LoginField } from './validation.ts';
import { useCaptcha } from './useCaptcha.ts';
import logoUrl from '../../assets/logo.svg';
import './login.css';

/** Sign-in with phone number, password and verification code (SPEC 2 "Login screen", SPEC 5). */
export default function LoginView() {
  const { t } = useTranslation();
  const { session, notifier } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [form, setForm] = useState({ userName: '', password: '', captcha: '' });
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [submitting, setSubmitting] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [captcha, refreshCaptcha] = useCaptcha();
  const inFlight = useRef(false);

  const update = (field: LoginField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateLogin(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`login-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const result = await session.login(
      { userName: form.userName.trim(), password: form.password, uuid: captcha.uuid, captcha: form.captcha.trim() },
      remember,
    );
    inFlight.current = false;
    setSubmitting(false);
    if (result.ok) {
      navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
      return;
    }
    // Every failed attempt uses up the code: show a new one.
    setForm((f) => ({ ...f, captcha: '' }));
    refreshCaptcha();
    const failure = result.failure;
    if (failure.kind === 'server' && failure.code === RESULT_CODES.CAPTCHA_WRONG) {
      setErrors({ captcha: LOGIN_RULES.captchaWrong });
      document.getElementById('login-captcha')?.focus();
      return;
    }
    const message = failureText(failure);
    notifier.show({ channel: 'toast', severity: 'error', text: 'text' in message ? message.text : t(message.key) });
  };

  return (
    <main className="login-page">
      <div className="login-page__tools">
        <LanguageSwitch />
      </div>
      <form className="login-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-heading">
        <div className="login-card__brand">
          <img src={logoUrl} alt="" width={40} height={40} />
          <span>{t('app.title')}</span>
        </div>
        <h1 id="login-heading" className="login-card__heading">{t('login.heading')}</h1>

        <FormField id="login-userName" label={t('login.username')} error={errors.userName}>
          <InputText
            id="login-userName"
            name="userName"
            autoComplete="username"
            inputMode="tel"
            value={form.userName}
            onChange={(e) => update('userName', e.target.value)}
            {...fieldAria('login-userName', errors.userName)}
          />
        </FormField>

        <FormField
          id="login-password"
          label={t('login.password')}
          error={errors.password}
          hint={capsLock ? <small className="form-field__warning" role="status">{t('login.capsLock')}</small> : null}
        >
          <div className="input-with-action">
            <InputText
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={form.password}
              onChange={(e) => update('password', e.target.value)}
              onKeyUp={watchCapsLock}
              onKeyDown={watchCapsLock}
              onBlur={() => setCapsLock(false)}
              {...fieldAria('login-password', errors.password)}
            />
            <Button
              type="button"
              text
              icon={showPassword ? 'pi pi-eye-slash' : 'pi pi-eye'}
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            />
          </div>
        </FormField>

        <FormField id="login-captcha" label={t('login.captcha')} error={errors.captcha}>
          <div className="captcha-row">
            <InputText
              id="login-captcha"
              name="captcha"
              autoComplete="off"
              value={form.captcha}
              onChange={(e) => update('captcha', e.target.value)}
              {...fieldAria('login-captcha', errors.captcha)}
            />
            <button
              type="button"
              className="captcha-row__image"
              onClick={refreshCaptcha}
              aria-label={captcha.status === 'failed' ? t('login.captchaFailed') : t('login.captchaImage')}
            >
              {captcha.status === 'ready' && captcha.image ? (
                <img src={captcha.image} alt={t('login.captchaImage')} />
              ) : (
                <span className={captcha.status === 'failed' ? 'captcha-row__failed' : 'captcha-row__loading'}>
                  {captcha.status === 'failed' ? t('login.captchaFailed') : t('login.captchaLoading')}
                </span>
              )}
            </button>
          </div>
        </FormField>

        <div className="login-card__options">
          <div className="checkbox-field">
            <Checkbox inputId="login-remember" checked={remember} onChange={(e) => setRemember(Boolean(e.checked))} />
            <label htmlFor="login-remember">{t('login.rememberMe')}</label>
          </div>
          <a href="#/password" className="login-card__link">{t('login.forgotPassword')}</a>
        </div>

        <Button type="submit" className="login-card__submit" label={submitting ? t('login.submitting') : t('login.submit')} loading={submitting} disabled={submitting} />
      </form>
    </main>
  );
}

