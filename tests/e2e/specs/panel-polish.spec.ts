import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { screenSettled } from '../support/screens.ts';
import { ADMIN } from '../support/accounts.ts';

/**
 * The small things a reviewer sees at once (issue: the side panel's width is home): the dashboard
 * at the panel's width, chart legends, toasts, the header's theme switch, the menu and role
 * screens, and the export dialog's disabled choice.
 */

const PANEL = { width: 360, height: 800 };
const CJK = /[\u4e00-\u9fff]/;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Relative luminance contrast of two CSS colours (rgb/rgba). */
function contrast(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([x, y]) => {
      const lum = (c: string) => {
        const [r, g, bl] = c
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map((v) => {
            const s = Number(v) / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
      };
      const [hi, lo] = [lum(x!), lum(y!)].sort((m, n) => n - m);
      return (hi! + 0.05) / (lo! + 0.05);
    },
    [a, b],
  );
}

for (const size of [PANEL, { width: 1280, height: 800 }]) {
  // The side panel runs its own width; 1280 px is the web build's.
  test(
    `dashboard at ${size.width} px: the figures first, on one line each, as cards of one height; the account facts below`,
    size.width === PANEL.width ? {} : { tag: '@screen' },
    async ({ shell, dev }) => {
      await shell.page.setViewportSize(size);
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      const cards = c.page.locator('.dashboard-figure');
      await expect(cards.first()).toBeVisible();
      await expect(c.page.locator('.dashboard-figure__value').filter({ hasText: '…' })).toHaveCount(0);
      const measured = await cards.evaluateAll((list) =>
        list.map((card) => {
          const value = card.querySelector('.dashboard-figure__value') as HTMLElement;
          const lineHeight = parseFloat(getComputedStyle(value).lineHeight) || value.offsetHeight;
          return {
            height: Math.round(card.getBoundingClientRect().height),
            lines: Math.round(value.getBoundingClientRect().height / lineHeight),
            overflows: card.scrollWidth > card.clientWidth || value.scrollWidth > value.clientWidth,
          };
        }),
      );
      expect(measured.length).toBeGreaterThanOrEqual(4);
      for (const card of measured) {
        expect(card.lines, 'a figure and its unit on one line').toBe(1);
        expect(card.overflows, 'a figure inside its card').toBe(false);
      }
      expect(new Set(measured.map((card) => card.height)).size, 'cards of one height').toBe(1);
      const figures = await c.page.locator('.dashboard-figures').boundingBox();
      const facts = await c.page.locator('.dashboard__facts').boundingBox();
      expect(facts!.y, 'the account facts below the figures').toBeGreaterThan(figures!.y + figures!.height - 1);
      if (size.width === PANEL.width) expect(facts!.height, 'the account facts on one line').toBeLessThan(48);
      // What each count counts is said: the screens one can open, and the permission strings held.
      await expect(c.page.locator('.dashboard__facts')).toContainText('Screens you can open');
      await expect(c.page.locator('.dashboard__facts')).toContainText('Permission strings held');
    },
  );
}

test(
  'chart legends tell the last day until hovered, never "Day: Registered:" with nothing after',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const legends = c.page.locator('.trend-chart .u-legend');
    // Every chart's legend, not the first one's alone (the others may still be drawing).
    await expect(legends).toHaveCount(3, { timeout: 20_000 });
    for (const legend of await legends.all()) await expect(legend).toBeVisible();
    const values = await c.page.locator('.trend-chart .u-legend .u-value').allTextContents();
    expect(values.length).toBeGreaterThan(3);
    for (const value of values) expect(value.trim()).not.toBe('');
  },
);

test('a toast covers no control of the header', { tag: '@screen' }, async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN);
  await c.page.getByRole('button', { name: 'Layout size' }).click();
  await c.page.getByRole('menuitem', { name: 'Large' }).click();
  const toast = c.page.locator('.console-toast .p-toast-message').first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const controls = c.page.locator('.console__header').locator('button, a, input, [role="button"]');
  const boxes = await controls.evaluateAll((list) =>
    list
      .map((el) => ({
        name: el.getAttribute('aria-label') ?? el.textContent ?? '',
        ...el.getBoundingClientRect().toJSON(),
      }))
      .filter((b) => b.width > 0 && b.height > 0),
  );
  expect(boxes.length).toBeGreaterThan(3);
  expect(boxes.filter((b) => overlaps(box, b)).map((b) => b.name)).toEqual([]);
});

