import type { ApiRequest, Gateway, SignInPayload, TransportReply } from '../types.ts';
import type { TokenStore } from './tokenStore.ts';
import { send, type TransportOptions } from './transport.ts';
import { interpretReply } from '../../core/api/envelope.ts';
import { LOGIN_PATH, LOGOUT_PATH } from '../../core/api/endpoints/paths.ts';

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

  async signIn(payload: SignInPayload, options: { remember: boolean }): Promise<TransportReply> {
    const reply = await send({ method: 'POST', url: LOGIN_PATH, data: payload }, null, this.transport);
    const outcome = interpretReply<{ token?: unknown }>(reply);
    if (!outcome.ok || !reply.ok) return reply;
    const token = outcome.data && typeof outcome.data === 'object' ? outcome.data.token : undefined;
    if (typeof token !== 'string' || token === '') {
      // A success without a token is no session: report it as a failed call without the body.
      return { ok: true, status: reply.status, body: { code: 'B0001', msg: null } };
    }
    await this.tokens.clear();
    await this.tokens.set(token, options.remember);
    this.emit(true);
    // The token stays here: the caller learns only that the sign-in succeeded.
    return { ok: true, status: reply.status, body: { code: 0, data: {}, msg: 'success' } };
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
