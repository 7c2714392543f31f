import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../kernel/services.ts';
import { ScreenBoundary } from '../kernel/ScreenBoundary.tsx';
import { NOTIFICATION, TOAST } from '../../contract/constants.ts';
import type { Message } from '../kernel/ports.ts';

// The toast code (PrimeReact Toast, transitions, icons) loads with the first message: a screen
// that never shows one, like a clean sign-in, does not pay for it.
const ToastStack = lazy(() => import('./ToastStack.tsx'));

/** Renders the notifier's messages; those raised while the toast code loads are shown once it has. */
export function Notifications() {
  const { notifier } = useServices();
  const [needed, setNeeded] = useState(false);
  const [plain, setPlain] = useState<{ id: number; message: Message }[] | null>(null);
  const show = useRef<((message: Message) => void) | null>(null);
  const waiting = useRef<Message[]>([]);

  const showPlain = useCallback((message: Message) => {
    const id = Math.random();
    setPlain((list) => [...(list ?? []), { id, message }]);
    setTimeout(
      () => setPlain((list) => list?.filter((item) => item.id !== id) ?? null),
      message.channel === 'toast' ? TOAST.lifeMs : NOTIFICATION.lifeMs,
    );
  }, []);

  useEffect(
    () =>
      notifier.subscribe((message) => {
        if (show.current) return show.current(message);
        waiting.current.push(message);
        setNeeded(true);
      }),
    [notifier],
  );
  const onReady = useCallback((display: (message: Message) => void) => {
    show.current = display;
    for (const message of waiting.current.splice(0)) display(message);
  }, []);
  // If the toast code cannot load (the connection dropped), messages still reach the person, as text.
  const onFailed = useCallback(() => onReady(showPlain), [onReady, showPlain]);

  if (!needed) return null;
  return (
    <>
      <ScreenBoundary fallback={() => <FallbackSwitch onFailed={onFailed} />}>
        <Suspense fallback={null}>
          <ToastStack onReady={onReady} />
        </Suspense>
      </ScreenBoundary>
      {plain && plain.length > 0 && (
        <div className="console-plain-messages" role="status">
          {plain.map(({ id, message }) => (
            <p key={id} className={`console-plain-message console-plain-message-${message.severity}`}>
              {message.channel === 'notice' && <strong>{message.title} </strong>}
              {message.text}
            </p>
          ))}
        </div>
      )}
    </>
  );
}

function FallbackSwitch({ onFailed }: { onFailed(): void }) {
  useEffect(() => onFailed(), [onFailed]);
  return null;
}
