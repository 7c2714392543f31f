// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('GET /api/getCaptchaCode', () => {
  it('answers an uncacheable SVG image of four unambiguous characters', async () => {
    const uuid = randomUUID();
    const reply = await t.call('GET', `/api/getCaptchaCode?uuid=${uuid}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Tilt and noise are in the outlines' points themselves (captchaOutlines.test.ts).
    expect(reply.text).toContain('<path');
    const code = await t.captchaFor(uuid);
    expect(code).toMatch(/^[2-9A-HJ-NP-Za-km-z]{4}$/);
    expect(code).not.toMatch(/[01OIil]/);
  });

  it.each([['not-a-uuid'], ['123e4567-e89b-12d3-a456-426614174000' /* v1 */], ['']])(
    'refuses uuid %j with A0400',
    async (uuid) => {
      const reply = await t.call('GET', `/api/getCaptchaCode?uuid=${uuid}`);
      expect(reply.status).toBe(200);
      expect(reply.body.code).toBe('A0400');
      expect(reply.body.msg).toContain('uuid');
    },
  );

  it('refuses a missing uuid with A0400', async () => {
    const reply = await t.call('GET', '/api/getCaptchaCode');
    expect(reply.body).toEqual({ code: 'A0400', msg: '参数 uuid 不能为空' });
  });
});

describe('POST /api/sys/login', () => {
  it('answers a 64-hex-digit token for the username', async () => {
    const reply = await t.loginReply(ADMIN.userName, ADMIN.password);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.msg).toBe('success');
    expect(reply.body.data.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the mobile in place of the username', async () => {
    const reply = await t.loginReply(OPERATOR.mobile, OPERATOR.password);
    expect(reply.body.code).toBe(0);
  });

  it('compares the captcha case-insensitively', async () => {
    const uuid = randomUUID();
    const captcha = await t.captchaFor(uuid);
    const swapped = [...captcha].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
    const reply = await t.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid, captcha: swapped } });
    expect(reply.body.code).toBe(0);
  });

  it('gives distinct tokens to two sign-ins', async () => {
    expect(await t.login(ADMIN.userName, ADMIN.password)).not.toBe(await t.login(ADMIN.userName, ADMIN.password));
  });

  it('answers A0240 for a wrong verification code', async () => {
    const uuid = randomUUID();
    await t.captchaFor(uuid);
    const reply = await t.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid, captcha: '----' } });
    expect(reply.body).toEqual({ code: 'A0240', msg: '验证码错误' });
  });

  it('answers A0240 for a uuid that was never issued a captcha', async () => {
    const reply = await t.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid: randomUUID(), captcha: 'abcd' } });
    expect(reply.body.code).toBe('A0240');
  });

  it('consumes a captcha with a right attempt: it cannot be used twice', async () => {
    const uuid = randomUUID();
    const captcha = await t.captchaFor(uuid);
    const first = await t.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid, captcha } });
    expect(first.body.code).toBe(0);
    const second = await t.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid, captcha } });
    expect(second.body).toEqual({ code: 'A0240', msg: '验证码错误' });
  });

  it('consumes a captcha with a wrong attempt too', async () => {
    const uuid = randomUUID();
    const captcha = await t.captchaFor(uuid);
    await t.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid, captcha: 'zzzz' } });
    const retry = await t.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid, captcha } });
    expect(retry.body.code).toBe('A0240');
    const dev = await t.call('GET', `/__dev/captcha?uuid=${uuid}`);
    expect(dev.body.code).toBe('A0400');
  });

  it('consumes the captcha of a sign-in with a wrong password', async () => {
    const uuid = randomUUID();
    const captcha = await t.captchaFor(uuid);
    const wrong = await t.call('POST', '/api/sys/login', { body: { ...ADMIN, password: 'nope-nope', uuid, captcha } });
    expect(wrong.body).toEqual({ code: 'A0210', msg: '用户名或密码错误' });
    const retry = await t.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid, captcha } });
    expect(retry.body.code).toBe('A0240');
  });

  it('answers A0210 for an unknown user', async () => {
    const reply = await t.loginReply('nobody', 'whatever1');
    expect(reply.body).toEqual({ code: 'A0210', msg: '用户名或密码错误' });
  });

  it.each([
    [{ password: 'x', uuid: randomUUID(), captcha: 'abcd' }, 'userName', '不能为空'],
    [{ userName: 'admin', uuid: randomUUID(), captcha: 'abcd' }, 'password', '不能为空'],
    [{ userName: 'admin', password: 'x', captcha: 'abcd' }, 'uuid', '不能为空'],
    [{ userName: 'admin', password: 'x', uuid: randomUUID() }, 'captcha', '不能为空'],
    [{ userName: 42, password: 'x', uuid: randomUUID(), captcha: 'abcd' }, 'userName', '必须是字符串'],
    [{ userName: 'admin', password: 'x', uuid: 'abc', captcha: 'abcd' }, 'uuid', 'v4'],
  ])('answers A0400 naming the field for %j', async (body, field, words) => {
    const reply = await t.call('POST', '/api/sys/login', { body });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('A0400');
    expect(reply.body.msg).toContain(field);
    expect(reply.body.msg).toContain(words);
  });
});

describe('GET /api/sys/exit', () => {
  it('invalidates the token given in the query', async () => {
    const token = await t.login(ADMIN.userName, ADMIN.password);
    expect((await t.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(0);
    const exit = await t.call('GET', `/api/sys/exit?Token=${token}`, { token });
    expect(exit.body).toEqual({ code: 0, data: null, msg: 'success' });
    expect((await t.call('GET', '/api/sys/menu/nav', { token })).body).toEqual({ code: 500, msg: 'token无效' });
  });

  it('answers success for a token that is already invalid or absent', async () => {
    expect((await t.call('GET', `/api/sys/exit?Token=${'0'.repeat(64)}`)).body.code).toBe(0);
    expect((await t.call('GET', '/api/sys/exit')).body.code).toBe(0);
  });
});

describe('protected calls', () => {
  it.each([[undefined], [''], ['f'.repeat(64)]])('answer code 500 token无效 with token %j', async (token) => {
    const reply = await t.call('GET', '/api/sys/menu/nav', token === undefined ? {} : { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 500, msg: 'token无效' });
  });
});

describe('token expiry (tokenTtlMs)', () => {
  it('a token stops working once its lifetime is over', async () => {
    let now = Date.now();
    const short = await startTestServer({ tokenTtlMs: 1000, now: () => now });
    try {
      const token = await short.login(ADMIN.userName, ADMIN.password);
      now += 999;
      expect((await short.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(0);
      now += 1;
      expect((await short.call('GET', '/api/sys/menu/nav', { token })).body).toEqual({ code: 500, msg: 'token无效' });
    } finally {
      await short.stop();
    }
  });

  it('works with the real clock too', async () => {
    const short = await startTestServer({ tokenTtlMs: 150 });
    try {
      const token = await short.login(ADMIN.userName, ADMIN.password);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await short.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(500);
    } finally {
      await short.stop();
    }
  });
});

describe('captcha expiry', () => {
  it('a captcha older than five minutes is refused', async () => {
    let now = Date.now();
    const s = await startTestServer({ now: () => now });
    try {
      const uuid = randomUUID();
      const captcha = await s.captchaFor(uuid);
      now += 5 * 60 * 1000;
      const reply = await s.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid, captcha } });
      expect(reply.body.code).toBe('A0240');
    } finally {
      await s.stop();
    }
  });
});

describe('PUT /api/sys/user/changePs', () => {
  it('changes the password, keeps the calling session and ends the others', async () => {
    const s = await startTestServer();
    try {
      const current = await s.login(OPERATOR.userName, OPERATOR.password);
      const other = await s.login(OPERATOR.userName, OPERATOR.password);
      const reply = await s.call('PUT', '/api/sys/user/changePs', {
        token: current,
        body: { password: OPERATOR.password, newPassword: 'brand-new-1' },
      });
      expect(reply.body).toEqual({ code: 0, data: null, msg: 'success' });
      expect((await s.call('GET', '/api/sys/menu/nav', { token: current })).body.code).toBe(0);
      expect((await s.call('GET', '/api/sys/menu/nav', { token: other })).body.code).toBe(500);
      expect((await s.loginReply(OPERATOR.userName, OPERATOR.password)).body.code).toBe('A0210');
      expect((await s.loginReply(OPERATOR.userName, 'brand-new-1')).body.code).toBe(0);
    } finally {
      await s.stop();
    }
  });

  it('answers A0211 when the old password is wrong', async () => {
    const token = await t.login(ADMIN.userName, ADMIN.password);
    const reply = await t.call('PUT', '/api/sys/user/changePs', {
      token,
      body: { password: 'wrong-one', newPassword: 'abcdef' },
    });
    expect(reply.body).toEqual({ code: 'A0211', msg: '原密码错误' });
  });

  it('answers A0400 for a new password shorter than 6 characters', async () => {
    const token = await t.login(ADMIN.userName, ADMIN.password);
    const reply = await t.call('PUT', '/api/sys/user/changePs', {
      token,
      body: { password: ADMIN.password, newPassword: '12345' },
    });
    expect(reply.body.code).toBe('A0400');
    expect(reply.body.msg).toContain('newPassword');
  });

  it('answers A0400 for a missing old password', async () => {
    const token = await t.login(ADMIN.userName, ADMIN.password);
    const reply = await t.call('PUT', '/api/sys/user/changePs', { token, body: { newPassword: 'abcdefg' } });
    expect(reply.body).toEqual({ code: 'A0400', msg: '参数 password 不能为空' });
  });

  it('needs a token', async () => {
    const reply = await t.call('PUT', '/api/sys/user/changePs', { body: { password: 'a', newPassword: 'abcdefg' } });
    expect(reply.body).toEqual({ code: 500, msg: 'token无效' });
  });
});
