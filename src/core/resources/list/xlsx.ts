/**
 * Rows as an Excel workbook (.xlsx, Office Open XML) of one sheet: a bold, frozen header row,
 * numbers as numbers, text as inline strings, column widths. An inline string is text and never
 * runs as a formula, so no `'` is written into it; text that looks like a formula gets Excel's own
 * "quote prefix" style instead (what Excel keeps when one types `'=…`), so editing the cell keeps
 * it text. The zip library (fflate) is imported when a workbook is made, so it loads with the export and never before.
 * The sheet is written and compressed a block of rows at a time: no giant string in between.
 */
import type { ZipInputFile } from 'fflate';
import { looksLikeFormula, type Cell } from './csv.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The longest text a cell of Excel holds. */
export const MAX_CELL_TEXT = 32767;

/** Excel's rules for a sheet's name: none of []:*?/\, not empty, no ' at either end, at most 31 characters, not "History". */
export function sheetName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a sheet's name cannot hold
  let text = name.replace(/[[\]:*?/\\\u0000-\u001f]/g, '').trim();
  text = text.slice(0, 31).replace(/[\uD800-\uDBFF]$/, '');
  text = text.replace(/^'+|'+$/g, '').trim();
  return text === '' || text.toLowerCase() === 'history' ? 'Sheet1' : text;
}

/** What XML 1.0 cannot hold (control characters other than tab, LF, CR; U+FFFE/FFFF; lone surrogates). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- control characters are what XML cannot hold
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data: markup and CR (which a reader would take for LF) escaped, what XML cannot hold removed. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

/** A cell's text as written: Excel's own escapes (`_x000D_`) kept literal, cut at Excel's limit. */
function cellText(text: string): string {
  return xmlText(text.replace(/_(x[0-9a-f]{4}_)/gi, '_x005F_$1').slice(0, MAX_CELL_TEXT));
}

/** The style of text that looks like a formula: Excel's quote prefix (see STYLES). */
const QUOTE_PREFIX = ' s="2"';

/** The letters of a 0-based column (A, B, …, Z, AA, …). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(ref: string, cell: Cell, style: string): string {
  if (cell === null || (typeof cell === 'number' && !Number.isFinite(cell))) return '';
  if (typeof cell === 'number') return `<c r="${ref}"${style}><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${ref}"${style} t="b"><v>${cell ? 1 : 0}</v></c>`;
  const textStyle = style === '' && looksLikeFormula(cell) ? QUOTE_PREFIX : style;
  return `<c r="${ref}"${textStyle} t="inlineStr"><is><t xml:space="preserve">${cellText(cell)}</t></is></c>`;
}

/** `columns` remembers the letters of the columns met so far. */
function rowXml(row: number, cells: readonly Cell[], columns: string[], style = ''): string {
  const inner = cells.map((cell, i) => cellXml(`${(columns[i] ??= columnName(i))}${row}`, cell, style)).join('');
  return `<row r="${row}">${inner}</row>`;
}

/** How wide a text shows: East Asian characters count twice. */
function textWidth(cell: Cell): number {
  // Stryker disable next-line ConditionalExpression: equivalent, "null" (6 with the margin) is below the narrowest column (8)
  const text = cell === null ? '' : String(cell);
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char)
      ? 2
      : 1;
  return width;
}

/** Column widths (in characters) from the header and the first rows, between 8 and 60. */
export function guessWidths(header: readonly string[], rows: readonly (readonly Cell[])[], sample = 200): number[] {
  return header.map((title, i) => {
    let widest = textWidth(title);
    for (const row of rows.slice(0, sample)) widest = Math.max(widest, textWidth(row[i] ?? null));
    return Math.min(60, Math.max(8, widest + 2));
  });
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${OFFICE}.styles+xml"/></Types>`;

const ROOT_RELS =
  `<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS =
  `<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

/** Style 0 is the default, style 1 bold (the header), style 2 text with Excel's quote prefix. */
const STYLES =
  `<styleSheet xmlns="${MAIN}">` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbook = (name: string): string =>
  `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
  `<sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

function sheetHead(header: readonly string[], widths: readonly number[], columns: string[]): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">` +
    `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    (cols === '' ? '' : `<cols>${cols}</cols>`) +
    `<sheetData>${rowXml(1, header, columns, ' s="1"')}`
  );
}

/** Rows written and compressed per block. */
const BLOCK_ROWS = 1000;

/** A workbook of one sheet: the header row in bold, then the rows. */
export async function toXlsx(
  name: string,
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  widths?: readonly number[],
): Promise<Blob> {
  const { Zip, ZipDeflate } = await import('fflate');
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else chunks.push(data);
  });
  const addFile = (path: string, parts: Iterable<string>): void => {
    const file: ZipInputFile & { push(data: Uint8Array, final?: boolean): void } = new ZipDeflate(path);
    zip.add(file);
    for (const part of parts) file.push(encoder.encode(part));
    file.push(new Uint8Array(0), true);
  };
  const columns: string[] = [];
  addFile('[Content_Types].xml', [XML_HEAD + CONTENT_TYPES]);
  addFile('_rels/.rels', [XML_HEAD + ROOT_RELS]);
  addFile('xl/workbook.xml', [XML_HEAD + workbook(name)]);
  addFile('xl/_rels/workbook.xml.rels', [XML_HEAD + WORKBOOK_RELS]);
  addFile('xl/styles.xml', [XML_HEAD + STYLES]);
  addFile('xl/worksheets/sheet1.xml', sheetParts(header, rows, widths ?? guessWidths(header, rows), columns));
  zip.end();
  if (failure) throw failure;
  return new Blob(chunks as BlobPart[], { type: XLSX_TYPE });
}

function* sheetParts(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  widths: readonly number[],
  columns: string[],
): Generator<string> {
  yield sheetHead(header, widths, columns);
  // Stryker disable next-line EqualityOperator: equivalent, one more block past the end is empty
  for (let start = 0; start < rows.length; start += BLOCK_ROWS) {
    const block = rows.slice(start, start + BLOCK_ROWS);
    yield block.map((row, i) => rowXml(start + i + 2, row, columns)).join('');
  }
  yield '</sheetData></worksheet>';
}
