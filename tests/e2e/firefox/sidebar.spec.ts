import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';
import { issuedTokens, liveToken, tokenFingerprint } from '../support/tokens.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressOf, FIREFOX_DIR, OPTIONS_PAGE, PANEL_PAGE, openExtensionPage } from '../support/firefox.ts';
import { GECKO_ID } from '../../../manifest.config.ts';
import { readableInPage, receivedInPage, recordInPage, sendInPage } from '../support/custodyRecorder.ts';
import {
  ASK_FOR_TOKEN,
  ECHO_RELAYED,
  echoingReply,
  IMAGE_OF_ANOTHER_PATH,
  LIST_CALL,
  REDIRECT_REFUSED,
  expectNoTokenReachedThePage,
  REFUSED,
  SESSION_PATH_SPELLINGS,
  signInAroundTheWorker,
} from '../support/custodyAttacks.ts';
import { startApi } from '../support/firefoxFixtures.ts';
import { startForeignHost } from '../support/foreignHost.ts';
import type { RunningServer } from '../../../server/listen.ts';

/** The tokens of the server's live sessions. */
const issued = (api: RunningServer) => issuedTokens(api.state);

/**
 * The console as a Firefox sidebar: the same core and the same background worker code as in Chrome,
 * run in Firefox ESR. The sidebar page is opened in a tab, as the Chromium suite opens the side
 * panel's page (neither browser lets automation open its panel).
 */

