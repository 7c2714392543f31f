// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

/**
 * Guessing SMS codes: each code allows 5 wrong guesses and a new one may be asked for every minute,
 * about 7,200 guesses a day against one mobile without a lock. The rule (docs/security.md "The
 * reference server", server/README.md): 10 wrong codes of one mobile within 24 hours, across codes
 * and across the SMS sign-in and the reset by SMS, lock the mobile's SMS sign-in and reset for 24
 * hours, the right code included.
 */
const LOCKED = { code: 'A0250', msg: '短信验证码错误次数过多，请 24 小时后再试' };
const WRONG = { code: 'A0241', msg: '短信验证码错误或已过期' };
const HOUR = 60 * 60 * 1000;

let t: TestServer;
let now: number;
beforeEach(async () => {
  now = Date.parse('2026-11-20T08:00:00Z');
  t = await startTestServer({ now: () => now });
});
afterEach(() => t.stop());

/** A fresh code for `mobile` (a minute after the last one), and the code when an account has the mobile. */
async function freshCode(mobile: string): Promise<string | undefined> {
  now += 60_000;
  expect((await t.call('POST', '/api/sys/getSmsCode', { body: { type: 1, mobile } })).body.code).toBe(0);
  return (await t.call('GET', `/__dev/sms?mobile=${mobile}`)).body.data?.code;
}

const wrongOf = (code: string | undefined, i: number) =>
  String((Number(code ?? 0) + 1 + i) % 1_000_000).padStart(6, '0');
const loginBySms = (mobile: string, smsCode: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/sys/loginBySms', { body: { mobile, smsCode }, headers });
const resetBySms = (mobile: string, smsCode: string) =>
  t.call('POST', '/api/sys/alterPasswordBySms', { body: { mobile, smsCode, password: 'chosen-by-guesser' } });

/** Five wrong guesses at a fresh code of `mobile` (by sign-in or reset), each answered A0241. */
async function guessFive(mobile: string, via: typeof loginBySms = loginBySms): Promise<void> {
  const code = await freshCode(mobile);
  for (let i = 0; i < 5; i++) expect((await via(mobile, wrongOf(code, i))).body, `guess ${i + 1}`).toEqual(WRONG);
}

describe('SMS guessing: wrong codes lock the mobile across codes', () => {
  it('SMS guessing: after 10 wrong codes within 24 hours, even the right code of a new SMS is refused', async () => {
    await guessFive(ADMIN.mobile);
    await guessFive(ADMIN.mobile);
    const code = await freshCode(ADMIN.mobile);
    expect((await loginBySms(ADMIN.mobile, code!)).body).toEqual(LOCKED);
    expect((await resetBySms(ADMIN.mobile, code!)).body).toEqual(LOCKED);
    // Another mobile is not concerned.
    expect((await loginBySms(OPERATOR.mobile, (await freshCode(OPERATOR.mobile))!)).body.code).toBe(0);
  });

  it('SMS guessing: the sign-in and the reset by SMS add up, and a locked reset changes no password', async () => {
    await guessFive(ADMIN.mobile, resetBySms);
    await guessFive(ADMIN.mobile, loginBySms);
    const code = await freshCode(ADMIN.mobile);
    expect((await resetBySms(ADMIN.mobile, code!)).body).toEqual(LOCKED);
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body.code).toBe(0);
  });

  it('SMS guessing: a mobile without an account is locked the same way (the answers tell no mobile apart)', async () => {
    await guessFive('13999999999');
    await guessFive('13999999999');
    expect((await loginBySms('13999999999', '123456')).body).toEqual(LOCKED);
  });

  it('SMS guessing: the lock ends after 24 hours; failures older than 24 hours do not count; a success clears them', async () => {
    await guessFive(ADMIN.mobile);
    await guessFive(ADMIN.mobile);
    now += 23 * HOUR;
    expect((await loginBySms(ADMIN.mobile, '000000')).body).toEqual({ ...LOCKED, msg: LOCKED.msg.replace('24', '1') });
    now += HOUR;
    expect((await loginBySms(ADMIN.mobile, (await freshCode(ADMIN.mobile))!)).body.code).toBe(0);
    // Nine wrong, a success, nine wrong again: never ten since the last success.
    await guessFive(ADMIN.mobile);
    const code = await freshCode(ADMIN.mobile);
    for (let i = 0; i < 4; i++) expect((await loginBySms(ADMIN.mobile, wrongOf(code, i))).body).toEqual(WRONG);
    expect((await loginBySms(ADMIN.mobile, code!)).body.code).toBe(0);
    await guessFive(ADMIN.mobile);
    now += 24 * HOUR + 1;
    // Had the five failures of a day ago counted, these would lock the mobile.
    await guessFive(ADMIN.mobile);
    expect((await loginBySms(ADMIN.mobile, (await freshCode(ADMIN.mobile))!)).body.code).toBe(0);
  });

  it('SMS guessing: the lock answers in English when asked, and POST /__dev/reset clears it', async () => {
    await guessFive(ADMIN.mobile);
    await guessFive(ADMIN.mobile);
    expect((await loginBySms(ADMIN.mobile, '000000', { 'Accept-Language': 'en' })).body).toEqual({
      code: 'A0250',
      msg: 'Too many wrong SMS codes: try again in 24 h',
    });
    expect((await t.call('POST', '/__dev/reset')).body.code).toBe(0);
    expect((await loginBySms(ADMIN.mobile, (await freshCode(ADMIN.mobile))!)).body.code).toBe(0);
  });
});
