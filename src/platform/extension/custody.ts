import { LOGIN_PATH, LOGOUT_PATH, SMS_LOGIN_PATH } from '../../contract/paths.ts';
import { canonicalPath } from '../../contract/canonicalPath.ts';
import { redactReply } from '../../contract/secrets.ts';
import type { TransportReply } from '../../contract/platform.ts';

/**
 * What the worker refuses to relay so that no extension page ever receives the session token.
 * Pure rules; background.ts applies them to every message it answers. What is secret is decided
 * by the one rule of `contract/secrets.ts`.
 */

export { canonicalPath };

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

/**
 * A reply as a page may see it: every secret-named value and every known token's text taken out
 * (`tokens`: the one the call sent, and those the worker held before and after it).
 */
export function replyWithoutToken(reply: TransportReply, tokens: ReadonlyArray<string | null>): TransportReply {
  return redactReply(reply, tokens);
}

/** The answer to a refused `api.request`: a request that could not be made. */
export const REFUSED_REQUEST: TransportReply = { ok: false, kind: 'setup' };
