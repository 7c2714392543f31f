/**
 * A chosen file as a table: its header row and data rows. What it is is read from its bytes, not
 * its name: a zip is a workbook (XLSX), the compound file of old Excel is refused with a way out,
 * other binary files are refused, and text is CSV in the encoding and with the separator detected
 * (or the ones the person chose). Every refusal is an ImportProblem (limits.ts). Pure of the DOM.
 */
import { looksLikeFormula, type Cell } from '../list/csv.ts';
import { decodeText, detectEncoding, looksBinary, type Encoding } from './decode.ts';
import { detectSeparator, parseCsv, type Separator } from './csvRead.ts';
import { isZip, readXlsx } from './xlsxRead.ts';
import { ImportProblem, MAX_COLUMNS, MAX_FILE_BYTES, MAX_ROWS } from './limits.ts';

export type FileFormat = 'csv' | 'xlsx';

export interface ImportTable {
  format: FileFormat;
  /** The encoding and separator a CSV was read with (null for a workbook). */
  encoding: Encoding | null;
  separator: Separator | null;
  /** The header row's cells as text, trimmed; one per column. */
  header: string[];
  /** The data rows, each as long as the header. */
  rows: Cell[][];
  /** The file's row number of each data row (as a spreadsheet shows it). */
  numbers: number[];
  /** A workbook's day numbers count from 1904. */
  date1904: boolean;
}

export interface ReadOptions {
  encoding?: Encoding;
  separator?: Separator;
}

/** Whether bytes start like an old Excel (.xls) or other compound document (a protected workbook is one too). */
const isCompound = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/**
 * A CSV cell as it was meant: our own exports (and OWASP's advice) put `'` before text that would
 * run as a formula; reading it back takes that `'` away, so the text is what was exported.
 */
export function csvCellText(text: string): string {
  return text.startsWith("'") && looksLikeFormula(text.slice(1)) ? text.slice(1) : text;
}

const headerText = (cell: Cell | undefined): string =>
  cell === null || cell === undefined
    ? ''
    : String(cell)
        .replace(/^\ufeff/, '')
        .trim();

/** The header and data rows of the records read; refuses an empty file and one without data rows. */
export function tableOf(
  records: readonly (readonly Cell[])[],
  numbers: readonly number[],
): Pick<ImportTable, 'header' | 'rows' | 'numbers'> {
  if (records.length === 0) throw new ImportProblem('empty');
  if (records.length === 1) throw new ImportProblem('headerOnly');
  if (records.length > MAX_ROWS + 1) throw new ImportProblem('tooManyRows', { max: MAX_ROWS });
  const width = Math.max(...records.map((record) => record.length));
  if (width > MAX_COLUMNS) throw new ImportProblem('tooManyColumns', { max: MAX_COLUMNS });
  const header = Array.from({ length: width }, (_, i) => headerText(records[0]![i]));
  const rows = records.slice(1).map((record) => Array.from({ length: width }, (_, i) => record[i] ?? null));
  return { header, rows, numbers: numbers.slice(1) };
}

/**
 * How a text file would be read (its encoding and separator, detected), for the person to see and
 * change; nothing for a workbook or a file that is no text.
 */
export function detectReadOptions(bytes: Uint8Array): ReadOptions {
  if (bytes.length === 0 || bytes.length > MAX_FILE_BYTES || isZip(bytes) || isCompound(bytes)) return {};
  const encoding = detectEncoding(bytes);
  if (looksBinary(bytes, encoding)) return {};
  // The first 64 KB tell the separator.
  return { encoding, separator: detectSeparator(decodeText(bytes.subarray(0, 65536), encoding)) };
}

/** The table of a file's bytes. */
export async function readImportFile(bytes: Uint8Array, options: ReadOptions = {}): Promise<ImportTable> {
  if (bytes.length > MAX_FILE_BYTES) throw new ImportProblem('tooLarge', { max: MAX_FILE_BYTES / 1048576 });
  if (bytes.length === 0) throw new ImportProblem('empty');
  if (isZip(bytes)) {
    const sheet = await readXlsx(bytes);
    return {
      format: 'xlsx',
      encoding: null,
      separator: null,
      date1904: sheet.date1904,
      ...tableOf(sheet.rows, sheet.numbers),
    };
  }
  if (isCompound(bytes)) throw new ImportProblem('oldExcel');
  const encoding = options.encoding ?? detectEncoding(bytes);
  if (looksBinary(bytes, encoding)) throw new ImportProblem('notSupported');
  const text = decodeText(bytes, encoding);
  if (text.trim() === '') throw new ImportProblem('empty');
  const separator = options.separator ?? detectSeparator(text);
  const parsed = parseCsv(text, separator);
  const records = parsed.rows.map((row) => row.map(csvCellText));
  return { format: 'csv', encoding, separator, date1904: false, ...tableOf(records, parsed.numbers) };
}
