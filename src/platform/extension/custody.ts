import { LOGIN_PATH, LOGOUT_PATH, SMS_LOGIN_PATH } from '../../core/api/endpoints/paths.ts';
import type { TransportReply } from '../types.ts';

/**
 * What the worker refuses to relay so that no extension page ever receives the session token.
 * Pure rules; background.ts applies them to every message it answers.
 */

/**
 * A path as a server is likely to route it: percent-decoding undone (repeatedly), `.` and `..`
 * segments resolved, `;matrix` parameters and a file extension on the last segment dropped,
 * repeated and trailing slashes removed, lower case. Null when it cannot be read.
 */
export function canonicalPath(url: string): string | null {
  let path = url;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    // Stryker disable next-line ConditionalExpression: decoding a path that no longer changes gives the same path again
    if (decoded === path) break;
    path = decoded;
  }
  // Backslashes and control characters have no place in an API path.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  let pathname: string;
  try {
    // Stryker disable next-line Regex: the empty segments one leading slash more would leave are dropped below
    pathname = new URL(`http://api.invalid/${path.replace(/^\/+/, '')}`).pathname;
    // Stryker disable next-line BlockStatement: a path after a fixed origin always parses; kept in case an engine refuses one
  } catch {
    return null;
  }
  const segments = pathname
    .split('/')
    // Stryker disable next-line Regex: `.*` runs to the end anyway (line breaks are refused above)
    .map((segment) => segment.replace(/;.*$/, ''))
    .filter((segment) => segment !== '');
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last]!.replace(/\.[^.]*$/, '');
  return ('/' + segments.join('/')).toLowerCase();
}

const SESSION_PATHS = new Set([LOGIN_PATH, SMS_LOGIN_PATH, LOGOUT_PATH].map((path) => canonicalPath(path)));

/**
 * Sign-in and sign-out are worker operations (`session.signIn`, `session.signOut`): as a plain
 * proxied request their answer would carry the token, so `api.request` refuses them, however the
 * path is spelled. A path that cannot be read is refused too.
 */
export function isSessionPath(url: string): boolean {
  const path = canonicalPath(url);
  return path === null || SESSION_PATHS.has(path);
}

/** Replaces the token wherever it appears inside a string. */
export const REDACTED = '[redacted]';
const MAX_DEPTH = 64;

/**
 * A copy of `value` without the session token: every property named `token` (any case) is
 * removed, and the token's text is replaced wherever a string contains it. Deeper than 64 levels
 * the value is dropped.
 */
export function withoutToken(value: unknown, token: string | null, depth = 0): unknown {
  if (depth > MAX_DEPTH) return null;
  if (typeof value === 'string') return token && value.includes(token) ? value.split(token).join(REDACTED) : value;
  if (Array.isArray(value)) return value.map((item) => withoutToken(item, token, depth + 1));
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key.toLowerCase() === 'token') continue;
      const cleanKey = withoutToken(key, token, depth + 1) as string;
      copy[cleanKey] = withoutToken(item, token, depth + 1);
    }
    return copy;
  }
  return value;
}

/** A reply as a page may see it: the body without the token. */
export function replyWithoutToken(reply: TransportReply, token: string | null): TransportReply {
  if (!('body' in reply) || reply.body === undefined) return reply;
  return { ...reply, body: withoutToken(reply.body, token) };
}

/** The answer to a refused `api.request`: a request that could not be made. */
export const REFUSED_REQUEST: TransportReply = { ok: false, kind: 'setup' };
