import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { callsSettled } from '../support/settled.ts';

/**
 * Lists staff work with, in both shells: the view in the address, kept columns, export, bulk
 * actions and Copy link (issue "Lists staff can work with").
 */

const FIRST_SCREEN = { timeout: 20_000 };
const table = (page: Page) => page.getByRole('main').getByRole('table').first();
const dataRows = (page: Page) => table(page).locator('tbody tr');

/** Ticks the selection box of the first `count` rows, as a person does. */
async function selectFirstRows(page: Page, count: number) {
  for (let i = 0; i < count; i++)
    await dataRows(page)
      .nth(i)
      .getByRole('checkbox', { name: /^Select / })
      .check();
}

interface Listed {
  list: { id: number; nickname?: string; status?: number | string }[];
  totalCount: number;
}

test(
  'the view lives in the address: filters, sort and page open from a link, survive a reload and come back with Back',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const disabled = await dev.apiData<Listed>(
      ADMIN,
      '/api/business/user/list?status=0&sort=id&order=asc&page=2&limit=10',
    );
    expect(disabled.totalCount).toBeGreaterThan(10);
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user?status=0&sort=id&order=asc&page=2');
    const page = c.page;
    const report = `11–${Math.min(20, disabled.totalCount)} of ${disabled.totalCount}`;
    await expect(page.getByText(report)).toBeVisible(FIRST_SCREEN);
    await expect(dataRows(page).first()).toContainText(String(disabled.list[0]!.id));
    // The filter shows what the link asked for.
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Search user records' });
    await expect(filters.locator('.p-dropdown', { has: page.getByLabel('Status', { exact: true }) })).toContainText(
      'Disabled',
    );

    // Reload: the same view.
    await page.reload();
    await expect(page.getByText(report)).toBeVisible(FIRST_SCREEN);

    // A page turned writes the address; Back returns to the view before.
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page).toHaveURL(/page=3/);
    await c.goto('/dashboard');
    await page.goBack();
    await expect(page).toHaveURL(/#\/business\/user\?.*page=3/);
    await expect(page.getByText(`21–${Math.min(30, disabled.totalCount)} of ${disabled.totalCount}`)).toBeVisible();
  },
);

test(
  'a hostile address opens the plain list with a notice, and nothing undeclared reaches the API',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(
      shell,
      dev,
      ADMIN,
      '/business/user?evil=1&status=banana&sort=password&order=sideways&page=-3&limit=9999&__proto__=x&mobile=<img>',
    );
    const page = c.page;
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible(FIRST_SCREEN);
    await expect(page.getByText(/Part of the link was not understood and was left out: .*evil/)).toBeVisible();
    // The address is the list's own again.
    await expect(page).toHaveURL(/#\/business\/user$/);
    const calls = await dev.requests('/api/business/user/list');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      for (const name of Object.keys(call.query)) expect(['page', 'limit', 'sort', 'order']).toContain(name);
      expect(call.query.sort ?? 'id').toBe('id');
    }
  },
);

