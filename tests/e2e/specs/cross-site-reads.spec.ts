import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';

/**
 * docs/security.md "The reference server", cross-site GETs: a page of another site that loads
 * `<img src="http://127.0.0.1:<api>/api/getCaptchaCode?uuid=…">` sends no `Origin`, only
 * `Sec-Fetch-Site: cross-site`; the server refuses it, so a foreign page cannot fill the captcha store
 * and push a person's pending captcha out. Chromium decides what it sends: the page is served from
 * this machine and opened as `localhost`, another site than the API's `127.0.0.1`.
 */
test.describe('a foreign page loading /api GETs as pictures', () => {
  test.skip(({ shellKind, webServer }) => shellKind !== 'web' || webServer !== 'test-host', 'once, in a plain browser');

  test("Cross-site GETs: another site's <img> of the captcha path issues no captcha", async ({
    browser,
    stack,
    dev,
  }) => {
    const uuids = [randomUUID(), randomUUID(), randomUUID()];
    const images = uuids.map((uuid) => `<img alt="" src="${stack.api.url}/api/getCaptchaCode?uuid=${uuid}">`).join('');
    const attacker = createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><title>elsewhere</title>${images}`);
    });
    await new Promise<void>((done) => attacker.listen(0, '127.0.0.1', done));
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const sent: { status: number | null; failure?: string }[] = [];
      const record = async (request: Request) => {
        if (!request.url().includes('/api/getCaptchaCode')) return;
        const response = await request.response();
        sent.push({ status: response?.status() ?? null, failure: request.failure()?.errorText });
      };
      page.on('requestfinished', (request) => void record(request));
      page.on('requestfailed', (request) => void record(request));
      await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
      // Chromium sent each picture's request and got an answer back, which was no picture: the
      // server's JSON refusal, which Chromium keeps from the page (ORB) rather than drawing it.
      await expect.poll(() => sent.length).toBe(uuids.length);
      expect(sent).toEqual(uuids.map(() => ({ status: null, failure: 'net::ERR_BLOCKED_BY_ORB' })));
      // Every picture failed, and the server issued nothing for any of them.
      await expect
        .poll(() => page.evaluate(() => [...document.images].map((image) => image.complete && image.naturalWidth)))
        .toEqual([0, 0, 0]);
      for (const uuid of uuids) await expect(dev.captchaOf(uuid)).rejects.toThrow(/A0400/);
      expect(await dev.captchaRequests()).toEqual([]);
    } finally {
      await context.close();
      await new Promise((done) => attacker.close(done));
    }
  });
});
