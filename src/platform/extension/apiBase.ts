import browser from 'webextension-polyfill';

/** Storage key of the API host chosen on the options page. */
export const API_BASE_KEY = 'api-base';
/** The build's default API host of the extension. */
export const DEFAULT_EXTENSION_API_BASE: string = import.meta.env.VITE_EXTENSION_API_BASE || 'http://127.0.0.1:8790';

/** The configured host if it is an http(s) origin, otherwise the build default. */
export async function readApiBase(): Promise<string> {
  try {
    const value = (await browser.storage.local.get(API_BASE_KEY))[API_BASE_KEY];
    if (typeof value === 'string' && /^https?:\/\/[^/\s]+$/i.test(value.replace(/\/+$/, ''))) return value.replace(/\/+$/, '');
  } catch {
    // Fall back to the default.
  }
  return DEFAULT_EXTENSION_API_BASE;
}
