import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Platform } from '../../platform/types.ts';
import { createApiClient } from '../api/client.ts';
import { createSession } from '../session/store.ts';
import { createFailureEffects } from '../session/failureEffects.ts';
import { createNotifier } from '../notify/notifier.ts';
import { createI18n } from '../i18n/i18n.ts';
import { loadLanguage } from '../i18n/language.ts';
import { ConsoleApp } from './ConsoleApp.tsx';
import type { Services } from './services.ts';

/** Wires the core to a platform and renders the console into `root`. */
export async function startConsole(platform: Platform, root: HTMLElement): Promise<Services> {
  const language = await loadLanguage(platform);
  const i18n = await createI18n(language);
  const notifier = createNotifier();
  let expire: () => Promise<void> = async () => undefined;
  const effects = createFailureEffects({ notifier, i18n: () => i18n, expire: () => expire() });
  const api = createApiClient(platform.gateway, effects);
  const session = createSession({
    gateway: platform.gateway,
    api,
    onNavRejected: () => notifier.show({ channel: 'toast', severity: 'error', text: i18n.t('errors.verifyFailed') }),
  });
  expire = session.expire;
  session.store.subscribe((state, previous) => {
    if (state.status === 'loggedIn' && previous.status !== 'loggedIn') effects.sessionRestored();
  });
  document.documentElement.lang = language;
  const services: Services = { platform, api, session, notifier, i18n };
  await session.start();
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp services={services} />
    </StrictMode>,
  );
  return services;
}