test('Firefox runs the sidebar build of the shared manifest, and the shipped build exposes no page to the web', async ({
  panel,
  firefox,
}) => {
  const manifest = await panel.page.evaluate(() =>
    (globalThis as unknown as { browser: typeof chrome }).browser.runtime.getManifest(),
  );
  expect(manifest).toMatchObject({
    manifest_version: 3,
    name: 'Management Platform',
    // Firefox answers the pages as full moz-extension:// addresses.
    sidebar_action: { default_panel: firefox.url(PANEL_PAGE) },
    options_ui: { page: firefox.url(OPTIONS_PAGE) },
    browser_specific_settings: { gecko: { id: GECKO_ID, strict_min_version: '128.0' } },
  });
  expect(manifest).not.toHaveProperty('side_panel');
  expect(manifest.background).toMatchObject({ type: 'module' });
  expect((manifest.background as { scripts?: string[] }).scripts).toHaveLength(1);
  expect(
    await panel.page.evaluate(() => typeof (globalThis as { chrome?: { sidePanel?: unknown } }).chrome?.sidePanel),
  ).toBe('undefined');
  // Only the test's copy makes the pages web-accessible (tests/e2e/support/firefox.ts).
  const shipped = JSON.parse(readFileSync(join(FIREFOX_DIR, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  expect(shipped).not.toHaveProperty('web_accessible_resources');
});

test('signs in through the background page, opens a screen of the server’s menu, keeps a setting, signs out', async ({
  panel,
  dev,
  stack,
  firefox,
}) => {
  await panel.signedIn(ADMIN);
  expect(await addressOf(panel.page)).toMatch(/#\/dashboard$/);
  expect(await panel.page.evaluate(sendInPage, { type: 'session.has' })).toBe(true);

  // A screen the server's menu grants: its list is asked for through the background page, with the token.
  await panel.openMenu('Users');
  await panel.waitForAddress(/#\/business\/user$/);
  const list = (await dev.requests('/api/business/user/list')).at(-1);
  expect(list?.token).toBe(tokenFingerprint(liveToken(stack.api.state, list?.token)));

  // A setting is kept in the add-on's storage: a new sidebar page starts with it.
  await panel.click('button', 'Settings');
  await panel.clickInGroup('Theme mode', 'Dark');
  await panel.page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await openExtensionPage(panel.page, firefox.url(`${PANEL_PAGE}#/dashboard`));
  await panel.waitForHeading(/Welcome back/);
  expect(await panel.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

  // Sign-out: the server is told with the token, and the session is gone.
  const token = liveToken(stack.api.state, (await dev.requests('/api/sys/menu/nav')).at(-1)?.token);
  await panel.signOut();
  expect((await dev.requests('/api/sys/exit')).at(-1)?.query.Token).toBe(tokenFingerprint(token));
  expect(await panel.page.evaluate(sendInPage, { type: 'session.has' })).toBe(false);
  expect(await panel.page.evaluate(readableInPage)).not.toContain(token);
});

test('a SPEC 8 error row is shown once: the server’s message in one toast, and the form keeps what was typed', async ({
  panel,
  dev,
  firefox,
}) => {
  await openExtensionPage(panel.page, firefox.url(`${PANEL_PAGE}#/password`));
  await panel.fill('Phone number', '13800000001');
  await dev.fault({ mode: 'error', code: 'B0001', msg: '短信通道繁忙', path: '/api/sys/getSmsCode' });
  await panel.click('button', 'Get SMS code');
  expect(await panel.waitForMessage('.console-toast', '短信通道繁忙')).toBe(1);
  expect(await (await panel.byLabel('Phone number')).evaluate((input) => (input as HTMLInputElement).value)).toBe(
    '13800000001',
  );
  expect(await addressOf(panel.page)).toMatch(/#\/password$/);
});

test('an expired session goes back to the sign-in form with one notice, however many calls fail', async ({
  panel,
  dev,
}) => {
  await panel.signedIn(ADMIN);
  await dev.expireTokens();
  // The next screen's calls (and any of the dashboard's still on their way) fail together.
  await panel.page.evaluate(() => {
    location.hash = '#/business/user';
  });
  const expired = 'Your session has expired, please sign in again';
  expect(await panel.waitForMessage('.console-notice', expired)).toBe(1);
  await panel.waitForAddress(/#\/login/);
  await expect.poll(() => panel.page.evaluate(sendInPage, { type: 'session.has' })).toBe(false);
  // Counted again once the failed calls have settled (the notice stays 4.5 s): a notice per call
  // would have come after the first.
  await new Promise((settle) => setTimeout(settle, 1500));
  expect(await panel.waitForMessage('.console-notice', expired)).toBe(1);
  // The form is there to sign in again.
  await panel.signedIn(ADMIN);
});

test('no reply, message or storage event that reaches a page carries the token, and nothing a page can read holds it', async ({
  panel,
  dev,
  stack,
}) => {
  // Firefox runs no script in an extension page before its own: the recorder starts before sign-in.
  await panel.page.evaluate(recordInPage);
  await panel.signedIn(ADMIN);
  const send = (message: unknown) => panel.page.evaluate(sendInPage, message);
  const tokens = issued(stack.api);
  expect(tokens.length).toBeGreaterThan(0);

  // Attack 1: the sign-in path as an ordinary proxied request, spelled every way a server may route it.
  const loginsBefore = (await dev.requests('/api/sys/login')).length;
  const captcha = await dev.freshCaptcha();
  for (const url of SESSION_PATH_SPELLINGS)
    expect(await send(signInAroundTheWorker(url, ADMIN, captcha)), url).toEqual(REFUSED);
  expect((await dev.requests('/api/sys/login')).length).toBe(loginsBefore);

  // Attack 2: a reply that carries the token is relayed without it.
  await dev.fault(echoingReply('/api/sys/menu/list', tokens.at(-1)!));
  expect(await send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/list' } })).toMatchObject(
    ECHO_RELAYED,
  );

  // Attack 3: asking the background page for it by name.
  expect(await send(ASK_FOR_TOKEN)).toBeUndefined();

  // Attack 3b: another path asked as an image (base64 no text search would find) is refused unsent.
  const navsBefore = (await dev.requests('/api/sys/menu/nav')).length;
  expect(await send(IMAGE_OF_ANOTHER_PATH)).toEqual(REFUSED);
  expect((await dev.requests('/api/sys/menu/nav')).length).toBe(navsBefore);

  // Attack 3c: a redirect to another origin is not followed.
  const elsewhere = await startForeignHost();
  try {
    await dev.fault({
      mode: 'redirect',
      status: 307,
      location: `${elsewhere.origin}/steal`,
      path: '/api/sys/menu/list',
    });
    expect(await send(LIST_CALL)).toEqual(REDIRECT_REFUSED);
    expect(elsewhere.hits).toEqual([]);
  } finally {
    await elsewhere.close();
  }

  // Attack 4: the request log holds the calls above, with no token, password or captcha answer.
  const log = JSON.stringify(await send({ type: 'log.list' }));
  expect(log).toContain('/api/sys/login');
  expect(log).toContain('the token is [redacted]');
  for (const secret of [ADMIN.password, captcha.code]) expect(log).not.toContain(secret);

  // Everything the page received since before sign-in, and everything it can read by itself.
  const seen = await panel.page.evaluate(receivedInPage);
  expectNoTokenReachedThePage(seen, await panel.page.evaluate(readableInPage), issued(stack.api));

  // Attack 5: the page writes another API host into storage itself; calls go there without the token.
  const other = await startApi();
  try {
    await panel.page.evaluate(
      (host) => (globalThis as unknown as { browser: typeof chrome }).browser.storage.local.set({ 'api-base': host }),
      other.api.url,
    );
    await expect
      .poll(async () => {
        await send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/list' } });
        return other.api.state.requests.list().length;
      })
      .toBeGreaterThan(0);
    const seenByOther = other.api.state.requests.list();
    expect(seenByOther.map((request) => request.token)).toEqual(seenByOther.map(() => null));
    for (const token of issued(stack.api)) expect(JSON.stringify(seenByOther)).not.toContain(token);
    await panel.waitForText('[role=status]', 'The console now talks to another API host: sign in again.');
  } finally {
    await other.close();
  }
});

test('the options page: https only, host access asked from the Save click, a new host ends the session and never gets the token', async ({
  panel,
  stack,
  openPage,
}) => {
  const other = await startApi();
  try {
    await panel.signedIn(ADMIN);
    const tokens = issued(stack.api);
    const options = await openPage(OPTIONS_PAGE);
    const send = (message: unknown) => options.page.evaluate(sendInPage, message);

    // Plain http only for loopback hosts, on the page and in the background page.
    for (const host of ['http://api.example.com', 'http://10.0.0.8:8790']) {
      await options.fill('API host', host);
      await options.click('button', 'Save');
      await options.waitForText(
        '[role=alert]',
        'https is required: plain http:// is allowed only for loopback hosts (127.0.0.1, localhost, [::1])',
      );
    }
    expect(await send({ type: 'config.setHost', host: 'http://api.example.com' })).toEqual({
      ok: false,
      reason: 'https-required',
    });

    // Another host: Save asks Firefox for access to it from the click, then the session ends.
    await options.fill('API host', other.api.url);
    await options.click('button', 'Save');
    await options.waitForText(
      '[role=status]',
      `Saved: the console now talks to ${other.api.url}; the session on the previous host has ended`,
    );
    await panel.waitForAddress(/#\/login/);
    await panel.waitForText('[role=status]', 'The console now talks to another API host: sign in again.');
    expect(await send({ type: 'session.has' })).toBe(false);
    await send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
    const seenByOther = other.api.state.requests.list();
    expect(seenByOther.length).toBeGreaterThan(0);
    expect(seenByOther.map((request) => request.token)).toEqual(seenByOther.map(() => null));
    for (const token of tokens) expect(JSON.stringify(seenByOther)).not.toContain(token);

    // An https host is granted at run time the same way (the manifest only offers https://*/*).
    await options.fill('API host', 'https://console-api.example.com');
    await options.click('button', 'Save');
    await options.waitForText('[role=status]', 'Saved: the console now talks to https://console-api.example.com');
    expect(
      await options.page.evaluate(() =>
        (globalThis as unknown as { browser: typeof chrome }).browser.permissions.contains({
          origins: ['https://console-api.example.com/*'],
        }),
      ),
    ).toBe(true);
  } finally {
    await other.close();
  }
});

test('the session outlives the background page: Firefox unloads it when idle, the next call starts it again', async ({
  panel,
  dev,
  stack,
}) => {
  await panel.signedIn(ADMIN);
  // The background page as a window: it is closed when Firefox unloads the idle event page.
  await panel.page.evaluate(async () => {
    const scope = globalThis as unknown as { browser: typeof chrome; __background?: Window | null };
    scope.__background = await (
      scope.browser.runtime as unknown as { getBackgroundPage(): Promise<Window | null> }
    ).getBackgroundPage();
  });
  await panel.page.waitForFunction(
    () => {
      const background = (globalThis as unknown as { __background?: Window | null }).__background;
      try {
        return !background || background.closed;
      } catch {
        return true; // a dead wrapper: the page is gone
      }
    },
    { polling: 100, timeout: 20_000 },
  );
  await panel.openMenu('Users');
  await panel.waitForAddress(/#\/business\/user$/);
  const list = (await dev.requests('/api/business/user/list')).at(-1);
  expect(list?.token).toBe(tokenFingerprint(liveToken(stack.api.state, list?.token)));
  expect(await panel.page.evaluate(sendInPage, { type: 'session.has' })).toBe(true);
});
