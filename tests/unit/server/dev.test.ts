// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFingerprint } from '../../../server/requestLog.ts';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('GET /__dev/captcha', () => {
  it('answers the pending captcha text for a uuid', async () => {
    const uuid = randomUUID();
    await t.call('GET', `/api/getCaptchaCode?uuid=${uuid}`);
    const reply = await t.call('GET', `/__dev/captcha?uuid=${uuid}`);
    expect(reply.body).toMatchObject({ code: 0, msg: 'success' });
    expect(reply.body.data.code).toMatch(/^[A-Za-z2-9]{4}$/);
  });

  it('a new image for the same uuid replaces the code', async () => {
    const uuid = randomUUID();
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add(await t.captchaFor(uuid));
    expect(codes.size).toBeGreaterThan(1);
  });

  it('answers A0400 for an unknown or invalid uuid', async () => {
    expect((await t.call('GET', `/__dev/captcha?uuid=${randomUUID()}`)).body.code).toBe('A0400');
    expect((await t.call('GET', '/__dev/captcha?uuid=x')).body.code).toBe('A0400');
  });
});

describe('GET /__dev/sms', () => {
  it('answers the latest SMS code of a mobile', async () => {
    await t.call('POST', '/api/sys/getSmsCode', { body: { type: 1, mobile: OPERATOR.mobile } });
    const reply = await t.call('GET', `/__dev/sms?mobile=${OPERATOR.mobile}`);
    expect(reply.body.data.code).toMatch(/^\d{6}$/);
    expect((await t.call('GET', '/__dev/sms?mobile=abc')).body.code).toBe('A0400');
  });
});

describe('GET /__dev/requests', () => {
  it('records method, path, query, Token header (as its fingerprint) and time of API calls, newest last', async () => {
    const before = Date.now();
    const token = 'a'.repeat(64);
    await t.call('GET', '/api/sys/menu/nav?x=1&list[]=a&list[]=b', { token });
    await t.call('GET', '/api/sys/exit?Token=abc');
    const reply = await t.call('GET', '/__dev/requests?limit=2');
    expect(reply.body.code).toBe(0);
    const [first, second] = reply.body.data;
    expect(first).toEqual({
      method: 'GET',
      path: '/api/sys/menu/nav',
      query: { x: '1', 'list[]': ['a', 'b'] },
      token: tokenFingerprint(token),
      at: first.at,
    });
    expect(first.at).toBeGreaterThanOrEqual(before);
    expect(second).toMatchObject({
      method: 'GET',
      path: '/api/sys/exit',
      query: { Token: tokenFingerprint('abc') },
      token: null,
    });
    expect(second.at).toBeGreaterThanOrEqual(first.at);
  });

  it('filters by exact path, and never lists development calls', async () => {
    await t.call('POST', '/api/sys/getSmsCode', { body: { type: 1, mobile: '13900000000' } });
    const reply = await t.call('GET', '/__dev/requests?path=/api/sys/getSmsCode&limit=1');
    expect(reply.body.data).toHaveLength(1);
    expect(reply.body.data[0]).toMatchObject({ method: 'POST', path: '/api/sys/getSmsCode' });
    const all = (await t.call('GET', '/__dev/requests')).body.data as { path: string }[];
    expect(all.some((r) => r.path.startsWith('/__dev'))).toBe(false);
  });

  it('keeps the last 200 requests', async () => {
    await Promise.all(Array.from({ length: 210 }, (_, i) => t.call('GET', `/api/nothing-${i}`)));
    const all = (await t.call('GET', '/__dev/requests')).body.data;
    expect(all).toHaveLength(200);
  });

  it('refuses a bad limit', async () => {
    expect((await t.call('GET', '/__dev/requests?limit=0')).body.code).toBe('A0400');
    expect((await t.call('GET', '/__dev/requests?limit=abc')).body.msg).toContain('limit');
  });
});

