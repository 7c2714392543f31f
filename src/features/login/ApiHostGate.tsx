import { useLayoutEffect, type ReactNode } from 'react';
import { dismissPrepaint } from '../../core/kernel/prepaint.ts';
import { useTranslation } from 'react-i18next';
import type { Platform } from '../../contract/platform.ts';
// The sign-in screen's own light controls: PrimeReact's code loads with the console, not before.
import { PlainButton } from '../../core/components/plain/PlainButton.tsx';
import { Loading } from '../../core/layout/Loading.tsx';
import { useApiHost } from './useApiHost.ts';

/**
 * The sign-in form once the shell has an API host; until then, in its place, where to set one and,
 * where the shell can open that page, a button to it. Only shells that can lack a host (the
 * extension's store package) render it, so the web page never loads it.
 */
export function ApiHostGate({
  apiHost,
  openSettings,
  children,
}: {
  apiHost: NonNullable<Platform['apiHost']>;
  openSettings: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const state = useApiHost(apiHost);
  // A sign-in form drawn before the code ran gives way to the message: there is no host to sign in to.
  useLayoutEffect(() => {
    if (state === 'missing') dismissPrepaint();
  }, [state]);
  if (state === 'unknown') return <Loading />;
  if (state === 'set') return children;
  return (
    <>
      <p className="login-card__notice" role="alert">
        {t('login.apiHostMissing')}
      </p>
      {openSettings ? <PlainButton type="button" label={t('login.openSettings')} onClick={openSettings} /> : null}
    </>
  );
}
