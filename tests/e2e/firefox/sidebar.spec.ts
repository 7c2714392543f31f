import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';
import { liveToken, tokenFingerprint } from '../support/tokens.ts';
import { addressOf, PANEL_PAGE, openExtensionPage } from '../support/firefox.ts';
import { readableInPage, sendInPage } from '../support/custodyRecorder.ts';

/**
 * The console as a Firefox sidebar: the same core and the same background worker code as in Chrome,
 * run in Firefox ESR. The sidebar page is opened in a tab, as the Chromium suite opens the side
 * panel's page (neither browser lets automation open its panel).
 */

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
  await (await panel.inGroup('Theme mode', 'Dark')).click();
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
