// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

/**
 * Guessing passwords through the sign-in: each attempt costs the guesser only a captcha, which a
 * script solves or a person types. The rule (docs/security.md "The reference server", server/README.md):
 * 5 failed sign-ins of one account, or 20 from one address, within 15 minutes lock that account or
 * address for 15 minutes, the right password included.
 */
const LOCKED = { code: 'A0250', msg: '登录失败次数过多，请 15 分钟后再试' };

let t: TestServer | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const fail = async (s: TestServer, userName: string, times: number) => {
  for (let i = 0; i < times; i++) {
    expect((await s.loginReply(userName, `wrong-${i}`)).body.code, `${userName} #${i + 1}`).toBe('A0210');
  }
};

describe('Guessing: failed sign-ins are throttled per account and per address', () => {
  it('Guessing: after 5 failed sign-ins of an account within 15 minutes, even its right password is refused', async () => {
    t = await startTestServer();
    await fail(t, ADMIN.userName, 5);
    const reply = await t.loginReply(ADMIN.userName, ADMIN.password);
    expect(reply.body).toEqual(LOCKED);
    // Another account is not concerned.
    expect((await t.loginReply(OPERATOR.userName, OPERATOR.password)).body.code).toBe(0);
  });

  it('Guessing: the user name and the mobile of one account add up', async () => {
    t = await startTestServer();
    await fail(t, ADMIN.userName, 3);
    await fail(t, ADMIN.mobile, 2);
    expect((await t.loginReply(ADMIN.mobile, ADMIN.password)).body).toEqual(LOCKED);
  });

  it('Guessing: an unknown user name is locked the same way (the answers tell no account apart)', async () => {
    t = await startTestServer();
    await fail(t, 'nobody-here', 5);
    expect((await t.loginReply('nobody-here', 'anything')).body).toEqual(LOCKED);
  });

  it('Guessing: 20 failed sign-ins from one address, over many names, lock the address for every account', async () => {
    t = await startTestServer();
    for (let name = 0; name < 5; name++) await fail(t, `guess-${name}`, 4);
    expect((await t.loginReply(OPERATOR.userName, OPERATOR.password)).body).toEqual(LOCKED);
  });

  it('Guessing: the lock ends after 15 minutes, and a success clears the failures of its account', async () => {
    let now = Date.parse('2026-11-20T08:00:00Z');
    t = await startTestServer({ now: () => now });
    await fail(t, ADMIN.userName, 4);
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body.code).toBe(0);
    await fail(t, ADMIN.userName, 4);
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body.code).toBe(0);
    await fail(t, ADMIN.userName, 5);
    now += 14 * 60_000;
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body).toEqual({
      code: 'A0250',
      msg: '登录失败次数过多，请 1 分钟后再试',
    });
    now += 60_000;
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body.code).toBe(0);
  });

  it('Guessing: failures older than the 15-minute window do not count', async () => {
    let now = Date.parse('2026-11-20T08:00:00Z');
    t = await startTestServer({ now: () => now });
    await fail(t, ADMIN.userName, 4);
    now += 15 * 60_000 + 1;
    // Had the four old failures counted, the first of these would have locked the account.
    await fail(t, ADMIN.userName, 5);
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body).toEqual(LOCKED);
  });

  it('Guessing: the limits are options of createApp, and the lock answers in English when asked', async () => {
    t = await startTestServer({ signInLimits: { accountFailures: 2, lockMs: 60_000 } });
    await fail(t, ADMIN.userName, 2);
    const captcha = await t.captchaFor('0b9a3f3e-3c1e-4a55-9c1d-6a1f0e2b7c44');
    const reply = await t.call('POST', '/api/sys/login', {
      headers: { 'Accept-Language': 'en' },
      body: {
        userName: ADMIN.userName,
        password: ADMIN.password,
        uuid: '0b9a3f3e-3c1e-4a55-9c1d-6a1f0e2b7c44',
        captcha,
      },
    });
    expect(reply.body).toEqual({ code: 'A0250', msg: 'Too many failed sign-ins: try again in 1 min' });
  });

  it('Guessing: POST /__dev/reset clears every lock', async () => {
    t = await startTestServer();
    await fail(t, ADMIN.userName, 5);
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body).toEqual(LOCKED);
    expect((await t.call('POST', '/__dev/reset')).body.code).toBe(0);
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body.code).toBe(0);
  });
});
