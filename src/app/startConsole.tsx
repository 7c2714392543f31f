import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Platform } from '../contract/platform.ts';
import { createApiClient } from '../core/api/client.ts';
import { createSession } from '../core/session/store.ts';
import { createFailureEffects } from '../core/session/failureEffects.ts';
import { createNotifier } from '../core/notify/notifier.ts';
import { createI18n } from '../core/i18n/i18n.ts';
import { languageFromBrowser } from '../contract/language.ts';
import { showPrimeLanguage } from '../core/i18n/primeLanguage.ts';
import { ConsoleApp } from './ConsoleApp.tsx';
import type { Services } from '../core/kernel/services.ts';
import { lazyTabsStore } from '../core/tags/lazyTabsStore.ts';
import { createProgress } from '../core/layout/progress.ts';
import { createSettingsStore } from '../core/settings/settingsStore.ts';
import { applyAppearance } from '../core/settings/appearance.ts';
import { currentLocation } from '../core/routes/hashLocation.ts';
import { preloadAfterSignIn, preloadFirstScreen } from './firstScreen.ts';
import { loadConsole, preloadConsole, ShellScreen } from './consoleLoader.ts';
import { loadScreen } from '../core/kernel/screens.ts';
import { isPublicPath } from '../contract/constants.ts';
import { showStartupFailure } from './startupFailure.ts';
import type * as SignedIn from './signedIn.ts';

/** Wires the core to a platform and renders the console into `root`. */
export async function startConsole(platform: Platform, root: HTMLElement): Promise<Services> {
  const settings = await createSettingsStore(platform.storage, languageFromBrowser(platform.languages()));
  // The sign-in screen's texts only; the signed-in console loads the rest with its code. They load
  // while the session's state is read and the first screen's code is fetched.
  const texts = createI18n(settings.store.getState().app.language, ['public']);

  const notifier = createNotifier();
  let expire: () => Promise<void> = async () => undefined;
  let signedOut = () => false;
  const effects = createFailureEffects({
    notifier,
    i18n: () => i18n,
    expire: () => expire(),
    signedOut: () => signedOut(),
  });
  const api = createApiClient(platform.gateway, effects);
  // The features' route table is the signed-in console's code, not the sign-in page's: the session
  // builds the routes once it is in, so it is there whenever routes are.
  let signedIn: typeof SignedIn | null = null;
  const session = createSession({
    gateway: platform.gateway,
    api,
    routeTable: () => import('./signedIn.ts').then((loaded) => (signedIn = loaded).PERMISSION_ROUTES),
    onNavRejected: () => notifier.show({ channel: 'toast', severity: 'error', text: i18n.t('errors.verifyFailed') }),
  });
  expire = session.expire;
  signedOut = () => session.store.getState().status === 'loggedOut';
  const tabs = lazyTabsStore(platform.sessionStorage);
  session.store.subscribe((state, previous) => {
    if (state.status === 'loggedIn' && previous.status !== 'loggedIn') effects.sessionRestored();
    if (state.status === 'loggedOut' && previous.status !== 'loggedOut' && previous.status !== 'unknown') tabs.reset();
    // At once, before the first screen visits its tab (in the order the tabs store keeps them).
    if (state.routesLoaded && !previous.routesLoaded) void signedIn?.restoreTabs(tabs, state.routes);
  });

  const started = session
    .start()
    .then(() => preloadFirstScreen(currentLocation().path, session.store.getState().status));
  // The closures above read `i18n` only when a call fails or the nav is refused, after this line:
  // the session's start makes no API call.
  let i18n: Awaited<typeof texts>;
  try {
    [i18n] = await Promise.all([texts, started]);
  } catch (error) {
    showStartupFailure(root, settings.store.getState().app.language, error);
    throw error;
  }
  // Someone signed in: the console's texts too, so its first drawing needs no loading state. (A
  // failure stays with the load; the console shows it with a way to reload.)
  if (session.store.getState().status === 'loggedIn' && !isPublicPath(currentLocation().path))
    await loadConsole(i18n).catch(() => undefined);
  applyAppearance(settings, i18n, showPrimeLanguage);
  const services: Services = {
    platform,
    api,
    session,
    notifier,
    i18n,
    tabs,
    progress: createProgress(),
    settings,
    preloadSignedIn: () =>
      preloadAfterSignIn(
        () => preloadConsole(i18n),
        // The screens are registered by the signed-in console's code.
        () => ShellScreen.load().then(() => loadScreen('dashboard')),
      ),
  };
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp services={services} />
    </StrictMode>,
  );
  return services;
}
