import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../core/kernel/services.ts';
import { requestSmsCode } from '../../core/api/endpoints/auth.ts';
import { SMS_RESEND_SECONDS } from '../../contract/constants.ts';

export interface SmsCodeSender {
  /** Seconds before another code can be asked for; 0 when it can. */
  countdown: number;
  sending: boolean;
  /** Asks for a code for an already checked mobile; true when the server accepted. Failures are reported by the request layer. */
  send(mobile: string): Promise<boolean>;
}

/** 'Get SMS code': POST /api/sys/getSmsCode `{ type: 1, mobile }`, then a 60 s countdown before the next. */
export function useSmsCode(): SmsCodeSender {
  const { t } = useTranslation();
  const { api, notifier } = useServices();
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const startCountdown = useCallback(() => {
    setCountdown(SMS_RESEND_SECONDS);
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      setCountdown((n) => {
        if (n <= 1 && timer.current) clearInterval(timer.current);
        return Math.max(0, n - 1);
      });
    }, 1000);
  }, []);

  const send = useCallback(
    async (mobile: string) => {
      setSending(true);
      try {
        await requestSmsCode(api, mobile);
        notifier.show({ channel: 'toast', severity: 'success', text: t('password.smsSent') });
        startCountdown();
        return true;
      } catch {
        return false;
      } finally {
        setSending(false);
      }
    },
    [api, notifier, t, startCountdown],
  );

  return { countdown, sending, send };
}
