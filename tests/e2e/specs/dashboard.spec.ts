import type { Page } from '@playwright/test';
import { callsSettled } from '../support/settled.ts';
import { violations } from '../support/axe.ts';
import { storeSettings } from '../support/screens.ts';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN, OPERATOR } from '../support/accounts.ts';

/**
 * The dashboard staff open first, in both shells: work waiting and today's figures, each a link to
 * its list filtered the way it counts; trends drawn from the stats call, with a summary in words
 * and the same numbers as a table; the fallback from list totals when the back end has no stats.
 */

const FIRST_SCREEN = { timeout: 20_000 };
const pad = (n: number) => String(n).padStart(2, '0');
/** Today as the browser and the server on this machine both count it. */
const today = (at = new Date()) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
const grouped = (n: number) => n.toLocaleString('en-US');
const money = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Listed {
  totalCount: number;
}
interface StatsRow {
  day: string;
  count: number;
  sum?: number;
  group?: string;
}

const figure = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}: `) });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function timeZoneOf(page: Page): Promise<string> {
  return page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The rows of a chart's table as text cells, header row first. */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const table = card(page, title).getByRole('table');
  await expect(table).toBeVisible();
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())),
    );
}

test('the figures equal what the server counts, and each opens its list filtered the way it counts', async ({
  shell,
  dev,
}) => {
  await dev.pendingWithdrawals(6);
  const day = today();
  const pending = await dev.apiData<{ count: number; amount: number }>(ADMIN, '/api/business/withdrawal/pendingCount');
  const usersToday = await dev.apiData<Listed>(
    ADMIN,
    `/api/business/user/list?registeredAt[]=${day}&registeredAt[]=${day}&limit=1`,
  );
  const points = await dev.apiData<StatsRow[]>(
    ADMIN,
    `/api/business/points/stats?field=createdAt&from=${day}&to=${day}&groupBy=day&sum=change&split=change`,
  );
  const issued = points.find((r) => r.group === 'positive')!;
  const spent = points.find((r) => r.group === 'negative')!;

  const c = await ConsolePage.signedIn(shell, dev, ADMIN);
  const page = c.page;
  await expect(figure(page, 'Pending withdrawals')).toHaveAccessibleName(
    `Pending withdrawals: 6, ${money(pending.amount)} in all, open the list`,
    FIRST_SCREEN,
  );
  expect(pending.count).toBe(6);
  await expect(figure(page, 'Users registered today')).toHaveAccessibleName(
    `Users registered today: ${grouped(usersToday.totalCount)}, open the list`,
  );
  await expect(figure(page, 'Points issued today')).toHaveAccessibleName(
    `Points issued today: ${grouped(issued.sum!)} points, open the list`,
  );
  await expect(figure(page, 'Points spent today')).toHaveAccessibleName(
    // 0 - sum, not -sum: just after midnight nothing is spent yet, and -0 would read "-0".
    `Points spent today: ${grouped(0 - spent.sum!)} points, open the list`,
  );
  await expect(page.getByText(/^Updated \d\d:\d\d$/)).toBeVisible();

  // A figure opens the records it counted: today's points records that issued points.
  await figure(page, 'Points issued today').click();
  await expect(page).toHaveURL(new RegExp(`#/business/points\\?change\\[\\]=1&change\\[\\]=&createdAt\\[\\]=${day}`));
  if (issued.count > 0) await expect(page.getByText(new RegExp(`of ${grouped(issued.count)}$`))).toBeVisible();
  else await expect(page.getByText('No records found')).toBeVisible();

  // Refresh asks again: a withdrawal audited elsewhere leaves the figure as the server now counts it.
  await c.goto('/dashboard');
  await dev.pendingWithdrawals(2);
  await page.getByRole('button', { name: 'Refresh the figures' }).click();
  await expect(figure(page, 'Pending withdrawals')).toHaveAccessibleName(/^Pending withdrawals: 2, /);
});

