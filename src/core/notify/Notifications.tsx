import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { NOTIFICATION, TOAST } from '../config/constants.ts';
import { useServices } from '../app/services.ts';

/** Renders the notifier's messages: toasts at the top, notices at the top right (SPEC 9). */
export function Notifications() {
  const { notifier } = useServices();
  const toast = useRef<Toast>(null);
  const notice = useRef<Toast>(null);
  useEffect(
    () =>
      notifier.subscribe((message) => {
        if (message.channel === 'toast') {
          toast.current?.show({ severity: message.severity, detail: message.text, life: TOAST.lifeMs });
        } else {
          notice.current?.show({ severity: message.severity, summary: message.title, detail: message.text, life: NOTIFICATION.lifeMs });
        }
      }),
    [notifier],
  );
  return (
    <>
      <Toast ref={toast} position={TOAST.position} className="console-toast" />
      <Toast ref={notice} position={NOTIFICATION.position} className="console-notice" />
    </>
  );
}
