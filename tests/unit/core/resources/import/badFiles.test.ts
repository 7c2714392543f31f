// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../../../../../src/core/resources/import/readTable.ts';
import { MAX_FILE_BYTES } from '../../../../../src/core/resources/import/limits.ts';
import { mapColumns, importFields } from '../../../../../src/core/resources/import/headers.ts';
import { brand } from '../../../../../src/features/config/areas.ts';
import { tag } from '../../../../../src/features/business/areas.ts';
import en from '../../../../../locales/en.json';
import zhCn from '../../../../../locales/zh-cn.json';
import { BOTH } from './texts.ts';
import { problemOf } from './problemOf.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

const bad = (tree: unknown, key: string) =>
  (tree as { list: { import: { bad: Record<string, string> } } }).list.import.bad[key];

describe('bad files: each a refusal with a message in both languages (nothing is sent)', () => {
  it('an empty file, or one of a byte order mark and blank lines', async () => {
    expect((await problemOf(() => readImportFile(new Uint8Array(0)))).key).toBe('empty');
    expect((await problemOf(() => readImportFile(bytes('\ufeff\r\n \r\n')))).key).toBe('empty');
  });

  it('a header and no row under it', async () => {
    expect((await problemOf(() => readImportFile(bytes('名称,颜色\r\n\r\n')))).key).toBe('headerOnly');
  });

  it('over 10 MB, refused before it is read', async () => {
    const problem = await problemOf(() => readImportFile(new Uint8Array(MAX_FILE_BYTES + 1)));
    expect(problem.key).toBe('tooLarge');
    expect(problem.values).toEqual({ max: 10 });
  });

  it('more than 10,000 rows', async () => {
    const text = ['名称', ...Array.from({ length: 10_001 }, (_, i) => `tag${i}`)].join('\n');
    const problem = await problemOf(() => readImportFile(bytes(text)));
    expect(problem.key).toBe('tooManyRows');
    expect(problem.values).toEqual({ max: 10_000 });
  });

  it('a broken quote', async () => {
    const problem = await problemOf(() => readImportFile(bytes('名称,颜色\n"VIP,#FF0000\n')));
    expect(problem).toMatchObject({ key: 'brokenQuote', values: { row: 2 } });
  });

  it('a picture or other binary file named .csv', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect((await problemOf(() => readImportFile(png))).key).toBe('notSupported');
  });

  it("another area's template: no header names a field, so it says which fields it wants", async () => {
    const table = await readImportFile(bytes('名称,颜色,排序\nVIP,#FF0000,1\n'));
    // The tag template read into brands: "名称" and "排序" do name brand fields, so take the user one.
    const users = await readImportFile(bytes('Nickname,Mobile,Gender\n王伟,13800138000,Male\n'));
    const problem = await problemOf(() => mapColumns(users.header, importFields(brand), BOTH, [], 'Brands'));
    expect(problem.key).toBe('noHeaderMatch');
    expect(problem.values).toEqual({ list: 'Brands', fields: '“Logo”, “Name”, “Initial”, “Sort order”' });
    // A tag file for tags is matched.
    expect(mapColumns(table.header, importFields(tag), BOTH, [], 'Tags')).toEqual(['name', 'color', 'sort']);
  });

  it('every refusal has its text in English and Chinese', () => {
    for (const key of [
      'empty',
      'headerOnly',
      'tooLarge',
      'tooManyRows',
      'tooManyColumns',
      'unzipTooLarge',
      'notWorkbook',
      'oldExcel',
      'notSupported',
      'brokenQuote',
      'textAfterQuote',
      'noHeaderMatch',
    ]) {
      expect(bad(en, key), key).toBeTruthy();
      expect(bad(zhCn, key), key).toBeTruthy();
    }
    expect(en.list.import.nothingSent).toBe('Nothing was sent.');
    expect(zhCn.list.import.nothingSent).toBe('未发送任何数据。');
  });
});
