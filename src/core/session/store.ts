import { createStore } from 'zustand/vanilla';
import type { Gateway, SessionEndReason } from '../../contract/platform.ts';
import { interpretReply } from '../../contract/envelope.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchNav } from '../api/endpoints/auth.ts';
import { readNav, NavRejected } from './nav.ts';
import type { LoadNavResult, Nav, Session, SessionState } from '../kernel/ports.ts';
import { buildRoutes } from '../routes/buildRoutes.ts';
import type { RouteDef } from '../routes/types.ts';

export const LOGGED_OUT: SessionState = {
  status: 'loggedOut',
  routesLoaded: false,
  nav: null,
  routes: [],
  endReason: null,
};
const LOGGED_IN_NOT_LOADED: SessionState = {
  status: 'loggedIn',
  routesLoaded: false,
  nav: null,
  routes: [],
  endReason: null,
};

export interface SessionDeps {
  gateway: Gateway;
  api: ApiClient;
  /** Reports a nav answer without userInfo ('验证失败,请重新登录!'). */
  onNavRejected: () => void;
  /**
   * The permission-based route groups to build from (the app's: the features' declarations). They
   * come with the signed-in console's code: the session asks for them beside the nav call, and builds
   * the routes once both are in.
   */
  routeTable: () => Promise<readonly RouteDef[]>;
}

export function createSession(deps: SessionDeps): Session {
  const store = createStore<SessionState>()(() => ({ ...LOGGED_OUT, status: 'unknown' }));
  let loading: Promise<LoadNavResult> | null = null;
  let unsubscribe: (() => void) | null = null;
  /** A sign-in held back until its password is changed. */
  // Equivalent as true: start() ends with its own reset, which decides the state whatever a change heard
  // before it did.
  // Stryker disable next-line BooleanLiteral: equivalent (the comment above says why)
  let changePending = false;

  const reset = (next: SessionState) => {
    loading = null;
    changePending = false;
    // Stryker disable next-line BooleanLiteral: every state given here is whole, so merging it is replacing
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
    // Asked for beside the nav call; a failure is read below, after the nav's own.
    const table = deps.routeTable().then(
      (routes) => ({ routes }),
      () => null,
    );
    let nav: Nav;
    try {
      nav = readNav(await fetchNav(deps.api));
    } catch (error) {
      const rejected = error instanceof NavRejected;
      if (rejected) deps.onNavRejected();
      await clear();
      return { ok: false, reason: rejected ? 'no-user-info' : 'call-failed' };
    }
    const loadedTable = await table;
    if (loadedTable === null) {
      // The code could not be loaded (the console shows that, with a way to reload): the session stays,
      // and the next ask tries again.
      loading = null;
      return { ok: false, reason: 'load-failed' };
    }
    let routes: RouteDef[];
    try {
      routes = buildRoutes(loadedTable.routes, nav.menuList);
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
      unsubscribe = deps.gateway.onSessionChange((has, reason) => {
        const { status } = store.getState();
        if (!has && (status !== 'loggedOut' || reason)) reset({ ...LOGGED_OUT, endReason: reason ?? null });
        if (has && status === 'loggedOut' && !changePending) reset(LOGGED_IN_NOT_LOADED);
      });
      let has = false;
      let endReason: SessionEndReason | null = null;
      try {
        has = await deps.gateway.hasSession();
        // Stryker disable next-line OptionalChaining: calling a missing endReason throws into the catch below, which ends the same way
        if (!has) endReason = (await deps.gateway.endReason?.()) ?? null;
      } catch {
        // No answer: no session (`has` is still false: endReason is asked only without one).
      }
      reset(has ? LOGGED_IN_NOT_LOADED : { ...LOGGED_OUT, endReason });
    },

    async login(request, remember) {
      let reply;
      try {
        reply = await deps.gateway.signIn(request, { remember });
      } catch {
        return { ok: false, failure: { kind: 'timeout' } };
      }
      const outcome = interpretReply<{ mustChangePassword?: unknown } | null>(reply);
      if (!outcome.ok) return { ok: false, failure: outcome.failure };
      if (outcome.data?.mustChangePassword === true) {
        reset(LOGGED_OUT);
        changePending = true;
        return { ok: true, mustChangePassword: true };
      }
      reset(LOGGED_IN_NOT_LOADED);
      return { ok: true };
    },

    completePasswordChange() {
      if (!changePending) return false;
      reset(LOGGED_IN_NOT_LOADED);
      return true;
    },

    loadNav() {
      // Generated once per login, however many screens ask at the same time.
      loading ??= generate();
      return loading;
    },

    async refreshNav() {
      // Routes are loaded only while logged in (every sign-out resets to LOGGED_OUT).
      if (!store.getState().routesLoaded) return false;
      try {
        const [answer, table] = await Promise.all([fetchNav(deps.api), deps.routeTable()]);
        const nav = readNav(answer);
        const routes = buildRoutes(table, nav.menuList);
        if (store.getState().status !== 'loggedIn') return false;
        store.setState({ nav, routes });
        return true;
      } catch {
        return false;
      }
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
