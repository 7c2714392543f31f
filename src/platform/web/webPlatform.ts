import type { Platform } from '../../contract/platform.ts';
import { HttpGateway, originOf } from '../http/httpGateway.ts';
import { storedToken, webTokenStore } from './webTokenStore.ts';
import { webStorage } from './webStorage.ts';
import { lazyDrafts } from './lazyDrafts.ts';
import { TOKEN_KEY } from '../../contract/constants.ts';
import { createCallLog } from '../http/callLog.ts';
import { loggedGateway } from '../http/loggedGateway.ts';

/** The API base of the web build: the page's own origin unless the build sets VITE_API_BASE. */
export const WEB_API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export function createWebPlatform(): Platform {
  const gateway = new HttpGateway(webTokenStore, { baseUrl: () => WEB_API_BASE });
  // The request log lives in the page: a reload starts it again.
  const requestLog = createCallLog();
  // Another tab signed in or out: follow it without a reload.
  addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY && event.storageArea === localStorage) gateway.emit(event.newValue !== null);
  });
  return {
    kind: 'web',
    gateway: loggedGateway(gateway, requestLog, () => webTokenStore.get(originOf(WEB_API_BASE))),
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
    languages: () => navigator.languages ?? [navigator.language],
  };
}
