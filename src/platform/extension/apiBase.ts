import browser from 'webextension-polyfill';
import { apiOrigin } from '../http/apiHost.ts';

/** Storage key of the API host chosen on the options page. */
export const API_BASE_KEY = 'api-base';
/** The build's default API host of the extension (checked by the build: https, or http on loopback). */
export const DEFAULT_EXTENSION_API_BASE: string = import.meta.env.VITE_EXTENSION_API_BASE || 'http://127.0.0.1:8790';

/** The host a stored value names when it is an allowed API host, otherwise the build default. */
export function apiBaseFrom(value: unknown): string {
  return apiOrigin(value) ?? apiOrigin(DEFAULT_EXTENSION_API_BASE) ?? DEFAULT_EXTENSION_API_BASE;
}

/** The configured host if it is an allowed API host (https, or http on loopback), otherwise the build default. */
export async function readApiBase(): Promise<string> {
  try {
    return apiBaseFrom((await browser.storage.local.get(API_BASE_KEY))[API_BASE_KEY]);
  } catch {
    return apiBaseFrom(undefined);
  }
}
