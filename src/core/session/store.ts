import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Gateway, SignInPayload } from '../../platform/types.ts';
import { interpretReply, type Failure } from '../api/envelope.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchNav } from '../api/endpoints/auth.ts';
import { readNav, NavRejected, type Nav } from './nav.ts';
import { buildRoutes } from '../routes/buildRoutes.ts';
import { PERMISSION_ROUTES } from '../routes/table.ts';
import type { RouteDef } from '../routes/types.ts';

/**
 * The session of SPEC.md section 4: logged out; logged in with routes not loaded; logged in with
 * routes loaded. `unknown` only while the console asks the gateway at start-up.
 */
export interface SessionState {
  status: 'unknown' | 'loggedOut' | 'loggedIn';
  routesLoaded: boolean;
  nav: Nav | null;
  routes: RouteDef[];
}

export type LoadNavResult = { ok: true } | { ok: false; reason: 'no-user-info' | 'bad-menu' | 'call-failed' };
export type LoginResult = { ok: true } | { ok: false; failure: Failure };

export interface Session {
  store: StoreApi<SessionState>;
  /** Asks the gateway whether a session exists and follows changes made elsewhere. */
  start(): Promise<void>;
  login(payload: SignInPayload, remember: boolean): Promise<LoginResult>;
  /** Generates the routes once after login (SPEC 2, 4); on failure the session is cleared. */
  loadNav(): Promise<LoadNavResult>;
  /** Calls the server's exit, then removes the token and resets the routes, whatever the answer. */
  logout(): Promise<void>;
  /** The token is no longer valid: clear everything without calling the server. */
  expire(): Promise<void>;
}

export const LOGGED_OUT: SessionState = { status: 'loggedOut', routesLoaded: false, nav: null, routes: [] };
const LOGGED_IN_NOT_LOADED: SessionState = { status: 'loggedIn', routesLoaded: false, nav: null, routes: [] };

export interface SessionDeps {
  gateway: Gateway;
  api: ApiClient;
  /** Reports a nav answer without userInfo ('验证失败,请重新登录!'). */
  onNavRejected: () => void;
  /** The route table to build from; the console's own by default. */
  routeTable?: readonly RouteDef[];
}

export function createSession(deps: SessionDeps): Session {
  const store = createStore<SessionState>()(() => ({ ...LOGGED_OUT, status: 'unknown' }));
  let loading: Promise<LoadNavResult> | null = null;
  let unsubscribe: (() => void) | null = null;

  const reset = (next: SessionState) => {
    loading = null;
    store.setState(next, true);
  };

  const clear = async () => {
    try {
      await deps.gateway.clearSession();
    } catch {
      // The state below is cleared all the same.
    }
    reset(LOGGED_OUT);
  };

  const generate = async (): Promise<LoadNavResult> => {
    let nav: Nav;
    try {
      nav = readNav(await fetchNav(deps.api));
    } catch (error) {
      const rejected = error instanceof NavRejected;
      if (rejected) deps.onNavRejected();
      await clear();
      return { ok: false, reason: rejected ? 'no-user-info' : 'call-failed' };
    }
    let routes: RouteDef[];
    try {
      routes = buildRoutes(deps.routeTable ?? PERMISSION_ROUTES, nav.menuList);
    } catch {
      await clear();
      return { ok: false, reason: 'bad-menu' };
    }
    if (store.getState().status !== 'loggedIn') return { ok: false, reason: 'call-failed' };
    store.setState({ nav, routes, routesLoaded: true });
    return { ok: true };
  };

  return {
    store,

    async start() {
      unsubscribe?.();
      unsubscribe = deps.gateway.onSessionChange((has) => {
        const { status } = store.getState();
        if (!has && status !== 'loggedOut') reset(LOGGED_OUT);
        if (has && status === 'loggedOut') reset(LOGGED_IN_NOT_LOADED);
      });
      let has: boolean;
      try {
        has = await deps.gateway.hasSession();
      } catch {
        has = false;
      }
      reset(has ? LOGGED_IN_NOT_LOADED : LOGGED_OUT);
    },

    async login(payload, remember) {
      let reply;
      try {
        reply = await deps.gateway.signIn(payload, { remember });
      } catch {
        return { ok: false, failure: { kind: 'timeout' } };
      }
      const outcome = interpretReply(reply);
      if (!outcome.ok) return { ok: false, failure: outcome.failure };
      reset(LOGGED_IN_NOT_LOADED);
      return { ok: true };
    },

    loadNav() {
      // Generated once per login, however many screens ask at the same time.
      loading ??= generate();
      return loading;
    },

    async logout() {
      try {
        await deps.gateway.signOut();
      } catch {
        await deps.gateway.clearSession().catch(() => undefined);
      }
      reset(LOGGED_OUT);
    },

    expire: clear,
  };
}
