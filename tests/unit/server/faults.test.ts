// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let token: string;
const NAV = '/api/sys/menu/nav';
const CONSOLE_ORIGIN = 'http://console.test';

beforeAll(async () => {
  t = await startTestServer({ allowedOrigins: [CONSOLE_ORIGIN] });
  token = await t.login(ADMIN.userName, ADMIN.password);
});
afterAll(async () => {
  expect(t.errors).toEqual([]);
  await t.stop();
});
afterEach(async () => {
  await t.call('DELETE', '/__dev/faults');
});

const queue = async (fault: Record<string, unknown>) => {
  const reply = await t.call('POST', '/__dev/faults', { body: fault });
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data;
};
const nav = () => t.call('GET', NAV, { token });

describe('fault modes', () => {
  it('slow: waits delayMs, then answers normally', async () => {
    await queue({ mode: 'slow', delayMs: 300 });
    const started = performance.now();
    const reply = await nav();
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.userInfo.userName).toBe('admin');
  });

  it('drop: closes the connection without any response', async () => {
    await queue({ mode: 'drop' });
    await expect(fetch(t.url + NAV, { headers: { Token: token } })).rejects.toThrow();
    expect((await nav()).body.code).toBe(0);
  });

  it('lose-answer: carries the call out, then cuts its answer off after the headers; cut-off does not carry it out', async () => {
    const user = (await t.call('GET', '/api/business/user/list?limit=1', { token })).body.data.list[0];
    const rename = (nickname: string) =>
      fetch(t.url + '/api/business/user', {
        method: 'PUT',
        headers: { Token: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...user, nickname }),
      }).then((reply) => reply.json());
    const nickname = async () =>
      (await t.call('GET', `/api/business/user/info/${user.id}`, { token })).body.data.nickname;
    await queue({ mode: 'lose-answer', path: '/api/business/user' });
    await expect(rename('收到了')).rejects.toThrow();
    expect(await nickname()).toBe('收到了');
    await queue({ mode: 'cut-off', path: '/api/business/user' });
    await expect(rename('没收到')).rejects.toThrow();
    expect(await nickname()).toBe('收到了');
  });

  it('chaos: a seeded share of calls meets a fault, the same ones for the same seed; its except paths none', async () => {
    const { FaultQueue } = await import('../../../server/faults.ts');
    const run = (seed: number, rate: number) => {
      const queue = new FaultQueue();
      queue.chaos({ rate, seed, except: ['/api/sys/login'] });
      const met = Array.from({ length: 1000 }, () => queue.take('/api/business/user/list')?.mode ?? null);
      return { met, login: Array.from({ length: 100 }, () => queue.take('/api/sys/login')), caused: queue.caused() };
    };
    const a = run(42, 0.2);
    expect(run(42, 0.2).met).toEqual(a.met);
    expect(run(43, 0.2).met).not.toEqual(a.met);
    const faults = a.met.filter((m) => m !== null).length;
    expect(faults).toBeGreaterThan(150);
    expect(faults).toBeLessThan(250);
    expect(new Set(a.met)).toEqual(new Set([null, 'drop', 'http-error', 'slow', 'malformed', 'lose-answer']));
    expect(a.login.every((f) => f === undefined)).toBe(true);
    expect(Object.values(a.caused).reduce((x, y) => x + y, 0)).toBe(faults);
    expect(run(42, 0).met.every((m) => m === null)).toBe(true);
    // Over HTTP: started, counted, stopped.
    expect((await t.call('POST', '/__dev/chaos', { body: { rate: 2 } })).body.code).not.toBe(0);
    expect((await t.call('POST', '/__dev/chaos', { body: { rate: 1, seed: 7, except: [NAV] } })).body.code).toBe(0);
    expect((await nav()).body.code).toBe(0);
    expect((await t.call('DELETE', '/__dev/chaos')).body.code).toBe(0);
  });

  it('redirect: answers the status with a Location anywhere (a hostile gateway), and needs both', async () => {
    await queue({ mode: 'redirect', status: 307, location: 'http://elsewhere.test/steal' });
    const reply = await fetch(t.url + NAV, { headers: { Token: token }, redirect: 'manual' });
    expect(reply.status).toBe(307);
    expect(reply.headers.get('location')).toBe('http://elsewhere.test/steal');
    for (const fault of [
      { mode: 'redirect', status: 307 },
      { mode: 'redirect', location: '/x' },
      { mode: 'redirect', status: 200, location: '/x' },
    ]) {
      const refused = await t.call('POST', '/__dev/faults', { body: fault });
      expect(refused.body.code, JSON.stringify(fault)).not.toBe(0);
    }
  });

  it('token-invalid: HTTP 200 with code 500 token无效', async () => {
    await queue({ mode: 'token-invalid' });
    const reply = await nav();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 500, msg: 'token无效' });
  });

  it('a0230: HTTP 401 with code A0230', async () => {
    await queue({ mode: 'a0230' });
    const reply = await nav();
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 'A0230', msg: 'token已过期' });
  });

  it('error: HTTP 200 with B0001 and no msg unless given', async () => {
    await queue({ mode: 'error' });
    const bare = await nav();
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual({ code: 'B0001' });
    await queue({ mode: 'error', code: 'C0001', msg: '第三方服务出错' });
    expect((await nav()).body).toEqual({ code: 'C0001', msg: '第三方服务出错' });
    await queue({ mode: 'error', code: 7 });
    expect((await nav()).body).toEqual({ code: 7 });
  });

  it('http-error: HTTP 500 with B0001 by default, or the given status, code and msg', async () => {
    await queue({ mode: 'http-error' });
    const bare = await nav();
    expect(bare.status).toBe(500);
    expect(bare.body).toEqual({ code: 'B0001' });
    await queue({ mode: 'http-error', status: 503, code: 'B0300', msg: '服务维护中' });
    const given = await nav();
    expect(given.status).toBe(503);
    expect(given.body).toEqual({ code: 'B0300', msg: '服务维护中' });
  });

  it('malformed: HTTP 200 JSON content type with a body that is not JSON', async () => {
    await queue({ mode: 'malformed' });
    const reply = await nav();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.text).toBe('{"code":0,"data":');
    expect(() => JSON.parse(reply.text)).toThrow();
  });

  it('nav-no-userinfo: the nav answer lacks userInfo and keeps the rest; other calls are untouched', async () => {
    const fault = await queue({ mode: 'nav-no-userinfo' });
    expect(fault.path).toBe(NAV);
    expect((await t.loginReply(ADMIN.userName, ADMIN.password)).body.data.token).toMatch(/^[0-9a-f]{64}$/);
    const reply = await nav();
    expect(reply.body.code).toBe(0);
    expect(reply.body.data).not.toHaveProperty('userInfo');
    expect(Array.isArray(reply.body.data.menuList)).toBe(true);
    expect(reply.body.data.permissions.length).toBeGreaterThan(0);
    expect((await nav()).body.data.userInfo.userName).toBe('admin');
  });

  it('custom: the given status and JSON body', async () => {
    await queue({ mode: 'custom', status: 418, body: { anything: ['goes'] } });
    const reply = await nav();
    expect(reply.status).toBe(418);
    expect(reply.body).toEqual({ anything: ['goes'] });
    await queue({ mode: 'custom', body: 'raw text' });
    const plain = await nav();
    expect(plain.status).toBe(200);
    expect(plain.body).toBe('raw text');
  });
});

