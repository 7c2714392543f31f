import type { Page } from '@playwright/test';
import { test, expect, onlyIn } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { stopServiceWorkers } from '../support/stopWorker.ts';

/**
 * A flaky network loses nothing and hides nothing (issue "one way to load data"), in the web build
 * and the Chrome side panel: reads retry by themselves and say so, the console knows when it is
 * offline and catches up when the connection returns, and a write is never sent twice.
 */

const FIRST_SCREEN = { timeout: 20_000 };
const USERS_LIST = '/api/business/user/list';
const figure = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}: `) });
const report = (page: Page) => page.getByText(/^\d+–\d+ of [\d,]+$/);

/** Signed in on the users' list in the order of their ids, its first page shown. */
async function usersById(
  shell: Parameters<typeof ConsolePage.signedIn>[0],
  dev: Parameters<typeof ConsolePage.signedIn>[1],
) {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user?sort=id&order=asc');
  await expect(c.page.getByText(/^1–10 of [\d,]+$/)).toBeVisible(FIRST_SCREEN);
  return c;
}

test('a list page that fails twice on the way then answers is shown without a click, the retry said meanwhile', async ({
  shell,
  dev,
}) => {
  const c = await usersById(shell, dev);
  const page = c.page;
  const firstRows = await page.getByRole('main').getByRole('table').first().locator('tbody tr').first().textContent();
  // The connection is cut mid-answer once, then a gateway answers 503: both are the way failing, not
  // the server refusing. (A connection dropped before any byte is not a failure the console sees:
  // the browser sends such a GET again by itself.)
  await dev.fault({ mode: 'cut-off', path: USERS_LIST, count: 1 });
  await dev.fault({ mode: 'http-error', status: 503, path: USERS_LIST, count: 1 });
  // What the page shows at each change, recorded by the page: the retry line is there for the 1 s and
  // 2 s between the tries, which a check from outside, slowed by a busy machine, may not catch.
  await page.evaluate(() => {
    const seen: { status: string; firstRow: string }[] = [];
    (window as { __retried?: typeof seen }).__retried = seen;
    const take = () => {
      const line = document.querySelector<HTMLElement>('main .read-status');
      const status = line && !line.hidden ? (line.textContent ?? '') : '';
      const firstRow = document.querySelector('main table tbody tr')?.textContent ?? '';
      const last = seen.at(-1);
      if (last?.status !== status || last.firstRow !== firstRow) seen.push({ status, firstRow });
    };
    new MutationObserver(take).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  const seen = () =>
    page.evaluate(() => (window as { __retried?: { status: string; firstRow: string }[] }).__retried ?? []);
  const before = (await dev.requests(USERS_LIST)).length;
  await page.getByRole('button', { name: 'Next Page' }).click();
  const retrying = page.getByRole('status').filter({ hasText: 'Connection lost — trying again…' });
  // Retried after 1 s and 2 s: the third try answers.
  await expect(page.getByText(/^11–20 of [\d,]+$/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('main').getByRole('table').first().locator('tbody tr').first()).not.toHaveText(
    firstRows!,
    { timeout: 10_000 },
  );
  await expect(retrying).toBeHidden();
  // Meanwhile the line said so, with the age of what was shown, and what was shown stayed.
  const meanwhile = (await seen()).filter((s) => s.status.startsWith('Connection lost — trying again…'));
  expect(meanwhile.length).toBeGreaterThan(0);
  for (const s of meanwhile) {
    expect(s.status).toMatch(/^Connection lost — trying again… \(as of \d\d:\d\d\)$/);
    expect(s.firstRow).toBe(firstRows);
  }
  // Three tries at least: the console's (the browser does not send again a GET whose answer had begun).
  expect((await dev.requests(USERS_LIST)).length - before).toBeGreaterThanOrEqual(3);
  // No toast said it failed: the line did.
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
});

test('a list whose answer stalls is asked again beside it after 1.5 s, and shown without waiting the stall out; a save is never asked twice', async ({
  shell,
  dev,
}) => {
  const c = await usersById(shell, dev);
  const page = c.page;
  const last = (
    await dev.apiData<{ list: { id: number; nickname: string }[] }>(ADMIN, `${USERS_LIST}?sort=id&order=desc&limit=1`)
  ).list[0]!;
  // The next list's call is held for a minute (a connection that lost its answer without a word).
  await dev.fault({ mode: 'slow', path: USERS_LIST, delayMs: 60_000, count: 1 });
  const descending = async () =>
    (await dev.requests(USERS_LIST)).filter((r) => r.query.order === 'desc' && r.query.page === '1').length;
  await c.goto('/business/user?sort=id&order=desc');
  const firstRow = page.getByRole('main').getByRole('table').first().locator('tbody tr').first();
  await expect(firstRow).toContainText(last.nickname, { timeout: 10_000 });
  expect(await descending()).toBe(2);
  await expect(page.locator('.p-toast-message')).toHaveCount(0);

  // A write held the same way is sent once, however long it takes.
  const first = (await dev.apiData<{ list: { id: number }[] }>(ADMIN, `${USERS_LIST}?limit=1`)).list[0]!;
  await c.goto(`/business/user-look?id=${first.id}`);
  const edit = page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).filter({ visible: true });
  await edit.click(FIRST_SCREEN);
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByLabel('Nickname', { exact: true }).fill('held save');
  await dev.fault({ mode: 'slow', path: '/api/business/user', delayMs: 3_000, count: 1 });
  const puts = async () => (await dev.requests('/api/business/user')).filter((r) => r.method === 'PUT').length;
  const before = await puts();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  expect(await puts()).toBe(before + 1);
});

test('offline: one banner; back online, the list and the dashboard ask again by themselves', async ({ shell, dev }) => {
  await dev.pendingWithdrawals(3);
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/dashboard');
  const page = c.page;
  await expect(figure(page, 'Pending withdrawals')).toHaveAccessibleName(/^Pending withdrawals: 3, /, FIRST_SCREEN);
  const banner = page.getByRole('status').filter({ hasText: 'Offline: what is shown may be out of date' });
  await expect(banner).toBeHidden();

  await shell.context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveCount(1);
  // Meanwhile the server's count changes.
  await dev.pendingWithdrawals(5);
  await shell.context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(figure(page, 'Pending withdrawals')).toHaveAccessibleName(/^Pending withdrawals: 5, /);

  // The same for a list.
  await c.goto('/business/user');
  await expect(report(page)).toBeVisible(FIRST_SCREEN);
  const total = (await dev.apiData<{ totalCount: number }>(ADMIN, `${USERS_LIST}?limit=1`)).totalCount;
  await shell.context.setOffline(true);
  await expect(banner).toBeVisible();
  const added = await dev.addUsers(2);
  expect(added.total).toBe(total + 2);
  // The list's own call (the dashboard's figures, kept open in the tags bar, ask for one row).
  const listCalls = async () => (await dev.requests(USERS_LIST)).filter((r) => r.query.limit !== '1').length;
  const asked = await listCalls();
  await shell.context.setOffline(false);
  await expect(page.getByText(new RegExp(`^1–10 of ${(total + 2).toLocaleString('en-US')}$`))).toBeVisible();
  // The list asked again by itself when the connection came back (once per return: the data
  // layer's unit tests count it).
  await expect.poll(listCalls).toBeGreaterThan(asked);
});

test('a save whose answer is lost is not sent again: the form stays, says it is not known, and shows what the server has', async ({
  shell,
  dev,
}) => {
  const first = (await dev.apiData<{ list: { id: number; nickname: string }[] }>(ADMIN, `${USERS_LIST}?limit=1`))
    .list[0]!;
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, `/business/user-look?id=${first.id}`);
  const page = c.page;
  await expect(page.getByRole('heading', { name: first.nickname, level: 2 })).toBeVisible(FIRST_SCREEN);
  const saves = async () => (await dev.requests('/api/business/user')).filter((r) => r.method === 'PUT').length;

  // Two presses of Save in the same moment send one update.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByLabel('Nickname', { exact: true }).fill('改名一次');
  await dev.fault({ mode: 'slow', delayMs: 800, path: '/api/business/user', count: 1 });
  const before = await saves();
  await dialog.getByRole('button', { name: 'Save' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(dialog).toBeHidden();
  expect((await saves()) - before).toBe(1);

  // The connection drops after the server carried the update out. (By keyboard: the saved toast
  // lies over the Edit button.)
  await page.getByRole('button', { name: 'Edit', exact: true }).press('Enter');
  dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByLabel('Nickname', { exact: true }).fill('改名两次');
  await dev.fault({ mode: 'lose-answer', path: '/api/business/user', count: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('it is not known whether this was saved');
  await expect(
    dialog.getByRole('status').filter({ hasText: 'The server has what you typed: it was saved.' }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Nickname', { exact: true })).toHaveValue('改名两次');
  expect((await saves()) - before).toBe(2);

  // The connection drops before the server has it: the read-back shows the server's value beside
  // what is typed, and nothing more was sent.
  await dialog.getByLabel('Nickname', { exact: true }).fill('改名三次');
  await dev.fault({ mode: 'cut-off', path: '/api/business/user', count: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('it is not known whether this was saved');
  const serverNow = dialog.getByRole('status').filter({ hasText: 'On the server now:' });
  await expect(serverNow).toContainText('Nickname');
  await expect(serverNow).toContainText('改名两次');
  await expect(dialog.getByLabel('Nickname', { exact: true })).toHaveValue('改名三次');
  expect((await saves()) - before).toBe(3);
  // The person decides: Save again sends it once more, and it is saved.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect((await saves()) - before).toBe(4);
  await expect(page.getByRole('heading', { name: '改名三次', level: 2 })).toBeVisible();
});

onlyIn('extension', 'the extension worker', () => {
  test('the side panel: the worker stopped during a list call surfaces no error', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user?sort=id&order=asc');
    const page = c.page;
    await expect(page.getByText(/^1–10 of [\d,]+$/)).toBeVisible(FIRST_SCREEN);
    const firstRow = page.getByRole('main').getByRole('table').first().locator('tbody tr').first();
    const pageOne = await firstRow.textContent();
    await dev.fault({ mode: 'slow', delayMs: 1500, path: USERS_LIST, count: 1 });
    await page.getByRole('button', { name: 'Next Page' }).click();
    // The browser stops the worker while it waits for the answer.
    await stopServiceWorkers(page);
    // The page's rows, not only the pager's report (which moves at the click): judged once they are in.
    await expect(page.getByText(/^11–20 of [\d,]+$/)).toBeVisible({ timeout: 10_000 });
    await expect(firstRow).not.toHaveText(pageOne!, { timeout: 10_000 });
    await expect(page.locator('.p-toast-message')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

onlyIn('web', 'the side panel’s code is in the package, not on the network', () => {
  test(
    'the charts’ code cut off by the network: the dashboard stays, the charts say so and load when the connection returns',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const chunk = /\/assets\/TrendsSection-[^/]+\.js$/;
      await shell.context.route(chunk, (route) => route.abort('internetdisconnected'));
      const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/dashboard');
      const page = c.page;
      const unavailable = page.getByRole('status').filter({ hasText: 'The charts could not be loaded' });
      await expect(unavailable).toBeVisible(FIRST_SCREEN);
      // The rest of the dashboard is there: the figures and the screens.
      await expect(figure(page, 'Pending withdrawals')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your screens' })).toBeVisible();
      await shell.context.unroute(chunk);
      // The connection returns: the charts load by themselves.
      await shell.context.setOffline(true);
      await shell.context.setOffline(false);
      await expect(unavailable).toBeHidden();
      await expect(page.getByRole('article', { name: 'Registrations' }).locator('canvas').first()).toBeVisible();
    },
  );
});
