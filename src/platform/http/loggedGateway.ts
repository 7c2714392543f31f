import type { ApiRequest, Gateway, SignInRequest, TransportReply } from '../../contract/platform.ts';
import { LOGIN_PATH, LOGOUT_PATH, SMS_LOGIN_PATH } from '../../contract/paths.ts';
import { REDACTED } from '../../contract/secrets.ts';
import { describeCall, type CallLog } from './callLog.ts';

/** The request a sign-in sends, as the log shows it (its payload is redacted by describeCall). */
export const signInRequest = (request: SignInRequest): ApiRequest => ({
  method: 'POST',
  url: request.kind === 'sms' ? SMS_LOGIN_PATH : LOGIN_PATH,
  data: request.payload,
});
/** The request a sign-out sends: GET /api/sys/exit with the token as query `Token`, shown redacted. */
export const SIGN_OUT_REQUEST: ApiRequest = { method: 'GET', url: LOGOUT_PATH, params: { Token: REDACTED } };

/** The token `token` reads, or null when there is none or it cannot be read. */
function heldToken(token?: () => Promise<string | null>): Promise<string | null> {
  // Stryker disable next-line ArrowFunction: describeCall redacts no token for null and undefined alike
  return token ? token().catch(() => null) : Promise.resolve(null);
}

/**
 * Makes a call and records it in `log` once answered; the answer does not wait for the log.
 * `token` (the session token where the caller can read it) is asked before and after the call, so
 * a token issued or forgotten by it is redacted too.
 */
export async function recordCall(
  log: CallLog,
  request: ApiRequest,
  call: () => Promise<TransportReply>,
  token?: () => Promise<string | null>,
): Promise<TransportReply> {
  const before = await heldToken(token);
  const at = Date.now();
  const started = performance.now();
  const reply = await call();
  const timing = { at, durationMs: performance.now() - started };
  void (async () => {
    const after = await heldToken(token);
    await log.record(describeCall(request, reply, timing, [before, after]));
  })().catch(() => undefined);
  return reply;
}

/**
 * A gateway that records every call it makes (API requests, sign-in) in `log`: the web build's, and
 * the worker's for the pages. `token` reads the session token, so that its text is redacted wherever a
 * reply echoes it. The log is the calls of one session (they are one account's): a sign-in that opens
 * a session starts it empty (its own call is the first kept), and it is emptied when the session ends
 * (sign-out, expiry, another page's sign-out, a host change). The sign-out call itself is not kept.
 */
export function loggedGateway(gateway: Gateway, log: CallLog, token?: () => Promise<string | null>): Gateway {
  gateway.onSessionChange((hasSession) => {
    if (!hasSession) void log.clear().catch(() => undefined);
  });
  return {
    request: (request) => recordCall(log, request, () => gateway.request(request), token),
    signIn: (request, options) =>
      recordCall(
        log,
        signInRequest(request),
        async () => {
          const reply = await gateway.signIn(request, options);
          if (await gateway.hasSession().catch(() => false)) await log.clear();
          return reply;
        },
        token,
      ),
    signOut: async () => {
      const reply = await gateway.signOut();
      await log.clear();
      return reply;
    },
    hasSession: () => gateway.hasSession(),
    clearSession: async () => {
      await gateway.clearSession();
      await log.clear();
    },
    onSessionChange: (listener) => gateway.onSessionChange(listener),
    ...(gateway.endReason ? { endReason: () => gateway.endReason!() } : {}),
  };
}
