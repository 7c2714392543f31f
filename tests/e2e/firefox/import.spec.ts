import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';
import { openExtensionPage, PANEL_PAGE } from '../support/firefox.ts';
import { encodeGbk } from '../../support/gbk.ts';

/** Import in the Firefox sidebar: a GBK CSV of tags dropped on the dialog (docs/import.md). */

test('a GBK CSV of tags dropped on the import dialog: previewed, imported, the Chinese right', async ({
  panel,
  dev,
  firefox,
}) => {
  await panel.signedIn(ADMIN);
  await openExtensionPage(panel.page, firefox.url(`${PANEL_PAGE}#/business/tag`));
  // The list has drawn its rows (the toolbar no longer moves) before Import is clicked.
  const counted = () => /\d+ in all/.test(document.querySelector('.resource-count')?.textContent ?? '');
  await panel.page.waitForFunction(counted, { timeout: 10_000 });
  await panel.click('button', 'Import');
  await panel.byRole('button', 'Template (CSV)');
  const csv = '名称;颜色;排序\r\n火狐导入甲;#FF5722;1\r\n火狐导入乙;#9E9E9E;2\r\n';
  // Dropped as a person drags it from the file manager.
  await panel.page.evaluate(
    (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'tags.csv', { type: 'text/csv' }));
      const zone = document.querySelector('.import-dialog__drop')!;
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    Array.from(encodeGbk(csv)),
  );
  await panel.waitForText('.import-dialog__summary strong', '2 rows ready, 0 rows with problems');
  const encoding = await panel.byLabel('Encoding');
  expect(await encoding.evaluate((select) => (select as HTMLSelectElement).value)).toBe('gb18030');
  await panel.waitForText('.import-dialog__table td', '火狐导入甲');
  await panel.click('button', 'Import 2 rows');
  await panel.waitForText('.import-dialog__result p', '2 records created.');
  const tags = await dev.apiData<{ list: { name: string; color: string }[] }>(
    ADMIN,
    '/api/business/tag/list?limit=100',
  );
  expect(tags.list.filter((tag) => tag.name.startsWith('火狐导入')).map((tag) => [tag.name, tag.color])).toEqual([
    ['火狐导入甲', '#FF5722'],
    ['火狐导入乙', '#9E9E9E'],
  ]);
});
