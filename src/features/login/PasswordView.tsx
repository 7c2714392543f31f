import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PlainInput } from '../../core/components/plain/PlainInput.tsx';
import { PlainButton } from '../../core/components/plain/PlainButton.tsx';
import { useServices } from '../../core/kernel/services.ts';
import { FormField } from '../../core/components/FormField.tsx';
import { useForm } from '../../core/components/useForm.ts';
import { resetPasswordBySms } from '../../core/api/endpoints/auth.ts';
import { PUBLIC_PATHS } from '../../contract/constants.ts';
import { validatePasswordReset } from './validation.ts';
import { SmsCodeFields } from './SmsCodeFields.tsx';
import { LoginFrame } from './LoginFrame.tsx';

/** Password reset by SMS (SPEC 2 /password, SPEC 3 payloads, SPEC 7). */
export default function PasswordView() {
  const { t } = useTranslation();
  const { api, notifier } = useServices();
  const [, navigate] = useLocation();
  const form = useForm({
    idPrefix: 'password',
    initial: { mobile: '', smsCode: '', password: '', confirm: '' },
    required: ['mobile', 'smsCode', 'password', 'confirm'],
    validate: validatePasswordReset,
    onSubmit: async ({ mobile, smsCode, password }) => {
      try {
        await resetPasswordBySms(api, { mobile: mobile.trim(), password, smsCode: smsCode.trim() });
      } catch {
        // Reported by the request layer; the form keeps what was typed.
        return;
      }
      notifier.show({ channel: 'toast', severity: 'success', text: t('password.resetDone') });
      navigate(PUBLIC_PATHS.login, { replace: true });
    },
  });

  return (
    <LoginFrame headingId="password-heading" heading={t('password.heading')} onSubmit={(e) => void form.submit(e)}>
      <SmsCodeFields form={form} />
      <FormField
        id={form.id('password')}
        required={form.isRequired('password')}
        label={t('password.newPassword')}
        error={form.errors.password}
      >
        <PlainInput type="password" autoComplete="new-password" {...form.input('password')} />
      </FormField>
      <FormField
        id={form.id('confirm')}
        required={form.isRequired('confirm')}
        label={t('password.confirmPassword')}
        error={form.errors.confirm}
      >
        <PlainInput type="password" autoComplete="new-password" {...form.input('confirm')} />
      </FormField>
      <PlainButton
        type="submit"
        className="login-card__submit"
        label={t('password.submit')}
        loading={form.busy}
        disabled={form.busy}
      />
      <a href={`#${PUBLIC_PATHS.login}`} className="login-card__link login-card__back">
        {t('password.backToLogin')}
      </a>
    </LoginFrame>
  );
}
