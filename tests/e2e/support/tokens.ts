/**
 * Tokens in end-to-end tests. The server's `/__dev/requests` shows a token only as its
 * fingerprint, and the server keeps only each token's SHA-256; a test that needs the token itself
 * starts the in-process server with `startRecordingServer`, which is told every token it issues.
 */
import { startServer, type RunningServer, type StartOptions } from '../../../server/listen.ts';
import type { AppState } from '../../../server/state.ts';
import { tokenFingerprint } from '../../../server/requestLog.ts';

export { tokenFingerprint };

/** What `/__dev/requests` shows in place of a token. */
export const FINGERPRINT = /^redacted:[0-9a-f]{12}$/;

const issuedBy = new WeakMap<AppState, string[]>();

/** `startServer`, keeping every token the server issues for `issuedTokens`. */
export async function startRecordingServer(options: StartOptions): Promise<RunningServer> {
  const tokens: string[] = [];
  const server = await startServer({ ...options, onTokenIssued: (token) => void tokens.push(token) });
  issuedBy.set(server.state, tokens);
  return server;
}

/** The tokens of the server's live sessions, oldest first (a server of `startRecordingServer`). */
export function issuedTokens(state: AppState): string[] {
  const tokens = issuedBy.get(state);
  if (!tokens) throw new Error('the server was not started with startRecordingServer: its tokens are unknown');
  return tokens.filter((token) => state.resolveToken(token) !== undefined);
}

/** The live token whose fingerprint a request showed; throws when no live session has it. */
export function liveToken(state: AppState, fingerprint: string | null | undefined): string {
  const token = issuedTokens(state).find((t) => tokenFingerprint(t) === fingerprint);
  if (!token) throw new Error(`no live session has the fingerprint ${String(fingerprint)}`);
  return token;
}

/** The user name of the live session whose fingerprint a request showed. */
export function sessionOwner(state: AppState, fingerprint: string | null | undefined): string | undefined {
  return state.resolveToken(liveToken(state, fingerprint))?.userName;
}
