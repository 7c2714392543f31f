import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../../src/core/session/store.ts';
import { createApiClient } from '../../../../src/core/api/client.ts';
import { readNav, NavRejected } from '../../../../src/core/session/nav.ts';
import { FakeGateway, navAnswer } from './fakeGateway.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';

/** SPEC 4 session rules at their edges: failing gateways, another page's changes, late answers. */
function setup(routeTable = async () => PERMISSION_ROUTES) {
  const gateway = new FakeGateway();
  const api = createApiClient(gateway, vi.fn());
  const onNavRejected = vi.fn();
  const session = createSession({ gateway, api, onNavRejected, routeTable });
  gateway.answers.set('/api/sys/menu/nav', () => navAnswer());
  /** From now on the nav call is answered when the test says: `asked()` waits for the call and gives how to answer it. */
  const holdNav = () => {
    let answer: (() => void) | undefined;
    gateway.answers.set('/api/sys/menu/nav', () => new Promise((resolve) => (answer = () => resolve(navAnswer()))));
    return async () => {
      await vi.waitFor(() => expect(answer).toBeDefined());
      return answer!;
    };
  };
  return { gateway, session, onNavRejected, holdNav, state: () => session.store.getState() };
}
const PASSWORD = { kind: 'password', payload: { userName: 'admin', password: 'admin123' } } as const;

describe('session start', () => {
  it('a gateway that cannot answer (stopped worker) starts logged out, without a reason', async () => {
    const t = setup();
    t.gateway.hasSession = async () => {
      throw new Error('Could not establish connection');
    };
    await t.session.start();
    expect(t.state()).toStrictEqual({
      status: 'loggedOut',
      routesLoaded: false,
      nav: null,
      routes: [],
      endReason: null,
    });
  });

  it('logged out, it shows why the last session ended when the shell knows', async () => {
    const t = setup();
    t.gateway.lastEndReason = 'host-changed';
    await t.session.start();
    expect(t.state()).toMatchObject({ status: 'loggedOut', endReason: 'host-changed' });
  });

  it('with a session, it does not ask why one ended', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    const endReason = vi.fn(async () => 'host-changed' as const);
    t.gateway.endReason = endReason;
    await t.session.start();
    expect(endReason).not.toHaveBeenCalled();
    // SPEC 4: logged in with routes not loaded.
    expect(t.state()).toStrictEqual({
      status: 'loggedIn',
      routesLoaded: false,
      nav: null,
      routes: [],
      endReason: null,
    });
  });

  it('a shell without endReason (the web page) starts logged out', async () => {
    const t = setup();
    t.gateway.endReason = undefined;
    await t.session.start();
    expect(t.state()).toMatchObject({ status: 'loggedOut', endReason: null });
  });
});

