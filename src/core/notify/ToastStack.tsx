import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { NOTIFICATION, TOAST } from '../../contract/constants.ts';

import { PrimeProvider } from '../kernel/PrimeProvider.tsx';
import type { Message } from '../kernel/ports.ts';

/** The two PrimeReact toast stacks: toasts at the top, notices at the top right (SPEC 9). */
export default function ToastStack({ onReady }: { onReady(show: (message: Message) => void): void }) {
  const toast = useRef<Toast>(null);
  const notice = useRef<Toast>(null);
  useEffect(() => {
    onReady((message) => {
      if (message.channel === 'toast') {
        toast.current?.show({ severity: message.severity, detail: message.text, life: TOAST.lifeMs });
      } else {
        notice.current?.show({
          severity: message.severity,
          summary: message.title,
          detail: message.text,
          life: NOTIFICATION.lifeMs,
        });
      }
    });
  }, [onReady]);
  return (
    <PrimeProvider>
      <Toast ref={toast} position={TOAST.position} className="console-toast" />
      <Toast ref={notice} position={NOTIFICATION.position} className="console-notice" />
    </PrimeProvider>
  );
}