test(
  'the header switches light and dark in one click; "System" follows the system live',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    await shell.page.emulateMedia({ colorScheme: 'light' });
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const html = c.page.locator('html');
    await c.openSettings();
    await c.page.getByRole('group', { name: 'Theme mode' }).getByRole('button', { name: 'System' }).click();
    await c.closeSettings();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await c.page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    const header = c.page.locator('.console__header');
    await header.getByRole('button', { name: 'Switch to the light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    // A person chose: the system no longer decides.
    await c.page.emulateMedia({ colorScheme: 'light' });
    await c.page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).not.toHaveClass(/\bdark\b/);
    await header.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
  },
);

test("at the side panel's width the header keeps its room for the title: the theme switch is in the user menu", async ({
  shell,
  dev,
}) => {
  await shell.page.setViewportSize({ width: 360, height: 800 });
  await shell.page.emulateMedia({ colorScheme: 'light' });
  const c = await ConsolePage.signedIn(shell, dev, ADMIN);
  const html = c.page.locator('html');
  await expect(
    c.page.locator('.console__header').getByRole('button', { name: 'Switch to the dark theme' }),
  ).toHaveCount(0);
  await c.userMenu('Switch to the dark theme');
  await expect(html).toHaveClass(/\bdark\b/);
  await c.userMenu('Switch to the light theme');
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test(
  'the menu screen names menus and buttons in English as the sidebar does, in one type, actions aligned',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/menu');
    await screenSettled(c.page);
    await c.page.getByRole('button', { name: 'Expand all' }).click();
    const table = c.page.getByRole('table', { name: 'Menus' });
    await expect(table.getByRole('row', { name: /Withdrawal records/ }).first()).toBeVisible();
    await expect(table.getByRole('row', { name: /Audit/ }).first()).toBeVisible();
    expect(await table.locator('tbody td:first-child').allTextContents()).not.toContainEqual(
      expect.stringMatching(CJK),
    );
    const fonts = await table
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).fontFamily));
    expect(new Set(fonts).size, 'every column header in one type').toBe(1);
    const editRight = await table
      .getByRole('button', { name: /^Edit / })
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().right)));
    expect(editRight.length).toBeGreaterThan(20);
    expect(new Set(editRight).size, 'the edit buttons in one column, with or without "+"').toBe(1);
  },
);

test('the roles list has a count, paging and export like every list', { tag: '@screen' }, async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/role');
  await screenSettled(c.page);
  await expect(c.page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toBeVisible();
  await expect(c.page.locator('.admin-screen .p-paginator')).toBeVisible();
  await expect(c.page.getByRole('columnheader', { name: 'Menus and buttons' })).toBeVisible();
  const download = c.page.waitForEvent('download');
  await c.page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^role-\d{8}-\d{4}\.csv$/);
});

test(
  'the export dialog dims a choice it cannot take, and its radios read in dark',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    await shell.page.emulateMedia({ colorScheme: 'dark' });
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
    await c.openSettings();
    await c.page.getByRole('group', { name: 'Theme mode' }).getByRole('button', { name: 'System' }).click();
    await c.closeSettings();
    await screenSettled(c.page);
    await c.page.getByRole('button', { name: 'Export' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Export Users' });
    const selected = dialog.getByText(/^Selected \(0 rows\)$/);
    const page = dialog.getByText(/^This page/);
    await expect(dialog.getByRole('radio', { name: /^Selected/ })).toBeDisabled();
    const [dim, plain] = await Promise.all([
      selected.evaluate((el) => Number(getComputedStyle(el).opacity)),
      page.evaluate((el) => Number(getComputedStyle(el).opacity)),
    ]);
    expect(dim).toBeLessThan(plain);
    const ring = await dialog
      .locator('.p-radiobutton:not(.p-highlight) .p-radiobutton-box')
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopColor);
    const surface = await dialog.evaluate((el) => {
      const content = el.querySelector('.p-dialog-content') ?? el;
      return getComputedStyle(content).backgroundColor;
    });
    expect(await contrast(c.page, ring, surface)).toBeGreaterThanOrEqual(3);
  },
);
