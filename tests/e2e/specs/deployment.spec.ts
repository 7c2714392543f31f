import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';
import { deploymentCspHeader } from '../../../scripts/vite/csp.ts';

/** A page on another local origin that puts `targets` in iframes. */
async function startFramer(targets: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><title>framer</title>${targets.map((src, i) => `<iframe name="f${i}" src="${src}" width="600" height="400"></iframe>`).join('')}`;
  const server: Server = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

test.describe('the web build as a deployment serves it', () => {
  test.skip(({ shellKind }) => shellKind !== 'web', 'the web build only: the extension has its own fixed policy');

  test("index.html comes with the deployment's Content-Security-Policy header: the meta policy plus frame-ancestors 'none'", async ({
    shell,
  }) => {
    const response = await shell.page.goto(shell.url('/login'));
    const header = response?.headers()['content-security-policy'];
    expect(header).toBe(deploymentCspHeader());
    const meta = await shell.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  });

  test('a page on another local origin cannot frame the console', async ({ shell, stack }) => {
    const consoleUrl = shell.url('/login');
    // The control: a cross-origin page without the header (the API's /health) can be framed.
    const framer = await startFramer([consoleUrl, `${stack.api.url}/health`]);
    try {
      const refusals: string[] = [];
      shell.page.on('console', (message) => {
        if (message.text().includes('frame-ancestors')) refusals.push(message.text());
      });
      await shell.page.goto(framer.url);
      // Attached once the console's answer (over https behind nginx, a moment later) has been refused.
      await expect.poll(() => shell.page.frame({ name: 'f0' })).not.toBeNull();
      const consoleFrame = shell.page.frame({ name: 'f0' })!;
      const control = shell.page.frame({ name: 'f1' })!;
      await expect(control.locator('body')).toContainText('"status":"ok"');
      // The console's frame never gets the console: Chromium shows its error page in its place.
      await expect.poll(() => consoleFrame.url()).toMatch(/^chrome-error:/);
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      expect(refusals[0]).toContain(new URL(consoleUrl).origin);
      await expect(consoleFrame.getByLabel('Username or phone number', { exact: true })).toHaveCount(0);
    } finally {
      await framer.close();
    }
  });

  test('the console loads and works under the header without Content-Security-Policy violations', async ({
    shell,
    dev,
  }) => {
    await shell.page.addInitScript(() => {
      const seen: string[] = [];
      (window as { __csp?: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await shell.page.goto(shell.url('/login'));
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    // Tags carry colours from server data: their swatches are inline styles the policy allows.
    await shell.page.goto(shell.url('/business/tag'));
    // A first list screen loads its code and the whole resource framework: as long as resources.spec allows.
    await expect(shell.page.locator('.resource-colour__swatch').first()).toBeVisible({ timeout: 20_000 });
    await shell.page.goto(shell.url('/business/user'));
    await expect(shell.page.locator('.resource-chip__dot').first()).toBeVisible({ timeout: 20_000 });
    expect(await shell.page.evaluate(() => (window as { __csp?: string[] }).__csp)).toEqual([]);
  });
});