describe('another page signs in or out', () => {
  it('a sign-in elsewhere logs this page in (routes to load); a sign-out elsewhere logs it out', async () => {
    const t = setup();
    await t.session.start();
    t.gateway.emit(true);
    expect(t.state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
    await t.session.loadNav();
    expect(t.state().routesLoaded).toBe(true);
    t.gateway.emit(true);
    // Already logged in: the loaded routes stay.
    expect(t.state().routesLoaded).toBe(true);
    t.gateway.emit(false);
    expect(t.state()).toStrictEqual({
      status: 'loggedOut',
      routesLoaded: false,
      nav: null,
      routes: [],
      endReason: null,
    });
  });

  it('a session ended with a reason while logged out still records the reason', async () => {
    const t = setup();
    await t.session.start();
    t.gateway.emit(false, 'host-changed');
    expect(t.state()).toMatchObject({ status: 'loggedOut', endReason: 'host-changed' });
  });

  it('a sign-out elsewhere while logged out without a reason changes nothing', async () => {
    const t = setup();
    await t.session.start();
    const before = t.state();
    t.gateway.emit(false);
    expect(t.state()).toBe(before);
  });

  it('while a password change is pending, another page signing in does not log this one in', async () => {
    const t = setup();
    await t.session.start();
    t.gateway.signInAnswer = () => ({ ok: true, status: 200, body: { code: 0, data: { mustChangePassword: true } } });
    expect(await t.session.login(PASSWORD, true)).toEqual({ ok: true, mustChangePassword: true });
    t.gateway.emit(true);
    expect(t.state().status).toBe('loggedOut');
    expect(t.session.completePasswordChange()).toBe(true);
    expect(t.state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
    expect(t.session.completePasswordChange()).toBe(false);
  });

  it('start twice listens once', async () => {
    const t = setup();
    await t.session.start();
    await t.session.start();
    t.gateway.emit(true);
    expect(t.state().status).toBe('loggedIn');
    const spy = vi.spyOn(t.session.store, 'setState');
    t.gateway.emit(false);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in', () => {
  it('a gateway that throws is a timeout failure and nothing changes', async () => {
    const t = setup();
    await t.session.start();
    t.gateway.signIn = async () => {
      throw new Error('worker gone');
    };
    expect(await t.session.login(PASSWORD, false)).toEqual({ ok: false, failure: { kind: 'timeout' } });
    expect(t.state().status).toBe('loggedOut');
  });

  it('a success answer without data still signs in', async () => {
    const t = setup();
    await t.session.start();
    t.gateway.signInAnswer = () => ({ ok: true, status: 200, body: { code: 0, data: null } });
    expect(await t.session.login(PASSWORD, false)).toEqual({ ok: true });
    expect(t.state().status).toBe('loggedIn');
  });

  it('mustChangePassword counts only when true', async () => {
    const t = setup();
    await t.session.start();
    t.gateway.signInAnswer = () => ({ ok: true, status: 200, body: { code: 0, data: { mustChangePassword: 'true' } } });
    expect(await t.session.login(PASSWORD, false)).toEqual({ ok: true });
  });
});

describe('routes (SPEC 2: built once after login)', () => {
  it('a nav answer without userInfo is reported once, clears the session, and says why', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    await t.session.start();
    t.gateway.answers.set('/api/sys/menu/nav', () => navAnswer({ userInfo: null }));
    expect(await t.session.loadNav()).toEqual({ ok: false, reason: 'no-user-info' });
    expect(t.onNavRejected).toHaveBeenCalledOnce();
    expect(t.gateway.token).toBeNull();
    expect(t.state().status).toBe('loggedOut');
  });

  it('a failed nav call is not reported as a rejection', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    await t.session.start();
    t.gateway.answers.set('/api/sys/menu/nav', () => ({ ok: false, kind: 'network' }));
    expect(await t.session.loadNav()).toEqual({ ok: false, reason: 'call-failed' });
    expect(t.onNavRejected).not.toHaveBeenCalled();
  });

  it('a session that ended while the nav was on its way keeps no routes', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    await t.session.start();
    const asked = t.holdNav();
    const loading = t.session.loadNav();
    const answer = await asked();
    t.gateway.emit(false);
    answer();
    expect(await loading).toEqual({ ok: false, reason: 'call-failed' });
    expect(t.state()).toMatchObject({ status: 'loggedOut', routesLoaded: false, routes: [] });
  });

  it('the route table is asked for beside the nav call, not after it', async () => {
    let tables = 0;
    const t = setup(async () => {
      tables += 1;
      return PERMISSION_ROUTES;
    });
    t.gateway.token = 'kept';
    await t.session.start();
    const asked = t.holdNav();
    const loading = t.session.loadNav();
    const answer = await asked();
    expect(tables).toBe(1);
    answer();
    expect(await loading).toEqual({ ok: true });
    expect(t.state().routesLoaded).toBe(true);
  });

  it('a route table that cannot be loaded keeps the session, says why, and the next ask tries again', async () => {
    let fails = true;
    const t = setup(async () => {
      if (fails) throw new Error('Failed to fetch dynamically imported module');
      return PERMISSION_ROUTES;
    });
    t.gateway.token = 'kept';
    await t.session.start();
    expect(await t.session.loadNav()).toEqual({ ok: false, reason: 'load-failed' });
    expect(t.gateway.token).toBe('kept');
    expect(t.state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
    expect(t.onNavRejected).not.toHaveBeenCalled();
    fails = false;
    expect(await t.session.loadNav()).toEqual({ ok: true });
    expect(t.state()).toMatchObject({ status: 'loggedIn', routesLoaded: true });
    expect(t.state().routes.length).toBeGreaterThan(0);
  });

  it('a nav call that fails is reported before a route table that failed too', async () => {
    const t = setup(async () => {
      throw new Error('offline');
    });
    t.gateway.token = 'kept';
    await t.session.start();
    t.gateway.answers.set('/api/sys/menu/nav', () => ({ ok: false, kind: 'network' }));
    expect(await t.session.loadNav()).toEqual({ ok: false, reason: 'call-failed' });
  });

  it('loads once however many screens ask, and again after a new login', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    await t.session.start();
    await Promise.all([t.session.loadNav(), t.session.loadNav()]);
    expect(t.gateway.calls.filter((c) => c.url === '/api/sys/menu/nav')).toHaveLength(1);
    await t.session.login(PASSWORD, true);
    await t.session.loadNav();
    expect(t.gateway.calls.filter((c) => c.url === '/api/sys/menu/nav')).toHaveLength(2);
  });

  it('refreshNav only with loaded routes; a failure keeps the routes it had', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    await t.session.start();
    expect(await t.session.refreshNav()).toBe(false);
    await t.session.loadNav();
    const routes = t.state().routes;
    t.gateway.answers.set('/api/sys/menu/nav', () => ({ ok: false, kind: 'network' }));
    expect(await t.session.refreshNav()).toBe(false);
    expect(t.state().routes).toBe(routes);
    t.gateway.answers.set('/api/sys/menu/nav', () => navAnswer({ menuList: [] }));
    expect(await t.session.refreshNav()).toBe(true);
    expect(t.state().routes).toEqual([]);
  });

  it('refreshNav of a session that ended on the way changes nothing', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    await t.session.start();
    await t.session.loadNav();
    const asked = t.holdNav();
    const refreshing = t.session.refreshNav();
    const answer = await asked();
    t.gateway.emit(false);
    answer();
    expect(await refreshing).toBe(false);
    expect(t.state().status).toBe('loggedOut');
  });
});

