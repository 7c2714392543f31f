// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';

/**
 * Another site's `<img src=".../api/getCaptchaCode?uuid=…">`, link or `no-cors` fetch is a GET that
 * carries no `Origin`, so the foreign-origin rule lets it through: each one would issue a captcha (and
 * push a waiting person's out of the store past its 10,000) or end the session its query names. The
 * rule (docs/security.md "The reference server", server/README.md): an /api GET or HEAD marked
 * `Sec-Fetch-Site: cross-site` without an `Origin` is refused with 403; a browser that sends no
 * `Sec-Fetch-Site` is served as before.
 */
const CONSOLE = 'http://127.0.0.1:5190';
const REFUSAL = { code: 'A0301', msg: '不接受其他网站发起的请求' };
const crossSite = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ allowedOrigins: [CONSOLE] });
});
afterAll(() => t.stop());
beforeEach(async () => {
  expect((await t.call('POST', '/__dev/reset')).body.code).toBe(0);
});

describe('Cross-site GETs: /api reads another site makes without an Origin are refused', () => {
  it("Cross-site GETs: another site's <img> issues no captcha and leaves no trace", async () => {
    for (const method of ['GET', 'HEAD']) {
      const uuid = randomUUID();
      const reply = await t.call(method, `/api/getCaptchaCode?uuid=${uuid}`, { headers: crossSite });
      expect(reply.status, method).toBe(403);
      if (method === 'GET') expect(reply.body).toEqual(REFUSAL);
      expect(t.server.state.captchas.size, method).toBe(0);
    }
    expect((await t.call('GET', '/__dev/requests')).body.data).toEqual([]);
  });

  it("Cross-site GETs: another site's link cannot end a session named in its query", async () => {
    const token = await t.login(ADMIN.userName, ADMIN.password);
    const reply = await t.call('GET', `/api/sys/exit?Token=${token}`, {
      headers: { ...crossSite, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    });
    expect(reply.status).toBe(403);
    expect((await t.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(0);
  });

  it.each([
    ['same-origin', {}],
    ['same-site', {}],
    ['none', {}],
    ['cross-site', { Origin: CONSOLE }],
    ['cross-site', { Origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' }],
  ])('Cross-site GETs: Sec-Fetch-Site %s with %j is served', async (site, extra) => {
    const reply = await t.call('GET', `/api/getCaptchaCode?uuid=${randomUUID()}`, {
      headers: { 'Sec-Fetch-Site': site, ...extra },
    });
    expect(reply.status).toBe(200);
    expect(t.server.state.captchas.size).toBe(1);
  });

  it('Cross-site GETs: a browser that sends no Sec-Fetch-Site is served as before', async () => {
    expect((await t.call('GET', `/api/getCaptchaCode?uuid=${randomUUID()}`)).status).toBe(200);
  });
});
