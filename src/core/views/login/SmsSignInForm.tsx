import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useServices } from '../../app/services.ts';
import { FormField, fieldAria } from '../../components/FormField.tsx';
import { checkMobile, checkSmsCode } from './mobile.ts';
import type { FieldErrors } from './validation.ts';
import { useSmsCode } from './useSmsCode.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { LoginOptions } from './LoginOptions.tsx';
import { reportSignInFailure } from './signInFailure.ts';

type Field = 'mobile' | 'smsCode';

export interface SmsSignInFormProps {
  remember: boolean;
  onRememberChange: (value: boolean) => void;
  onSignedIn: () => void;
}

/** The other login method: phone number and a code sent by SMS (POST /api/sys/loginBySms). */
export function SmsSignInForm(props: SmsSignInFormProps) {
  const { t } = useTranslation();
  const { session, notifier } = useServices();
  const [form, setForm] = useState<Record<Field, string>>({ mobile: '', smsCode: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const sms = useSmsCode();
  const inFlight = useRef(false);

  const update = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const sendCode = async () => {
    // The number is checked before any call.
    const mobileError = checkMobile(form.mobile);
    if (mobileError) {
      setErrors((e) => ({ ...e, mobile: mobileError }));
      document.getElementById('sms-mobile')?.focus();
      return;
    }
    if (await sms.send(form.mobile.trim())) document.getElementById('sms-smsCode')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: FieldErrors<Field> = {};
    const mobileError = checkMobile(form.mobile);
    const codeError = checkSmsCode(form.smsCode);
    if (mobileError) found.mobile = mobileError;
    if (codeError) found.smsCode = codeError;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`sms-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const result = await session.login({ kind: 'sms', payload: { mobile: form.mobile.trim(), smsCode: form.smsCode.trim() } }, props.remember);
    inFlight.current = false;
    setSubmitting(false);
    if (!result.ok) {
      reportSignInFailure(notifier, t, result.failure);
      return;
    }
    if ('mustChangePassword' in result) {
      // The change needs the current password, which this method never asked for.
      await session.logout();
      notifier.show({ channel: 'toast', severity: 'warn', text: t('login.smsNeedsPassword') });
      return;
    }
    props.onSignedIn();
  };

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-heading">
      <FormField id="sms-mobile" label={t('password.mobile')} error={errors.mobile}>
        <InputText
          id="sms-mobile"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.mobile}
          onChange={(e) => update('mobile', e.target.value)}
          {...fieldAria('sms-mobile', errors.mobile)}
        />
      </FormField>
      <FormField id="sms-smsCode" label={t('password.smsCode')} error={errors.smsCode}>
        <div className="captcha-row">
          <InputText
            id="sms-smsCode"
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.smsCode}
            onChange={(e) => update('smsCode', e.target.value)}
            {...fieldAria('sms-smsCode', errors.smsCode)}
          />
          <SmsCodeButton sender={sms} onClick={() => void sendCode()} />
        </div>
      </FormField>

      <LoginOptions id="sms" remember={props.remember} onRememberChange={props.onRememberChange} />

      <Button type="submit" className="login-card__submit" label={submitting ? t('login.submitting') : t('login.submit')} loading={submitting} disabled={submitting} />
    </form>
  );
}
