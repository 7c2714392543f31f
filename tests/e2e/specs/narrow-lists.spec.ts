import { test, expect } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { storeSettings } from '../support/screens.ts';

/**
 * Issue 48, a list at the side panel's width (360 × 800, below 600 px of the list's own box): each
 * record a compact item with every field a wide row shows within reach, the row's actions in one
 * named "⋯" menu reached by keyboard and touch, a one-line toolbar, dialogs without a sideways
 * scroll; and everywhere, waiting is not emptiness.
 */
const FIRST_SCREEN = { timeout: 15_000 };
const items = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list', { name: /^(Users|Withdrawal records)$/ })
    .getByRole('listitem');

/** Keeps a screenshot for the docs when SCREENSHOT_DIR is set (docs/lists.md says how). */
async function keep(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

async function fitsSideways(l: Locator): Promise<string | null> {
  return l.evaluate((root) => {
    for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(el);
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
      if (el.scrollWidth > el.clientWidth + 1) return `${el.className}: ${el.scrollWidth} > ${el.clientWidth}`;
    }
    return null;
  });
}

async function noSidewaysScroll(c: ConsolePage, where: string) {
  expect(await c.scrollsSideways(), where).toBe(false);
  expect(await fitsSideways(c.page.getByRole('main').locator('.resource-screen:visible')), where).toBeNull();
}

/** All the toolbar's controls share one top offset: the toolbar is one line. */
async function toolbarOnOneLine(page: Page) {
  const tools = page.locator('.admin-toolbar__tools').first();
  const tops = await tools.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('button, input')].map((b) => Math.round(b.getBoundingClientRect().top)),
  );
  expect(tops.length).toBeGreaterThanOrEqual(2);
  const lines = new Set(tops);
  expect(lines.size, `tops: ${tops.join(', ')}`).toBe(1);
  // No button's text is cut ("New u…"): each label fits its box.
  const cut = await tools.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('.p-button-label')]
      .filter((label) => (label.textContent ?? '').trim() !== '' && label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent),
  );
  expect(cut, 'button labels cut').toEqual([]);
}

