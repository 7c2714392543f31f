import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';
import type { Page } from '@playwright/test';

/** The page's own message when a part of the console did not load, with a way to reload. */
async function expectLoadFailed(page: Page): Promise<void> {
  await expect(
    page.getByRole('alert').getByText('Part of the console could not be loaded. Check the connection and reload.'),
  ).toBeVisible();
}

// The console loads in parts (the sign-in screen first; the shell, each screen, the other
// language, the toast code when needed). A part that cannot load must say so and lose nothing.
test.describe('a part of the console that cannot load (dropped connection)', () => {
  test.beforeEach(({ shellKind }) => {
    test.skip(shellKind !== 'web', 'the extension loads its parts from disk, not over the network');
  });

  test('the first texts: the page says so in the person’s language and reloads', async ({ shell }) => {
    // The sign-in screen's texts travel in its chunk (both languages), beside the entry.
    await shell.page.route(/\/assets\/(public|login)-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await shell.open('/login');
    await expectLoadFailed(shell.page);
    await shell.page.unroute(/\/assets\/(public|login)-[^/]+\.js$/);
    await shell.page.getByRole('button', { name: 'Reload' }).click();
    await expect(shell.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('the console’s code: the drawn sign-in form gives way to the message, in the person’s language', async ({
    shell,
  }) => {
    // The page's entry draws the form from the HTML; the console's code is a file of its own.
    await shell.page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await shell.open('/login');
    await expectLoadFailed(shell.page);
    await expect(shell.page.getByRole('button', { name: 'Sign in', exact: true })).toBeHidden();
    await shell.page.unroute(/\/assets\/app-[^/]+\.js$/);
    await shell.page.getByRole('button', { name: 'Reload' }).click();
    await expect(shell.page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test('the other language: the page stays as it is and says why', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    // English is loaded by now; every other text chunk fails.
    await c.page.route(/\/assets\/(public|console|zh-CN)-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await c.page.getByRole('button', { name: 'Switch language: 简体中文' }).click();
    await expect(
      c.page.getByText('The language could not be loaded. Check the connection and try again.'),
    ).toBeVisible();
    await expect(c.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(c.page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    // With the connection back, the same button works.
    await c.page.unroute(/\/assets\/(public|console|zh-CN)-[^/]+\.js$/);
    await c.page.getByRole('button', { name: 'Switch language: 简体中文' }).click();
    await expect(c.page.getByText('切换语言成功！')).toBeVisible();
    await expect(c.page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  });

  test('the signed-in shell: a message and a way to reload, and the session survives', async ({ shell, dev }) => {
    await shell.open('/login');
    await shell.page.route(/\/assets\/signed-in-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    await expectLoadFailed(shell.page);
    await shell.page.unroute(/\/assets\/signed-in-[^/]+\.js$/);
    await shell.page.getByRole('button', { name: 'Reload' }).click();
    await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  });

  test("a screen's code: that screen says it could not be shown; the console around it works", async ({
    shell,
    dev,
  }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    await c.page.route(/\/assets\/MenuAdminView-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await c.openMenu('Menus');
    await expect(c.page.getByText('The “Menus” screen could not be shown; refresh it to try again.')).toBeVisible();
    await c.openMenu('Roles');
    await expect(c.page.getByRole('row').nth(1)).toBeVisible();
  });

  test('the toast code: the message still reaches the person as text', async ({ shell, dev }) => {
    await shell.open('/login');
    await shell.page.route(/\/assets\/ToastStack-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    const login = new LoginPage(shell.page, dev);
    await dev.fault({ mode: 'error', msg: 'Account locked for maintenance', path: '/api/sys/login' });
    await login.signIn(ADMIN);
    await expect(shell.page.getByRole('status').getByText('Account locked for maintenance')).toBeVisible();
  });
});
