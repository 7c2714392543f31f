import browser from 'webextension-polyfill';
import { apiOrigin, hostPermissionFor } from '../http/apiHost.ts';

/** Storage key of the API host chosen on the options page. */
export const API_BASE_KEY = 'api-base';
/** The build's API host (checked by the build: https, or http on loopback): the local reference server unless set. */
export const DEFAULT_EXTENSION_API_BASE: string = import.meta.env.VITE_EXTENSION_API_BASE || 'http://127.0.0.1:8790';

/**
 * The build's host is the default only where the manifest grants it without asking. The development
 * build's manifest grants the loopback reference server; the store package's (scripts/package.ts
 * `storeManifest`) grants no loopback host, so a package built without VITE_EXTENSION_API_BASE has no
 * default, and sends nothing (a password least of all) until a host is set on the options page.
 * A deployment host built in is granted by both manifests, and stays the default.
 */
export function grantedDefault(buildDefault: string, hostPermissions: unknown): string | null {
  const origin = apiOrigin(buildDefault);
  if (origin === null || !Array.isArray(hostPermissions)) return null;
  return hostPermissions.includes(hostPermissionFor(origin)) ? origin : null;
}

/** This installation's default host, as its manifest grants it; none when the manifest cannot be read. */
export function defaultApiBase(): string | null {
  try {
    return grantedDefault(DEFAULT_EXTENSION_API_BASE, browser.runtime.getManifest().host_permissions);
  } catch {
    return null;
  }
}

/** The host a stored value names when it is an allowed API host, otherwise the default: null when there is none. */
export function apiBaseFrom(value: unknown): string | null {
  return apiOrigin(value) ?? defaultApiBase();
}

/** The configured host if it is an allowed API host (https, or http on loopback), otherwise the default, or null. */
export async function readApiBase(): Promise<string | null> {
  try {
    return apiBaseFrom((await browser.storage.local.get(API_BASE_KEY))[API_BASE_KEY]);
  } catch {
    return apiBaseFrom(undefined);
  }
}
