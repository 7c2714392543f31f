// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWHIRE, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});
afterEach(() => t.stop());

const changePs = (token: string, body: unknown) => t.call('PUT', '/api/sys/user/changePs', { token, body });

describe('an account that must change its initial password (newhire)', () => {
  it('signs in with { token, mustChangePassword: true }', async () => {
    const reply = await t.loginReply(NEWHIRE.userName, NEWHIRE.password);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/), mustChangePassword: true });
  });

  it('gets A0212 from every protected call but changePs and exit', async () => {
    const token = await t.login(NEWHIRE.userName, NEWHIRE.password);
    for (const [method, path] of [
      ['GET', '/api/sys/menu/nav'],
      ['GET', '/api/sys/menu/list'],
      ['GET', '/api/sys/role/list'],
    ] as const) {
      expect((await t.call(method, path, { token })).body).toEqual({ code: 'A0212', msg: '请先修改初始密码' });
    }
    expect((await t.call('GET', `/api/sys/exit?Token=${token}`)).body.code).toBe(0);
    expect((await t.call('GET', '/api/sys/menu/nav', { token })).body).toEqual({ code: 500, msg: 'token无效' });
  });

  it('after changePs the same session works, and the next sign-in is an ordinary one', async () => {
    const token = await t.login(NEWHIRE.userName, NEWHIRE.password);
    expect((await changePs(token, { password: NEWHIRE.password, newPassword: 'chosen-by-me' })).body).toEqual({
      code: 0,
      data: null,
      msg: 'success',
    });
    const nav = await t.call('GET', '/api/sys/menu/nav', { token });
    expect(nav.body.code).toBe(0);
    expect(nav.body.data.userInfo.userName).toBe(NEWHIRE.userName);
    const again = await t.loginReply(NEWHIRE.userName, 'chosen-by-me');
    expect(again.body.data).toEqual({ token: expect.any(String) });
  });

  it('keeps the requirement after a wrong old password, and refuses the initial password as the new one', async () => {
    const token = await t.login(NEWHIRE.userName, NEWHIRE.password);
    expect((await changePs(token, { password: 'not-it-at-all', newPassword: 'chosen-by-me' })).body.code).toBe('A0211');
    const same = await changePs(token, { password: NEWHIRE.password, newPassword: NEWHIRE.password });
    expect(same.body.code).toBe('A0400');
    expect(same.body.msg).toContain('newPassword');
    expect((await t.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe('A0212');
  });

  it('the requirement survives a restart of the server', async () => {
    await t.restart();
    const reply = await t.loginReply(NEWHIRE.userName, NEWHIRE.password);
    expect(reply.body.data.mustChangePassword).toBe(true);
  });

  it('a reset by SMS sets a chosen password and so ends the requirement', async () => {
    await t.call('POST', '/api/sys/getSmsCode', { body: { type: 1, mobile: NEWHIRE.mobile } });
    const smsCode = (await t.call('GET', `/__dev/sms?mobile=${NEWHIRE.mobile}`)).body.data.code;
    expect(
      (
        await t.call('POST', '/api/sys/alterPasswordBySms', {
          body: { mobile: NEWHIRE.mobile, password: 'reset-by-sms', smsCode },
        })
      ).body.code,
    ).toBe(0);
    const token = await t.login(NEWHIRE.userName, 'reset-by-sms');
    expect((await t.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(0);
  });

  it('cannot sign in by SMS before the change (the change needs the initial password)', async () => {
    await t.call('POST', '/api/sys/getSmsCode', { body: { type: 1, mobile: NEWHIRE.mobile } });
    const smsCode = (await t.call('GET', `/__dev/sms?mobile=${NEWHIRE.mobile}`)).body.data.code;
    const reply = await t.call('POST', '/api/sys/loginBySms', { body: { mobile: NEWHIRE.mobile, smsCode } });
    expect(reply.body).toEqual({ code: 'A0212', msg: '请先使用密码登录并修改初始密码' });
  });
});
