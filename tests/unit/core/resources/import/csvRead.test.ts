// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv } from '../../../../../src/core/resources/import/csvRead.ts';
import { ImportProblem } from '../../../../../src/core/resources/import/limits.ts';
import { csvCellText, readImportFile } from '../../../../../src/core/resources/import/readTable.ts';
import { toCsv } from '../../../../../src/core/resources/list/csv.ts';

const problemOf = (run: () => unknown): ImportProblem => {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('no problem');
};

describe('CSV parsing', () => {
  it('reads quoted cells with separators, doubled quotes and line breaks inside', () => {
    const text = 'name,remark\r\n"Smith, J.","He said ""hi""\r\nand left"\r\nplain,"x"\r\n';
    expect(parseCsv(text, ',').rows).toEqual([
      ['name', 'remark'],
      ['Smith, J.', 'He said "hi"\r\nand left'],
      ['plain', 'x'],
    ]);
  });

  it('takes CRLF, LF and CR line ends, an empty quoted cell and a last line without an end', () => {
    expect(parseCsv('a,b\nc,""\rd,e\r\nf,', ',').rows).toEqual([
      ['a', 'b'],
      ['c', ''],
      ['d', 'e'],
      ['f', ''],
    ]);
  });

  it('skips blank lines and numbers every record as a spreadsheet shows it', () => {
    const parsed = parseCsv('a,b\n\n1,2\n,\n3,4\n', ',');
    expect(parsed.rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parsed.numbers).toEqual([1, 3, 5]);
  });

  it('keeps a quote inside an unquoted cell as text (as spreadsheets do)', () => {
    expect(parseCsv('size,5"\n', ',').rows).toEqual([['size', '5"']]);
  });

  it('refuses a quote opened and never closed, naming the row it opened on', () => {
    const problem = problemOf(() => parseCsv('name,remark\nok,fine\nbad,"never closed\nnext,row\n', ','));
    expect(problem.messageKey).toBe('list.import.bad.brokenQuote');
    expect(problem.values).toEqual({ row: 3 });
  });

  it('refuses text right after a closing quote', () => {
    const problem = problemOf(() => parseCsv('a,b\n"x"y,z\n', ','));
    expect(problem.messageKey).toBe('list.import.bad.textAfterQuote');
    expect(problem.values).toEqual({ row: 2 });
  });

  it('stops past its most records', () => {
    const text = ['h', ...Array.from({ length: 12 }, (_, i) => String(i))].join('\n');
    expect(problemOf(() => parseCsv(text, ',', 11)).messageKey).toBe('list.import.bad.tooManyRows');
    expect(parseCsv(text, ',', 13).rows).toHaveLength(13);
  });

  it('reads with ; and tab as well', () => {
    expect(parseCsv('a;b\n"1;2";3\n', ';').rows).toEqual([
      ['a', 'b'],
      ['1;2', '3'],
    ]);
    expect(parseCsv('a\tb\n1\t"2\t3"\n', '\t').rows).toEqual([
      ['a', 'b'],
      ['1', '2\t3'],
    ]);
  });
});

describe('separator detection', () => {
  it('finds the separator that splits the lines alike', () => {
    expect(detectSeparator('名称,颜色,排序\nVIP,#FF0000,1\n')).toBe(',');
    expect(detectSeparator('name;price\nA;1,5\nB;2,25\n')).toBe(';');
    expect(detectSeparator('name\tremark\nA\ta, b; c\n')).toBe('\t');
  });

  it('is not misled by separators inside quotes, and falls back to the comma', () => {
    expect(detectSeparator('"a;b;c",d\n"e;f;g",h\n')).toBe(',');
    expect(detectSeparator('one column\nvalue\n')).toBe(',');
  });
});

describe('a CSV file read', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('drops the byte order mark, detects the separator and pads short rows to the header', async () => {
    const table = await readImportFile(bytes('\ufeff名称;颜色;排序\r\nVIP;#FF0000\r\n'));
    expect(table).toMatchObject({ format: 'csv', encoding: 'utf-8', separator: ';' });
    expect(table.header).toEqual(['名称', '颜色', '排序']);
    expect(table.rows).toEqual([['VIP', '#FF0000', null]]);
    expect(table.numbers).toEqual([2]);
  });

  it('reads the same without a byte order mark', async () => {
    const table = await readImportFile(bytes('名称,颜色\nVIP,#FF0000\n'));
    expect(table.header).toEqual(['名称', '颜色']);
    expect(table.rows).toEqual([['VIP', '#FF0000']]);
  });

  it('takes back the quote our export puts before formula-like text; other text stays as it is', async () => {
    expect(csvCellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(csvCellText("'plain")).toBe("'plain");
    // An export read back: the cells are what was exported.
    const exported = toCsv(['Name', 'Remark'], [['=HYPERLINK("x")', "it's"]]);
    const table = await readImportFile(bytes(exported));
    expect(table.rows).toEqual([['=HYPERLINK("x")', "it's"]]);
  });

  it('is read again with the encoding and separator the person chose', async () => {
    const table = await readImportFile(bytes('a;b,c\n1;2,3\n'), { separator: ',' });
    expect(table.header).toEqual(['a;b', 'c']);
  });
});
