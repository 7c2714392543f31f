import browser from 'webextension-polyfill';
import type { TokenStore } from '../http/tokenStore.ts';
import { TOKEN_KEY } from '../../core/config/constants.ts';
import { cachedRead } from './storageCache.ts';

/**
 * The worker's token store: chrome.storage.local with "remember me", chrome.storage.session
 * (memory only, gone with the browser) otherwise. Never a worker global only: the browser may
 * stop the worker at any time.
 */
const stored = cachedRead(async () => {
  for (const area of [browser.storage.session, browser.storage.local]) {
    const value = (await area.get(TOKEN_KEY))[TOKEN_KEY];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}, [TOKEN_KEY]);

export const chromeTokenStore: TokenStore = {
  get: () => stored.get(),
  async set(token, remember) {
    await (remember ? browser.storage.local : browser.storage.session).set({ [TOKEN_KEY]: token });
    stored.invalidate();
  },
  async clear() {
    await Promise.all([browser.storage.local.remove(TOKEN_KEY), browser.storage.session.remove(TOKEN_KEY)]);
    stored.invalidate();
  },
};
