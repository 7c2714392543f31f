import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';
import { stopServiceWorkers } from '../support/stopWorker.ts';

test.describe('the extension background worker', () => {
  test.skip(({ shellKind }) => shellKind !== 'extension', 'extension only');

  test('a stopped worker loses nothing: the next call succeeds with the same session', async ({ shell, dev }) => {
    await shell.open('/login');
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    await expect(shell.page).toHaveURL(/#\/dashboard$/);
    const token = (await dev.requests('/api/sys/menu/nav')).at(-1)!.token;

    await stopServiceWorkers(shell.page);

    // A reload asks the (restarted) worker for the session and the nav again.
    await shell.page.reload();
    await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    const after = (await dev.requests('/api/sys/menu/nav')).at(-1);
    expect(after?.token).toBe(token);
  });

  test('the toolbar button opens the side panel', async ({ shell }) => {
    const behavior = await shell.worker!.evaluate(() => chrome.sidePanel.getPanelBehavior());
    expect(behavior.openPanelOnActionClick).toBe(true);
  });

  test('a message from a web page is refused', async ({ shell, stack }) => {
    void stack;
    const id = new URL(shell.worker!.url()).host;
    const page = await shell.context.newPage();
    await page.goto('about:blank');
    // Without externally_connectable a web page has no way to reach the worker at all.
    const reachable = await page.evaluate((extensionId) => {
      const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime;
      if (!runtime?.sendMessage) return 'no runtime';
      try {
        (runtime.sendMessage as (id: string, m: unknown) => void)(extensionId, { type: 'session.has' });
        return 'sent';
      } catch (error) {
        return 'refused: ' + String(error);
      }
    }, id);
    expect(reachable).not.toBe('sent');
  });
});
