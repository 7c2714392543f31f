import type { Platform } from '../../contract/platform.ts';
import { HttpGateway, originOf } from '../http/httpGateway.ts';
import { storedToken, webTokenStore } from './webTokenStore.ts';
import { webStorage } from './webStorage.ts';
import { lazyDrafts } from './lazyDrafts.ts';
import { fetchAdoptingEarly } from './earlySignIn.ts';
import { TOKEN_KEY } from '../../contract/constants.ts';
import { createCallLog } from '../http/callLog.ts';
import { loggedGateway } from '../http/loggedGateway.ts';
import { pageNotifications, webWatchDesk } from './webAccount.ts';

/** The API base of the web build: the page's own origin unless the build sets VITE_API_BASE. */
export const WEB_API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export function createWebPlatform(): Platform {
  // A sign-in the drawn form sent before this code had loaded answers the live form's same request.
  const gateway = new HttpGateway(webTokenStore, { baseUrl: () => WEB_API_BASE, fetchImpl: fetchAdoptingEarly() });
  // The request log lives in the page: a reload starts it again.
  const requestLog = createCallLog();
  // Another tab signed in or out: follow it without a reload.
  addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY && event.storageArea === localStorage) gateway.emit(event.newValue !== null);
  });
  // Watched cases are checked while the page is open (the round's calls are not in the request log).
  const notifications = pageNotifications();
  const watches = webWatchDesk({
    notifications,
    stored: () =>
      [localStorage, sessionStorage].some((area) =>
        Array.from({ length: area.length }, (_, i) => area.key(i)).some((key) => key?.startsWith('watches:')),
      ),
    load: () =>
      import('./webWatches.ts').then((m) =>
        m.createWebWatches({
          request: (req) => gateway.request(req),
          hasSession: () => gateway.hasSession(),
          host: originOf(WEB_API_BASE),
          area: () => (storedToken(localStorage) !== null ? localStorage : sessionStorage),
          notifications,
          open: (lookup) => void (location.hash = `#/lookup?q=${encodeURIComponent(lookup)}`),
          account: () => watches.account(),
        }),
      ),
  });
  return {
    kind: 'web',
    gateway: watches.observe(loggedGateway(gateway, requestLog, () => webTokenStore.get(originOf(WEB_API_BASE)))),
    watches: watches.desk,
    requestLog,
    storage: webStorage(() => localStorage),
    sessionStorage: webStorage(() => sessionStorage),
    // The store's code is not the sign-in page's: it loads with the first form.
    // Drafts live as long as the token's storage: localStorage with Remember me, else sessionStorage.
    drafts: lazyDrafts(() =>
      import('./webDrafts.ts').then((m) =>
        m.webDrafts(
          () => (storedToken(localStorage) !== null ? localStorage : sessionStorage),
          Date.now,
          () => [localStorage, sessionStorage],
        ),
      ),
    ),
    openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    apiOrigin: async () => originOf(WEB_API_BASE) || null,
    languages: () => navigator.languages ?? [navigator.language],
  };
}
