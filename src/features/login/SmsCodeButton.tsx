import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../core/components/plain/PlainButton.tsx';
import type { SmsCodeSender } from './useSmsCode.ts';

/** 'Get SMS code', or the seconds left before another code can be asked for. */
export function SmsCodeButton({ sender, onClick }: { sender: SmsCodeSender; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <PlainButton
      type="button"
      outlined
      className="sms-code-button"
      label={sender.countdown > 0 ? t('password.resendIn', { seconds: sender.countdown }) : t('login.getSmsCode')}
      disabled={sender.countdown > 0 || sender.sending}
      loading={sender.sending}
      onClick={onClick}
    />
  );
}
