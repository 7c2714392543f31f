import { useTranslation } from 'react-i18next';
import { useServices } from '../../core/kernel/services.ts';
import { useForm } from '../../core/components/useForm.ts';
import { validateSmsSignIn } from './validation.ts';
import { SmsCodeFields } from './SmsCodeFields.tsx';
import { LoginOptions, SignInButton } from './LoginOptions.tsx';
import { reportSignInFailure } from './signInFailure.ts';

export interface SmsSignInFormProps {
  remember: boolean;
  onRememberChange: (value: boolean) => void;
  onSignedIn: () => void;
}

/** The other login method: phone number and a code sent by SMS (POST /api/sys/loginBySms). */
export function SmsSignInForm(props: SmsSignInFormProps) {
  const { t } = useTranslation();
  const { session, notifier } = useServices();
  const form = useForm({
    idPrefix: 'sms',
    initial: { mobile: '', smsCode: '' },
    required: ['mobile', 'smsCode'],
    validate: validateSmsSignIn,
    onSubmit: async ({ mobile, smsCode }) => {
      const result = await session.login(
        { kind: 'sms', payload: { mobile: mobile.trim(), smsCode: smsCode.trim() } },
        props.remember,
      );
      if (!result.ok) {
        void reportSignInFailure(notifier, t, result.failure);
        return;
      }
      if ('mustChangePassword' in result) {
        // The change needs the current password, which this method never asked for.
        await session.logout();
        notifier.show({ channel: 'toast', severity: 'warn', text: t('login.smsNeedsPassword') });
        return;
      }
      props.onSignedIn();
    },
  });

  return (
    <form className="login-form" onSubmit={(e) => void form.submit(e)} noValidate aria-labelledby="login-heading">
      <SmsCodeFields form={form} />
      <LoginOptions id="sms" remember={props.remember} onRememberChange={props.onRememberChange} />
      <SignInButton busy={form.busy} />
    </form>
  );
}