describe('fault queue', () => {
  it('affects the next `count` calls, then answers normally again', async () => {
    await queue({ mode: 'token-invalid', count: 2 });
    expect((await nav()).body.code).toBe(500);
    expect((await nav()).body.code).toBe(500);
    expect((await nav()).body.code).toBe(0);
  });

  it('with a path, affects only that exact path', async () => {
    await queue({ mode: 'error', path: NAV });
    const captcha = await t.call('GET', `/api/getCaptchaCode?uuid=${randomUUID()}`);
    expect(captcha.status).toBe(200);
    expect(captcha.headers.get('content-type')).toMatch(/svg/);
    expect((await nav()).body.code).toBe('B0001');
  });

  it('without a path, affects any /api path, even an unknown one', async () => {
    await queue({ mode: 'error', count: 2 });
    expect((await t.call('GET', '/api/sys/unknown')).body.code).toBe('B0001');
    expect((await t.call('POST', '/api/sys/getSmsCode', { body: {} })).body.code).toBe('B0001');
  });

  it('is listed by GET, emptied by DELETE', async () => {
    await queue({ mode: 'slow', delayMs: 10, count: 3, path: NAV });
    await queue({ mode: 'a0230' });
    const listed = (await t.call('GET', '/__dev/faults')).body.data;
    expect(listed).toMatchObject([
      { mode: 'slow', delayMs: 10, remaining: 3, path: NAV },
      { mode: 'a0230', remaining: 1, path: null },
    ]);
    await nav();
    expect((await t.call('GET', '/__dev/faults')).body.data[0].remaining).toBe(2);
    expect((await t.call('DELETE', '/__dev/faults')).body.code).toBe(0);
    expect((await t.call('GET', '/__dev/faults')).body.data).toEqual([]);
    expect((await nav()).body.code).toBe(0);
  });

  it('never applies to the development endpoints', async () => {
    await queue({ mode: 'error' });
    const uuid = randomUUID();
    await t.call('POST', '/__dev/faults', { body: { mode: 'drop', path: '/api/nothing' } });
    expect((await t.call('GET', '/__dev/faults')).body.code).toBe(0);
    expect((await t.call('GET', `/__dev/captcha?uuid=${uuid}`)).body.code).toBe('A0400');
    expect((await t.call('GET', '/__dev/faults')).body.data[0].remaining).toBe(1);
  });

  it('keeps the origin rules on faulted answers: the allowed origin is answered, a foreign one refused before the fault', async () => {
    await queue({ mode: 'a0230', count: 2 });
    const allowed = await t.call('GET', NAV, { token, headers: { Origin: CONSOLE_ORIGIN } });
    expect(allowed.status).toBe(401);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    const foreign = await t.call('GET', NAV, { token, headers: { Origin: 'http://elsewhere.test' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await t.call('GET', NAV, { token })).status).toBe(401);
  });

  it.each([
    [{}, 'mode'],
    [{ mode: 'explode' }, 'mode'],
    [{ mode: 'error', count: 0 }, 'count'],
    [{ mode: 'error', count: 'two' }, 'count'],
    [{ mode: 'error', path: '/__dev/reset' }, 'path'],
    [{ mode: 'slow', delayMs: -1 }, 'delayMs'],
    [{ mode: 'http-error', status: 200 }, 'status'],
    [{ mode: 'custom', status: 99 }, 'status'],
    [{ mode: 'error', code: { nested: true } }, 'code'],
    [{ mode: 'error', msg: 5 }, 'msg'],
  ])('refuses %j with A0400', async (body, field) => {
    const reply = await t.call('POST', '/__dev/faults', { body });
    expect(reply.body.code).toBe('A0400');
    expect(reply.body.msg).toContain(field);
  });
});
