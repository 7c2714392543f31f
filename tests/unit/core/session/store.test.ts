import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../../src/core/session/store.ts';
import { createApiClient } from '../../../../src/core/api/client.ts';
import { FakeGateway, navAnswer } from './fakeGateway.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';

function setup() {
  const gateway = new FakeGateway();
  const failures = vi.fn();
  const api = createApiClient(gateway, failures);
  const onNavRejected = vi.fn();
  const session = createSession({ gateway, api, onNavRejected, routeTable: async () => PERMISSION_ROUTES });
  gateway.answers.set('/api/sys/menu/nav', () => navAnswer());
  return { gateway, failures, session, onNavRejected, state: () => session.store.getState() };
}

describe('session — SPEC 4: three states', () => {
  it('starts logged out without a token, logged in (routes not loaded) with one', async () => {
    const a = setup();
    expect(a.state().status).toBe('unknown');
    await a.session.start();
    expect(a.state()).toMatchObject({ status: 'loggedOut', routesLoaded: false });
    const b = setup();
    b.gateway.token = 'kept';
    await b.session.start();
    expect(b.state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
  });

  it('login that returns a token moves the session to logged in, routes not loaded', async () => {
    const { session, gateway, state } = setup();
    await session.start();
    const result = await session.login(
      { kind: 'password', payload: { userName: 'admin', password: 'admin123', uuid: 'u', captcha: 'abcd' } },
      true,
    );
    expect(result).toEqual({ ok: true });
    expect(gateway.signIns[0]).toEqual({
      request: { kind: 'password', payload: { userName: 'admin', password: 'admin123', uuid: 'u', captcha: 'abcd' } },
      remember: true,
    });
    expect(state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
  });

  it('a refused login stays logged out and answers the failure', async () => {
    const { session, gateway, state } = setup();
    await session.start();
    gateway.signInAnswer = () => ({ ok: true, status: 200, body: { code: 'A0240', msg: '验证码错误' } });
    const result = await session.login({ kind: 'password', payload: { userName: 'a', password: 'bbbbbb' } }, false);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'server', code: 'A0240', message: '验证码错误', status: 200 },
    });
    expect(state().status).toBe('loggedOut');
  });

  it('generates the routes once after login and sets the loaded flag', async () => {
    const { session, gateway, state } = setup();
    await session.start();
    await session.login({ kind: 'password', payload: { userName: 'admin', password: 'admin123' } }, true);
    const [a, b] = await Promise.all([session.loadNav(), session.loadNav()]);
    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: true });
    expect(gateway.calls.filter((c) => c.url === '/api/sys/menu/nav')).toHaveLength(1);
    expect(state().routesLoaded).toBe(true);
    expect(state().routes.map((r) => r.name)).toEqual(['business']);
    expect(state().nav?.permissions).toEqual(['sys:user:add']);
    expect(state().nav?.tabs).toEqual(['user']);
  });

  it("a nav answer without userInfo fails with '验证失败,请重新登录!' and clears the session", async () => {
    const { session, gateway, state, onNavRejected } = setup();
    gateway.token = 't';
    await session.start();
    gateway.answers.set('/api/sys/menu/nav', () => navAnswer({ userInfo: undefined }));
    expect(await session.loadNav()).toEqual({ ok: false, reason: 'no-user-info' });
    expect(onNavRejected).toHaveBeenCalledOnce();
    expect(state().status).toBe('loggedOut');
    expect(gateway.token).toBeNull();
  });

  it('failure to generate routes clears the session', async () => {
    const { session, gateway, state } = setup();
    gateway.token = 't';
    await session.start();
    gateway.answers.set('/api/sys/menu/nav', () => navAnswer({ menuList: 'unavailable' }));
    expect(await session.loadNav()).toEqual({ ok: false, reason: 'bad-menu' });
    expect(state()).toMatchObject({ status: 'loggedOut', routesLoaded: false, routes: [] });
    expect(gateway.token).toBeNull();
  });

  it('a failed nav call clears the session too', async () => {
    const { session, gateway, state, failures } = setup();
    gateway.token = 't';
    await session.start();
    gateway.answers.set('/api/sys/menu/nav', () => ({ ok: false, kind: 'network' }));
    expect(await session.loadNav()).toEqual({ ok: false, reason: 'call-failed' });
    expect(failures).toHaveBeenCalledWith({ kind: 'timeout' }, {});
    expect(state().status).toBe('loggedOut');
  });

  it('logout calls the server, then removes the token and resets the routes', async () => {
    const { session, gateway, state } = setup();
    gateway.token = 't';
    await session.start();
    await session.loadNav();
    await session.logout();
    expect(gateway.exits).toBe(1);
    expect(gateway.token).toBeNull();
    expect(state()).toMatchObject({ status: 'loggedOut', routesLoaded: false, routes: [], nav: null });
  });

  it('logout clears the session even when the exit call fails', async () => {
    const { session, gateway, state } = setup();
    gateway.token = 't';
    await session.start();
    gateway.exitAnswer = () => Promise.reject(new Error('worker gone'));
    await session.logout();
    expect(gateway.token).toBeNull();
    expect(state().status).toBe('loggedOut');
  });

  it('a token-invalid answer clears the session (expire)', async () => {
    const { session, gateway, state } = setup();
    gateway.token = 't';
    await session.start();
    await session.loadNav();
    await session.expire();
    expect(gateway.token).toBeNull();
    expect(state()).toMatchObject({ status: 'loggedOut', routesLoaded: false });
  });

  it('follows a session that ends or begins elsewhere', async () => {
    const { session, gateway, state } = setup();
    gateway.token = 't';
    await session.start();
    await session.loadNav();
    gateway.emit(false);
    expect(state().status).toBe('loggedOut');
    gateway.emit(true);
    expect(state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
  });

  it('signs in by SMS code through the gateway like a password sign-in', async () => {
    const { session, gateway, state } = setup();
    await session.start();
    expect(await session.login({ kind: 'sms', payload: { mobile: '13800000001', smsCode: '123456' } }, false)).toEqual({
      ok: true,
    });
    expect(gateway.signIns[0]).toEqual({
      request: { kind: 'sms', payload: { mobile: '13800000001', smsCode: '123456' } },
      remember: false,
    });
    expect(state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
  });
});

