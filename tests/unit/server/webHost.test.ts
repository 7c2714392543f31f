// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../e2e/support/webHost.ts';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';

/**
 * The end-to-end web host serves the built console and forwards `/api` to a server started with no
 * allowed origins (tests/e2e/support/fixtures.ts). The console's calls reach the server with the
 * host's own Origin: they must be served, and a foreign page's calls through the host refused.
 */
let t: TestServer;
let web: WebHost;
let root: string;
beforeAll(async () => {
  t = await startTestServer();
  root = mkdtempSync(join(tmpdir(), 'web-host-'));
  web = await startWebHost(root, t.url);
});
afterAll(async () => {
  await web.close();
  await t.stop();
  rmSync(root, { recursive: true, force: true });
});

const signIn = async (origin: string) => {
  const uuid = randomUUID();
  const captcha = await t.captchaFor(uuid);
  const res = await fetch(`${web.url}/api/sys/login`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN.userName, password: ADMIN.password, uuid, captcha }),
  });
  return { status: res.status, body: (await res.json()) as { code: unknown } };
};

describe('Foreign origins: the end-to-end web host', () => {
  it("Foreign origins: the console's calls through the web host (its own Origin) are served as same-origin", async () => {
    const reply = await signIn(web.url);
    expect(reply.body.code).toBe(0);
  });

  it("Foreign origins: a foreign page's calls through the web host are refused", async () => {
    const reply = await signIn('https://evil.example');
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ code: 'A0301', msg: '不允许的来源' });
  });
});
