import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';

test.describe('the extension as a product', () => {
  test.skip(({ shellKind }) => shellKind !== 'extension', 'extension only');

  test('the options page sets the API host, tests it, and the panel signs in against it', async ({ shell, dev }) => {
    const id = new URL(shell.worker!.url()).host;
    // Start from a host where nothing answers.
    await shell.worker!.evaluate(() => chrome.storage.local.set({ 'api-base': 'http://127.0.0.1:9' }));
    await shell.open('/login');
    await expect(shell.page.getByRole('button', { name: /Could not load the code/ })).toBeVisible();

    const options = await shell.context.newPage();
    await options.goto(`chrome-extension://${id}/src/platform/extension/options.html`);
    await expect(options.getByRole('heading', { name: 'Console settings' })).toBeVisible();
    const field = options.getByLabel('API host');
    await expect(field).toHaveValue('http://127.0.0.1:9');
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(options.getByRole('status')).toHaveText(
      'No answer from http://127.0.0.1:9: check the address and the network',
      { timeout: 15_000 },
    );

    await field.fill('not a host');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByRole('alert')).toHaveText(
      'Enter an address that starts with http or https and has no path',
    );

    const apiUrl = new URL(dev.baseUrl).origin;
    await field.fill(apiUrl);
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(options.getByRole('status')).toHaveText(`Connected: ${apiUrl} answers with the console's API`);
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByRole('status')).toHaveText(`Saved: the console now talks to ${apiUrl}`);
    await expect(options.getByText('Granted', { exact: true })).toBeVisible();

    await shell.page.reload();
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  });

  test('the options page follows the console theme and language, and a new action clears the last message', async ({
    shell,
  }) => {
    const id = new URL(shell.worker!.url()).host;
    await shell.worker!.evaluate(() =>
      chrome.storage.local.set({
        'app-settings': { theme: 'dark' },
        'app-state': { language: 'zh-cn' },
        'api-base': 'http://127.0.0.1:9',
      }),
    );
    const options = await shell.context.newPage();
    await options.goto(`chrome-extension://${id}/src/platform/extension/options.html`);
    await expect(options.getByRole('heading', { name: '管理后台设置' })).toBeVisible();
    await expect(options.locator('html')).toHaveClass(/\bdark\b/);
    const [text, background] = await options.evaluate(() => {
      const style = getComputedStyle(document.querySelector('.options')!);
      return [style.color, style.backgroundColor];
    });
    expect(background).toBe('rgb(31, 41, 55)');
    expect(text).toBe('rgb(229, 231, 235)');

    // Switched in the side panel: the open options page follows.
    await shell.worker!.evaluate(() =>
      chrome.storage.local.set({ 'app-settings': { theme: 'light' }, 'app-state': { language: 'en' } }),
    );
    await expect(options.getByRole('heading', { name: 'Console settings' })).toBeVisible();
    await expect(options.locator('html')).not.toHaveClass(/\bdark\b/);

    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(options.getByRole('status')).toHaveText(/No answer from/, { timeout: 15_000 });
    await options.getByLabel('API host').fill('not a host');
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByRole('alert')).toHaveText(
      'Enter an address that starts with http or https and has no path',
    );
    await expect(options.getByRole('status')).toHaveText('');
  });

  test('Copy link in the panel gives the web console address from the options page, or the route without one', async ({
    shell,
    dev,
  }) => {
    await shell.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = new URL(shell.worker!.url()).host;
    const options = await shell.context.newPage();
    await options.goto(`chrome-extension://${id}/src/platform/extension/options.html`);
    const field = options.getByLabel('Web console address (optional)');
    await field.fill('javascript:alert(1)');
    await options.getByRole('button', { name: 'Save address' }).click();
    await expect(options.getByRole('alert')).toHaveText('Enter an http or https address');
    await field.fill('https://admin.example.com/console/?from=mail#/old');
    await options.getByRole('button', { name: 'Save address' }).click();
    await expect(options.getByRole('status')).toHaveText(
      'Saved: links copied in the console open https://admin.example.com/console/',
    );
    await options.close();

    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user?status=0');
    await expect(c.page.getByRole('button', { name: 'Filters (1)' })).toBeVisible({ timeout: 20_000 });
    await c.page.getByRole('button', { name: 'Copy link' }).click();
    await expect(c.page.getByText(/^Link copied: /)).toBeVisible();
    expect(await c.page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://admin.example.com/console/#/business/user?status=0',
    );
  });

  test('the manifest is a store-ready Manifest V3 side panel with localised names, icons and a shortcut', async ({
    shell,
  }) => {
    const manifest = await shell.worker!.evaluate(() => chrome.runtime.getManifest());
    expect(manifest.manifest_version).toBe(3);
    // The name comes from _locales, in the browser's language (English here).
    expect(manifest.name).toBe('Management Platform');
    // docs/support-desk.md: the context menu, the lookup command (the active tab's selection,
    // on a key press only) and the badge's alarm; no host access beyond the API's, no content script.
    expect(manifest.permissions).toEqual(['sidePanel', 'storage', 'contextMenus', 'activeTab', 'scripting', 'alarms']);
    expect(manifest.content_scripts).toBeUndefined();
    expect(manifest.commands).toMatchObject({ 'lookup-selection': { suggested_key: { default: 'Alt+Shift+L' } } });
    // Plain http only for loopback hosts; the store package drops those (scripts/package.ts).
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*']);
    expect(manifest.externally_connectable).toEqual({ ids: [] });
    // docs/security.md "Extension pages allow nothing unless named": the built manifest's policy.
    const policy = (manifest.content_security_policy as { extension_pages: string }).extension_pages;
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self' https: http://localhost:* http://127.0.0.1:* http://[::1]:*",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]);
    expect(manifest.icons).toMatchObject({ 16: 'icons/icon-16.png', 128: 'icons/icon-128.png' });
    expect(manifest.commands?._execute_action?.suggested_key).toBeDefined();
    const name = await shell.worker!.evaluate(() => chrome.i18n.getMessage('appName'));
    expect(name).toBe('Management Platform');
  });

  test('document and repository links open in a new browser tab, not in the panel', async ({ shell, dev }) => {
    await shell.open('/login?redirect=%2Fdashboard');
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    // The closed network answers nothing: a stand-in page keeps each tab at the address it opened.
    await shell.context.route('https://github.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '' }),
    );
    const before = shell.context.pages();
    const opened = shell.context.waitForEvent('page');
    await shell.page.getByRole('button', { name: /^User menu/ }).click();
    await shell.page.getByRole('menuitem', { name: 'Document' }).click();
    const tab = await opened;
    // A new tab: the context's pages are those before and this one, which is none of them.
    expect(before).not.toContain(tab);
    expect(shell.context.pages()).toEqual([...before, tab]);
    // The new tab is the document's (src/core/config/links.ts).
    await expect(tab).toHaveURL('https://github.com/vehicle-platform/admin-console#readme');
    await expect(shell.page).toHaveURL(/sidepanel\.html#\/dashboard$/);
    const another = shell.context.waitForEvent('page');
    await shell.page.getByRole('button', { name: /^User menu/ }).click();
    await shell.page.getByRole('menuitem', { name: 'Repository' }).click();
    await expect(await another).toHaveURL('https://github.com/vehicle-platform/admin-console');
    await expect(shell.page).toHaveURL(/sidepanel\.html#\/dashboard$/);
  });
});