describe('session — password change required at sign-in (SPEC 2 password-change mode)', () => {
  async function signInNewhire() {
    const s = setup();
    await s.session.start();
    s.gateway.signInAnswer = () => ({
      ok: true,
      status: 200,
      body: { code: 0, data: { mustChangePassword: true }, msg: 'success' },
    });
    const result = await s.session.login(
      { kind: 'password', payload: { userName: 'newhire', password: 'newhire123' } },
      true,
    );
    return { ...s, result };
  }

  it('answers mustChangePassword and stays logged out: no routes are loaded meanwhile', async () => {
    const { result, state, gateway } = await signInNewhire();
    expect(result).toEqual({ ok: true, mustChangePassword: true });
    expect(state()).toMatchObject({ status: 'loggedOut', routesLoaded: false });
    expect(gateway.calls).toEqual([]);
  });

  it('a session announced meanwhile does not end the wait', async () => {
    const { session, gateway, state } = await signInNewhire();
    gateway.emit(true);
    expect(state().status).toBe('loggedOut');
    expect(session.completePasswordChange()).toBe(true);
    expect(state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
  });

  it('after the change the session is logged in, routes not loaded, as after an ordinary login', async () => {
    const { session, state } = await signInNewhire();
    expect(session.completePasswordChange()).toBe(true);
    expect(state()).toMatchObject({ status: 'loggedIn', routesLoaded: false });
    expect(await session.loadNav()).toEqual({ ok: true });
    expect(state().routesLoaded).toBe(true);
  });

  it('cancel (logout) ends the held sign-in: a later completion does nothing', async () => {
    const { session, gateway, state } = await signInNewhire();
    await session.logout();
    expect(gateway.exits).toBe(1);
    expect(gateway.token).toBeNull();
    expect(session.completePasswordChange()).toBe(false);
    expect(state().status).toBe('loggedOut');
  });

  it('an ordinary login has nothing to complete', async () => {
    const { session } = setup();
    await session.start();
    await session.login({ kind: 'password', payload: { userName: 'admin', password: 'admin123' } }, true);
    expect(session.completePasswordChange()).toBe(false);
  });
});

describe('session — a session the shell ended because the API host changed', () => {
  it('goes to logged out and keeps the reason for the sign-in screen; the next sign-in clears it', async () => {
    const { session, gateway, state } = setup();
    gateway.token = 'kept';
    await session.start();
    expect(state().status).toBe('loggedIn');
    gateway.emit(false, 'host-changed');
    expect(state()).toMatchObject({ status: 'loggedOut', endReason: 'host-changed' });
    await session.login({ kind: 'password', payload: { userName: 'admin', password: 'admin123' } }, true);
    expect(state()).toMatchObject({ status: 'loggedIn', endReason: null });
  });

  it('a console opened after the change asks the shell why there is no session', async () => {
    const { session, gateway, state } = setup();
    gateway.lastEndReason = 'host-changed';
    await session.start();
    expect(state()).toMatchObject({ status: 'loggedOut', endReason: 'host-changed' });
  });

  it('an ordinary sign-out elsewhere gives no reason', async () => {
    const { session, gateway, state } = setup();
    gateway.token = 'kept';
    await session.start();
    gateway.emit(false);
    expect(state()).toMatchObject({ status: 'loggedOut', endReason: null });
  });
});
