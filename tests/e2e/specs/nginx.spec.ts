import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { signOut } from '../support/signOut.ts';
import { tokenFingerprint } from '../support/tokens.ts';
import type { NginxHost } from '../support/nginx.ts';

/**
 * The web build deployed the way docs/deploying.md says: Debian's nginx with deploy/nginx.conf in
 * front of dist/web and the reference server (the `nginx` project). The person's walk through the
 * console, and what nginx sends with each kind of file.
 */

const FIRST_SCREEN = { timeout: 20_000 };

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** What nginx answers for `path` over https, read without decoding: status, headers and the bytes as sent. */
async function answer(nginx: NginxHost, path: string, acceptEncoding: string) {
  const { status, headers } = await nginx.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });
  return { status, headers, length: Number(headers['content-length'] ?? -1) };
}

test.describe('deployed behind nginx with deploy/nginx.conf', () => {
  test.skip(({ webServer }) => webServer !== 'nginx', 'the nginx project only');

  test('sign in, a menu screen, a list with filters, the request log, sign out', async ({ shell, dev, stack }) => {
    test.slow(); // a walk through several screens, each loading its code for the first time
    const page = shell.page;
    await shell.open('/login');
    await new LoginPage(page, dev).signIn(ADMIN);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('admin-token'));
    expect(token).toBeTruthy();

    // A menu screen, reached through the sidebar.
    const c = new ConsolePage(shell);
    await c.openMenu('Users');
    await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible(FIRST_SCREEN);
    await expect(page.getByText('1–10 of 600')).toBeVisible();

    // A filter: the query reaches the server through nginx as the console sent it, with the token.
    const filters = page.getByRole('search', { name: 'Search user records' });
    await choose(page, filters, 'Status', 'Disabled');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/^1–10 of (?!600$)\d+$/)).toBeVisible();
    await expect(page).toHaveURL(/#\/business\/user\?.*status=0/);
    const listed = (await dev.requests('/api/business/user/list')).at(-1)!;
    expect(listed.query).toMatchObject({ status: '0', page: '1' });
    expect(listed.token).toBe(tokenFingerprint(token!));

    // The request log shows the calls that went through nginx.
    await page.getByRole('button', { name: 'Request log' }).click();
    const log = page.getByRole('dialog', { name: 'Request log' });
    await expect(log.getByRole('listitem').filter({ hasText: '/api/business/user/list' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(log).toHaveCount(0);

    // Signing out ends the session at the server: the revocation went through nginx with the token.
    await signOut(page);
    const ended = (await dev.requests('/api/sys/exit')).at(-1);
    expect(ended?.query.Token).toBe(tokenFingerprint(token!));
    // nginx's access log has the sign-out without its query, and never the token; other queries stay.
    await expect.poll(() => stack.nginx!.accessLog()).toMatch(/"GET \/api\/sys\/exit HTTP\/[\d.]+" 200 /);
    const accessLog = await stack.nginx!.accessLog();
    expect(accessLog).not.toContain(token!);
    expect(accessLog).not.toMatch(/\/api\/sys\/exit\?/);
    expect(accessLog).toMatch(/"GET \/api\/business\/user\/list\?[^"]*status=0[^"]* HTTP\/[\d.]+" 200 /);
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('nginx sends the precompressed files, the caching and the security headers of the configuration', async ({
    stack,
  }) => {
    const base = stack.nginx!;
    const html = await readFile('dist/web/index.html', 'utf8');
    const script = html.match(/src="\.\/(assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'index.html names its entry script').toBeTruthy();

    // index.html: checked every time, gzip from the build's .gz, Brotli from its .br.
    const page = await answer(base, '/', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.length).toBe((await readFile('dist/web/index.html.gz')).length);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['vary']).toBe('Accept-Encoding');
    const brotli = await answer(base, '/index.html', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.length).toBe((await readFile('dist/web/index.html.br')).length);
    const plain = await answer(base, '/index.html', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.length).toBe(Buffer.byteLength(html));

    // A hashed asset: a year, immutable; sent from its .gz.
    const asset = await answer(base, `/${script}`, 'gzip');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.length).toBe((await readFile(`dist/web/${script}.gz`)).length);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Every answer: no version, no sniffing, no referrer; no directory listing.
    for (const headers of [page.headers, asset.headers]) {
      expect(headers['server']).toBe('nginx');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
    const listing = await answer(base, '/assets/', 'identity');
    expect(listing.status).toBe(403);
    expect(listing.headers['server']).toBe('nginx');
  });

  test('/api goes to the reference server with its path, query and Token header unchanged', async ({ stack, dev }) => {
    const token = await dev.token(ADMIN);
    const query = '?page=2&limit=10&keyword=%E5%BC%A0%20x&status=1';
    const response = await stack.nginx!.request(`/api/business/user/list${query}`, { headers: { Token: token } });
    expect(response.status).toBe(200);
    const body = JSON.parse(response.body.toString()) as { code: unknown; data: { list: unknown[] } };
    expect(body.code).toBe(0);
    const seen = (await dev.requests('/api/business/user/list')).at(-1)!;
    expect(seen.token).toBe(tokenFingerprint(token));
    expect(seen.query).toEqual({ page: '2', limit: '10', keyword: '张 x', status: '1' });
    // Answers of the API are the server's: not cached by the browser as if they were files.
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  test('TLS: http goes to https on the configured name, https answers with HSTS, and other names get nothing', async ({
    stack,
  }) => {
    const nginx = stack.nginx!;
    expect(nginx.url).toMatch(/^https:\/\/localhost:\d+$/);
    // Plain http: a redirect to https, on the name of server_name (the Host sent is not echoed).
    const plain = await fetch(`${nginx.httpUrl}/users?page=2`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`${nginx.url}/users?page=2`);
    // https: the console, with HSTS.
    const secure = await nginx.request('/');
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const api = await nginx.request('/api/sys/menu/nav');
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    // Another name, or none (a client that asks by IP address): the TLS handshake is refused.
    await expect(nginx.request('/', { servername: 'evil.example' })).rejects.toThrow(/alert|handshake|unrecognized/i);
    await expect(nginx.request('/', { servername: null })).rejects.toThrow(/alert|handshake|unrecognized/i);
    // Another Host over plain http: the connection is closed without an answer.
    const port = new URL(nginx.httpUrl).port;
    await expect(
      fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then((response) => response.status),
    ).rejects.toThrow();
  });

  test('Behind a proxy: two clients behind nginx are locked separately (nginx names each in X-Forwarded-For)', async ({
    stack,
    dev,
  }) => {
    test.slow(); // 20 failed sign-ins, each a scrypt
    const signIn = async (localAddress: string, userName: string, password: string) => {
      const uuid = crypto.randomUUID();
      expect((await stack.nginx!.request(`/api/getCaptchaCode?uuid=${uuid}`, { localAddress })).status).toBe(200);
      const { code } = await dev.captchaOf(uuid);
      const reply = await stack.nginx!.request('/api/sys/login', {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName, password, uuid, captcha: code }),
      });
      return JSON.parse(reply.body.toString()) as { code: unknown; msg?: string };
    };
    // 20 failures from one client, 4 under each of 5 unknown names (no account is locked).
    for (let i = 0; i < 20; i++) expect((await signIn('127.0.0.2', `guess-${i % 5}`, 'wrong')).code).toBe('A0210');
    expect(await signIn('127.0.0.2', ADMIN.userName, ADMIN.password)).toEqual({
      code: 'A0250',
      msg: '登录失败次数过多，请 15 分钟后再试',
    });
    // The other client, through the same nginx, is not concerned.
    expect((await signIn('127.0.0.3', ADMIN.userName, ADMIN.password)).code).toBe(0);
  });
});
