import { useTranslation } from 'react-i18next';
import { PlainInput } from '../../core/components/plain/PlainInput.tsx';
import { FormField } from '../../core/components/FormField.tsx';
import type { Form } from '../../core/components/useForm.ts';
import { checkMobile } from './mobile.ts';
import { useSmsCode } from './useSmsCode.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

/**
 * Phone number and SMS code with 'Get SMS code' (the SMS sign-in and the reset by SMS). The
 * number is checked before any call; once a code is sent, the focus goes to its field.
 */
export function SmsCodeFields<V extends { mobile: string; smsCode: string }>({ form }: { form: Form<V> }) {
  const { t } = useTranslation();
  const sms = useSmsCode();

  const sendCode = async () => {
    const mobileError = checkMobile(form.values.mobile);
    if (mobileError) {
      form.fail('mobile', mobileError);
      return;
    }
    if (await sms.send(form.values.mobile.trim())) document.getElementById(form.id('smsCode'))?.focus();
  };

  return (
    <>
      <FormField
        id={form.id('mobile')}
        required={form.isRequired('mobile')}
        label={t('password.mobile')}
        error={form.errors.mobile}
      >
        <PlainInput type="tel" inputMode="tel" autoComplete="tel" {...form.input('mobile')} />
      </FormField>
      <FormField
        id={form.id('smsCode')}
        required={form.isRequired('smsCode')}
        label={t('password.smsCode')}
        error={form.errors.smsCode}
      >
        <div className="captcha-row">
          <PlainInput inputMode="numeric" autoComplete="one-time-code" {...form.input('smsCode')} />
          <SmsCodeButton sender={sms} onClick={() => void sendCode()} />
        </div>
      </FormField>
    </>
  );
}
