import browser from 'webextension-polyfill';
import type { TokenStore } from '../http/tokenStore.ts';
import { TOKEN_KEY } from '../../core/config/constants.ts';

/**
 * The worker's token store: chrome.storage.local with "remember me", chrome.storage.session
 * (memory only, gone with the browser) otherwise. Never a worker global only: the browser may
 * stop the worker at any time.
 */
export const chromeTokenStore: TokenStore = {
  async get() {
    for (const area of [browser.storage.session, browser.storage.local]) {
      const value = (await area.get(TOKEN_KEY))[TOKEN_KEY];
      if (typeof value === 'string' && value !== '') return value;
    }
    return null;
  },
  async set(token, remember) {
    await (remember ? browser.storage.local : browser.storage.session).set({ [TOKEN_KEY]: token });
  },
  async clear() {
    await Promise.all([browser.storage.local.remove(TOKEN_KEY), browser.storage.session.remove(TOKEN_KEY)]);
  },
};
