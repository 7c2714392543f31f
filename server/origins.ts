/**
 * Who may talk to the server from a browser.
 *
 * - Every route refuses a request whose `Origin` is foreign: CORS only keeps an answer from a page,
 *   while a simple request (`text/plain`, a form) is sent and acted upon whatever CORS says. Not
 *   foreign: the origins the console runs on (`allowedOrigins`), the server's own origin as the
 *   request addresses it (`http://<Host>`, or `https://<Host>` behind a TLS proxy that keeps
 *   `Host`), and browser extensions (no web page can send their origin; what an extension may call
 *   is its host permissions' business).
 * - `/api/*` answers CORS only to `allowedOrigins`: any other origin gets no
 *   `Access-Control-Allow-Origin`, and its preflights are refused. Requests without `Origin`
 *   (same-origin GETs, curl, Node) are served as before.
 * - `/api/*` GETs that a browser marks `Sec-Fetch-Site: cross-site` and that carry no `Origin` are
 *   refused: what another site's `<img>`, `<script>`, link or `no-cors` fetch sends. Such a request
 *   carries no `Origin`, so the rule above lets it through, and each one would issue a captcha (the
 *   store keeps 10,000, the oldest pushed out first) or end a session named in its query. A browser
 *   that sends no `Sec-Fetch-Site` (older than Chrome 76, Firefox 90, Safari 16.4) is served as before.
 * - `/__dev/*` answers no cross-origin request at all: no CORS headers, and a request that
 *   carries `Origin`, says `Sec-Fetch-Site: cross-site | same-site`, or is addressed to a host
 *   name other than a loopback one (a DNS-rebound page) is refused with 403.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Codes, fail } from './envelope.ts';
import { isLoopbackHostname, requestHostname } from './hosts.ts';
import type { AppEnv } from './session.ts';
import { TOKEN_HEADER } from './session.ts';

export const CORS_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;
export const CORS_HEADERS = [TOKEN_HEADER, 'Content-Type'] as const;
export const CORS_MAX_AGE_SECONDS = 600;

export const Refusals = {
  FOREIGN_ORIGIN: '不允许的来源',
  CROSS_SITE_READ: '不接受其他网站发起的请求',
  DEV_CROSS_ORIGIN: '开发接口不接受跨源请求',
  DEV_HOST: '开发接口只接受发往本机地址的请求',
} as const;

/**
 * The canonical form of an origin (`scheme://host[:port]`, lower case, default port left out),
 * or null when `text` is not one. `chrome-extension://<id>` and other non-web schemes are kept
 * as `scheme://host`.
 */
export function normaliseOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return null;
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin.toLowerCase();
  if (!url.host) return null;
  return `${url.protocol}//${url.host}`.toLowerCase();
}

/** The entries of a comma-separated setting, trimmed, empty ones left out. */
export function commaList(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A comma-separated list of origins (`API_ALLOWED_ORIGINS`); throws on an entry that is not an origin. */
export function parseOriginList(text: string | undefined): string[] {
  return commaList(text).map((entry) => {
    const origin = normaliseOrigin(entry);
    if (!origin) throw new Error(`"${entry}" is not an origin (scheme://host[:port], no path)`);
    return origin;
  });
}

/** The web console's own origins for a port: what `npm start` allows. */
export function consoleOrigins(webPort: number): string[] {
  return [`http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`];
}

/** Origins of browser extensions (Chrome and Edge, Firefox): the console's side panel and sidebar. */
export const EXTENSION_SCHEMES: readonly string[] = ['chrome-extension:', 'moz-extension:'];

/**
 * Whether a request's `Origin` may call the server: listed, a browser extension's, or the server's
 * own origin as `host` addresses it. `null` (sandboxed frames, `file:` pages) and anything else that
 * is no origin are foreign.
 */
export function isAdmittedOrigin(origin: string, allowed: ReadonlySet<string>, host: string | undefined): boolean {
  const normal = normaliseOrigin(origin);
  if (normal === null) return false;
  if (allowed.has(normal)) return true;
  if (EXTENSION_SCHEMES.includes(new URL(normal).protocol)) return true;
  // Over http, or over https through a TLS proxy that keeps Host (deploy/nginx.conf).
  return host !== undefined && [`http://${host}`, `https://${host}`].some((own) => normal === normaliseOrigin(own));
}

const originSet = (origins: readonly string[]): Set<string> =>
  new Set(origins.map((origin) => normaliseOrigin(origin) ?? origin));

/** Every route: a request with a foreign `Origin` is refused with 403 before anything acts on it. */
export function foreignOriginsRefused(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = originSet(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined || isAdmittedOrigin(origin, allowed, c.req.header('Host'))) return next();
    c.header('Vary', 'Origin');
    return fail(c, Codes.FORBIDDEN, Refusals.FOREIGN_ORIGIN, 403);
  };
}

/**
 * `/api/*`: a GET or HEAD that the browser says another site made (`Sec-Fetch-Site: cross-site`)
 * without an `Origin` (an `<img>`, a link, a `no-cors` fetch) is refused with 403 before anything acts
 * on it. With an admitted `Origin` (a console on another site, a browser extension) it is served.
 */
export function crossSiteReadsRefused(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (read && c.req.header('Sec-Fetch-Site') === 'cross-site' && c.req.header('Origin') === undefined)
      return fail(c, Codes.FORBIDDEN, Refusals.CROSS_SITE_READ, 403);
    return next();
  };
}

function isPreflight(c: Context): boolean {
  return c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
}

/** CORS for `/api/*`: only the listed origins are answered with `Access-Control-Allow-Origin`. */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = originSet(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined) {
      // Not a cross-origin browser request: nothing to allow or refuse.
      if (c.req.method === 'OPTIONS') return c.body(null, 204);
      return next();
    }
    const permitted = allowed.has(normaliseOrigin(origin) ?? origin);
    if (isPreflight(c)) {
      c.header('Vary', 'Origin');
      if (!permitted) return fail(c, Codes.FORBIDDEN, Refusals.FOREIGN_ORIGIN, 403);
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Methods', CORS_METHODS.join(','));
      c.header('Access-Control-Allow-Headers', CORS_HEADERS.join(','));
      c.header('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
      return c.body(null, 204);
    }
    await next();
    c.header('Vary', 'Origin', { append: true });
    if (permitted) c.header('Access-Control-Allow-Origin', origin);
  };
}

/** `/__dev/*` is for tools on this machine (curl, tests in Node), never for a web page. */
export function devLocalOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const site = c.req.header('Sec-Fetch-Site');
    if (c.req.header('Origin') !== undefined || site === 'cross-site' || site === 'same-site') {
      return fail(c, Codes.FORBIDDEN, Refusals.DEV_CROSS_ORIGIN, 403);
    }
    const hostname = requestHostname(c.req.header('Host'));
    if (hostname === null || !isLoopbackHostname(hostname)) return fail(c, Codes.FORBIDDEN, Refusals.DEV_HOST, 403);
    return next();
  };
}
