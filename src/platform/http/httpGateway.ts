import type { ApiRequest, Gateway, SignInRequest, TransportReply } from '../types.ts';
import type { TokenStore } from './tokenStore.ts';
import { send, type TransportOptions } from './transport.ts';
import { interpretReply } from '../../core/api/envelope.ts';
import { LOGIN_PATH, LOGOUT_PATH, SMS_LOGIN_PATH } from '../../core/api/endpoints/paths.ts';

/**
 * The gateway that performs HTTP calls and keeps the token. The same code serves the web page
 * and the extension's background worker; only the TokenStore differs.
 */
export class HttpGateway implements Gateway {
  private readonly listeners = new Set<(has: boolean) => void>();

  constructor(
    private readonly tokens: TokenStore,
    private readonly transport: TransportOptions,
  ) {}

  async request(req: ApiRequest): Promise<TransportReply> {
    return send(req, await this.tokens.get(), this.transport);
  }

  async signIn(request: SignInRequest, options: { remember: boolean }): Promise<TransportReply> {
    const url = request.kind === 'sms' ? SMS_LOGIN_PATH : LOGIN_PATH;
    const reply = await send({ method: 'POST', url, data: request.payload }, null, this.transport);
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
    await this.tokens.set(token, options.remember && !mustChangePassword);
    if (!mustChangePassword) this.emit(true);
    // The token stays here: the caller learns only that the sign-in succeeded.
    return { ok: true, status: reply.status, body: { code: 0, data: mustChangePassword ? { mustChangePassword: true } : {}, msg: 'success' } };
  }

  async signOut(): Promise<TransportReply> {
    const token = await this.tokens.get();
    let reply: TransportReply = { ok: true, status: 200, body: { code: 0, data: null } };
    if (token) reply = await send({ method: 'GET', url: LOGOUT_PATH, params: { Token: token } }, token, this.transport);
    await this.clearSession();
    return reply;
  }

  async hasSession(): Promise<boolean> {
    return (await this.tokens.get()) !== null;
  }

  async clearSession(): Promise<void> {
    const had = await this.hasSession();
    await this.tokens.clear();
    if (had) this.emit(false);
  }

  onSessionChange(listener: (has: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Lets the shell report a change it saw in shared storage (another tab). */
  emit(has: boolean): void {
    for (const listener of this.listeners) listener(has);
  }
}
