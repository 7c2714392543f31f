import { chromium, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import type { RunningServer } from '../../server/listen.ts';
import { startWebHost } from '../e2e/support/webHost.ts';
import { DevApi } from '../e2e/support/devApi.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { signIn } from './browser.bench.ts';

/**
 * A working session on a flaky network (issue "a flaky network loses nothing"): signed in, the
 * reference server fails a seeded 20 % of the calls (dropped, 503, 3 s slow, malformed, answer
 * lost after the write was carried out: server/faults.ts CHAOS_MODES), and the browser goes offline
 * twice for 5 s. The script works as a person does: lists with filters and paging, edits saved
 * again until they are saved, the dashboard. What it counts is what the person would lose.
 */
export interface ChaosFigures {
  /** Uncaught errors in the page. */
  pageErrors: number;
  /** Writes the server received more often than Save was pressed. */
  writesTwice: number;
  /** Failed saves after which the form no longer held what was typed. */
  valuesLost: number;
  /** Screens still showing a failure once the connection had been back for 10 s. */
  screensInError: number;
  /** From "online" to the shown list and dashboard fresh again: the slower of the two returns. */
  onlineToFreshMs: number;
  /** API calls the page sent meanwhile. */
  calls: number;
  caused: Record<string, number>;
  savePresses: number;
  /** Lists reloaded by hand after an answer that was no answer (malformed). */
  reloadsByHand: number;
}

export const CHAOS_RATE = 0.2;
export const CHAOS_SEED = 20261127;
const OFFLINE_MS = 5000;
const LISTS = [
  '/business/user?status=1',
  '/business/withdrawal?status=pending',
  '/business/points',
  '/business/tag',
  '/business/invitation',
  '/config/brand',
  '/config/vehicle',
  '/config/cars',
  '/config/channel',
  '/business/user?sort=id&order=asc',
];
const EDITS = 5;
const SHOWN = 20_000;

// The screens of other tabs stay in the page, hidden: only the shown one is looked at.
const report = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^[\d,]+ in all$/)
    .filter({ visible: true });
const firstRow = (page: Page) => page.getByRole('main').locator('tbody tr').filter({ visible: true }).first();
/** The failures a screen shows in place of its data (not a toast): an alert, or a list that could not load. */
const screenFailures = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('alert')
    .or(page.getByRole('main').getByText('The list could not be loaded'))
    .filter({ visible: true });

/**
 * Waits for `shown` as a person does: a list refused with an answer that is no answer (a malformed
 * body is not retried by itself: only failures on the way are) is reloaded by hand. Answers how
 * many reloads it took.
 */
async function untilShown(page: Page, shown: ReturnType<Page['locator']>): Promise<number> {
  let reloads = 0;
  const deadline = Date.now() + 3 * SHOWN;
  while (Date.now() < deadline) {
    const seen = await Promise.race([
      shown.waitFor({ timeout: SHOWN }).then(() => 'shown' as const),
      page
        .getByRole('main')
        .getByText('The list could not be loaded')
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: SHOWN })
        .then(() => 'failed' as const),
    ]).catch(() => 'neither' as const);
    if (seen === 'shown') return reloads;
    reloads += 1;
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Reload|Refresh)$/ })
      .first()
      .click();
  }
  const main = (
    await page
      .getByRole('main')
      .innerText()
      .catch(() => '')
  ).slice(0, 400);
  throw new Error(`never shown: ${shown.toString()} at ${page.url()}; the screen says: ${main}`);
}

