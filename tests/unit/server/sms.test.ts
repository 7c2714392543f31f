// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let now: number;
beforeEach(async () => {
  now = Date.now();
  t = await startTestServer({ now: () => now });
});
afterEach(() => t.stop());

const requestCode = (mobile: unknown, type: unknown = 1) =>
  t.call('POST', '/api/sys/getSmsCode', { body: { type, mobile } });
const devCode = async (mobile: string): Promise<string> =>
  (await t.call('GET', `/__dev/sms?mobile=${mobile}`)).body.data.code;

describe('POST /api/sys/getSmsCode', () => {
  it('issues a 6-digit code for an account mobile and writes it to the log', async () => {
    const reply = await requestCode(ADMIN.mobile);
    expect(reply.body).toEqual({ code: 0, data: null, msg: 'success' });
    const code = await devCode(ADMIN.mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.logs).toContain(`[sms] ${ADMIN.mobile} code ${code}`);
  });

  it('answers success for a mobile without an account, but issues nothing', async () => {
    const reply = await requestCode('13999999999');
    expect(reply.body.code).toBe(0);
    expect((await t.call('GET', '/__dev/sms?mobile=13999999999')).body.code).toBe('A0400');
    expect(t.logs.some((l) => l.includes('code') && l.includes('13999999999'))).toBe(false);
  });

  it('answers A0250 to a second request for the same mobile within 60 s, whether or not it has an account', async () => {
    for (const mobile of [ADMIN.mobile, '13999999999']) {
      expect((await requestCode(mobile)).body.code).toBe(0);
      now += 59_999;
      expect((await requestCode(mobile)).body).toEqual({ code: 'A0250', msg: '请求过于频繁，请稍后再试' });
      now += 1;
      expect((await requestCode(mobile)).body.code).toBe(0);
    }
  });

  it('limits each mobile separately', async () => {
    expect((await requestCode(ADMIN.mobile)).body.code).toBe(0);
    expect((await requestCode(OPERATOR.mobile)).body.code).toBe(0);
  });

  it.each([['1380000000'], ['138000000011'], ['23800000001'], ['1380000000a'], [13800000001]])(
    'answers A0400 for mobile %j',
    async (mobile) => {
      const reply = await requestCode(mobile);
      expect(reply.body.code).toBe('A0400');
      expect(reply.body.msg).toContain('mobile');
    },
  );

  it('answers A0400 when type is not 1 or is missing', async () => {
    const wrong = await requestCode(ADMIN.mobile, 2);
    expect(wrong.body).toEqual({ code: 'A0400', msg: '参数 type 必须是 1' });
    const missing = await t.call('POST', '/api/sys/getSmsCode', { body: { mobile: ADMIN.mobile } });
    expect(missing.body).toEqual({ code: 'A0400', msg: '参数 type 不能为空' });
  });
});

describe('POST /api/sys/alterPasswordBySms', () => {
  const alter = (body: unknown) => t.call('POST', '/api/sys/alterPasswordBySms', { body });

  it('sets the new password with a valid code and ends the account sessions', async () => {
    const token = await t.login(ADMIN.userName, ADMIN.password);
    await requestCode(ADMIN.mobile);
    const smsCode = await devCode(ADMIN.mobile);
    const reply = await alter({ mobile: ADMIN.mobile, password: 'reset-by-sms', smsCode });
    expect(reply.body).toEqual({ code: 0, data: null, msg: 'success' });
    expect((await t.call('GET', '/api/sys/menu/nav', { token })).body).toEqual({ code: 500, msg: 'token无效' });
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body.code).toBe('A0210');
    expect((await t.loginReply(ADMIN.userName, 'reset-by-sms')).body.code).toBe(0);
  });

  it('a code works once only', async () => {
    await requestCode(ADMIN.mobile);
    const smsCode = await devCode(ADMIN.mobile);
    expect((await alter({ mobile: ADMIN.mobile, password: 'first-one', smsCode })).body.code).toBe(0);
    expect((await alter({ mobile: ADMIN.mobile, password: 'second-one', smsCode })).body).toEqual({
      code: 'A0241',
      msg: '短信验证码错误或已过期',
    });
  });

  it('answers A0241 for a wrong code, and withdraws the code after five wrong ones', async () => {
    await requestCode(ADMIN.mobile);
    const smsCode = await devCode(ADMIN.mobile);
    const wrong = smsCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await alter({ mobile: ADMIN.mobile, password: 'abcdef', smsCode: wrong })).body.code).toBe('A0241');
    }
    expect((await alter({ mobile: ADMIN.mobile, password: 'abcdef', smsCode })).body.code).toBe('A0241');
  });

  it('answers A0241 for an expired code (older than 5 minutes)', async () => {
    await requestCode(ADMIN.mobile);
    const smsCode = await devCode(ADMIN.mobile);
    now += 5 * 60 * 1000;
    expect((await alter({ mobile: ADMIN.mobile, password: 'abcdef', smsCode })).body.code).toBe('A0241');
  });

  it('answers A0241 when no code was requested', async () => {
    expect((await alter({ mobile: OPERATOR.mobile, password: 'abcdef', smsCode: '123456' })).body.code).toBe('A0241');
  });

  it('answers A0400 for a password shorter than 6 and keeps the code usable', async () => {
    await requestCode(ADMIN.mobile);
    const smsCode = await devCode(ADMIN.mobile);
    const short = await alter({ mobile: ADMIN.mobile, password: '12345', smsCode });
    expect(short.body.code).toBe('A0400');
    expect(short.body.msg).toContain('password');
    expect((await alter({ mobile: ADMIN.mobile, password: '123456', smsCode })).body.code).toBe(0);
  });

  it.each([
    [{ password: 'abcdef', smsCode: '123456' }, 'mobile'],
    [{ mobile: '12', password: 'abcdef', smsCode: '123456' }, 'mobile'],
    [{ mobile: '13800000001', smsCode: '123456' }, 'password'],
    [{ mobile: '13800000001', password: 'abcdef' }, 'smsCode'],
  ])('answers A0400 naming the field for %j', async (body, field) => {
    const reply = await alter(body);
    expect(reply.body.code).toBe('A0400');
    expect(reply.body.msg).toContain(field);
  });
});

