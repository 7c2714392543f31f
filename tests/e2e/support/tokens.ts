/**
 * Tokens in end-to-end tests. The server's `/__dev/requests` shows a token only as its
 * fingerprint; a test that needs the token itself reads it from the in-process server's state.
 */
import type { AppState } from '../../../server/state.ts';
import { tokenFingerprint } from '../../../server/requestLog.ts';

export { tokenFingerprint };

/** What `/__dev/requests` shows in place of a token. */
export const FINGERPRINT = /^redacted:[0-9a-f]{12}$/;

/** The live token whose fingerprint a request showed; throws when no live session has it. */
export function liveToken(state: AppState, fingerprint: string | null | undefined): string {
  const record = state.data.tokens.find((t) => tokenFingerprint(t.token) === fingerprint);
  if (!record) throw new Error(`no live session has the fingerprint ${String(fingerprint)}`);
  return record.token;
}

/** The user name of the live session whose fingerprint a request showed. */
export function sessionOwner(state: AppState, fingerprint: string | null | undefined): string | undefined {
  return state.resolveToken(liveToken(state, fingerprint))?.userName;
}
