import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainInput } from '../../core/components/plain/PlainInput.tsx';
import { PlainButton } from '../../core/components/plain/PlainButton.tsx';
import { PlainIcon } from '../../core/components/plain/PlainIcon.tsx';
import { useServices } from '../../core/kernel/services.ts';
import { FormField } from '../../core/components/FormField.tsx';
import { useForm } from '../../core/components/useForm.ts';
import { RESULT_CODES } from '../../contract/constants.ts';
import { LOGIN_RULES, passwordSignIn, validateLogin } from './validation.ts';
import { useCaptcha } from './useCaptcha.ts';
import { LoginOptions, SignInButton } from './LoginOptions.tsx';
import { reportSignInFailure } from './signInFailure.ts';

export interface PasswordSignInFormProps {
  userName: string;
  onUserNameChange: (value: string) => void;
  remember: boolean;
  onRememberChange: (value: boolean) => void;
  onSignedIn: () => void;
  /** The server requires a new password first; `password` is the one just typed (changePs needs it). */
  onMustChangePassword: (password: string) => void;
  /** What was typed in the form drawn before the console's code ran (app/prepaint.ts). */
  handedOver?: { password?: string; captcha?: string };
}

/** Phone number, password and verification code (SPEC 2 "Login screen", SPEC 5). */
export function PasswordSignInForm(props: PasswordSignInFormProps) {
  const { t } = useTranslation();
  const { session, notifier } = useServices();
  const [capsLock, setCapsLock] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [captcha, refreshCaptcha] = useCaptcha();
  const form = useForm({
    idPrefix: 'login',
    initial: {
      userName: props.userName,
      password: props.handedOver?.password ?? '',
      captcha: props.handedOver?.captcha ?? '',
    },
    required: ['userName', 'password', 'captcha'],
    validate: validateLogin,
    onChange: (field, value) => {
      if (field === 'userName') props.onUserNameChange(value);
    },
    onSubmit: async (fields) => {
      const { password } = fields;
      const result = await session.login(
        { kind: 'password', payload: passwordSignIn(fields, captcha.uuid) },
        props.remember,
      );
      if (result.ok) {
        if ('mustChangePassword' in result) props.onMustChangePassword(password);
        else props.onSignedIn();
        return;
      }
      // Every failed attempt uses up the code: show a new one.
      form.set('captcha', '');
      refreshCaptcha();
      const failure = result.failure;
      if (failure.kind === 'server' && failure.code === RESULT_CODES.CAPTCHA_WRONG)
        form.fail('captcha', LOGIN_RULES.captchaWrong);
      else void reportSignInFailure(notifier, t, failure);
    },
  });
  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));

  return (
    <form className="login-form" onSubmit={(e) => void form.submit(e)} noValidate aria-labelledby="login-heading">
      <FormField
        id="login-userName"
        label={t('login.username')}
        required={form.isRequired('userName')}
        error={form.errors.userName}
      >
        <PlainInput autoComplete="username" inputMode="tel" {...form.input('userName')} />
      </FormField>

      <FormField
        id="login-password"
        label={t('login.password')}
        required={form.isRequired('password')}
        error={form.errors.password}
        hint={
          capsLock ? (
            <small className="form-field__warning" role="status">
              <PlainIcon name="pi-exclamation-triangle" /> {t('login.capsLock')}
            </small>
          ) : null
        }
      >
        <div className="input-with-action">
          <PlainInput
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            onKeyUp={watchCapsLock}
            onKeyDown={watchCapsLock}
            onBlur={() => setCapsLock(false)}
            {...form.input('password')}
          />
          <PlainButton
            type="button"
            text
            icon={showPassword ? 'pi pi-eye-slash' : 'pi pi-eye'}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((s) => !s)}
          />
        </div>
      </FormField>

      <FormField
        id="login-captcha"
        label={t('login.captcha')}
        required={form.isRequired('captcha')}
        error={form.errors.captcha}
        hint={<small className="form-field__hint">{t('login.captchaHint')}</small>}
      >
        <div className="captcha-row">
          <PlainInput autoComplete="off" {...form.input('captcha')} />
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

      <SignInButton busy={form.busy} />
    </form>
  );
}
