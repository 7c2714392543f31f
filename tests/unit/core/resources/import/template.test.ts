// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RESOURCE_LIST } from '../../../../../src/features/areas.ts';
import { templateTable } from '../../../../../src/core/resources/import/template.ts';
import {
  checkRow,
  optionChoices,
  relationChoices,
  type Choice,
} from '../../../../../src/core/resources/import/convert.ts';
import { importFields, matchHeaders, type Translate } from '../../../../../src/core/resources/import/headers.ts';
import { failedRowsTable } from '../../../../../src/core/resources/import/failedRows.ts';
import { brand } from '../../../../../src/features/config/areas.ts';
import { toCsv } from '../../../../../src/core/resources/list/csv.ts';
import { readImportFile } from '../../../../../src/core/resources/import/readTable.ts';
import type { ResourceDef } from '../../../../../src/core/resources/types.ts';
import { BOTH, tEn, tZh } from './texts.ts';

const IMPORTABLE = RESOURCE_LIST.filter((def) => def.importable);
const NOW = new Date(2026, 0, 5, 9, 30, 0);

/** Every choice of an area (labelled in the first language); each relation lists one record of its own. */
function choicesOf(def: ResourceDef, translators: readonly Translate[] = BOTH): Map<string, readonly Choice[]> {
  const choices = new Map<string, readonly Choice[]>();
  for (const f of importFields(def)) {
    if (['enum', 'status', 'boolean'].includes(f.type)) choices.set(f.key, optionChoices(f, translators));
    if (['relation', 'relations', 'tags'].includes(f.type))
      choices.set(f.key, relationChoices(f, [{ value: 7, label: `一条${f.key}` }], translators));
  }
  return choices;
}

describe('which areas import', () => {
  it('brands, series, recommended cars, channels, tags, positions and personnel at least; never users', () => {
    const names = IMPORTABLE.map((def) => def.name);
    for (const name of ['brand', 'vehicle', 'cars', 'channel', 'tag', 'position', 'personnel'])
      expect(names).toContain(name);
    expect(names).not.toContain('user');
    // Every importable area may be added to: the import is one create call per row.
    for (const def of IMPORTABLE) expect(def.permissions.add, def.name).toBeTruthy();
  });
});

describe('the template of each importable area', () => {
  for (const [language, t] of [
    ['English', tEn],
    ['Chinese', tZh],
  ] as [string, Translate][])
    it(`is labelled in ${language}, and its example row imports as it is`, () => {
      for (const def of IMPORTABLE) {
        const choices = choicesOf(def, [t, t === tEn ? tZh : tEn]);
        const template = templateTable(def, t, choices, NOW);
        const fields = importFields(def);
        expect(template.header, def.name).toEqual(fields.map((f) => t(f.label)));
        expect(template.rows, def.name).toHaveLength(1);
        const mapping = matchHeaders(template.header, fields, BOTH);
        expect(mapping, def.name).toEqual(fields.map((f) => f.key));
        const { problems } = checkRow(def, mapping, template.rows[0]!, { choices });
        expect(problems, `${def.name}: ${JSON.stringify(template.rows[0])}`).toEqual({});
      }
    });

  it('gives brands a name, a capital initial, a position and a status by its label', () => {
    const template = templateTable(brand, tZh, choicesOf(brand, [tZh, tEn]), NOW);
    expect(template.header).toEqual(['标志', '名称', '首字母', '排序', '状态']);
    expect(template.rows[0]).toEqual(['https://example.com/picture.png', '品牌 1', 'B', 0, '启用']);
  });
});

describe('the file of the rows that failed', () => {
  it('has the layout of the file read, one more column saying why, in the file’s order', () => {
    const header = ['名称', '首字母'];
    const rows = [
      ['宝马', 'B'],
      ['', 'b'],
      ['奥迪', 'A'],
    ];
    const failed = failedRowsTable(
      header,
      rows,
      [
        { index: 2, message: '参数 name 的值「奥迪」已存在' },
        { index: 1, message: '名称: 必填' },
      ],
      '导入问题',
    );
    expect(failed).toEqual({
      header: ['名称', '首字母', '导入问题'],
      rows: [
        ['', 'b', '名称: 必填'],
        ['奥迪', 'A', '参数 name 的值「奥迪」已存在'],
      ],
    });
  });

  it('imports again as it is: the problem column is left out by itself', async () => {
    const failed = failedRowsTable(
      ['Name', 'Initial'],
      [['Audi', 'a']],
      [{ index: 0, message: 'Initial: bad' }],
      tEn('list.import.problemColumn'),
    );
    const table = await readImportFile(new TextEncoder().encode(toCsv(failed.header, failed.rows)));
    const skip = [tEn('list.import.problemColumn'), tZh('list.import.problemColumn')];
    expect(matchHeaders(table.header, importFields(brand), BOTH, skip)).toEqual(['name', 'initial', null]);
  });
});
