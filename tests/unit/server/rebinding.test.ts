// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackListenHost } from '../../../server/hosts.ts';
import { ADMIN, rawRequest, startTestServer, type TestServer } from './harness.ts';

/**
 * A DNS-rebound page: attacker.example first resolves to the attacker's server, which serves the
 * page, then to 127.0.0.1. The browser still addresses every request to attacker.example (its
 * `Host`), and the page is same-origin with it, so its requests carry no foreign `Origin`.
 */
let t: TestServer;
let port: string;
beforeAll(async () => {
  t = await startTestServer();
  port = new URL(t.url).port;
});
afterAll(() => t.stop());

const REFUSAL = { code: 'A0301', msg: '只接受发往本机地址的请求' };
const rebound = () => `attacker.example:${port}`;

describe('DNS rebinding: a server bound to loopback answers only requests addressed to a loopback name', () => {
  it('DNS rebinding: a request whose Host is not loopback is refused on /api/sys/login (a rebound page cannot sign in as admin)', async () => {
    const uuid = randomUUID();
    const captcha = await t.captchaFor(uuid);
    const before = t.server.state.data.tokens.length;
    const reply = await rawRequest(t.url, {
      method: 'POST',
      path: '/api/sys/login',
      headers: { Host: rebound(), Origin: `http://${rebound()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: ADMIN.userName, password: ADMIN.password, uuid, captcha }),
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(REFUSAL);
    expect(t.server.state.data.tokens.length).toBe(before);
  });

  it.each([
    ['GET', '/health'],
    ['GET', `/api/getCaptchaCode?uuid=${randomUUID()}`],
    ['GET', '/api/sys/menu/nav'],
    ['GET', '/api/sys/exit'],
    ['POST', '/api/sys/getSmsCode'],
    ['OPTIONS', '/api/sys/login'],
    ['GET', '/api/no-such-path'],
    ['GET', '/'],
  ])('DNS rebinding: %s %s addressed to a rebound name is refused with 403 and the envelope', async (method, path) => {
    const reply = await rawRequest(t.url, {
      method,
      path,
      headers: { Host: rebound(), 'Content-Type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ type: 1, mobile: ADMIN.mobile }) : undefined,
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(REFUSAL);
  });

  it('DNS rebinding: a refused request leaves no trace (no SMS code issued, nothing in the request log)', async () => {
    const logged = t.server.state.requests.list().length;
    await rawRequest(t.url, {
      method: 'POST',
      path: '/api/sys/getSmsCode',
      headers: { Host: rebound(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 1, mobile: '13800000002' }),
    });
    expect(t.server.state.sms.peek('13800000002')).toBeUndefined();
    expect(t.server.state.requests.list().length).toBe(logged);
  });

  it('DNS rebinding: names that only look local are refused', async () => {
    for (const host of [
      `127.0.0.1.attacker.example:${port}`,
      `localhost.attacker.example:${port}`,
      `attacker.localhost.example`,
      `0.0.0.0:${port}`,
      `[::2]:${port}`,
      `10.0.0.1:${port}`,
    ]) {
      const reply = await rawRequest(t.url, { path: '/health', headers: { Host: host } });
      expect(reply.status, host).toBe(403);
      expect(reply.body, host).toEqual(REFUSAL);
    }
  });

  it('DNS rebinding: loopback names and addresses (127.0.0.0/8, localhost, [::1]) are answered, with any port or none', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `127.8.9.10:${port}`,
      '127.255.255.254',
      `localhost:${port}`,
      'LOCALHOST',
      `[::1]:${port}`,
      '[::1]',
    ]) {
      const reply = await rawRequest(t.url, { path: '/health', headers: { Host: host } });
      expect(reply.status, host).toBe(200);
      expect(reply.body.code, host).toBe(0);
    }
  });
});

describe('DNS rebinding: which listening addresses are loopback', () => {
  it('127.0.0.0/8, ::1 and localhost are; any other address, the unspecified ones included, is not', () => {
    for (const host of ['127.0.0.1', '127.3.2.1', '::1', '[::1]', 'localhost']) {
      expect(isLoopbackListenHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'fe80::1', 'example.test']) {
      expect(isLoopbackListenHost(host), host).toBe(false);
    }
  });
});