describe('POST /__dev/expire-tokens', () => {
  it('ends every session', async () => {
    const admin = await t.login(ADMIN.userName, ADMIN.password);
    const operator = await t.login(OPERATOR.userName, OPERATOR.password);
    expect((await t.call('POST', '/__dev/expire-tokens')).body.code).toBe(0);
    for (const token of [admin, operator]) {
      expect((await t.call('GET', '/api/sys/menu/nav', { token })).body).toEqual({ code: 500, msg: 'token无效' });
    }
  });
});

describe('POST /__dev/reset', () => {
  it('restores the demo data and clears sessions, captchas, SMS codes, faults and the request log', async () => {
    const s = await startTestServer();
    try {
      const token = await s.login(ADMIN.userName, ADMIN.password);
      await s.call('PUT', '/api/sys/user/changePs', {
        token,
        body: { password: ADMIN.password, newPassword: 'changed-1' },
      });
      await s.call('DELETE', '/api/sys/menu', { token, body: { menuId: 3 } });
      const uuid = randomUUID();
      await s.captchaFor(uuid);
      await s.call('POST', '/api/sys/getSmsCode', { body: { type: 1, mobile: ADMIN.mobile } });
      await s.call('POST', '/__dev/faults', { body: { mode: 'error', path: '/api/nothing' } });

      expect((await s.call('POST', '/__dev/reset')).body).toEqual({ code: 0, data: null, msg: 'success' });

      expect((await s.call('GET', '/__dev/requests')).body.data).toEqual([]);
      expect((await s.call('GET', '/__dev/faults')).body.data).toEqual([]);
      expect((await s.call('GET', `/__dev/captcha?uuid=${uuid}`)).body.code).toBe('A0400');
      expect((await s.call('GET', `/__dev/sms?mobile=${ADMIN.mobile}`)).body.code).toBe('A0400');
      expect((await s.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(500);
      expect((await s.call('POST', '/api/sys/getSmsCode', { body: { type: 1, mobile: ADMIN.mobile } })).body.code).toBe(
        0,
      );
      const fresh = await s.login(ADMIN.userName, ADMIN.password);
      const list = (await s.call('GET', '/api/sys/menu/list', { token: fresh })).body.data as { menuId: number }[];
      expect(list.some((m) => m.menuId === 3)).toBe(true);
    } finally {
      await s.stop();
    }
  });
});

describe('production mode', () => {
  it('has no development endpoints, and the API works', async () => {
    const s = await startTestServer({ mode: 'production' });
    try {
      for (const [method, path] of [
        ['GET', `/__dev/captcha?uuid=${randomUUID()}`],
        ['GET', '/__dev/sms?mobile=13800000001'],
        ['GET', '/__dev/requests'],
        ['GET', '/__dev/faults'],
        ['POST', '/__dev/faults'],
        ['DELETE', '/__dev/faults'],
        ['POST', '/__dev/reset'],
        ['POST', '/__dev/expire-tokens'],
        ['GET', '/__dev/health'],
      ] as const) {
        const reply = await s.call(method, path, method === 'POST' ? { body: { mode: 'error' } } : {});
        expect(reply.status, path).toBe(404);
        expect(reply.body).toEqual({ code: 'A0404', msg: '接口不存在' });
      }
      const image = await s.call('GET', `/api/getCaptchaCode?uuid=${randomUUID()}`);
      expect(image.status).toBe(200);
      const login = await s.call('POST', '/api/sys/login', { body: { ...ADMIN, uuid: randomUUID(), captcha: 'abcd' } });
      expect(login.body.code).toBe('A0240');
      expect((await s.call('GET', '/health')).body).toEqual({
        code: 0,
        data: { status: 'ok', mode: 'production' },
        msg: 'success',
      });
    } finally {
      await s.stop();
    }
  });
});

describe('health', () => {
  it('answers on /health and /__dev/health', async () => {
    expect((await t.call('GET', '/health')).body.data).toEqual({ status: 'ok', mode: 'test' });
    expect((await t.call('GET', '/__dev/health')).body.code).toBe(0);
  });
});
