import type { BrowserContext } from '@playwright/test';
import { test, expect, onlyIn } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { PANEL_VIEW_KEY } from '../../../src/platform/extension/panelView.ts';

/**
 * The side panel's tests share one Chromium per worker (support/keptPanel.ts): a test must find the
 * extension as a new profile has it, whatever the test before it left. The first test leaves a
 * session, a kept view, a request log, a badge, a route and a listener behind; the second, in the
 * same worker and the same browser, finds none of them.
 */
onlyIn('extension', 'the side panel’s browser is the one kept between tests', () => {
  test.describe.configure({ mode: 'serial' });
  let before: BrowserContext | null = null;

  test('a test that signs in and leaves traces everywhere', async ({ shell, dev }) => {
    before = shell.context;
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    await expect(c.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    // The live console keeps its view for the next opening once the dashboard's figures are in.
    await expect
      .poll(() => c.page.evaluate((key) => localStorage.getItem(key) !== null, PANEL_VIEW_KEY), { timeout: 10_000 })
      .toBe(true);
    await shell.worker!.evaluate(() => chrome.action.setBadgeText({ text: '7' }));
    await shell.context.route('**/never-asked', (route) => route.abort());
    shell.page.on('dialog', (dialog) => void dialog.dismiss());
    const stored = await shell.worker!.evaluate(async () => [
      ...Object.keys(await chrome.storage.local.get(null)),
      ...Object.keys(await chrome.storage.session.get(null)),
    ]);
    expect(stored.length, `what the first test left: ${stored.join(', ')}`).toBeGreaterThan(1);
  });

  test('the next test in that browser meets the extension as a new profile has it', async ({ shell, dev }) => {
    // The same browser (otherwise this proves nothing about what is handed on).
    expect(shell.context).toBe(before);
    const worker = shell.worker!;
    expect(Object.keys(await worker.evaluate(() => chrome.storage.local.get(null)))).toEqual(['api-base']);
    expect(await worker.evaluate(() => chrome.storage.session.get(null))).toEqual({});
    expect(await worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
    expect(shell.context.pages()).toEqual([shell.page]);
    expect((shell.page as unknown as { listenerCount(event: string): number }).listenerCount('dialog')).toBe(0);
    // The extension's origin, read from a page of it that runs nothing (its manifest, as text).
    await shell.page.goto(`chrome-extension://${new URL(shell.url('/')).host}/manifest.json`);
    const origin = await shell.page.evaluate(
      async ({ key, api }) => ({
        view: localStorage.getItem(key),
        stored: localStorage.length,
        databases: (await indexedDB.databases()).map((database) => database.name),
        // The first test's route aborted this; a route removed, the server answers it.
        reached: await fetch(`${api}/never-asked`).then(
          () => true,
          () => false,
        ),
      }),
      { key: PANEL_VIEW_KEY, api: dev.baseUrl },
    );
    expect(origin).toEqual({ view: null, stored: 0, databases: [], reached: true });
    await shell.open('/dashboard');
    await expect(shell.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  });
});
