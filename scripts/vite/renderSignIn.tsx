import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import LoginView from '../../src/features/login/LoginView.tsx';
import { ServicesContext, type Services } from '../../src/core/kernel/services.ts';
import { createI18n } from '../../src/core/i18n/i18n.ts';
import { createSettingsStore } from '../../src/core/settings/settingsStore.ts';
import { createNotifier } from '../../src/core/notify/notifier.ts';
import { createSession } from '../../src/core/session/store.ts';
import type { Language } from '../../src/contract/constants.ts';
import type { Gateway, KeyValueStorage } from '../../src/contract/platform.ts';
import { PUBLIC_PATHS } from '../../src/contract/constants.ts';

// What the page's code draws into the markup itself (prepaint.ts): the build checks it against these.
export { outlinesOf } from '../../src/core/components/plain/outlines.ts';
export { default as logoUrl } from '../../src/core/assets/logo.svg';

/** Nothing is asked of the gateway while the screen is only drawn: a call would be a mistake here. */
const unusable = (): never => {
  throw new Error('the sign-in form is drawn at build time: it calls nothing');
};

/**
 * What the sign-in screen reads from the console while it is drawn: the stored theme, the texts of
 * one language, a signed-out session. Calls are not possible (`api`: none unless given).
 */
export async function signInServices(language: Language, theme: 'light' | 'dark', api?: unknown): Promise<Services> {
  const memory = new Map<string, unknown>([['app-settings', { theme }]]);
  const storage: KeyValueStorage = {
    get: async (key) => memory.get(key),
    set: async () => undefined,
    remove: async () => undefined,
    subscribe: () => () => undefined,
  };
  const gateway = new Proxy({}, { get: () => unusable }) as Gateway;
  const settings = await createSettingsStore(storage, language);
  // Rendered to markup, a store is read through its initial state (React's server snapshot): make
  // that the settings just read, or every theme would draw the default one.
  settings.store.getInitialState = settings.store.getState;
  const i18n = await createI18n(language, ['public']);
  const session = createSession({
    gateway,
    api: unusable as never,
    onNavRejected: unusable,
    routeTable: async () => [],
  });
  return {
    // The web page: it always has an API host (no `apiHost`), so the form is what is drawn.
    platform: { kind: 'web' },
    api: api ?? null,
    session,
    notifier: createNotifier(),
    i18n,
    tabs: null,
    progress: null,
    settings,
  } as unknown as Services;
}

/** The sign-in screen with what it reads around it. */
export function SignInScreen({ services }: { services: Services }) {
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <Router ssrPath={PUBLIC_PATHS.login} ssrSearch="">
          <LoginView />
        </Router>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}

/**
 * The sign-in screen as the console draws it first (signed out, captcha still loading), rendered at
 * build time from the real components: the web page shows it before the console's code has run
 * (see prepaint.ts). One per language and theme (the theme switch names the other theme).
 */
export async function renderSignIn(language: Language, theme: 'light' | 'dark'): Promise<string> {
  return renderToStaticMarkup(<SignInScreen services={await signInServices(language, theme)} />);
}
