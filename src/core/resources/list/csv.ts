/**
 * Rows as CSV (RFC 4180) for spreadsheet programs: a UTF-8 byte order mark first (so Excel reads
 * Chinese text as UTF-8), CRLF after every line, a cell quoted when it holds a comma, a semicolon,
 * a quote, a tab, CR or LF (inner quotes doubled): a spreadsheet whose list separator is `;` (much
 * of Europe) or tab reads every cell whole as well. Text that a spreadsheet would run as a formula is
 * neutralised (OWASP "CSV Injection", and the same after leading white space or in full width). Pure.
 */

/** One cell: text, a number (written as a number), a boolean, or nothing (an empty cell). */
export type Cell = string | number | boolean | null;

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * What starts a formula in a spreadsheet cell: OWASP "CSV Injection"'s six first characters (=, +,
 * -, @, tab, carriage return), and =, +, -, @ or their full-width forms (＝＋－＠) after leading white
 * space, no-break spaces or byte order marks (some spreadsheets drop those before reading the cell).
 */
const FORMULA_START = /^[\t\r]|^[\s\u00a0\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/** Text a spreadsheet would take for a formula, prefixed with `'` so it stays text. */
export function neutraliseFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

/** Whether text starts like a formula (see FORMULA_START). */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** What makes a cell quoted: either list separator (`,` or `;`), a quote, a tab or a line break. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One cell as CSV: numbers as they are (a negative number is no formula), text neutralised and quoted when needed. */
export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  const text = neutraliseFormula(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

/**
 * Appends one string per row to `parts` (for `new Blob(parts)`), so a large export never joins
 * everything into one string.
 */
export function appendCsvRows(parts: string[], rows: Iterable<readonly Cell[]>): string[] {
  for (const row of rows) parts.push(csvLine(row));
  return parts;
}

/** The parts of a whole file: the byte order mark with the header line, then one part per row. */
export function csvParts(header: readonly string[], rows: Iterable<readonly Cell[]>): string[] {
  return appendCsvRows([CSV_BOM + csvLine(header)], rows);
}

/** A whole CSV file as text: byte order mark, header line, rows; every line ends with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return csvParts(header, rows).join('');
}