test(
  'a chart tells its numbers in words and as a table, the same as the stats answer, for the range chosen',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const page = c.page;
    const registrations = card(page, 'Registrations');
    await expect(registrations.locator('canvas').first()).toBeVisible(FIRST_SCREEN);
    const zone = await timeZoneOf(page);
    await expect(page.getByText(`Days in ${zone}`)).toBeVisible();

    for (const days of [14, 7]) {
      if (days !== 14)
        await page
          .getByRole('group', { name: 'Period' })
          .getByRole('button', { name: `${days} days` })
          .click();
      await expect(page.getByRole('button', { name: `${days} days` })).toHaveAttribute('aria-pressed', 'true');
      const to = today();
      const from = new Date(Date.parse(`${to}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const stats = await dev.apiData<StatsRow[]>(
        ADMIN,
        `/api/business/user/stats?field=registeredAt&from=${from}&to=${to}&groupBy=day&tz=${encodeURIComponent(zone)}`,
      );
      expect(stats).toHaveLength(days);
      const total = stats.reduce((n, r) => n + r.count, 0);
      expect(total).toBeGreaterThan(0);
      await expect(registrations.locator('.trend-card__summary')).toHaveText(
        new RegExp(`^Registrations, last ${days} days: ${grouped(total)}, highest on \\d\\d-\\d\\d with \\d+$`),
      );
      // The chart's description is its summary.
      await expect(registrations).toHaveAccessibleDescription(new RegExp(`^Registrations, last ${days} days: `));

      const toggle = registrations.getByRole('button', { name: 'Show as table' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const rows = await tableOf(page, 'Registrations');
      expect(rows[0]).toEqual(['Day', 'Registered']);
      expect(rows.slice(1).map(([d, n]) => [d!.slice(0, 10), n])).toEqual(stats.map((r) => [r.day, grouped(r.count)]));
      await toggle.click();
      await expect(registrations.locator('canvas').first()).toBeVisible();
    }

    // Withdrawals: counts and their amounts per series, as the stats call splits them.
    const withdrawals = card(page, 'Withdrawals by day applied');
    await withdrawals.getByRole('button', { name: 'Show as table' }).click();
    const rows = await tableOf(page, 'Withdrawals by day applied');
    expect(rows[0]).toEqual([
      'Day',
      'Applied',
      'Applied amount',
      'Approved',
      'Approved amount',
      'Rejected',
      'Rejected amount',
    ]);
    expect(rows).toHaveLength(8);
    // The charts, their range buttons and an open table pass the accessibility checks, in the light
    // theme at 1280 px and in the dark one at the side panel's 360 px.
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await storeSettings(page, { theme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(card(page, 'Points issued and spent').locator('canvas').first()).toBeVisible(FIRST_SCREEN);
    await card(page, 'Registrations').getByRole('button', { name: 'Show as table' }).click();
    await expect(card(page, 'Registrations').getByRole('table')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  },
);

test(
  'an account that may list only users sees the users figures and chart, nothing else',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    type Menu = { menuId: number; parentId: number; url: string; type: number; perms: string };
    const menus = await dev.apiData<Menu[]>(ADMIN, '/api/sys/menu/list');
    const users = menus.find((m) => m.type === 1 && m.url === 'user')!;
    const buttons = menus.filter((m) => m.parentId === users.menuId && m.perms === 'sys:user:list,sys:user:info');
    expect(buttons.length).toBeGreaterThan(0);
    const roles = await dev.apiData<{ roleId: number; roleName: string; remark: string }[]>(
      ADMIN,
      '/api/sys/role/list',
    );
    const operatorRole = roles.find((r) => r.roleName === '运营')!;
    await dev.apiSend(ADMIN, 'PUT', '/api/sys/role', {
      ...operatorRole,
      menuIds: [users.menuId, ...buttons.map((b) => b.menuId)],
    });

    const c = await ConsolePage.signedIn(shell, dev, OPERATOR);
    const page = c.page;
    await expect(figure(page, 'Users registered today')).toBeVisible(FIRST_SCREEN);
    await expect(figure(page, 'Users registered this week')).toBeVisible();
    await expect(card(page, 'Registrations').locator('canvas').first()).toBeVisible();
    await expect(page.locator('[data-figure]')).toHaveCount(2);
    await expect(page.locator('[data-trend]')).toHaveCount(1);
    // Absence judged once every call the dashboard started has been answered.
    await callsSettled(shell, dev);
    await expect(page.locator('[data-figure]')).toHaveCount(2);
    await expect(figure(page, 'Pending withdrawals')).toHaveCount(0);
    await expect(card(page, 'Points issued and spent')).toHaveCount(0);
    await expect(page.getByText('Not available')).toHaveCount(0);
    // The dashboard asked nothing of the areas it may not list (the extension's worker asks the
    // pending count for its toolbar badge on its own, whatever the account).
    const asked = await dev.requests();
    expect(asked.map((r) => r.path).filter((p) => /(withdrawal|points)\/(list|stats)/.test(p))).toEqual([]);
    expect(asked.map((r) => r.path)).toContain('/api/business/user/stats');
  },
);

test(
  'a back end without the stats call: the charts draw 14 days from list totals and say so',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    for (const area of ['user', 'withdrawal', 'points'])
      await dev.fault({ mode: 'http-error', status: 404, path: `/api/business/${area}/stats`, count: 50 });
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const page = c.page;
    await expect(page.getByRole('note')).toHaveText(
      /This server has no stats call: .* the last 14 days at most/,
      FIRST_SCREEN,
    );
    // The points figures count today's records instead of summing points.
    await expect(figure(page, 'Points issued today')).toHaveAccessibleName(
      /^Points issued today: [\d,]+ records, open the list$/,
    );

    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '30 days' }).click();
    const registrations = card(page, 'Registrations');
    await expect(registrations.locator('.trend-card__summary')).toHaveText(/^Registrations, last 14 days: /);
    await registrations.getByRole('button', { name: 'Show as table' }).click();
    const rows = await tableOf(page, 'Registrations');
    expect(rows).toHaveLength(15);
    for (const [dayCell, count] of rows.slice(1).filter((_, i) => i % 3 === 0)) {
      const day = dayCell!.slice(0, 10);
      const listed = await dev.apiData<Listed>(
        ADMIN,
        `/api/business/user/list?registeredAt[]=${day}&registeredAt[]=${day}&limit=1`,
      );
      expect(count, day).toBe(grouped(listed.totalCount));
    }
  },
);
