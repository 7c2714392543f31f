import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, EXTENSION_DIR, SIDE_PANEL_PATH } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { received, readableFromPage, recordWhatPagesReceive, sendFromPage } from '../support/custodyRecorder.ts';
import { launchExtension } from '../support/extensionBrowser.ts';
import { startServer, type RunningServer } from '../../../server/listen.ts';
import { DevApi } from '../support/devApi.ts';
import { startForeignHost } from '../support/foreignHost.ts';
import { issuedTokens } from '../support/tokens.ts';
import {
  ASK_FOR_TOKEN,
  ECHO_RELAYED,
  echoingReply,
  IMAGE_OF_ANOTHER_PATH,
  LIST_CALL,
  REDIRECT_REFUSED,
  REFUSED,
  SESSION_PATH_SPELLINGS,
  signInAroundTheWorker,
  expectNoTokenReachedThePage,
} from '../support/custodyAttacks.ts';

/**
 * docs/security.md "Extension": the background worker alone handles the session token.
 * Each test attacks that promise from an extension page's own context, as code running in the
 * side panel or options page could.
 */
test.describe('token custody in the extension', () => {
  test.skip(({ shellKind }) => shellKind !== 'extension', 'extension only');

  /** The tokens of the server's live sessions. */
  const issued = (api: RunningServer) => issuedTokens(api.state);

  test('no reply, message or storage event that reaches a page carries the token, and nothing a page can read holds it', async ({
    shell,
    dev,
    stack,
  }) => {
    await recordWhatPagesReceive(shell.context);
    await shell.open('/login');
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

    const tokens = issued(stack.api);
    expect(tokens.length).toBeGreaterThan(0);

    // Attack 1: the sign-in path as an ordinary proxied request, spelled every way a server may route it.
    const loginsBefore = (await dev.requests('/api/sys/login')).length;
    const captcha = await dev.freshCaptcha();
    for (const url of SESSION_PATH_SPELLINGS)
      expect(await sendFromPage(shell.page, signInAroundTheWorker(url, ADMIN, captcha)), url).toEqual(REFUSED);
    expect((await dev.requests('/api/sys/login')).length).toBe(loginsBefore);

    // Attack 2: a reply that carries the token (a server that echoes it) is relayed without it.
    const token = tokens.at(-1)!;
    await dev.fault(echoingReply('/api/sys/menu/list', token));
    const echoed = await sendFromPage(shell.page, {
      type: 'api.request',
      request: { method: 'GET', url: '/api/sys/menu/list' },
    });
    expect(echoed).toMatchObject(ECHO_RELAYED);

    // Attack 3: asking the worker for it by name.
    expect(await sendFromPage(shell.page, ASK_FOR_TOKEN)).toBeUndefined();

    // Attack 3b: asking for another path as an image, whose base64 no text search would find.
    const navsBefore = (await dev.requests('/api/sys/menu/nav')).length;
    expect(await sendFromPage(shell.page, IMAGE_OF_ANOTHER_PATH)).toEqual(REFUSED);
    expect((await dev.requests('/api/sys/menu/nav')).length).toBe(navsBefore);

    // Attack 3c: the server answers with a redirect to another origin: the worker does not follow it.
    const elsewhere = await startForeignHost();
    try {
      await dev.fault({
        mode: 'redirect',
        status: 307,
        location: `${elsewhere.origin}/steal`,
        path: '/api/sys/menu/list',
      });
      expect(await sendFromPage(shell.page, LIST_CALL)).toEqual(REDIRECT_REFUSED);
      expect(elsewhere.hits).toEqual([]);
    } finally {
      await elsewhere.close();
    }

    // Attack 4: the request log (docs/support-desk.md) holds every call above, the sign-in
    // through the form and the echoing reply included: no token, no password, no captcha answer.
    const log = JSON.stringify(await sendFromPage(shell.page, { type: 'log.list' }));
    expect(log).toContain('/api/sys/login');
    expect(log).toContain('the token is [redacted]');
    for (const secret of [ADMIN.password, captcha.code]) expect(log).not.toContain(secret);

    // Everything the page received since before sign-in, and everything it can read by itself.
    const seen = await received(shell.page);
    expectNoTokenReachedThePage(seen, await readableFromPage(shell.page), issued(stack.api));
  });

  test('changing the API host on the options page ends the session and the new host never sees the old token', async ({
    shell,
    dev,
    stack,
  }) => {
    const dir = await mkdtemp(join(tmpdir(), 'console-api-b-'));
    const other = await startServer({ mode: 'test', dataFile: join(dir, 'state.json'), port: 0, log: () => undefined });
    try {
      await shell.open('/login');
      await new LoginPage(shell.page, dev).signIn(ADMIN);
      await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
      const tokens = issued(stack.api);

      const options = await shell.context.newPage();
      await options.goto(`chrome-extension://${new URL(shell.worker!.url()).host}/src/platform/extension/options.html`);
      await options.getByLabel('API host').fill(other.url);
      await options.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(options.getByRole('status')).toHaveText(
        `Saved: the console now talks to ${other.url}; the session on the previous host has ended`,
      );
      // Ended at the previous host too, not only forgotten here: its token opens nothing there any more.
      const navWith = async (token: string) =>
        (
          (await (await fetch(`${stack.api.url}/api/sys/menu/nav`, { headers: { Token: token } })).json()) as {
            code: unknown;
          }
        ).code;
      expect((await dev.requests('/api/sys/exit')).filter((request) => request.token !== null)).toHaveLength(1);
      expect(await navWith(tokens.at(-1)!)).not.toBe(0);

      // The open side panel goes to the sign-in form and says why.
      await expect(shell.page).toHaveURL(/#\/login/);
      await expect(
        shell.page.getByRole('status').filter({ hasText: 'The console now talks to another API host: sign in again.' }),
      ).toBeVisible();
      // The sign-in form now talks to the new host (its captcha comes from there).
      await expect(new LoginPage(shell.page, new DevApi(other.url)).captchaImage).toBeVisible();
      expect(await sendFromPage(shell.page, { type: 'session.has' })).toBe(false);
      await sendFromPage(shell.page, { type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });

      const seenByOther = other.state.requests.list();
      expect(seenByOther.length).toBeGreaterThan(0);
      // No Token header at all reached the other host (the log keeps a fingerprint of any it sees).
      expect(seenByOther.map((request) => request.token)).toEqual(seenByOther.map(() => null));
      for (const t of tokens) expect(JSON.stringify(seenByOther)).not.toContain(t);

      // A panel opened afterwards says why too.
      const later = await shell.context.newPage();
      await later.goto(shell.url('/dashboard'));
      await expect(
        later.getByRole('status').filter({ hasText: 'The console now talks to another API host' }),
      ).toBeVisible();
    } finally {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a host written into storage by a page itself still gets no token', async ({ shell, dev, stack }) => {
    const dir = await mkdtemp(join(tmpdir(), 'console-api-c-'));
    const other = await startServer({ mode: 'test', dataFile: join(dir, 'state.json'), port: 0, log: () => undefined });
    try {
      await shell.open('/login');
      await new LoginPage(shell.page, dev).signIn(ADMIN);
      await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
      await shell.page.evaluate((host) => chrome.storage.local.set({ 'api-base': host }), other.url);
      await sendFromPage(shell.page, { type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/list' } });
      const seenByOther = other.state.requests.list();
      expect(seenByOther.length).toBeGreaterThan(0);
      // No Token header at all reached the other host (the log keeps a fingerprint of any it sees).
      expect(seenByOther.map((request) => request.token)).toEqual(seenByOther.map(() => null));
      for (const t of issued(stack.api)) expect(JSON.stringify(seenByOther)).not.toContain(t);
      await expect(
        shell.page.getByRole('status').filter({ hasText: 'The console now talks to another API host' }),
      ).toBeVisible();
    } finally {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('plain http for a host that is not loopback is refused with the reason', async ({ shell }) => {
    const options = await shell.context.newPage();
    await options.goto(`chrome-extension://${new URL(shell.worker!.url()).host}/src/platform/extension/options.html`);
    const field = options.getByLabel('API host');
    for (const host of ['http://api.example.com', 'http://10.0.0.8:8790']) {
      await field.fill(host);
      await options.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(options.getByRole('alert')).toHaveText(
        'https is required: plain http:// is allowed only for loopback hosts (127.0.0.1, localhost, [::1])',
      );
      await options.getByRole('button', { name: 'Test connection' }).click();
      await expect(options.getByRole('alert')).toHaveText(/https is required/);
    }
    // The worker refuses it too when a page asks directly, and the stored host is unchanged.
    expect(await sendFromPage(options, { type: 'config.setHost', host: 'http://api.example.com' })).toEqual({
      ok: false,
      reason: 'https-required',
    });
    expect(
      await sendFromPage(options, { type: 'config.testConnection', host: 'http://api.example.com' }),
    ).toBeUndefined();
    expect(await options.evaluate(() => chrome.storage.local.get('api-base'))).not.toEqual({
      'api-base': 'http://api.example.com',
    });
  });

  test('a draft is never in plain text in any storage, and no page but the side panel reads it', async ({
    shell,
    dev,
  }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
    const page = c.page;
    const row = page.getByRole('main').getByRole('table').first().locator('tbody tr').first();
    await row.getByRole('button', { name: /^Edit / }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Edit tag' });
    const secretish = 'CUSTOMER-DRAFT-7f3a';
    await dialog.getByLabel('Name', { exact: true }).fill(secretish);
    // The side panel asks for its own form's draft: the worker answers it (the draft exists).
    const nav = await dev.apiData<{ userInfo: { userId: number } }>(ADMIN, '/api/sys/menu/nav');
    const first = await dev.apiData<{ list: { id: number }[] }>(
      ADMIN,
      '/api/business/tag/list?limit=1&sort=sort&order=asc',
    );
    const account = `id:${nav.userInfo.userId}`;
    const own = { type: 'draft.get', account, form: `resource:tag:edit:${first.list[0]!.id}` };
    await expect
      .poll(() => sendFromPage(page, own), { timeout: 10_000 })
      .toMatchObject({ values: { name: secretish } });

    // At rest: ciphertext only, in every storage area, field names included.
    const stored = JSON.stringify(
      await shell.worker!.evaluate(async () => [
        await chrome.storage.local.get(null),
        await chrome.storage.session.get(null),
      ]),
    );
    expect(stored).not.toContain(secretish);
    expect(stored).not.toContain(btoa(secretish).slice(0, 12));
    expect(stored).not.toContain('"values"');

    // The options page is an extension page too: it gets no draft.
    const options = await shell.context.newPage();
    await options.goto(`chrome-extension://${new URL(shell.worker!.url()).host}/src/platform/extension/options.html`);
    expect(await sendFromPage(options, own)).toBeUndefined();
    expect(await sendFromPage(options, { type: 'draft.interrupted', account })).toBeUndefined();
  });

  test('without Remember me the session ends when the browser closes; with it, it survives', async ({ stack, dev }) => {
    for (const remember of [false, true]) {
      const profile = await mkdtemp(join(tmpdir(), 'console-ext-restart-'));
      try {
        let browser = await launchExtension(EXTENSION_DIR, profile, { apiBase: stack.api.url });
        let page = browser.context.pages()[0] ?? (await browser.context.newPage());
        await page.goto(browser.url(`${SIDE_PANEL_PATH}#/login`));
        await new LoginPage(page, dev).signIn(ADMIN, { remember });
        await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
        await browser.context.close();

        browser = await launchExtension(EXTENSION_DIR, profile);
        page = browser.context.pages()[0] ?? (await browser.context.newPage());
        await page.goto(browser.url(`${SIDE_PANEL_PATH}#/dashboard`));
        if (remember) await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
        else await expect(page).toHaveURL(/#\/login\?redirect=%2Fdashboard$/);
        await browser.context.close();
      } finally {
        await rm(profile, { recursive: true, force: true });
      }
    }
  });
});
