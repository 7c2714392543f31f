import { readFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { violations } from '../support/axe.ts';
import { encodeGbk } from '../../support/gbk.ts';
import { toXlsx } from '../../../src/core/resources/list/xlsx.ts';
import { readImportFile } from '../../../src/core/resources/import/readTable.ts';

/**
 * Import (docs/import.md), in both shells: a workbook of brands with two bad rows, a GBK CSV of tags
 * at the side panel's width, and the bad files that are refused with nothing sent.
 */

const FIRST_SCREEN = { timeout: 20_000 };

interface Listed {
  list: { id: number; name: string; initial?: string; color?: string; sort?: number; status?: number }[];
  totalCount: number;
}

const fileInput = (page: Page) => page.getByLabel('CSV or Excel file (XLSX)');
/** Keeps a screenshot for the docs when SCREENSHOT_DIR is set (docs/import.md shows them). */
async function keep(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** The preview's count of rows ready and rows with problems (also announced). */
const summary = (dialog: Locator) => dialog.locator('.import-dialog__summary strong');

async function posts(dev: { requests(path: string): Promise<{ method: string }[]> }, path: string): Promise<number> {
  return (await dev.requests(path)).filter((r) => r.method === 'POST').length;
}

test('a workbook of 50 brands, two of them bad: the preview names the 2 problems, 48 are created, the failed-rows file holds the 2', async ({
  shell,
  dev,
}) => {
  test.slow(); // 48 create calls, and the workbook read back
  // Made here as a spreadsheet program would: English and Chinese headers, a column no field has.
  const header = ['Name', 'Initial', 'Sort order', '状态', 'Website'];
  const rows = Array.from({ length: 50 }, (_, i) => [
    `导入品牌${String(i + 1).padStart(2, '0')}`,
    'D',
    i + 1,
    i % 2 === 0 ? '启用' : 'Disabled',
    'https://example.com',
  ]);
  rows[6]![1] = 'bmw'; // not one capital letter
  rows[19]![0] = ''; // no name
  const workbook = Buffer.from(await (await toXlsx('Brands', header, rows)).arrayBuffer());
  const before = (await dev.apiData<Listed>(ADMIN, '/api/config/brand/list?limit=1')).totalCount;

  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/brand');
  const page = c.page;
  await expect(page.getByText(`${before} in all`)).toBeVisible(FIRST_SCREEN);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Brands' });
  await expect(dialog).toBeVisible();
  await fileInput(page).setInputFiles({ name: 'brands.xlsx', mimeType: 'application/octet-stream', buffer: workbook });

  await expect(summary(dialog)).toHaveText('48 rows ready, 2 rows with problems');
  // Each column goes to its field; the one no field has is offered, left out.
  await expect(dialog.getByLabel('Column B “Initial”')).toHaveValue('initial');
  await expect(dialog.getByLabel('Column D “状态”')).toHaveValue('status');
  await expect(dialog.getByLabel(/^Column E “Website” \(not matched\)/)).toHaveValue('');
  // The problem cells are named by their message.
  await dialog.getByLabel('Only rows with problems').check();
  const table = dialog.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: /^Row 8/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^Problem: .+\. The file gives “bmw”\.$/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Problem: Name is required. The file gives nothing.' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  if (shell.kind === 'web') await keep(page, 'import-preview');
  // Nothing is sent before Import.
  expect(await posts(dev, '/api/config/brand')).toBe(0);

  await dialog.getByRole('button', { name: 'Import 48 rows' }).click();
  await expect(dialog.getByRole('heading', { name: 'Import finished' })).toBeFocused({ timeout: 30_000 });
  await expect(dialog).toContainText('48 records created. 2 rows were not imported:');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Row 8' })).toContainText('Initial');
  if (shell.kind === 'web') await keep(page, 'import-result');
  expect(await posts(dev, '/api/config/brand')).toBe(48);

  // The rows that failed, as a workbook in the same layout with the reason last.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the rows that failed' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^brand-failed-\d{8}-\d{4}\.xlsx$/);
  const failed = await readImportFile(new Uint8Array(await readFile((await file.path())!)));
  expect(failed.header).toEqual([...header, 'Import problem']);
  expect(failed.rows).toHaveLength(2);
  expect(failed.rows.map((row) => row.slice(0, 2))).toEqual([
    ['导入品牌07', 'bmw'],
    ['', 'D'],
  ]);

  // The list has them.
  await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${before + 48} in all`)).toBeVisible();
  const listed = await dev.apiData<Listed>(ADMIN, '/api/config/brand/list?keyword=导入品牌&limit=100');
  expect(listed.totalCount).toBe(48);
  expect(listed.list.find((b) => b.name === '导入品牌02')).toMatchObject({ initial: 'D', sort: 2, status: 0 });
  expect(listed.list.find((b) => b.name === '导入品牌01')).toMatchObject({ status: 1 });
});

test.describe('at 360 × 800', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a GBK CSV of tags, from the "⋯" menu: the Chinese comes out right, a formula stays text', async ({
    shell,
    dev,
  }) => {
    const csv = '名称,颜色,排序\r\n高意向（导入）,#FF5722,1\r\n沉睡（导入）,9E9E9E,2\r\n=1+2,#4080FF,3\r\n';
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
    const page = c.page;
    await expect(page.locator('.list-item').first()).toBeVisible(FIRST_SCREEN);
    await page.getByRole('button', { name: 'More list tools' }).click();
    await page.getByRole('menuitem', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Tags' });
    await expect(dialog).toBeVisible();
    await fileInput(page).setInputFiles({
      name: 'tags.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(encodeGbk(csv)),
    });
    await expect(summary(dialog)).toHaveText('3 rows ready, 0 rows with problems');
    await expect(dialog.getByLabel('Encoding')).toHaveValue('gb18030');
    await expect(dialog.getByLabel('Separator')).toHaveValue(',');
    const table = dialog.getByRole('table');
    await expect(table.getByRole('cell', { name: '高意向（导入）', exact: true })).toBeVisible();
    await expect(dialog.getByText(/^1 cell starts like a formula/)).toBeVisible();
    // Read as UTF-8 the names are wrong; the person sees it and goes back to GBK.
    await dialog.getByLabel('Encoding').selectOption('utf-8');
    await expect(table.getByRole('cell', { name: '高意向（导入）', exact: true })).toHaveCount(0);
    await dialog.getByLabel('Encoding').selectOption('gb18030');
    await expect(table.getByRole('cell', { name: '高意向（导入）', exact: true })).toBeVisible();
    // The dialog fits the panel's width: only its table scrolls sideways.
    expect(await c.scrollsSideways()).toBe(false);
    const footer = dialog.locator('.p-dialog-footer');
    await expect(footer).toBeInViewport();
    if (shell.kind === 'extension') await keep(page, 'import-panel');

    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(dialog).toContainText('3 records created.', { timeout: 15_000 });
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    const tags = await dev.apiData<Listed>(ADMIN, '/api/business/tag/list?limit=100');
    const byName = new Map(tags.list.map((tag) => [tag.name, tag]));
    expect(byName.get('高意向（导入）')).toMatchObject({ color: '#FF5722', sort: 1 });
    expect(byName.get('沉睡（导入）')).toMatchObject({ color: '#9E9E9E', sort: 2 });
    expect(byName.get('=1+2')).toMatchObject({ color: '#4080FF', sort: 3 });
  });
});

test(
  'Cancel while sending: no more calls start; the rows not sent are listed and in the failed-rows file',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const names = Array.from({ length: 20 }, (_, i) => `取消测试${i + 1}`);
    const csv = ['Name,Colour', ...names.map((name) => `${name},#4080FF`)].join('\r\n');
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
    const page = c.page;
    await expect(page.getByText(/^\d+ in all$/)).toBeVisible(FIRST_SCREEN);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Tags' });
    await fileInput(page).setInputFiles({ name: 'tags.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(summary(dialog)).toHaveText('20 rows ready, 0 rows with problems');
    // Each create call answers after a second: four are in flight when Cancel is pressed.
    await dev.fault({ mode: 'slow', path: '/api/business/tag', delayMs: 1000, count: 20 });
    await dialog.getByRole('button', { name: 'Import 20 rows' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(dialog.locator('.import-dialog__progress p')).toBeFocused();
    await expect(dialog.locator('.import-dialog__progress p')).toHaveText(/^Importing: \d+ \/ 20$/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('heading', { name: 'Import cancelled' })).toBeFocused({ timeout: 15_000 });
    const created = (await dev.requests('/api/business/tag')).filter((r) => r.method === 'POST').length;
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThan(20);
    await expect(dialog).toContainText(`${created} records created. ${20 - created} rows were not imported:`);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Not sent: the import was cancelled' })).toHaveCount(
      20 - created,
    );
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the rows that failed' }).click();
    const failed = await readImportFile(new Uint8Array(await readFile((await (await download).path())!)));
    expect(failed.rows).toHaveLength(20 - created);
    expect(failed.rows.every((row) => row[2] === 'Not sent: the import was cancelled')).toBe(true);
  },
);

test(
  'bad files: each refused with its message, nothing sent, the page still usable',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    test.slow(); // a zip bomb made here
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/brand');
    const page = c.page;
    await expect(page.getByText(/^\d+ in all$/)).toBeVisible(FIRST_SCREEN);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Brands' });
    const alert = dialog.getByRole('alert');
    const choose = (name: string, buffer: Buffer | Uint8Array) =>
      fileInput(page).setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(buffer) });

    await choose('empty.csv', Buffer.alloc(0));
    await expect(alert).toHaveText('The file is empty. Nothing was sent.');
    await choose('header.csv', Buffer.from('名称,首字母\r\n'));
    await expect(alert).toHaveText('The file has a header row but no rows under it. Nothing was sent.');
    await choose('quote.csv', Buffer.from('名称,首字母\r\n"宝马,B\r\n奥迪,A\r\n'));
    await expect(alert).toContainText('Row 2: a quoted cell is never closed');
    await choose('users.csv', Buffer.from('Nickname,Mobile\r\n王伟,13800138000\r\n'));
    await expect(alert).toContainText('No column header of this file names a field of Brands');
    await choose('big.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 0x41));
    await expect(alert).toHaveText(/^The file is larger than 10 MB/);
    const tooLong = ['名称,首字母', ...Array.from({ length: 10_001 }, (_, i) => `b${i},B`)].join('\r\n');
    await choose('long.csv', Buffer.from(tooLong));
    await expect(alert).toContainText('The file has more than 10,000 rows');
    // A few hundred KB that unpack to 60 MB: refused while unpacking.
    const row = '<row><c t="inlineStr"><is><t>' + 'x'.repeat(200) + '</t></is></c></row>';
    const bomb = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="a" sheetId="1"/></sheets></workbook>'),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${row.repeat(300_000)}</sheetData></worksheet>`),
    });
    await choose('bomb.xlsx', bomb);
    await expect(alert).toContainText('The workbook unpacks to more than 50 MB and is not read');
    await expect(dialog.getByRole('button', { name: /^Import \d+ rows?$/ })).toBeDisabled();
    expect(await posts(dev, '/api/config/brand')).toBe(0);

    // The dialog closes and the list works on.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  },
);

test('the template: the area’s fields labelled, one example row that imports as it is', async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/vehicle');
  const page = c.page;
  await expect(page.getByText(/^\d+ in all$/)).toBeVisible(FIRST_SCREEN);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: /^Import / });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Template (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vehicle-template.csv');
  const bytes = await readFile((await file.path())!);
  const template = await readImportFile(new Uint8Array(bytes));
  expect(template.header).toContain('Brand');
  expect(template.rows).toHaveLength(1);
  // Chosen again, the template is ready as it is: its brand is named as the brand list names it.
  await fileInput(page).setInputFiles({ name: 'vehicle-template.csv', mimeType: 'text/csv', buffer: bytes });
  await expect(summary(dialog)).toHaveText('1 row ready, 0 rows with problems');
});
