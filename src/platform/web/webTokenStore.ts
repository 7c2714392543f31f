import type { TokenStore } from '../http/tokenStore.ts';
import { TOKEN_KEY } from '../../core/config/constants.ts';

/**
 * The web build keeps the token in browser storage under `admin-token` (SPEC 4): localStorage when
 * "remember me" is ticked, sessionStorage (this tab only) otherwise.
 */
export const webTokenStore: TokenStore = {
  async get() {
    return read(localStorage) ?? read(sessionStorage);
  },
  async set(token, remember) {
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  },
  async clear() {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  },
};

function read(area: Storage): string | null {
  try {
    const value = area.getItem(TOKEN_KEY);
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}
