/**
 * The help-desk sites the side panel follows by itself: added on the options page, each granted as
 * an optional host permission (`https://acme.zendesk.com/*`), kept in `storage.local`. Removing one
 * revokes its permission. Only what is both listed and granted is followed.
 */

/** `storage.local` key: the match patterns of the help-desk sites, e.g. `https://acme.zendesk.com/*`. */
export const HELP_DESK_SITES_KEY = 'help-desk-sites';
/** At most this many sites. */
export const HELP_DESK_SITES_LIMIT = 20;

const HOST = /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

/**
 * A site as typed (`https://acme.zendesk.com`, `acme.zendesk.com/agent`, `*.zendesk.com`) as a match
 * pattern for its whole origin; null when it is none. Plain http only on loopback, as for the API host.
 */
export function sitePattern(typed: string): string | null {
  const text = typed.trim().toLowerCase();
  const withScheme = /^[a-z]+:\/\//.test(text) ? text : `https://${text}`;
  const match = /^(https?):\/\/([^/:?#]+)(?::(\d{1,5}))?(?:[/?#].*)?$/.exec(withScheme);
  if (!match) return null;
  const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
  if (!HOST.test(host) && !LOOPBACK.has(host)) return null;
  if (host.startsWith('*.') && host.split('.').length < 3) return null;
  if (scheme === 'http' && !LOOPBACK.has(host)) return null;
  return `${scheme}://${host}${port ? `:${port}` : ''}/*`;
}

/**
 * The host permission a site needs: its pattern without the port. A match pattern names a host, not
 * a port: Firefox refuses one with a port (and so denied `http://127.0.0.1:8080`), Chrome ignores it.
 * The site list keeps the port, and the panel follows only that port (onSite).
 */
export function sitePermission(pattern: string): string {
  return pattern.replace(/:\d+\/\*$/, '/*');
}

/** Whether `url` is on the site of `pattern` (a pattern sitePattern made). */
export function onSite(url: string, pattern: string): boolean {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return false;
  }
  const match = /^(https?):\/\/([^/:]+)(?::(\d+))?\/\*$/.exec(pattern);
  if (!match) return false;
  const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
  if (page.protocol !== `${scheme}:`) return false;
  if (port !== undefined && page.port !== port) return false;
  if (host.startsWith('*.')) return page.hostname.endsWith(host.slice(1)) || page.hostname === host.slice(2);
  return page.hostname === host;
}

/** The stored list, checked: patterns sitePattern would make, at most HELP_DESK_SITES_LIMIT. */
export function storedSites(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string' && sitePattern(item.replace(/\/\*$/, '')) === item)
    .slice(0, HELP_DESK_SITES_LIMIT);
}

interface SitesArea {
  get(key: string): Promise<Record<string, unknown>>;
}

/** Whether the page at `url` is on a listed help-desk site whose permission is granted. */
export async function isFollowedSite(
  url: string,
  area: SitesArea,
  granted: (pattern: string) => Promise<boolean>,
): Promise<boolean> {
  const sites = storedSites((await area.get(HELP_DESK_SITES_KEY))[HELP_DESK_SITES_KEY]);
  const site = sites.find((pattern) => onSite(url, pattern));
  return site !== undefined && (await granted(site));
}
