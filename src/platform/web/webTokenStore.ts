import type { TokenStore } from '../http/tokenStore.ts';
import { TOKEN_KEY } from '../../contract/constants.ts';

/**
 * The web build keeps the token in browser storage under `admin-token` (SPEC 4): localStorage when
 * "remember me" is ticked, sessionStorage (this tab only) otherwise. The web build's API host is
 * fixed when it is built and the storage belongs to the page's origin, so the origin a token was
 * issued by is always the one asked about: it is not stored beside the token.
 */
export const webTokenStore: TokenStore = {
  async get() {
    return storedToken(localStorage) ?? storedToken(sessionStorage);
  },
  async set(token, { remember }) {
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  },
  async clear() {
    const had = storedToken(localStorage) !== null || storedToken(sessionStorage) !== null;
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    return had;
  },
};

/** The token kept in one storage area: a blank value is none; an unreadable area has none. */
export function storedToken(area: Storage): string | null {
  try {
    const value = area.getItem(TOKEN_KEY);
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}
