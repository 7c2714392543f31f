import type { ApiRequest, Gateway, SessionEndReason, SignInRequest, TransportReply } from '../../contract/platform.ts';
import type { TokenStore } from './tokenStore.ts';
import { send, type TransportOptions } from './transport.ts';
import { hedged, READ_HEDGE_AFTER_MS } from './hedge.ts';
import { interpretReply } from '../../contract/envelope.ts';
import { CAPTCHA_PATH, LOGIN_PATH, LOGOUT_PATH, SMS_LOGIN_PATH } from '../../contract/paths.ts';
import { REVOKE_TIMEOUT_MS } from '../../contract/constants.ts';
import { redactReply } from '../../contract/secrets.ts';
import { isApiPath } from '../../contract/apiPath.ts';

type SessionListener = (has: boolean, reason?: SessionEndReason) => void;

/** A call the gateway will not make: the answer of a request that could not be made. */
const NOT_SENT: TransportReply = { ok: false, kind: 'setup' };

/** The origin of an API base ('' is the page's own origin); '' when it cannot be read. */
export function originOf(base: string): string {
  try {
    // Stryker disable next-line StringLiteral: '' and '/' resolve to the same origin
    return new URL(base || '/', globalThis.location?.href).origin;
  } catch {
    return '';
  }
}

/**
 * The gateway that performs HTTP calls and keeps the token. The same code serves the web page
 * and the extension's background worker; only the TokenStore differs.
 *
 * Each call reads the API base once and uses it both to look up the token and to send: the token
 * goes only to the origin that issued it.
 */
export class HttpGateway implements Gateway {
  private readonly listeners = new Set<SessionListener>();

  constructor(
    private readonly tokens: TokenStore,
    private readonly transport: TransportOptions,
  ) {}

  /** The API base of this call and the token its origin issued. */
  private async target(): Promise<{ base: string; origin: string; token: string | null }> {
    const base = await this.transport.baseUrl();
    const origin = originOf(base);
    const token = await this.tokens.get(origin);
    if (token === null) await this.endForeignSession(origin);
    return { base, origin, token };
  }

  /**
   * A token issued by another host than the one this call goes to (the API host changed under a
   * session) ends that session here and now: announced with its reason, whichever call meets it
   * first, and signed out at its issuer (best effort, not waited for), never sent here.
   */
  private async endForeignSession(origin: string): Promise<void> {
    const issuer = (await this.tokens.issuer?.()) ?? null;
    if (issuer === null || issuer === origin) return;
    void (await this.endSessionAt(issuer, 'host-changed')).revoked;
  }

  /**
   * One API call. Its reply comes back without secrets (contract/secrets.ts), the text of the token
   * it sent included: whatever ends or replaces the session meanwhile, the token this call carried
   * is the one an echo would show. An image (`responseType: 'image'`) is only the captcha, and goes
   * without the token: an image of any other path could carry a reflected token out base64-encoded.
   */
  async request(req: ApiRequest): Promise<TransportReply> {
    // A path that would leave the API host (`/\\evil.example`, `//evil.example`, a URL) is never sent.
    if (!isApiPath(req.url)) return NOT_SENT;
    const image = req.responseType === 'image';
    // Exactly the captcha's path: no spelling of another path (`..`, encoding, case) passes.
    if (image && req.url !== CAPTCHA_PATH) return NOT_SENT;
    const { base, token } = await this.target();
    const sent = image ? null : token;
    const options = { ...this.transport, baseUrl: () => base };
    // A screen's read with no answer after a while is asked again beside itself (hedge.ts); a write
    // never is, nor the captcha (a second image for the same uuid would replace the code of the first).
    const reply =
      req.hedge === true && req.method === 'GET' && !image
        ? await hedged(
            // The second past the browser's cache: Chromium holds a request for the same address
            // until the first one's answer is in its cache, which would make it wait as long.
            (signal, second) => send(req, sent, { ...options, signal, ...(second ? { bypassCache: true } : {}) }),
            this.transport.hedgeAfterMs ?? READ_HEDGE_AFTER_MS,
          )
        : await send(req, sent, options);
    return redactReply(reply, [sent]);
  }

