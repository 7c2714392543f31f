// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { readXlsx, xmlValue } from '../../../../../src/core/resources/import/xlsxRead.ts';
import { readImportFile } from '../../../../../src/core/resources/import/readTable.ts';
import { toXlsx } from '../../../../../src/core/resources/list/xlsx.ts';
import { problemOf } from './problemOf.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook as Excel writes one: shared strings, a sheet named by its relationship, formulas with cached values. */
function workbook(
  sheet: string,
  options: { strings?: string; date1904?: boolean; sheetPath?: string } = {},
): Uint8Array {
  const sheetPath = options.sheetPath ?? 'worksheets/data.xml';
  const files: Zippable = {
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}">${options.date1904 ? '<workbookPr date1904="1"/>' : ''}` +
        `<sheets><sheet name="品牌" sheetId="1" r:id="rId7"/><sheet name="Other" sheetId="2" r:id="rId8"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId8" Type="${REL}/worksheet" Target="worksheets/other.xml"/>` +
        `<Relationship Id="rId7" Type="${REL}/worksheet" Target="${sheetPath}"/>` +
        `<Relationship Id="rId9" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/worksheets/other.xml': strToU8(
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`,
    ),
    [`xl/${sheetPath}`]: strToU8(`<worksheet xmlns="${MAIN}"><sheetData>${sheet}</sheetData></worksheet>`),
  };
  if (options.strings) files['xl/sharedStrings.xml'] = strToU8(`<sst xmlns="${MAIN}">${options.strings}</sst>`);
  return zipSync(files);
}

describe('an XLSX workbook read in the browser', () => {
  it('reads the first sheet through the workbook relationships, shared strings (rich runs, no phonetics)', async () => {
    const strings =
      '<si><t>名称</t></si><si><t>首字母</t></si><si><r><rPr><b/></rPr><t>宝</t></r><r><t>马</t></r><rPh><t>ほ</t></rPh></si>' +
      '<si><t xml:space="preserve"> A &amp; B </t></si>';
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="3"><c r="A3" t="s"><v>2</v></c><c r="B3" t="inlineStr"><is><t>B</t></is></c></row>' +
      '<row r="4"><c r="A4" t="s"><v>3</v></c><c r="C4"><v>12.5</v></c></row>';
    const rows = await readXlsx(workbook(sheet, { strings }));
    expect(rows.rows).toEqual([
      ['名称', '首字母'],
      ['宝马', 'B'],
      [' A & B ', null, 12.5],
    ]);
    expect(rows.numbers).toEqual([1, 3, 4]);
    expect(rows.date1904).toBe(false);
  });

  it('never evaluates a formula: a cell gives its cached value, or nothing', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="B1" t="inlineStr"><is><t>b</t></is></c><c r="C1" t="inlineStr"><is><t>c</t></is></c></row>' +
      '<row r="2"><c r="A2"><f>1+1</f><v>2</v></c><c r="B2" t="str"><f>CONCAT("=",A2)</f><v>=2</v></c><c r="C2"><f>NOW()</f></c></row>' +
      '<row r="3"><c r="A3" t="b"><v>1</v></c><c r="B3" t="e"><v>#N/A</v></c><c r="C3" t="inlineStr"><is><t>=HYPERLINK("x")</t></is></c></row>';
    const { rows } = await readXlsx(workbook(sheet));
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      [2, '=2'],
      [true, '#N/A', '=HYPERLINK("x")'],
    ]);
  });

  it('reads cells without references in order, escapes and prefixed element names', async () => {
    const sheet =
      '<x:row><x:c t="inlineStr"><x:is><x:t>one_x000D_two</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>&#20013;&#x6587;</x:t></x:is></x:c></x:row>' +
      '<x:row><x:c><x:v>1</x:v></x:c></x:row>';
    const { rows } = await readXlsx(workbook(sheet));
    expect(rows).toEqual([['one\rtwo', '中文'], [1]]);
    expect(xmlValue('&lt;b&gt; &quot;q&quot; &apos;s&apos; &unknown;')).toBe('<b> "q" \'s\' &unknown;');
  });

  it('says when a workbook counts its days from 1904', async () => {
    const sheet = '<row r="1"><c r="A1"><v>1</v></c></row>';
    expect((await readXlsx(workbook(sheet, { date1904: true }))).date1904).toBe(true);
  });

  it('reads back what the export writes (the template and the failed-rows file are written so)', async () => {
    const blob = await toXlsx(
      '品牌',
      ['名称', '首字母', '排序'],
      [
        ['宝马', 'B', 1],
        ['=cmd|x', null, 2],
      ],
    );
    const table = await readImportFile(new Uint8Array(await blob.arrayBuffer()));
    expect(table).toMatchObject({ format: 'xlsx', encoding: null, separator: null });
    expect(table.header).toEqual(['名称', '首字母', '排序']);
    expect(table.rows).toEqual([
      ['宝马', 'B', 1],
      ['=cmd|x', null, 2],
    ]);
  });
});

describe('bad workbooks: a clear refusal, nothing read', () => {
  it('a zip bomb: a sheet that unpacks past the cap is stopped while it unpacks', async () => {
    // 60 MB of one repeated row compresses to a few hundred KB.
    const row =
      '<row><c t="inlineStr"><is><t>xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx</t></is></c></row>';
    const big = row.repeat(Math.ceil((60 * 1024 * 1024) / row.length));
    const bytes = zipSync({
      'xl/workbook.xml': strToU8(`<workbook><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${big}</sheetData></worksheet>`),
    });
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const problem = await problemOf(() => readImportFile(bytes));
    expect(problem.messageKey).toBe('list.import.bad.unzipTooLarge');
    expect(problem.values).toEqual({ max: 50 });
    // A smaller budget stops it sooner, in the same way.
    expect((await problemOf(() => readXlsx(bytes, 1024 * 1024))).key).toBe('unzipTooLarge');
  });

  it('a zip that is no workbook, a broken zip, an old .xls', async () => {
    const notWorkbook = zipSync({ 'readme.txt': strToU8('hello') });
    expect((await problemOf(() => readImportFile(notWorkbook))).key).toBe('notWorkbook');
    const cut = workbook('<row><c><v>1</v></c></row>').slice(0, 60);
    expect((await problemOf(() => readImportFile(cut))).key).toBe('notWorkbook');
    const corrupt = workbook('<row><c><v>1</v></c></row>');
    // The sheet's deflated data scrambled (the directory left whole).
    const damaged = corrupt.slice();
    for (let i = 200; i < 260; i++) damaged[i] = 0xff;
    expect(['notWorkbook']).toContain((await problemOf(() => readImportFile(damaged))).key);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect((await problemOf(() => readImportFile(xls))).key).toBe('oldExcel');
  });

  it('more than 10,000 rows, or more columns than the most', async () => {
    const rows = Array.from(
      { length: 10_002 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
    ).join('');
    const problem = await problemOf(() => readImportFile(workbook(rows)));
    expect(problem.key).toBe('tooManyRows');
    expect(problem.values).toEqual({ max: 10_000 });
    const wide = `<row r="1"><c r="GT1" t="inlineStr"><is><t>far</t></is></c></row>`;
    expect((await problemOf(() => readImportFile(workbook(wide)))).key).toBe('tooManyColumns');
  });

  it('exactly 10,000 rows under the header is read', async () => {
    const rows = Array.from(
      { length: 10_001 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
    ).join('');
    expect((await readImportFile(workbook(rows))).rows).toHaveLength(10_000);
  });
});
