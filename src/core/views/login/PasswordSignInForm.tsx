import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useServices } from '../../app/services.ts';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { RESULT_CODES } from '../../config/constants.ts';
import { LOGIN_RULES, validateLogin, type FieldErrors, type LoginField } from './validation.ts';
import { useCaptcha } from './useCaptcha.ts';
import { LoginOptions } from './LoginOptions.tsx';
import { reportSignInFailure } from './signInFailure.ts';

export interface PasswordSignInFormProps {
  userName: string;
  onUserNameChange: (value: string) => void;
  remember: boolean;
  onRememberChange: (value: boolean) => void;
  onSignedIn: () => void;
  /** The server requires a new password first; `password` is the one just typed (changePs needs it). */
  onMustChangePassword: (password: string) => void;
}

/** Phone number, password and verification code (SPEC 2 "Login screen", SPEC 5). */
export function PasswordSignInForm(props: PasswordSignInFormProps) {
  const { t } = useTranslation();
  const { session, notifier } = useServices();
  const [form, setForm] = useState({ password: '', captcha: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [submitting, setSubmitting] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [captcha, refreshCaptcha] = useCaptcha();
  const inFlight = useRef(false);

  const clearError = (field: LoginField) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const update = (field: 'password' | 'captcha', value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clearError(field);
  };
  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // One sign-in at a time, however often Enter or the button is pressed.
    if (inFlight.current) return;
    const found = validateLogin({ userName: props.userName, ...form });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`login-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const result = await session.login(
      { kind: 'password', payload: { userName: props.userName.trim(), password: form.password, uuid: captcha.uuid, captcha: form.captcha.trim() } },
      props.remember,
    );
    inFlight.current = false;
    setSubmitting(false);
    if (result.ok) {
      if ('mustChangePassword' in result) props.onMustChangePassword(form.password);
      else props.onSignedIn();
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
    reportSignInFailure(notifier, t, failure);
  };

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-heading">
      <FormField id="login-userName" label={t('login.username')} error={errors.userName}>
        <InputText
          id="login-userName"
          name="userName"
          autoComplete="username"
          inputMode="tel"
          value={props.userName}
          onChange={(e) => {
            props.onUserNameChange(e.target.value);
            clearError('userName');
          }}
          {...fieldAria('login-userName', errors.userName)}
        />
      </FormField>

      <FormField
        id="login-password"
        label={t('login.password')}
        error={errors.password}
        hint={capsLock ? <small className="form-field__warning" role="status"><i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('login.capsLock')}</small> : null}
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

      <FormField id="login-captcha" label={t('login.captcha')} error={errors.captcha} hint={<small className="form-field__hint">{t('login.captchaHint')}</small>}>
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

      <LoginOptions id="login" remember={props.remember} onRememberChange={props.onRememberChange} />

      <Button type="submit" className="login-card__submit" label={submitting ? t('login.submitting') : t('login.submit')} loading={submitting} disabled={submitting} />
    </form>
  );
}
