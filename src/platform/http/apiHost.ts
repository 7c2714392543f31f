/**
 * Which API hosts the console may talk to. Pure: used by the extension's worker and options page
 * and by the build (vite.config.ts), so one rule decides everywhere.
 *
 * - An API host is an origin: http(s), a host, an optional port, nothing else (no user, path,
 *   query or fragment).
 * - Plain `http://` only for loopback hosts (127.0.0.0/8, `localhost`, `[::1]`): anywhere else
 *   passwords and the session token would cross the network in clear, so https is required.
 */
export type ApiHostCheck = { ok: true; origin: string } | { ok: false; reason: 'invalid' | 'https-required' };

/** Longest host value accepted; anything longer is refused before it is parsed. */
export const MAX_API_HOST_LENGTH = 300;

export function isLoopbackHost(hostname: string): boolean {
  // The URL parser has already normalised the host: 127.1 and 0x7f.0.0.1 read as 127.0.0.1.
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

export function checkApiHost(value: unknown): ApiHostCheck {
  if (typeof value !== 'string' || value.length > MAX_API_HOST_LENGTH) return { ok: false, reason: 'invalid' };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'invalid' };
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return { ok: false, reason: 'invalid' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return { ok: false, reason: 'https-required' };
  return { ok: true, origin: url.origin };
}

/** The origin of an allowed API host, or null. */
export function apiOrigin(value: unknown): string | null {
  const check = checkApiHost(value);
  return check.ok ? check.origin : null;
}

/** The sentence a build fails with (and the options page says in the person's language). */
export const HTTPS_REQUIRED_REASON =
  'https is required: plain http:// is allowed only for loopback hosts (127.0.0.0/8, localhost, [::1])';

/**
 * Checks a build-time API base (VITE_API_BASE, VITE_EXTENSION_API_BASE). Empty means "the page's
 * own origin" (web) or "the default" (extension). Throws with the reason when it is refused.
 */
export function assertBuildApiBase(name: string, value: string | undefined): void {
  if (value === undefined || value === '') return;
  const check = checkApiHost(value);
  if (check.ok) return;
  throw new Error(
    check.reason === 'https-required'
      ? `${name}=${value}: ${HTTPS_REQUIRED_REASON}`
      : `${name}=${value}: not an API host (scheme, host and optional port only, e.g. https://api.example.com)`,
  );
}

/**
 * The host permission that lets the extension call `origin` (an API host's origin):
 * `https://api.example.com:8443` → `https://api.example.com/*`. Without the port: a pattern without
 * one matches every port in Chrome and Firefox alike, and Firefox grants and finds a host only as the
 * manifest declares it (`http://127.0.0.1/*` does not cover a request for `http://127.0.0.1:8790/*`
 * there). The token itself stays bound to the whole origin, port included (sealedTokenStore.ts).
 */
export function hostPermissionFor(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
