import type { ApiRequest, Gateway, SessionEndReason, SignInRequest, TransportReply } from '../types.ts';
import type { TokenStore } from './tokenStore.ts';
import { send, type TransportOptions } from './transport.ts';
import { interpretReply } from '../../core/api/envelope.ts';
import { LOGIN_PATH, LOGOUT_PATH, SMS_LOGIN_PATH } from '../../core/api/endpoints/paths.ts';

type SessionListener = (has: boolean, reason?: SessionEndReason) => void;

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
    return { base, origin, token: await this.tokens.get(origin) };
  }

  async request(req: ApiRequest): Promise<TransportReply> {
    const { base, token } = await this.target();
    return send(req, token, { ...this.transport, baseUrl: () => base });
  }

  async signIn(request: SignInRequest, options: { remember: boolean }): Promise<TransportReply> {
    const url = request.kind === 'sms' ? SMS_LOGIN_PATH : LOGIN_PATH;
    const base = await this.transport.baseUrl();
    const reply = await send({ method: 'POST', url, data: request.payload }, null, {
      ...this.transport,
      baseUrl: () => base,
    });
    const outcome = interpretReply<{ token?: unknown; mustChangePassword?: unknown }>(reply);
    if (!outcome.ok || !reply.ok) return reply;
    const data = outcome.data && typeof outcome.data === 'object' ? outcome.data : {};
    const token = data.token;
    if (typeof token !== 'string' || token === '') {
      // A success without a token is no session: report it as a failed call without the body.
      return { ok: true, status: reply.status, body: { code: 'B0001', msg: null } };
    }
    const mustChangePassword = data.mustChangePassword === true;
    await this.tokens.clear();
    // A session that must change its password first stays in this page and is not announced:
    // other pages would find it good for nothing but the change.
    await this.tokens.set(token, { remember: options.remember && !mustChangePassword, origin: originOf(base) });
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
    if (token)
      // Stryker disable next-line StringLiteral: the transport (redaxios) sends a request without a method as GET
      reply = await send({ method: 'GET', url: LOGOUT_PATH, params: { Token: token } }, token, {
        ...this.transport,
        baseUrl: () => base,
      });
    await this.clearSession();
    return reply;
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