  async signIn(request: SignInRequest, options: { remember: boolean }): Promise<TransportReply> {
    const url = request.kind === 'sms' ? SMS_LOGIN_PATH : LOGIN_PATH;
    const base = await this.transport.baseUrl();
    const reply = await send({ method: 'POST', url, data: request.payload }, null, {
      ...this.transport,
      baseUrl: () => base,
    });
    const outcome = interpretReply<{ token?: unknown; mustChangePassword?: unknown }>(reply);
    if (!outcome.ok || !reply.ok) return redactReply(reply, []);
    const data = outcome.data && typeof outcome.data === 'object' ? outcome.data : {};
    const token = data.token;
    if (typeof token !== 'string' || token === '') {
      // A success without a token is no session: report it as a failed call without the body.
      return { ok: true, status: reply.status, body: { code: 'B0001', msg: null } };
    }
    const mustChangePassword = data.mustChangePassword === true;
    const origin = originOf(base);
    // A sign-in over a session ends that session at its host too, not only here.
    const previous = await this.tokens.get(origin);
    if (previous !== null && previous !== token) await this.revoke(base, previous);
    await this.tokens.clear();
    // A session that must change its password first stays in this page and is not announced:
    // other pages would find it good for nothing but the change.
    await this.tokens.set(token, { remember: options.remember && !mustChangePassword, origin });
    if (!mustChangePassword) this.emit(true);
    // The token stays here: the caller learns only that the sign-in succeeded.
    return {
      ok: true,
      status: reply.status,
      body: { code: 0, data: mustChangePassword ? { mustChangePassword: true } : {}, msg: 'success' },
    };
  }

  async signOut(): Promise<TransportReply> {
    const { base, token } = await this.target();
    let reply: TransportReply = { ok: true, status: 200, body: { code: 0, data: null } };
    if (token) reply = redactReply(await this.signOutAt(base, token), [token]);
    await this.clearSession();
    return reply;
  }

  /** GET /api/sys/exit with the token as query `Token`, at the host that issued it. */
  private signOutAt(base: string, token: string, timeoutMs?: number): Promise<TransportReply> {
    // Stryker disable next-line StringLiteral: the transport (redaxios) sends a request without a method as GET
    return send({ method: 'GET', url: LOGOUT_PATH, params: { Token: token } }, token, {
      ...this.transport,
      baseUrl: () => base,
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    });
  }

  /** Best effort: the token's sign-out at its host, waited for REVOKE_TIMEOUT_MS at the most. */
  private async revoke(base: string, token: string): Promise<void> {
    await this.signOutAt(base, token, REVOKE_TIMEOUT_MS);
  }

  /**
   * Ends the session held for the API host `base` (the host in use until now) at once, and signs its
   * token out there, best effort: a host change must not leave a live session behind at the old
   * host. `revoked` settles when the sign-out is answered or given up (REVOKE_TIMEOUT_MS). With no
   * host until now (a store package before its options were set) there is nowhere to sign out at.
   */
  async endSessionAt(
    base: string | null,
    reason: SessionEndReason,
  ): Promise<{ ended: boolean; revoked: Promise<void> }> {
    const token = base === null ? null : await this.tokens.get(originOf(base));
    const ended = await this.endSession(reason);
    return { ended, revoked: base !== null && token !== null ? this.revoke(base, token) : Promise.resolve() };
  }

  async hasSession(): Promise<boolean> {
    return (await this.target()).token !== null;
  }

  async clearSession(): Promise<void> {
    await this.endSession();
  }

  /** Forgets the token; if there was one, listeners hear of it (with the reason, when the shell gives one) and it answers true. */
  async endSession(reason?: SessionEndReason): Promise<boolean> {
    const had = await this.tokens.clear();
    if (had) this.emit(false, reason);
    return had;
  }

  onSessionChange(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Lets the shell report a change it saw in shared storage (another tab). */
  emit(has: boolean, reason?: SessionEndReason): void {
    for (const listener of this.listeners) listener(has, reason);
  }
}
