// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, rawRequest, startTestServer, type TestServer } from './harness.ts';

/**
 * What any web page open in the developer's browser can send to the server: simple requests
 * (`text/plain`, form encodings) need no preflight, so the browser sends them whatever CORS says and
 * only keeps the answer from the page. The server must refuse them itself.
 */
const CONSOLE = 'http://127.0.0.1:5190';
const EVIL = 'https://evil.example';
const REFUSAL = { code: 'A0301', msg: '不允许的来源' };
const NOT_JSON = { code: 'A0400', msg: '请求体必须是 JSON（Content-Type: application/json）' };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ allowedOrigins: [CONSOLE] });
});
afterAll(() => t.stop());
beforeEach(async () => {
  expect((await t.call('POST', '/__dev/reset')).body.code).toBe(0);
});

/** A page's simple request: its Origin, a `text/plain` body the server would read as JSON. */
const simplePost = (path: string, body: unknown, origin = EVIL) =>
  t.call('POST', path, { rawBody: JSON.stringify(body), headers: { Origin: origin, 'Content-Type': 'text/plain' } });

describe('Foreign origins: a request whose Origin is present and not allowed is refused on every route', () => {
  it('Foreign origins: a text/plain POST from a foreign page issues no SMS code', async () => {
    const reply = await simplePost('/api/sys/getSmsCode', { type: 1, mobile: ADMIN.mobile });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(REFUSAL);
    expect(t.server.state.sms.peek(ADMIN.mobile)).toBeUndefined();
  });

  it("Foreign origins: a foreign page cannot burn a victim's SMS attempts", async () => {
    expect(
      (await t.call('POST', '/api/sys/getSmsCode', { body: { type: 1, mobile: OPERATOR.mobile } })).body.code,
    ).toBe(0);
    const code = t.server.state.sms.peek(OPERATOR.mobile)!;
    for (let i = 0; i < 6; i++) {
      expect((await simplePost('/api/sys/loginBySms', { mobile: OPERATOR.mobile, smsCode: '000000' })).status).toBe(
        403,
      );
    }
    const victim = await t.call('POST', '/api/sys/loginBySms', { body: { mobile: OPERATOR.mobile, smsCode: code } });
    expect(victim.body.code).toBe(0);
  });

  it("Foreign origins: a foreign page cannot consume a victim's captcha or flood the captcha store", async () => {
    const uuid = randomUUID();
    const captcha = await t.captchaFor(uuid);
    const bogus = { userName: ADMIN.userName, password: 'guess', uuid, captcha };
    expect((await simplePost('/api/sys/login', bogus)).status).toBe(403);
    const pending = t.server.state.captchas.size;
    for (let i = 0; i < 5; i++) {
      const reply = await t.call('GET', `/api/getCaptchaCode?uuid=${randomUUID()}`, { headers: { Origin: EVIL } });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(REFUSAL);
    }
    expect(t.server.state.captchas.size).toBe(pending);
    const victim = await t.call('POST', '/api/sys/login', { body: { ...bogus, password: ADMIN.password } });
    expect(victim.body.code).toBe(0);
  });

  it.each([
    ['GET', '/health'],
    ['GET', '/api/sys/menu/nav'],
    ['GET', '/api/sys/exit'],
    ['GET', '/api/no-such-path'],
    ['POST', '/api/sys/login'],
    ['DELETE', '/api/sys/menu'],
  ])('Foreign origins: %s %s with a foreign Origin is refused with 403 and the envelope', async (method, path) => {
    for (const origin of [
      EVIL,
      'null',
      `${CONSOLE}.evil.example`,
      'http://127.0.0.1:51900',
      'https://127.0.0.1:5190',
    ]) {
      const reply = await t.call(method, path, { headers: { Origin: origin } });
      expect(reply.status, origin).toBe(403);
      expect(reply.body, origin).toEqual(REFUSAL);
      expect(reply.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(reply.headers.get('vary'), origin).toContain('Origin');
    }
  });

  it('Foreign origins: the console, a browser extension and a same-origin page are served', async () => {
    for (const origin of [
      CONSOLE,
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
      'moz-extension://3f0c6a52-7d1e-4b8a-9c35-2e6b1d0f4a77',
      t.url,
    ]) {
      const uuid = randomUUID();
      const captcha = await t.captchaFor(uuid);
      const reply = await t.call('POST', '/api/sys/login', {
        headers: { Origin: origin },
        body: { userName: ADMIN.userName, password: ADMIN.password, uuid, captcha },
      });
      expect(reply.body.code, origin).toBe(0);
    }
  });

  it('Foreign origins: behind a TLS proxy that keeps Host, the console served over https is same-origin', async () => {
    const port = Number(new URL(t.url).port);
    // nginx of deploy/nginx.conf passes Host as the browser addressed it; the page's origin is https.
    const reply = await rawRequest(t.url, {
      method: 'POST',
      path: '/api/sys/getSmsCode',
      headers: { Origin: `https://localhost:${port}`, Host: `localhost:${port}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 1, mobile: ADMIN.mobile }),
    });
    expect(reply.body).toEqual({ code: 0, data: null, msg: 'success' });
    // Another scheme than http and https is no server's own origin.
    const other = await t.call('POST', '/api/sys/getSmsCode', {
      headers: { Origin: `ftp://localhost:${port}` },
      body: { type: 1, mobile: OPERATOR.mobile },
    });
    expect(other.status).toBe(403);
  });

  it('Foreign origins: a page on another port of this machine is foreign, though it is same-site', async () => {
    const port = Number(new URL(t.url).port);
    const reply = await simplePost(
      '/api/sys/getSmsCode',
      { type: 1, mobile: ADMIN.mobile },
      `http://127.0.0.1:${port + 1}`,
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(REFUSAL);
  });
});

describe('Request bodies must be application/json (a body no page can send without a preflight)', () => {
  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
  ])('Request bodies: a POST with %s is refused with 415 and the envelope, and does nothing', async (type) => {
    const reply = await t.call('POST', '/api/sys/getSmsCode', {
      rawBody: JSON.stringify({ type: 1, mobile: ADMIN.mobile }),
      headers: { 'Content-Type': type },
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual(NOT_JSON);
    expect(t.server.state.sms.peek(ADMIN.mobile)).toBeUndefined();
  });

  it('Request bodies: a body without any Content-Type is refused on PUT and DELETE too', async () => {
    const token = await t.login(ADMIN.userName, ADMIN.password);
    for (const method of ['PUT', 'DELETE']) {
      const res = await fetch(`${t.url}/api/sys/role`, {
        method,
        headers: { Token: token },
        body: new Blob([JSON.stringify({ roleId: 2, roleName: 'x' })]),
      });
      expect(res.status, method).toBe(415);
      expect(await res.json(), method).toEqual(NOT_JSON);
    }
    expect(t.server.state.data.roles.find((role) => role.roleId === 2)?.roleName).not.toBe('x');
  });

  it('Request bodies: application/json, with or without a charset, is read; a request without a body needs no type', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      const reply = await t.call('POST', '/api/sys/login', { rawBody: '{}', headers: { 'Content-Type': type } });
      expect(reply.status, type).toBe(200);
      expect(reply.body.msg, type).toBe('参数 userName 不能为空');
    }
    const reset = await fetch(`${t.url}/__dev/reset`, { method: 'POST' });
    expect((await reset.json()).code).toBe(0);
  });
});
