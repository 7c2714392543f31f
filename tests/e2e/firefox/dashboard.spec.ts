import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';

/** The dashboard in the Firefox sidebar: the figures, then the trends drawn with their chart library. */

test('the dashboard shows its figures and draws the trends, with a summary and a table of the same numbers', async ({
  panel,
  dev,
}) => {
  await dev.pendingWithdrawals(5);
  await panel.signedIn(ADMIN);
  await panel.page.waitForSelector('[data-figure="pendingWithdrawals"][aria-label^="Pending withdrawals: 5, ¥"]', {
    timeout: 20_000,
  });
  // The chart library's canvas, drawn at the sidebar's width.
  const canvas = (await panel.page.waitForSelector('[data-trend="registrations"] canvas', { timeout: 20_000 }))!;
  const box = await canvas.boundingBox();
  expect(box!.width).toBeGreaterThan(150);
  await panel.page.waitForFunction(
    () =>
      document
        .querySelector('[data-trend="registrations"] .trend-card__summary')
        ?.textContent?.startsWith('Registrations, last 14 days: '),
    { timeout: 10_000, polling: 100 },
  );
  await panel.page.click('[data-trend="registrations"] button[aria-pressed="false"]');
  await panel.page.waitForSelector('[data-trend="registrations"] table');
  const rows = await panel.page.$$eval('[data-trend="registrations"] tbody tr', (trs) => trs.length);
  expect(rows).toBe(14);
});
