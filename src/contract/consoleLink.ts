/**
 * Links to a view of the console that a person can share (a ticket, a chat): the web build's full
 * address, or — in the extension, which has no address of its own to share — the web console's
 * address set on its options page, else the console route itself. A link pasted back (Ctrl/⌘+K,
 * any shell) opens the same route. Pure.
 */

/** Where the extension's options page keeps the web console's address (optional). */
export const WEB_CONSOLE_KEY = 'web-console-address';
/** The longest link read: a list's view with many filters fits easily. */
export const LINK_MAX_LENGTH = 2000;

export type WebConsoleCheck = { ok: true; address: string } | { ok: false };

/** An http(s) address without credentials, query or fragment: the web console's page. */
export function checkWebConsoleAddress(text: unknown): WebConsoleCheck {
  if (typeof text !== 'string' || text.length > LINK_MAX_LENGTH) return { ok: false };
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '')
    return { ok: false };
  url.hash = '';
  url.search = '';
  return { ok: true, address: url.href };
}

/** The shareable link of `route` (`/business/user?status=1`): on `base` when there is one, else the route. */
export function consoleLink(base: string | null, route: string): string {
  const path = route.startsWith('/') ? route : `/${route}`;
  const checked = base === null ? null : checkWebConsoleAddress(base);
  return checked?.ok ? `${checked.address}#${path}` : path;
}

/**
 * The console route a pasted text names: a route (`/business/user?…`), a hash route (`#/…`), or
 * an http(s) address whose fragment is one. Null for anything else (it is then looked up as text).
 */
export function routeOfLink(text: string): string | null {
  const value = text.trim();
  if (value.length === 0 || value.length > LINK_MAX_LENGTH || /\s/.test(value)) return null;
  let route: string;
  if (value.startsWith('#/')) route = value.slice(1);
  else if (value.startsWith('/')) route = value;
  else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hash.startsWith('#/')) return null;
    route = url.hash.slice(1);
  }
  // One leading slash: `//host` would read as another site's address.
  return route.startsWith('//') ? null : route;
}