/** The screen's title in the header (the breadcrumb collapsed to it) is never cut mid-word. */
async function titleNotCut(page: Page, name: string) {
  const title = page.getByRole('heading', { level: 1, name });
  const [scrollW, clientW, scrollH, clientH] = await title.evaluate((el) => [
    el.scrollWidth,
    el.clientWidth,
    el.scrollHeight,
    el.clientHeight,
  ]);
  expect(scrollW, `${name}: ${scrollW} px wide in ${clientW}`).toBeLessThanOrEqual(clientW!);
  expect(scrollH, `${name}: ${scrollH} px high in ${clientH}`).toBeLessThanOrEqual(clientH!);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`at 360 × 800, ${theme}`, () => {
    test.use({ viewport: { width: 360, height: 800 } });

    // The side panel runs the light pair; the dark one is the same markup, checked on the web build.
    const screenOnly = theme === 'dark' ? { tag: '@screen' } : {};

    test(
      'users: each record an item; every field of a wide row and every action reachable',
      screenOnly,
      async ({ shell, dev }) => {
        const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
        const page = c.page;
        if (theme === 'dark') await storeSettings(page, { theme: 'dark' });
        await expect(items(page).first()).toBeVisible(FIRST_SCREEN);
        // No table at this width: the items stand for the rows.
        await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
        await toolbarOnOneLine(page);
        await noSidewaysScroll(c, 'users');
        await keep(page, `narrow-users-${theme}`);

        const first = items(page).first();
        const name = (await first.locator('.list-item__open').innerText()).trim();
        // The status tag and the summary on the item; the rest of the wide row's fields in its expansion.
        await expect(first).toContainText(/Enabled|Disabled/);
        await first.getByRole('button', { name: `Show all fields of ${name}` }).click();
        for (const label of ['ID', 'Registered'])
          await expect(first.getByRole('term').filter({ hasText: label })).toBeVisible();
        await noSidewaysScroll(c, 'users, an item expanded');

        // The actions by keyboard: the named menu button opens a menu, arrows and Enter choose.
        const more = first.getByRole('button', { name: `Actions for ${name}` });
        await more.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: `Actions for ${name}` });
        await expect(menu).toBeVisible();
        for (const action of ['View', 'Edit', /Enable|Disable/, 'Assign tags', 'Delete'])
          await expect(menu.getByRole('menuitem', { name: action })).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        const edit = page.getByRole('dialog', { name: 'Edit user' });
        await expect(edit).toBeVisible();
        expect(await fitsSideways(edit)).toBeNull();
        expect(await c.scrollsSideways()).toBe(false);
        // The form scrolls inside; its footer stays in view.
        const footer = edit.locator('.p-dialog-footer');
        await expect(footer).toBeInViewport();
        await keep(page, `narrow-users-edit-${theme}`);
        await page.keyboard.press('Escape');
        await expect(edit).toBeHidden();

        // A bulk action's confirmation fits as well.
        await first.getByRole('checkbox', { name: `Select ${name}` }).check();
        await page.getByRole('region', { name: 'Selected records' }).getByRole('button', { name: 'Delete' }).click();
        const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /^Delete/ }));
        await expect(confirm).toBeVisible();
        expect(await fitsSideways(confirm)).toBeNull();
        expect(await c.scrollsSideways()).toBe(false);
        await keep(page, `narrow-users-bulk-${theme}`);
        await page.keyboard.press('Escape');
        await expect(confirm).toBeHidden();
        await page.getByRole('button', { name: 'Clear selection' }).click();

        // Opening the item (a click or touch anywhere on it) does its first action: View, the user's screen.
        await first.click({ position: { x: 160, y: 30 } });
        await expect(page).toHaveURL(/#\/business\/user-look\?id=\d+/);
        await expect(page.getByRole('tab', { name: 'Points' })).toBeVisible();
        // (Its tabs scroll in their own strip, with arrow buttons.)
        expect(await c.scrollsSideways()).toBe(false);
        await titleNotCut(page, 'View user');
      },
    );

    test(
      'withdrawals: the toolbar on one line, filters in a sheet, the tools in its "⋯" menu',
      screenOnly,
      async ({ shell, dev }) => {
        const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/withdrawal');
        const page = c.page;
        if (theme === 'dark') await storeSettings(page, { theme: 'dark' });
        await expect(items(page).first()).toBeVisible(FIRST_SCREEN);
        await toolbarOnOneLine(page);
        await titleNotCut(page, 'Withdrawal records');
        await noSidewaysScroll(c, 'withdrawals');
        await keep(page, `narrow-withdrawals-${theme}`);

        // Filters: a named sheet with Apply and Reset; the count of filters on its button.
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await expect(sheet).toBeVisible();
        expect(await fitsSideways(sheet)).toBeNull();
        await sheet.locator('.p-dropdown', { has: page.getByLabel('Status', { exact: true }) }).click();
        await page.getByRole('option', { name: 'Pending' }).click();
        await expect(sheet.getByRole('button', { name: 'Reset' })).toBeEnabled();
        await sheet.getByRole('button', { name: 'Apply' }).click();
        await expect(sheet).toBeHidden();
        await expect(page).toHaveURL(/status=pending/);
        await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
        await toolbarOnOneLine(page);

        // A pending withdrawal's audit is in its menu (by touch), and its dialog fits.
        const first = items(page).first();
        const name = (await first.locator('.list-item__open').innerText()).trim();
        await first.getByRole('button', { name: /^Actions for / }).click();
        await page.getByRole('menuitem', { name: /Audit/ }).click();
        const audit = page.getByRole('dialog', { name: /Audit/ });
        await expect(audit).toBeVisible();
        expect(await fitsSideways(audit)).toBeNull();
        expect(await c.scrollsSideways()).toBe(false);
        await keep(page, `narrow-withdrawals-audit-${theme}`);
        await page.keyboard.press('Escape');
        expect(name).not.toBe('');

        // Sort, Fields, Export, Copy link and Refresh live in the toolbar's "⋯" menu.
        await page.getByRole('button', { name: 'More list tools' }).click();
        const tools = page.getByRole('menu', { name: 'More list tools' });
        for (const entry of ['Amount', 'Fields', 'Export', 'Copy link', 'Reload'])
          await expect(tools.getByRole('menuitem', { name: entry })).toBeVisible();
        await tools.getByRole('menuitem', { name: 'Amount' }).click();
        await expect(page).toHaveURL(/sort=amount&order=asc/);
        for (const [entry, dialogName] of [
          ['Fields', 'Columns'],
          ['Export', /^Export/],
        ] as const) {
          await page.getByRole('button', { name: 'More list tools' }).click();
          await page.getByRole('menu', { name: 'More list tools' }).getByRole('menuitem', { name: entry }).click();
          const dialog = page.getByRole('dialog', { name: dialogName });
          await expect(dialog).toBeVisible();
          expect(await fitsSideways(dialog), entry).toBeNull();
          expect(await c.scrollsSideways(), entry).toBe(false);
          await expect(dialog.locator('.p-dialog-footer')).toBeInViewport();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      },
    );
  });
}

for (const width of [360, 1280]) {
  test.describe(`waiting is not emptiness, at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    // The side panel is 360 px wide: at 1280 px only the web build is checked.
    const screenOnly = width === 360 ? {} : { tag: '@screen' };

    test('a first load shows skeleton rows, never "No data" or "0–0 of 0"', screenOnly, async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/dashboard');
      const page = c.page;
      await dev.fault({ mode: 'slow', path: '/api/business/withdrawal/list', delayMs: 2500 });
      await c.goto('/business/withdrawal');
      const main = page.getByRole('main');
      await expect(main.locator('.list-skeleton')).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
      await expect(main).not.toContainText('No data');
      await expect(main).not.toContainText(/0–0 of 0|There are no|No withdrawal/);
      await expect(main.locator('.list-skeleton')).toBeHidden({ timeout: 10_000 });
      await expect(main.getByText(/^TX\d/).first()).toBeVisible();
    });

    test('an empty result names its filters and offers Clear filters', screenOnly, async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/withdrawal?status=paid&keyword=no-such-order');
      const page = c.page;
      const main = page.getByRole('main');
      await expect(main.getByText('No withdrawal matches these filters')).toBeVisible(FIRST_SCREEN);
      await expect(main.getByText('Filters applied: “no-such-order”, Status: Paid')).toBeVisible();
      await expect(main).not.toContainText('No data');
      await main.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).not.toHaveURL(/status=|keyword=/);
      await expect(main.getByText(/^TX\d/).first()).toBeVisible();
    });
  });
}
