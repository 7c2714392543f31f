import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, EXTENSION_DIR, SIDE_PANEL_PATH } from '../support/fixtures.ts';
import { launchExtension } from '../support/extensionBrowser.ts';
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

  test('the toolbar button opens the side panel from the worker’s click handler (so the click grants activeTab)', async ({
    shell,
  }) => {
    // The browser's own opening would grant no activeTab: the worker opens it (panel.ts, unit-tested there).
    const behavior = await shell.worker!.evaluate(() => chrome.sidePanel.getPanelBehavior());
    expect(behavior.openPanelOnActionClick).toBe(false);
    expect(await shell.worker!.evaluate(() => chrome.action.onClicked.hasListeners())).toBe(true);
  });

  test('a hostile web page that reaches the worker through a content script is refused', async ({ stack, dev }) => {
    // The shipped extension has no content script and accepts no external message: a web page
    // cannot reach the worker at all. A copy with a content script that relays whatever the page
    // posts is what a future content script (or a compromised one) would give a hostile page.
    const dir = await mkdtemp(join(tmpdir(), 'console-ext-relay-'));
    const profile = await mkdtemp(join(tmpdir(), 'console-ext-relay-profile-'));
    try {
      await cp(EXTENSION_DIR, dir, { recursive: true });
      const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
      manifest.content_scripts = [{ matches: ['http://127.0.0.1/*'], js: ['relay.js'], run_at: 'document_start' }];
      await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
      await writeFile(
        join(dir, 'relay.js'),
        `window.addEventListener('message', (event) => {
          if (event.source !== window || !event.data || !event.data.relay) return;
          chrome.runtime.sendMessage(event.data.relay, (answer) => {
            const error = chrome.runtime.lastError ? chrome.runtime.lastError.message : null;
            window.postMessage({ relayed: { answer: answer === undefined ? '<none>' : answer, error } }, '*');
          });
        });`,
      );
      const browser = await launchExtension(dir, profile, { apiBase: stack.api.url });
      try {
        // The extension's own page signs in, so there is a session a hostile page would like to use.
        const panel = browser.context.pages()[0] ?? (await browser.context.newPage());
        await panel.goto(browser.url(`${SIDE_PANEL_PATH}#/login`));
        await new LoginPage(panel, dev).signIn(ADMIN);
        await expect(panel.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

        const hostile = await browser.context.newPage();
        await hostile.goto(`${stack.api.url}/health`);
        const ask = (message: unknown) =>
          hostile.evaluate(
            (m) =>
              new Promise<{ answer: unknown; error: string | null }>((resolve) => {
                addEventListener('message', (event) => {
                  if (event.data?.relayed) resolve(event.data.relayed);
                });
                postMessage({ relay: m }, '*');
              }),
            message,
          );
        for (const message of [
          { type: 'session.has' },
          { type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } },
          { type: 'config.setHost', host: 'https://evil.example' },
          { type: 'session.signOut' },
        ]) {
          const relayed = await ask(message);
          // The message arrived (the runtime says no one answered), and the worker gave nothing.
          expect(relayed.answer, JSON.stringify(message)).toBe('<none>');
          expect(relayed.error).toMatch(/message port closed/);
        }
        // The session of the extension's own page is untouched.
        await panel.reload();
        await expect(panel.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
      } finally {
        await browser.context.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(profile, { recursive: true, force: true });
    }
  });
});
