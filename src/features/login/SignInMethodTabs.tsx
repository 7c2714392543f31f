import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SignInMethod = 'password' | 'sms';

const METHODS: readonly SignInMethod[] = ['password', 'sms'];
const LABEL_KEYS: Record<SignInMethod, string> = { password: 'login.byPassword', sms: 'login.bySms' };

/** Account sign-in or the other login method (SMS code), as tabs: arrow keys move between them. */
export function SignInMethodTabs({
  method,
  onChange,
  children,
}: {
  method: SignInMethod;
  onChange: (method: SignInMethod) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = METHODS.indexOf(method);
    const next =
      event.key === 'Home'
        ? METHODS[0]!
        : event.key === 'End'
          ? METHODS[METHODS.length - 1]!
          : METHODS[(index + step + METHODS.length) % METHODS.length]!;
    onChange(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('login.method')} className="login-tabs">
        {METHODS.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            data-replay="choice"
            id={`login-tab-${m}`}
            className="login-tabs__tab"
            aria-selected={m === method}
            aria-controls={m === method ? `login-panel-${m}` : undefined}
            tabIndex={m === method ? 0 : -1}
            onClick={() => onChange(m)}
            onKeyDown={move}
          >
            {t(LABEL_KEYS[m])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`}>
        {children}
      </div>
    </>
  );
}