export async function benchChaos(api: RunningServer): Promise<ChaosFigures> {
  const web = await startWebHost(resolve('dist/web'), api.url);
  const dev = new DevApi(api.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures: ChaosFigures = {
    pageErrors: 0,
    writesTwice: 0,
    valuesLost: 0,
    screensInError: 0,
    onlineToFreshMs: 0,
    calls: 0,
    caused: {},
    savePresses: 0,
    reloadsByHand: 0,
  };
  try {
    await dev.reset();
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      figures.pageErrors += 1;
      console.error(`chaos: page error: ${error.message}`);
    });
    await page.goto(`${web.url}/#/login`);
    await signIn(page, dev);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor({ timeout: SHOWN });
    // The records to edit, read before the network turns flaky.
    const users = (
      await dev.apiData<{ list: { id: number }[] }>(
        { userName: 'admin', password: 'admin123' },
        '/api/business/user/list?sort=id&order=asc&limit=5',
      )
    ).list;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) figures.calls += 1;
    });
    await fetch(`${api.url}/__dev/chaos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rate: CHAOS_RATE, seed: CHAOS_SEED }),
    });

    const go = (path: string) => page.evaluate((hash) => (location.hash = hash), `#${path}`);

    // Lists with filters, and their next page.
    for (const path of LISTS) {
      await go(path);
      figures.reloadsByHand += await untilShown(page, report(page).first());
      const next = page.getByRole('main').getByRole('button', { name: 'Next Page' }).filter({ visible: true }).first();
      if (await next.isEnabled().catch(() => false)) {
        const before = await firstRow(page).innerText();
        await next.click();
        figures.reloadsByHand += await untilShown(page, firstRow(page).filter({ hasNotText: before }));
      }
    }

    // Edits, each saved again until it is saved, as a person would.
    const putsBefore = (await dev.requests('/api/business/user')).filter((r) => r.method === 'PUT').length;
    for (const [i, user] of users.slice(0, EDITS).entries()) {
      await go(`/business/user-look?id=${user.id}`);
      const edit = page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).filter({ visible: true });
      await edit.waitFor({ timeout: SHOWN });
      await edit.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Edit user' });
      const nickname = dialog.getByLabel('Nickname', { exact: true });
      await nickname.waitFor();
      const typed = `chaos ${i}`;
      await nickname.fill(typed);
      for (let attempt = 0; attempt < 8; attempt++) {
        figures.savePresses += 1;
        await dialog.getByRole('button', { name: 'Save' }).press('Enter');
        const outcome = await Promise.race([
          dialog.waitFor({ state: 'hidden', timeout: SHOWN }).then(() => 'saved' as const),
          dialog
            .getByRole('alert')
            .first()
            .waitFor({ timeout: SHOWN })
            .then(() => 'failed' as const),
        ]);
        if (outcome === 'saved') break;
        if ((await nickname.inputValue()) !== typed) figures.valuesLost += 1;
        // The person reads what the server has, then decides: a save it already has closes the form.
        const saved = dialog.getByText('The server has what you typed: it was saved.');
        if (await saved.isVisible().catch(() => false)) {
          await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
          await dialog.waitFor({ state: 'hidden', timeout: SHOWN });
          break;
        }
      }
    }
    const puts = (await dev.requests('/api/business/user')).filter((r) => r.method === 'PUT').length - putsBefore;
    figures.writesTwice = Math.max(0, puts - figures.savePresses);

    // Offline twice: the dashboard, then a list, each fresh again by itself.
    for (const path of ['/dashboard', '/business/withdrawal?status=pending']) {
      await go(path);
      if (path === '/dashboard')
        await page.getByRole('link', { name: /^Pending withdrawals: / }).waitFor({ timeout: SHOWN });
      else figures.reloadsByHand += await untilShown(page, report(page).first());
      await context.setOffline(true);
      await dev.pendingWithdrawals(path === '/dashboard' ? 4 : 7);
      await page.waitForTimeout(OFFLINE_MS);
      const expected = path === '/dashboard' ? /^Pending withdrawals: 4, / : /^7 in all$/;
      const started = Date.now();
      await context.setOffline(false);
      const fresh = (
        path === '/dashboard' ? page.getByRole('link', { name: expected }) : page.getByRole('main').getByText(expected)
      )
        .filter({ visible: true })
        .first();
      // Fresh by itself; a person who still sees old figures after 10 s refreshes by hand (counted).
      const byItself = await fresh.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (!byItself) {
        figures.reloadsByHand += 1;
        await page
          .getByRole('main')
          .getByRole('button', { name: /^(Refresh the figures|Reload|Refresh)$/ })
          .filter({ visible: true })
          .first()
          .click();
        await fresh.waitFor({ timeout: SHOWN });
      }
      figures.onlineToFreshMs = Math.max(figures.onlineToFreshMs, Date.now() - started);
    }

    // Every screen opened, once more, after the network came back.
    await page.waitForTimeout(10_000);
    for (const path of [...LISTS.slice(0, 3), '/dashboard']) {
      await go(path);
      await page.waitForTimeout(500);
      if ((await screenFailures(page).count()) > 0) figures.screensInError += 1;
    }
    const stopped = (await (await fetch(`${api.url}/__dev/chaos`, { method: 'DELETE' })).json()) as {
      data: Record<string, number>;
    };
    figures.caused = stopped.data;
    await context.close();
  } finally {
    await browser.close();
    await web.close();
  }
  return figures;
}
