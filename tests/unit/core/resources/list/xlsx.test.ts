import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import {
  columnName,
  guessWidths,
  MAX_CELL_TEXT,
  sheetName,
  toXlsx,
  XLSX_TYPE,
  xmlText,
} from '../../../../../src/core/resources/list/xlsx.ts';
import type { Cell } from '../../../../../src/core/resources/list/csv.ts';
import { bigTable } from './sample.ts';

async function unpack(blob: Blob): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

const cellsOf = (sheet: string): string[] => sheet.match(/<c [^>]*?(?:\/>|>.*?<\/c>)/gs) ?? [];

describe('XLSX workbook', () => {
  it('is a zip of the parts Excel needs', async () => {
    const blob = await toXlsx('Users', ['a'], [[1]]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(XLSX_TYPE).toBe(blob.type);
    const files = await unpack(blob);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const text of Object.values(files))
      expect(text.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n')).toBe(true);
    expect(files['[Content_Types].xml']).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(files['[Content_Types].xml']).toContain('PartName="/xl/styles.xml"');
    expect(files['[Content_Types].xml']).toContain('PartName="/xl/workbook.xml"');
    expect(files['_rels/.rels']).toContain('Target="xl/workbook.xml"');
    expect(files['xl/_rels/workbook.xml.rels']).toContain('Target="worksheets/sheet1.xml"');
    expect(files['xl/_rels/workbook.xml.rels']).toContain('Target="styles.xml"');
    expect(files['xl/workbook.xml']).toContain('<sheet name="Users" sheetId="1" r:id="rId1"/>');
    expect(files['xl/styles.xml']).toContain('<font><b/>');
    const { ['xl/worksheets/sheet1.xml']: sheet, ...parts } = files;
    expect(sheet).toMatch(
      /^<\?xml [^>]+>\n<worksheet xmlns="http:\/\/schemas.openxmlformats.org\/spreadsheetml\/2006\/main"><sheetViews>/,
    );
    // Tag by tag, attribute by attribute: the parts Excel reads before the sheet.
    const tokens = Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, text.split(/>\n?<| /)]));
    expect(tokens).toMatchInlineSnapshot(`
      {
        "[Content_Types].xml": [
          "<?xml",
          "version="1.0"",
          "encoding="UTF-8"",
          "standalone="yes"?",
          "Types",
          "xmlns="http://schemas.openxmlformats.org/package/2006/content-types"",
          "Default",
          "Extension="rels"",
          "ContentType="application/vnd.openxmlformats-package.relationships+xml"/",
          "Default",
          "Extension="xml"",
          "ContentType="application/xml"/",
          "Override",
          "PartName="/xl/workbook.xml"",
          "ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/",
          "Override",
          "PartName="/xl/worksheets/sheet1.xml"",
          "ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/",
          "Override",
          "PartName="/xl/styles.xml"",
          "ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/",
          "/Types>",
        ],
        "_rels/.rels": [
          "<?xml",
          "version="1.0"",
          "encoding="UTF-8"",
          "standalone="yes"?",
          "Relationships",
          "xmlns="http://schemas.openxmlformats.org/package/2006/relationships"",
          "Relationship",
          "Id="rId1"",
          "Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"",
          "Target="xl/workbook.xml"/",
          "/Relationships>",
        ],
        "xl/_rels/workbook.xml.rels": [
          "<?xml",
          "version="1.0"",
          "encoding="UTF-8"",
          "standalone="yes"?",
          "Relationships",
          "xmlns="http://schemas.openxmlformats.org/package/2006/relationships"",
          "Relationship",
          "Id="rId1"",
          "Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"",
          "Target="worksheets/sheet1.xml"/",
          "Relationship",
          "Id="rId2"",
          "Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles"",
          "Target="styles.xml"/",
          "/Relationships>",
        ],
        "xl/styles.xml": [
          "<?xml",
          "version="1.0"",
          "encoding="UTF-8"",
          "standalone="yes"?",
          "styleSheet",
          "xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"",
          "fonts",
          "count="2"",
          "font",
          "sz",
          "val="11"/",
          "name",
          "val="Calibri"/",
          "/font",
          "font",
          "b/",
          "sz",
          "val="11"/",
          "name",
          "val="Calibri"/",
          "/font",
          "/fonts",
          "fills",
          "count="2"",
          "fill",
          "patternFill",
          "patternType="none"/",
          "/fill",
          "fill",
          "patternFill",
          "patternType="gray125"/",
          "/fill",
          "/fills",
          "borders",
          "count="1"",
          "border",
          "left/",
          "right/",
          "top/",
          "bottom/",
          "diagonal/",
          "/border",
          "/borders",
          "cellStyleXfs",
          "count="1"",
          "xf",
          "numFmtId="0"",
          "fontId="0"",
          "fillId="0"",
          "borderId="0"/",
          "/cellStyleXfs",
          "cellXfs",
          "count="3"",
          "xf",
          "numFmtId="0"",
          "fontId="0"",
          "fillId="0"",
          "borderId="0"",
          "xfId="0"/",
          "xf",
          "numFmtId="0"",
          "fontId="1"",
          "fillId="0"",
          "borderId="0"",
          "xfId="0"",
          "applyFont="1"/",
          "xf",
          "numFmtId="0"",
          "fontId="0"",
          "fillId="0"",
          "borderId="0"",
          "xfId="0"",
          "quotePrefix="1"/",
          "/cellXfs",
          "cellStyles",
          "count="1"",
          "cellStyle",
          "name="Normal"",
          "xfId="0"",
          "builtinId="0"/",
          "/cellStyles",
          "/styleSheet>",
        ],
        "xl/workbook.xml": [
          "<?xml",
          "version="1.0"",
          "encoding="UTF-8"",
          "standalone="yes"?",
          "workbook",
          "xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"",
          "xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"",
          "sheets",
          "sheet",
          "name="Users"",
          "sheetId="1"",
          "r:id="rId1"/",
          "/sheets",
          "/workbook>",
        ],
      }
    `);
  });

  it('writes a bold frozen header, numbers as numbers, text escaped, formula-like text quote-prefixed, widths', async () => {
    const rows: Cell[][] = [
      [1, '王伟 <b>&"x"', -2.5, '=1+1', null, true],
      [0, 'a\u0000b\u0007c\u001fd\ufffee', 12345678.9, '-3', '@SUM(A1)', false],
      [NaN, '\tx', Infinity, '+1', 'line\nbreak', '_x000D_'],
      [3, '\uD800lone', 4, '\uD83D\uDE97 car', '\rdel', ''],
    ];
    const files = await unpack(await toXlsx('Sheet', ['名字', 'b', 'c', 'd', 'e', 'f'], rows, [10, 20, 30, 8, 8, 9]));
    const sheet = files['xl/worksheets/sheet1.xml'] as string;
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain(
      '<cols><col min="1" max="1" width="10" customWidth="1"/><col min="2" max="2" width="20" customWidth="1"/>' +
        '<col min="3" max="3" width="30" customWidth="1"/>',
    );
    const [head, ...body] = sheet.match(/<row r="\d+">.*?<\/row>/gs) ?? [];
    expect(head).toBe(
      '<row r="1"><c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">名字</t></is></c>' +
        '<c r="B1" s="1" t="inlineStr"><is><t xml:space="preserve">b</t></is></c>' +
        '<c r="C1" s="1" t="inlineStr"><is><t xml:space="preserve">c</t></is></c>' +
        '<c r="D1" s="1" t="inlineStr"><is><t xml:space="preserve">d</t></is></c>' +
        '<c r="E1" s="1" t="inlineStr"><is><t xml:space="preserve">e</t></is></c>' +
        '<c r="F1" s="1" t="inlineStr"><is><t xml:space="preserve">f</t></is></c></row>',
    );
    expect(cellsOf(body[0] as string)).toEqual([
      '<c r="A2"><v>1</v></c>',
      '<c r="B2" t="inlineStr"><is><t xml:space="preserve">王伟 &lt;b&gt;&amp;&quot;x&quot;</t></is></c>',
      '<c r="C2"><v>-2.5</v></c>',
      `<c r="D2" s="2" t="inlineStr"><is><t xml:space="preserve">=1+1</t></is></c>`,
      '<c r="F2" t="b"><v>1</v></c>',
    ]);
    expect(cellsOf(body[1] as string)).toEqual([
      '<c r="A3"><v>0</v></c>',
      '<c r="B3" t="inlineStr"><is><t xml:space="preserve">abcde</t></is></c>',
      '<c r="C3"><v>12345678.9</v></c>',
      `<c r="D3" s="2" t="inlineStr"><is><t xml:space="preserve">-3</t></is></c>`,
      `<c r="E3" s="2" t="inlineStr"><is><t xml:space="preserve">@SUM(A1)</t></is></c>`,
      '<c r="F3" t="b"><v>0</v></c>',
    ]);
    expect(cellsOf(body[2] as string)).toEqual([
      `<c r="B4" s="2" t="inlineStr"><is><t xml:space="preserve">\tx</t></is></c>`,
      `<c r="D4" s="2" t="inlineStr"><is><t xml:space="preserve">+1</t></is></c>`,
      '<c r="E4" t="inlineStr"><is><t xml:space="preserve">line\nbreak</t></is></c>',
      '<c r="F4" t="inlineStr"><is><t xml:space="preserve">_x005F_x000D_</t></is></c>',
    ]);
    expect(cellsOf(body[3] as string)).toEqual([
      '<c r="A5"><v>3</v></c>',
      '<c r="B5" t="inlineStr"><is><t xml:space="preserve">lone</t></is></c>',
      '<c r="C5"><v>4</v></c>',
      '<c r="D5" t="inlineStr"><is><t xml:space="preserve">\uD83D\uDE97 car</t></is></c>',
      `<c r="E5" s="2" t="inlineStr"><is><t xml:space="preserve">&#13;del</t></is></c>`,
      '<c r="F5" t="inlineStr"><is><t xml:space="preserve"></t></is></c>',
    ]);
    expect(body).toHaveLength(4);
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
  });

  it("keeps hostile text an inline string as typed: no visible ' in the cell, Excel's quote prefix instead", async () => {
    const hostile = ["x;=cmd|' /C calc'!A0", '=1+1', ' =1', '\u00a0-1', '\ufeff@A1', '＝1', '＋1', '－1', '＠A1'];
    const files = await unpack(await toXlsx('s', ['a'], [...hostile.map((text) => [text]), ['plain']]));
    const sheet = files['xl/worksheets/sheet1.xml'] as string;
    // The cell holds exactly what was given: the reader sees no apostrophe.
    const texts = [...sheet.matchAll(/<c r="A(\d+)"( s="\d")? t="inlineStr"><is><t xml:space="preserve">(.*?)<\/t>/gs)];
    expect(texts.map((m) => m[3])).toEqual(['a', ...hostile.map((text) => xmlText(text)), 'plain']);
    // Inline strings only (no <f>, no shared-string lookups): the cell is text, never a formula.
    expect(sheet).not.toContain('<f>');
    expect(sheet).not.toContain('t="str"');
    // What looks like a formula, besides "x;…" (plain text in a cell of its own), carries the
    // quote prefix style, so editing the cell in Excel keeps it text.
    const styled = texts.filter((m) => m[2] === ' s="2"').map((m) => m[3]);
    expect(styled).toEqual(hostile.slice(1).map((text) => xmlText(text)));
    expect(files['xl/styles.xml']).toContain('<cellXfs count="3">');
    expect(files['xl/styles.xml']).toContain(
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>',
    );
  });

  it('numbers rows past a block of a thousand, and cuts text at the longest a cell holds', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => [i]);
    rows[2000] = ['y'.repeat(MAX_CELL_TEXT + 5)] as never;
    const sheet = (await unpack(await toXlsx('s', ['n'], rows)))['xl/worksheets/sheet1.xml'] as string;
    expect(sheet).toContain(
      '<row r="1001"><c r="A1001"><v>999</v></c></row><row r="1002"><c r="A1002"><v>1000</v></c></row>',
    );
    expect(sheet).toContain(
      `<row r="2002"><c r="A2002" t="inlineStr"><is><t xml:space="preserve">${'y'.repeat(MAX_CELL_TEXT)}</t>`,
    );
    expect(sheet.match(/<row /g)).toHaveLength(2002);
    expect(sheet).toContain('</row><row r="2"><c r="A2"><v>0</v></c></row><row r="3"><c r="A3"><v>1</v></c></row>');
  });

  it('writes nothing for an empty cell, and names the cells of a row longer than the header', async () => {
    const sheet = (await unpack(await toXlsx('s', ['a'], [[null, 1, null, 'x']])))['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain(
      '<row r="2"><c r="B2"><v>1</v></c><c r="D2" t="inlineStr"><is><t xml:space="preserve">x</t></is></c></row></sheetData>',
    );
  });

  it('guesses widths from the header and the first rows when none are given', async () => {
    const sheet = (await unpack(await toXlsx('s', ['name', '名字'], [['x'.repeat(30), null]])))[
      'xl/worksheets/sheet1.xml'
    ];
    expect(sheet).toContain(
      '<cols><col min="1" max="1" width="32" customWidth="1"/><col min="2" max="2" width="8" customWidth="1"/></cols>',
    );
    expect(guessWidths(['a'], [['x'.repeat(100)]])).toEqual([60]);
    expect(guessWidths(['ｱｲｳｴ'], [])).toEqual([8]);
    expect(guessWidths(['王伟王伟王伟'], [])).toEqual([14]);
    expect(guessWidths(['ab'], [[123456789012]])).toEqual([14]);
    expect(guessWidths(['a', 'b'], [['x'.repeat(20)], ['y'.repeat(40)]], 1)).toEqual([22, 8]);
    expect(guessWidths(['\uD83D\uDE97abcdefgh'], [])).toEqual([11]);
    expect(
      guessWidths(['ＡＢＣＤ', '가나다라', '￥￥￥￥', '。。。。', 'ᄀᄀᄀᄀ', '豈豈豈豈', '︰︰︰︰'], []),
    ).toEqual([10, 10, 10, 10, 10, 10, 10]);
    const sheetNoCols = (await unpack(await toXlsx('s', [], [])))['xl/worksheets/sheet1.xml'];
    expect(sheetNoCols).not.toContain('<cols>');
    expect(sheetNoCols).toContain('</sheetViews><sheetData><row r="1"></row></sheetData>');
  });

  it('names columns like Excel', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 16383].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });

  it('gives the sheet a name Excel accepts', async () => {
    expect(sheetName('a[b]c:d*e?f/g\\h')).toBe('abcdefgh');
    expect(sheetName('  x\u0001y  ')).toBe('xy');
    expect(sheetName('x'.repeat(40))).toBe('x'.repeat(31));
    expect(sheetName(`${'x'.repeat(30)}\uD83D\uDE97`)).toBe('x'.repeat(30));
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName("'' a ''")).toBe('a');
    expect(sheetName('[]')).toBe('Sheet1');
    expect(sheetName(`\uD83D\uDE97${'x'.repeat(28)}\uD83D\uDE97`)).toBe(`\uD83D\uDE97${'x'.repeat(28)}`);
    expect(sheetName(`     ${'x'.repeat(40)}`)).toBe('x'.repeat(31));
    expect(sheetName("it's")).toBe("it's");
    expect(sheetName("a'")).toBe('a');
    expect(sheetName('History')).toBe('Sheet1');
    expect(sheetName('history')).toBe('Sheet1');
    expect(sheetName('用户 & <列表>')).toBe('用户 & <列表>');
    const files = await unpack(await toXlsx('用户 & <列表>', ['a'], []));
    expect(files['xl/workbook.xml']).toContain('<sheet name="用户 &amp; &lt;列表&gt;" sheetId="1" r:id="rId1"/>');
  });

  it('escapes XML text', () => {
    expect(xmlText('<a href="x">&amp;</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;');
    expect(xmlText('\u0000\u0008\u000b\u000c\u000e\u001f\t\n\r\ufffe\uffff')).toBe('\t\n&#13;');
    expect(xmlText('\uDC00x\uD800')).toBe('x');
    expect(xmlText('\uD83D\uDE97')).toBe('\uD83D\uDE97');
  });

  // How long it takes is the bench's to judge (npm run bench): here every row is in the sheet.
  it('makes 100,000 rows of 8 columns, every row in the sheet', async () => {
    const { header, rows } = bigTable();
    const blob = await toXlsx('big', header, rows);
    const sheet = (await unpack(blob))['xl/worksheets/sheet1.xml'] as string;
    expect(sheet.match(/<row /g)).toHaveLength(100_001);
  }, 120_000);
});
