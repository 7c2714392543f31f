import type { Page } from '@playwright/test';
import { test, expect, SIDE_PANEL_PATH } from '../support/fixtures.ts';
import { violations } from '../support/axe.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { EVERY_SCREEN, screenSettled, storeSettings } from '../support/screens.ts';

const OPTIONS_PATH = 'src/platform/extension/options.html';

/**
 * The sweep: axe with the WCAG 2.2 A/AA and best-practice rules (support/axe.ts) over every screen by
 * route and over every overlay open (settings, request log, user menu, the menu drawer or pop-out
 * submenu, a form dialog, the lookup), in the light and the dark theme, at 1280 and 360 px, in the web
 * build and the Chrome side panel. One page per test, screens reached by changing the address only.
 *
 * To stay within the suite's time, the screens are spread over the combinations of theme and width:
 * in the web build each screen is checked once, in one of the four combinations (every fourth screen
 * in each), while the sign-in pages and every overlay are checked in all four: a theme's colours and a
 * width's layout come from the shared components the overlays and the other screens also show. The
 * side panel's screens are the same core markup, so it runs one combination, light at 360 px (its
 * width), over what is its own — the sign-in it asks its worker for, the overlays over its shell, its
 * options page — and one screen of each kind (dashboard, list, record, form, tree, profile).
 */
test.describe.configure({ mode: 'parallel' });

const COMBINATIONS = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 360 },
  { theme: 'light', width: 360 },
  { theme: 'dark', width: 1280 },
] as const;

/** One screen of each kind, for the side panel. */
const SIDE_PANEL_SCREENS = [
  '/dashboard',
  '/business/user-look?id=1',
  '/business/user',
  '/config/incentive-edit?id=3',
  '/organization/institution',
  '/profile',
];

/** The screens combination `k` walks in a shell (the side panel runs only combination 2, light 360 px). */
function screensOf(k: number, kind: 'web' | 'extension'): string[] {
  if (kind === 'extension') return SIDE_PANEL_SCREENS;
  return EVERY_SCREEN.filter((_, i) => i % COMBINATIONS.length === k);
}

for (const [k, { theme, width }] of COMBINATIONS.entries()) {
  test.describe(`${theme} ${width} px`, () => {
    // Skipped before the shell is started: a side panel costs a browser launch.
    if (k !== 2)
      test.skip(({ shellKind }) => shellKind === 'extension', 'the side panel runs at its own width, light 360 px');
    test(`axe sweep, ${theme} theme, ${width} px: screens by route and every overlay`, async ({ shell, dev }) => {
      test.setTimeout(240_000);
      // The menu's badge shows: withdrawals wait for their audit.
      await dev.pendingWithdrawals(7);
      const page = shell.page;
      await page.setViewportSize({ width, height: 800 });
      const found: string[] = [];
      const check = async (where: string) => {
        for (const v of await violations(page)) found.push(`${where} — ${v}`);
      };
      // The public screens first, in the theme stored before the console starts.
      await shell.open('/login');
      await storeSettings(page, { theme });
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByRole('img', { name: /Verification code image/ })).toBeVisible();
      await check('/login');
      if (shell.kind === 'web') {
        await shell.open('/password');
        await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
        await check('/password');
      }
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      for (const path of screensOf(k, shell.kind)) {
        await c.goto(path);
        await screenSettled(page);
        await check(path);
      }
      // The overlays over a list, the tags bar then holding a tab for each screen walked.
      await c.goto('/config/vehicle');
      await screenSettled(page);
      await overlays(page, width, check);
      if (shell.kind === 'extension') {
        // The options page, in the console's theme.
        const options = await shell.context.newPage();
        await options.setViewportSize({ width, height: 800 });
        await options.goto(shell.url('/').replace(SIDE_PANEL_PATH, OPTIONS_PATH).replace(/#.*$/, ''));
        await expect(options.getByRole('heading', { name: 'Console settings' })).toBeVisible();
        await expect(options.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        for (const v of await violations(options)) found.push(`options page — ${v}`);
        await options.close();
      }
      const rules = new Map<string, number>();
      for (const line of found) {
        const rule = line.split(' — ')[1]!.split(':')[0]!;
        rules.set(rule, (rules.get(rule) ?? 0) + 1);
      }
      expect(found, `by rule: ${JSON.stringify(Object.fromEntries(rules))}`).toEqual([]);
    });
  });
}

async function overlays(page: Page, width: number, check: (where: string) => Promise<void>) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await check('settings drawer');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Request log' }).click();
  await expect(page.getByRole('heading', { name: 'Request log', exact: true })).toBeVisible();
  await page.locator('.request-log__call').first().click();
  await check('request log drawer, a call opened');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Request log', exact: true })).toBeHidden();

  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await check('user menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Open or close the sidebar' });
  if (width < 768) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await check('menu drawer');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  } else {
    // Collapsed sidebar: the group's icon opens its pop-out submenu.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Business' }).click();
    await expect(page.getByRole('menu', { name: 'Business' })).toBeVisible();
    await check('pop-out submenu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Business' })).toBeHidden();
  }

  await page.getByRole('button', { name: /^New / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('form dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.type('13800000001');
  await expect(page.getByText('Platform users with mobile 13800000001')).toBeVisible();
  await check('lookup dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}