test('columns hidden and moved are kept across a reload; Reset gives the defaults back', async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
  const page = c.page;
  await expect(dataRows(page)).toHaveCount(10, FIRST_SCREEN);
  await expect(page.getByRole('columnheader', { name: 'Mobile' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Columns' });
  await dialog.getByLabel('Mobile', { exact: true }).uncheck();
  // By keyboard: the nickname column moves one place earlier.
  await dialog.getByRole('button', { name: 'Move Nickname up' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('radio', { name: 'Compact' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Mobile' })).toHaveCount(0);
  const headers = () => table(page).getByRole('columnheader').allTextContents();
  const order = await headers();
  expect(order.indexOf('Nickname')).toBeLessThan(order.indexOf('ID'));

  await page.reload();
  await expect(dataRows(page)).toHaveCount(10, FIRST_SCREEN);
  await expect(page.getByRole('columnheader', { name: 'Mobile' })).toHaveCount(0);
  expect(await headers()).toEqual(order);
  await expect(page.locator('.resource-table')).toHaveClass(/is-compact/);

  await page.getByRole('button', { name: 'Columns' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('columnheader', { name: 'Mobile' })).toBeVisible();
});

test('export of every matching row: a CSV with one row per record, labelled, a formula cell neutralised', async ({
  shell,
  dev,
}) => {
  test.slow(); // a thousand more users, and the file read back
  await dev.addUsers(1000);
  const hostile = '=HYPERLINK("http://evil.example","x")';
  await dev.apiSend(ADMIN, 'POST', '/api/business/user', {
    nickname: hostile.slice(0, 30),
    mobile: '13912345678',
    status: 1,
  });
  const total = (await dev.apiData<Listed>(ADMIN, '/api/business/user/list?limit=1')).totalCount;
  expect(total).toBeGreaterThan(1000);
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
  const page = c.page;
  await expect(
    page.getByText(`1–10 of ${total.toLocaleString('en-US')}`).or(page.getByText(`1–10 of ${total}`)),
  ).toBeVisible(FIRST_SCREEN);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Users' });
  await dialog.getByRole('radio', { name: /^All matching the filters/ }).check();
  await dialog.getByRole('radio', { name: /^CSV/ }).check();
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  // Progress, then Cancel: the first page is slow; the export stops, the choices come back, and the
  // page answered after Cancel saves nothing.
  const listPath = '/api/business/user/list';
  await dev.fault({ mode: 'slow', path: listPath, delayMs: 2000, count: 1 });
  const asked = (await dev.requests(listPath)).length;
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Export progress' });
  await expect(progress).toBeVisible();
  await expect(dialog).toContainText(`0 / ${total.toLocaleString('en-US')} rows`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(dialog.getByRole('radio', { name: /^CSV/ })).toBeChecked();
  // Every call the browser started has ended (the slow page answered or dropped) before the real export.
  await callsSettled(shell, dev);
  expect((await dev.requests(listPath)).length).toBe(asked + 1);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^user-\d{8}-\d{4}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines).toHaveLength(total + 1);
  expect(lines[0]).toContain('Nickname');
  expect(lines[0]).toContain('Mobile');
  // The hostile nickname is text, never a formula.
  const row = lines.find((line) => line.includes('HYPERLINK'))!;
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")`.slice(0, 20));
  expect(row).not.toMatch(/(^|,)=HYPERLINK/);
  await expect(page.getByText(/^Saved user-\d{8}-\d{4}\.csv/)).toBeVisible();
  // One file: the cancelled export wrote none.
  expect(downloads).toHaveLength(1);
});

test('export as XLSX: page 2 fails, "Retry from there" finishes it; the workbook read back has every row, the labels and a formula as text', async ({
  shell,
  dev,
}) => {
  test.slow(); // a thousand more users, and the workbook read back
  await dev.addUsers(1000);
  const hostile = '=HYPERLINK("http://evil.example","x")'.slice(0, 30);
  await dev.apiSend(ADMIN, 'POST', '/api/business/user', { nickname: hostile, mobile: '13912345679', status: 1 });
  const total = (await dev.apiData<Listed>(ADMIN, '/api/business/user/list?limit=1')).totalCount;
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
  const page = c.page;
  await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Users' });
  await dialog.getByRole('radio', { name: /^All matching the filters/ }).check();
  await dialog.getByRole('radio', { name: /^Excel workbook/ }).check();
  // The export's first page goes through (a little late), its second is refused once.
  const listPath = '/api/business/user/list';
  await dev.fault({ mode: 'slow', path: listPath, delayMs: 300, count: 1 });
  await dev.fault({ mode: 'error', path: listPath, code: 'B0500', msg: '列表暂时不可用', count: 1 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog).toContainText(
    /Page 2 could not be loaded \(列表暂时不可用\)\. [\d,]+ rows were loaded before it; nothing was saved\./,
  );
  const calls = (await dev.requests(listPath)).length;
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Retry from there' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^user-\d{8}-\d{4}\.xlsx$/);
  // From there: page 1 is not asked again.
  const retried = (await dev.requests(listPath)).slice(calls);
  expect(retried.map((r) => r.query.page)).not.toContain('1');
  const parts = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
  const rows = [...sheet.matchAll(/<row [^>]*>(.*?)<\/row>/gs)].map((m) => m[1]!);
  expect(rows).toHaveLength(total + 1);
  const texts = (row: string) => [...row.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((m) => m[1]!);
  expect(texts(rows[0]!)).toEqual(expect.arrayContaining(['Nickname', 'Mobile']));
  // The formula-looking nickname is a text cell: no formula anywhere in the sheet.
  const row = rows.find((r) => r.includes('HYPERLINK'))!;
  expect(row).toMatch(/t="inlineStr"><is><t[^>]*>[^<]*=HYPERLINK/);
  expect(sheet).not.toContain('<f>');
  expect(sheet).not.toContain('<f ');
  await expect(page.getByText(/^Saved user-\d{8}-\d{4}\.xlsx/)).toBeVisible();
});

test(
  'two rows deleted together after one confirmation, with one DELETE call',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
    const page = c.page;
    await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
    const before = (await dev.apiData<Listed>(ADMIN, '/api/business/tag/list?limit=1')).totalCount;
    await selectFirstRows(page, 2);
    const bar = page.getByRole('region', { name: 'Selected records' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete: 2 records' }));
    await expect(confirm).toContainText('Delete the 2 selected tag records? This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${before - 2} in all`)).toBeVisible();
    await expect(bar).toBeHidden();
    const deletes = (await dev.requests('/api/business/tag')).filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(1);
  },
);

test(
  'a refused bulk delete lists every row with the server message, deletes nothing and keeps them selected',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
    const page = c.page;
    await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
    const before = (await dev.apiData<Listed>(ADMIN, '/api/business/tag/list?limit=1')).totalCount;
    await selectFirstRows(page, 2);
    const bar = page.getByRole('region', { name: 'Selected records' });
    await expect(bar).toContainText('2 selected');
    // The server refuses the one DELETE call (a tag still in use, say): nothing is deleted.
    await dev.fault({ mode: 'error', path: '/api/business/tag', code: 'B0100', msg: '标签使用中，不能删除', count: 1 });
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete: 2 records' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const failed = page.getByRole('dialog', { name: 'Delete: 2 records failed' });
    await expect(failed).toContainText('0 done, 2 failed');
    const listed = failed.getByRole('listitem');
    await expect(listed).toHaveCount(2);
    for (const item of await listed.all()) await expect(item).toContainText('标签使用中，不能删除');
    await failed.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await expect(bar).toContainText('2 selected');
    for (const i of [0, 1])
      await expect(
        dataRows(page)
          .nth(i)
          .getByRole('checkbox', { name: /^Select / }),
      ).toBeChecked();
    await expect(page.getByText(`${before} in all`)).toBeVisible();
    expect((await dev.apiData<Listed>(ADMIN, '/api/business/tag/list?limit=1')).totalCount).toBe(before);
  },
);

test(
  'a bulk approval with one refusal lists it with the server message, completes the rest and keeps it selected',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    await dev.pendingWithdrawals(3);
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/withdrawal?status=pending');
    const page = c.page;
    await expect(dataRows(page)).toHaveCount(3, FIRST_SCREEN);
    await table(page).getByRole('checkbox', { name: 'Select every row of this page' }).check();
    const bar = page.getByRole('region', { name: 'Selected records' });
    await expect(bar).toContainText('3 selected');
    // Another member of staff audits one of them meanwhile.
    const pending = await dev.apiData<Listed>(ADMIN, '/api/business/withdrawal/list?status=pending&limit=10');
    const taken = pending.list[0]!.id;
    await dev.apiSend(ADMIN, 'POST', '/api/business/withdrawal/audit', {
      id: taken,
      approved: false,
      remark: '重复申请',
    });
    await bar.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Approve: 3 records' }));
    await expect(confirm).toContainText('Approve the 3 pending withdrawals?');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    const failed = page.getByRole('dialog', { name: 'Approve: 1 record failed' });
    await expect(failed).toContainText('2 done, 1 failed');
    await expect(failed).toContainText(`Withdrawal ${taken} has already been audited`);
    await failed.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await expect(bar).toContainText('1 selected');
    const after = await dev.apiData<Listed>(ADMIN, '/api/business/withdrawal/list?status=approved&limit=500');
    const approved = pending.list.filter((p) => p.id !== taken);
    expect(approved).toHaveLength(2);
    for (const w of approved) expect(after.list.map((a) => a.id)).toContain(w.id);
  },
);

test(
  'a dashboard figure opens its list filtered the way it counts, every time',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    await dev.pendingWithdrawals(4);
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const page = c.page;
    const figure = page.getByRole('link', { name: /^Pending withdrawals: 4, ¥[\d,]+\.\d\d in all, open the list$/ });
    await expect(figure).toBeVisible(FIRST_SCREEN);
    await figure.click();
    await expect(page).toHaveURL(/#\/business\/withdrawal\?status=pending$/);
    await expect(page.getByText('1–4 of 4')).toBeVisible();
    await c.goto('/dashboard');
    await page.getByRole('link', { name: /^Users registered this week: / }).click();
    await expect(page).toHaveURL(/#\/business\/user\?registeredAt/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  },
);

test('Copy link gives a link that Ctrl+K opens as the same view', async ({ shell, dev }) => {
  await shell.context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user?status=0&page=2');
  const page = c.page;
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible(FIRST_SCREEN);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(/^Link copied: /)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // The web build copies its address; the extension, without a web console address, the route.
  if (shell.kind === 'web') expect(link).toBe(shell.url('/business/user?status=0&page=2'));
  else expect(link).toBe('/business/user?status=0&page=2');
  await c.goto('/dashboard');
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Look up in console' });
  await dialog.getByLabel('Mobile number, user id, withdrawal number or any text').fill(link);
  await expect(dialog).toContainText('Opens the console link /business/user?status=0&page=2');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/business\/user\?status=0&page=2$/);
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
});

test(
  'tags added to two users at once: each keeps its own tags and gains the one chosen',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user?sort=id&order=asc');
    const page = c.page;
    await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
    const before = await dev.apiData<{ list: { id: number; tagIds: number[] }[] }>(
      ADMIN,
      '/api/business/user/list?sort=id&order=asc&limit=2',
    );
    const tags = await dev.apiData<{ list: { id: number; name: string }[] }>(ADMIN, '/api/business/tag/list?limit=50');
    const tag = tags.list.find((t) => !before.list.some((u) => u.tagIds.includes(t.id)))!;
    await selectFirstRows(page, 2);
    await page.getByRole('region', { name: 'Selected records' }).getByRole('button', { name: 'Add tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tags: 2 records' });
    await expect(dialog).toContainText('the tags they have stay');
    await dialog.locator('.p-multiselect').click();
    await page.getByRole('option', { name: tag.name }).click();
    // The option list closes with a click outside it, on the dialog's title.
    await dialog.getByText('Add tags: 2 records', { exact: true }).click();
    await expect(page.getByRole('option', { name: tag.name })).toBeHidden();
    await dialog.getByRole('button', { name: 'Add tags' }).click();
    await expect(page.getByText('Add tags: 2 records done')).toBeVisible();
    const after = await dev.apiData<{ list: { id: number; tagIds: number[] }[] }>(
      ADMIN,
      '/api/business/user/list?sort=id&order=asc&limit=2',
    );
    expect(after.list).toHaveLength(2);
    for (const [i, user] of after.list.entries()) {
      expect(user.tagIds).toEqual(expect.arrayContaining([...before.list[i]!.tagIds, tag.id]));
      expect(user.tagIds).toHaveLength(before.list[i]!.tagIds.length + 1);
    }
  },
);

test(
  'a record’s details have a link of their own: View puts it in the address, and the copied link opens them',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    await shell.context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag?sort=id&order=asc');
    const page = c.page;
    await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
    const first = (await dev.apiData<Listed>(ADMIN, '/api/business/tag/list?sort=id&order=asc&limit=1')).list[0]!;
    await dataRows(page)
      .first()
      .getByRole('button', { name: /^View / })
      .click();
    const details = page.getByRole('dialog', { name: /^Tag: / });
    await expect(details).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/business/tag\\?sort=id&order=asc&look=${first.id}$`));
    await details.getByRole('button', { name: 'Copy link' }).click();
    // The copy is written after the click resolves: the clipboard is read once it holds the link.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(new RegExp(`/business/tag\\?sort=id&order=asc&look=${first.id}$`));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // Closing the details takes them out of the address; the copied link opens them again.
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/#\/business\/tag\?sort=id&order=asc$/);
    await c.goto('/dashboard');
    await page.keyboard.press('Control+K');
    await page.getByLabel('Mobile number, user id, withdrawal number or any text').fill(link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /^Tag: / })).toBeVisible();
    // A look at a record that is not there leaves the plain list.
    await c.goto('/business/tag?look=999999');
    await expect(page).toHaveURL(/#\/business\/tag$/);
    await expect(page.getByRole('dialog', { name: /^Tag: / })).toHaveCount(0);
  },
);

test(
  'while the next page is read, the table says it is busy: its rows are still the page before’s, its report already the next’s',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
    const page = c.page;
    await expect(page.getByText('1–10 of 600')).toBeVisible(FIRST_SCREEN);
    const pageOne = await dataRows(page).first().getByRole('checkbox').getAttribute('aria-label');
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/api\/business\/user\/list\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page.getByText('11–20 of 600')).toBeVisible();
    // The rows are page 1's while page 2 is on its way, and the table says so.
    await expect(dataRows(page).first().getByRole('checkbox')).toHaveAttribute('aria-label', pageOne!);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(1);
    release();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(dataRows(page).first().getByRole('checkbox')).not.toHaveAttribute('aria-label', pageOne!);
    await expect(dataRows(page)).toHaveCount(10);
  },
);