describe('POST /api/sys/loginBySms', () => {
  const loginBySms = (body: unknown) => t.call('POST', '/api/sys/loginBySms', { body });

  it('answers a token for a valid code; the token opens the nav', async () => {
    await requestCode(OPERATOR.mobile);
    const smsCode = await devCode(OPERATOR.mobile);
    const reply = await loginBySms({ mobile: OPERATOR.mobile, smsCode });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const nav = await t.call('GET', '/api/sys/menu/nav', { token: reply.body.data.token });
    expect(nav.body.data.userInfo.userName).toBe(OPERATOR.userName);
    expect(t.logs).toContain(`[auth] ${OPERATOR.userName} signed in by SMS`);
  });

  it('a code works once only, and is shared with the reset: used by one, gone for the other', async () => {
    await requestCode(ADMIN.mobile);
    const smsCode = await devCode(ADMIN.mobile);
    expect((await loginBySms({ mobile: ADMIN.mobile, smsCode })).body.code).toBe(0);
    expect((await loginBySms({ mobile: ADMIN.mobile, smsCode })).body).toEqual({
      code: 'A0241',
      msg: '短信验证码错误或已过期',
    });
    expect(
      (
        await t.call('POST', '/api/sys/alterPasswordBySms', {
          body: { mobile: ADMIN.mobile, password: 'abcdef', smsCode },
        })
      ).body.code,
    ).toBe('A0241');
  });

  it('answers A0241 for a wrong code, and withdraws the code after five wrong ones', async () => {
    await requestCode(ADMIN.mobile);
    const smsCode = await devCode(ADMIN.mobile);
    const wrong = smsCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await loginBySms({ mobile: ADMIN.mobile, smsCode: wrong })).body.code).toBe('A0241');
    expect((await loginBySms({ mobile: ADMIN.mobile, smsCode })).body.code).toBe('A0241');
  });

  it('answers A0241 for an expired code and for a mobile without an account', async () => {
    await requestCode(ADMIN.mobile);
    const smsCode = await devCode(ADMIN.mobile);
    now += 5 * 60 * 1000;
    expect((await loginBySms({ mobile: ADMIN.mobile, smsCode })).body.code).toBe('A0241');
    await requestCode('13999999999');
    expect((await loginBySms({ mobile: '13999999999', smsCode: '123456' })).body).toEqual({
      code: 'A0241',
      msg: '短信验证码错误或已过期',
    });
  });

  it.each([
    [{ smsCode: '123456' }, 'mobile'],
    [{ mobile: '1380000000', smsCode: '123456' }, 'mobile'],
    [{ mobile: '13800000001' }, 'smsCode'],
    [{ mobile: '13800000001', smsCode: 123456 }, 'smsCode'],
  ])('answers A0400 naming the field for %j', async (body, field) => {
    const reply = await loginBySms(body);
    expect(reply.body.code).toBe('A0400');
    expect(reply.body.msg).toContain(field);
  });
});
