/** The Hono environment of the API routes and the session guards. */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { deriveAccess } from './access.ts';
import { ApiError, Codes, Messages, tokenInvalid } from './envelope.ts';
import type { Account } from './model.ts';
import type { AppState } from './state.ts';

export interface AppEnv {
  /** Absent when the app is called without the Node server (`app.request`). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    account: Account;
    token: string;
    /** The caller's address, behind trusted proxies included (proxies.ts). */
    caller: string;
  };
}

export const TOKEN_HEADER = 'Token';

/**
 * The caller's IP address: the socket's peer, or behind a trusted proxy the address it forwarded
 * (proxies.ts); `unknown` when the app is called without the Node server.
 */
export function callerAddress(c: Context<AppEnv>): string {
  return c.get('caller') ?? c.env?.incoming?.socket.remoteAddress ?? 'unknown';
}

/**
 * A live `Token` header is required; otherwise `{ code: 500, msg: 'token无效' }`. An account
 * that must change its password gets `A0212 请先修改初始密码` from every call but the ones
 * marked `allowPendingPasswordChange` (changePs).
 */
export function requireToken(
  state: AppState,
  options: { allowPendingPasswordChange?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header(TOKEN_HEADER);
    const account = state.resolveToken(token);
    if (!account || !token) throw tokenInvalid();
    if (account.mustChangePassword && !options.allowPendingPasswordChange) {
      throw new ApiError(Codes.PASSWORD_CHANGE_REQUIRED, Messages.PASSWORD_CHANGE_REQUIRED);
    }
    c.set('account', account);
    c.set('token', token);
    await next();
  };
}

/** After `requireToken`: the account must hold `perm`, otherwise `A0301 没有权限`. */
export function requirePermission(state: AppState, perm: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { permissions } = deriveAccess(c.get('account'), state.data.roles, state.data.menus);
    if (!permissions.includes(perm)) throw new ApiError(Codes.FORBIDDEN, Messages.FORBIDDEN);
    await next();
  };
}