describe('sign-out', () => {
  it('a sign-out that fails still forgets the session here', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    await t.session.start();
    t.gateway.signOut = async () => {
      throw new Error('offline');
    };
    const clear = vi.spyOn(t.gateway, 'clearSession');
    await t.session.logout();
    expect(clear).toHaveBeenCalledOnce();
    expect(t.state().status).toBe('loggedOut');
  });

  it('expire clears the session even when the gateway cannot', async () => {
    const t = setup();
    t.gateway.token = 'kept';
    await t.session.start();
    t.gateway.clearSession = async () => {
      throw new Error('worker gone');
    };
    await t.session.expire();
    expect(t.state().status).toBe('loggedOut');
  });
});

describe('readNav (SPEC 8: no userInfo fails with 验证失败,请重新登录!)', () => {
  it.each([null, 'x', 3, [], {}])('an answer %j without userInfo is rejected', (answer) => {
    expect(() => readNav(answer)).toThrow(NavRejected);
  });
  it.each([null, 'admin', ['a']])('userInfo %j is not a user', (userInfo) => {
    expect(() => readNav({ userInfo })).toThrow(NavRejected);
  });
  it('the rejection names itself', () => {
    try {
      readNav({});
    } catch (error) {
      expect((error as Error).name).toBe('NavRejected');
      expect((error as Error).message).toBe('no-user-info');
    }
    expect.assertions(2);
  });
  it('permissions or tabs that are not a list are none', () => {
    const nav = readNav({
      userInfo: { userName: 'a' },
      permissions: 'sys:user:add',
      tabs: { user: true },
      menuList: [],
    });
    expect(nav.permissions).toEqual([]);
    expect(nav.tabs).toEqual([]);
  });
  it('keeps text permissions and tabs only', () => {
    const nav = readNav({ userInfo: { userName: 'a' }, permissions: ['a:b:c', 4], tabs: ['user', null], menuList: [] });
    expect(nav.permissions).toEqual(['a:b:c']);
    expect(nav.tabs).toEqual(['user']);
  });
});
