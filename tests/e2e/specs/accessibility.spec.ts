import { violations } from '../support/axe.ts';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';

// Each test signs in on its own: spread over the workers, not queued in one (the sweeps take a minute).
test.describe.configure({ mode: 'parallel' });

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate(async (mode) => {
    const key = 'app-settings';
    const chromeApi = (globalThis as { chrome?: { storage?: { local?: { set(v: object): Promise<void> } } } }).chrome;
    if (chromeApi?.storage?.local) await chromeApi.storage.local.set({ [key]: { theme: mode } });
    else localStorage.setItem(key, JSON.stringify({ theme: mode }));
  }, theme);
  await page.reload();
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme: no serious or critical accessibility violations`, () => {
    // The markup is the core's, the same in both shells; axe runs against the web build.
    test.skip(({ shellKind }) => shellKind !== 'web', 'same markup in the extension');
    test('sign-in and password reset screens', async ({ shell }) => {
      await shell.open('/login');
      await setTheme(shell.page, theme);
      await expect(shell.page.getByRole('img', { name: /Verification code image/ })).toBeVisible();
      expect(await violations(shell.page)).toEqual([]);
      await shell.page.goto(shell.url('/password'));
      await expect(shell.page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
      expect(await violations(shell.page)).toEqual([]);
    });

    test('dashboard, settings panel and the menu screen', async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      await setTheme(c.page, theme);
      await expect(c.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
      expect(await violations(c.page)).toEqual([]);
      await c.openSettings();
      expect(await violations(c.page)).toEqual([]);
      await c.closeSettings();
      await c.goto('/permission/menu');
      await expect(c.page.getByRole('row').nth(1)).toBeVisible();
      expect(await violations(c.page)).toEqual([]);
      await c.page.getByRole('button', { name: 'New menu' }).click();
      await expect(c.page.getByRole('dialog', { name: 'New menu' })).toBeVisible();
      expect(await violations(c.page)).toEqual([]);
    });

    test('the support desk: lookup dialog, request log with an opened call, menu badge', async ({ shell, dev }) => {
      await dev.pendingWithdrawals(7);
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      await setTheme(c.page, theme);
      await dev.fault({ mode: 'error', path: '/api/business/tag/list', code: 'B0001', msg: 'down', count: 1 });
      await c.goto('/business/tag');
      // The failure's toast is closed (toasts have their own checks).
      const toast = c.page.locator('.console-toast .p-toast-message').filter({ hasText: 'down' });
      await expect(toast).toBeVisible();
      await toast.getByRole('button').click();
      await expect(toast).toBeHidden();
      await c.page.keyboard.press('Control+K');
      await c.page.keyboard.type('13800000001');
      await expect(c.page.getByText('Platform users with mobile 13800000001')).toBeVisible();
      expect(await violations(c.page)).toEqual([]);
      await c.page.keyboard.press('Escape');
      await c.page.getByRole('button', { name: 'Request log' }).click();
      const row = c.page.getByRole('listitem').filter({ hasText: 'Warning' }).first();
      await row.getByRole('button').click();
      await expect(row.getByRole('region', { name: /^Reply of/ })).toBeVisible();
      expect(await violations(c.page)).toEqual([]);
    });

    // In the light theme resources.spec.ts runs axe on these screens and more.
    if (theme === 'dark')
      test('a list screen and a form screen (their component styles load with them)', async ({ shell, dev }) => {
        const c = await ConsolePage.signedIn(shell, dev, ADMIN);
        await setTheme(c.page, theme);
        await c.goto('/business/user');
        await expect(c.page.locator('.p-datatable-tbody tr').first()).toBeVisible();
        expect(await violations(c.page)).toEqual([]);
        await c.goto('/config/incentive-edit?id=3');
        await expect(c.page.getByRole('button', { name: 'Save' })).toBeVisible();
        expect(await violations(c.page)).toEqual([]);
      });
  });
}

/**
 * The sweep: in each theme, a handful of representative screens in the left, top and mix layouts at
 * 1280 and 360 px, one page reused. (At 360 px the console is in its mobile form, whatever the
 * layout setting: the menu is a drawer.)
 */
async function useSettings(c: ConsolePage, settings: object, width: number) {
  await c.page.setViewportSize({ width, height: 800 });
  await c.page.evaluate((value) => localStorage.setItem('app-settings', JSON.stringify(value)), settings);
  await c.goto('/dashboard');
  await c.page.reload();
}

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme sweep: ${theme === 'light' ? 'layouts left, top and mix' : 'layout left'} at 1280 and 360 px`, async ({
    shell,
    dev,
  }) => {
    test.skip(shell.kind !== 'web', 'same markup in the extension');
    test.setTimeout(300_000);
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const page = c.page;
    const found: string[] = [];
    const check = async (where: string) => {
      for (const v of await violations(page)) found.push(`${where} — ${v}`);
    };
    // Layouts change only the menu's place: every layout in the light theme, the left one in the dark.
    const layouts = theme === 'light' ? (['left', 'top', 'mix'] as const) : (['left'] as const);
    for (const layout of layouts) {
      // At 360 px the layout setting changes nothing (the mobile form): checked once, in "left".
      for (const width of layout === 'left' ? [1280, 360] : [1280]) {
        const at = `${layout} ${width}px`;
        await useSettings(c, { theme, layout }, width);
        await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
        if (width === 360) {
          await page.getByRole('button', { name: 'Open or close the sidebar' }).click();
          await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
          await check(`${at} dashboard, menu drawer open`);
          await page.keyboard.press('Escape');
        } else if (layout === 'left') {
          await c.sidebar.getByRole('button', { name: 'Business' }).hover();
          await expect(page.getByRole('menu', { name: 'Business' })).toBeVisible();
          await check(`${at} dashboard, pop-out submenu open`);
          await page.mouse.move(900, 700);
        } else {
          await check(`${at} dashboard`);
        }
        // The screens are the same in every layout (only the menu moves): checked in "left".
        if (layout !== 'left') continue;
        await c.goto('/business/user');
        await expect(page.locator('.p-datatable-tbody tr:visible').first()).toBeVisible();
        await check(`${at} user list`);
        await c.goto('/permission/role');
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        await check(`${at} roles`);
        // Dialogs are the same in every layout: once per width.
        if (layout === 'left') {
          await page
            .getByRole('button', { name: /^View / })
            .first()
            .click();
          await expect(page.getByRole('dialog', { name: /^Role: / })).toBeVisible();
          await check(`${at} role view`);
          await page.keyboard.press('Escape');
          await c.goto('/config/vehicle');
          await page.getByRole('button', { name: /^New / }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await check(`${at} form dialog`);
          await page.keyboard.press('Escape');
        }
      }
    }
    expect(found).toEqual([]);
  });
}
