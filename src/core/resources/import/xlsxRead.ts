/**
 * The first sheet of an Excel workbook (.xlsx) as rows of cells, read in the browser on fflate (the
 * zip library the export already ships, imported when a workbook is read). Only what is needed is
 * unpacked: the workbook, its relationships, the shared strings and the first sheet; each is
 * inflated a small block at a time and the reading stops once they pass `MAX_UNZIPPED_BYTES` together,
 * so a "zip bomb" is refused while unpacking, not after. A formula is never evaluated: a cell gives
 * the value the file holds for it (the one its program calculated last), or nothing. The XML is
 * scanned, never handed to an XML parser: no entity of the file is expanded. Pure of the DOM.
 */
import type { Inflate as InflateStream } from 'fflate';
import type { Cell } from '../list/csv.ts';
import { ImportProblem, MAX_COLUMNS, MAX_ROWS, MAX_UNZIPPED_BYTES } from './limits.ts';

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

const notWorkbook = () => new ImportProblem('notWorkbook');

/** The entries of a zip's central directory, by name. */
function zipEntries(bytes: Uint8Array): Map<string, Entry> {
  // The end of central directory record: within the last 64 KB (its comment) + 22 bytes.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--)
    if (u32(bytes, at) === 0x06054b50) {
      eocd = at;
      break;
    }
  if (eocd < 0) throw notWorkbook();
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  const names = new TextDecoder();
  const entries = new Map<string, Entry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw notWorkbook();
    const nameLength = u16(bytes, at + 28);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      name,
      flags: u16(bytes, at + 8),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      localOffset: u32(bytes, at + 42),
    });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** Unpacks entries, counting every byte they give against one budget. */
class Unpacker {
  private used = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly entries: Map<string, Entry>,
    private readonly Inflate: typeof InflateStream,
    private readonly budget: number,
  ) {}

  /** The entry's text (UTF-8), or null when the workbook has no such part. */
  text(name: string): string | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    // Encrypted entries (bit 0) are not read.
    if (entry.flags & 1) throw notWorkbook();
    const local = entry.localOffset;
    if (local + 30 > this.bytes.length || u32(this.bytes, local) !== 0x04034b50) throw notWorkbook();
    const start = local + 30 + u16(this.bytes, local + 26) + u16(this.bytes, local + 28);
    const data = this.bytes.subarray(start, start + entry.compressedSize);
    const parts: Uint8Array[] = [];
    const take = (chunk: Uint8Array) => {
      this.used += chunk.length;
      if (this.used > this.budget) throw new ImportProblem('unzipTooLarge', { max: Math.round(this.budget / 1048576) });
      parts.push(chunk);
    };
    if (entry.method === 0) take(data);
    else if (entry.method === 8) {
      const inflate = new this.Inflate((chunk) => take(chunk));
      // A block at a time: one block of 16 KB unpacks to 16.5 MB at the very most, then the count stops it.
      const BLOCK = 16 * 1024;
      try {
        for (let at = 0; at < data.length; at += BLOCK)
          inflate.push(data.subarray(at, at + BLOCK), at + BLOCK >= data.length);
        if (data.length === 0) inflate.push(new Uint8Array(0), true);
      } catch (error) {
        if (error instanceof ImportProblem) throw error;
        throw notWorkbook();
      }
    } else throw notWorkbook();
    const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      whole.set(part, offset);
      offset += part.length;
    }
    return new TextDecoder().decode(whole);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character data as text: the five named entities and numeric references; Excel's `_xHHHH_` escapes. */
export function xmlValue(raw: string): string {
  return raw
    .replace(
      /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
      (whole, hex?: string, dec?: string, name?: string) => {
        if (name) return ENTITIES[name.toLowerCase()] ?? whole;
        const code = hex ? parseInt(hex, 16) : Number(dec);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      },
    )
    .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1]!, m[2] ?? m[3]!]));

/** The text runs (`<t>`) of a string item, phonetic guides (`<rPh>`) left out. */
function runsText(xml: string): string {
  const plain = xml.replace(/<(\w+:)?rPh\b[\s\S]*?<\/(\w+:)?rPh>/g, '');
  let text = '';
  for (const m of plain.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) text += xmlValue(m[1]!);
  return text;
}

function sharedStrings(xml: string | null): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g)].map((m) => runsText(m[1] ?? ''));
}

/** `B12` → column 1 (0-based). */
function columnOf(ref: string | undefined): number | null {
  const letters = ref ? /^([A-Z]+)\d*$/i.exec(ref)?.[1] : undefined;
  if (!letters) return null;
  let n = 0;
  for (const letter of letters.toUpperCase()) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n - 1;
}

/** The part a relationship of the workbook points to, as a path in the zip. */
function partPath(target: string): string {
  const path = target.replace(/\\/g, '/');
  return path.startsWith('/') ? path.slice(1) : `xl/${path.replace(/^\.\//, '')}`;
}

/** The workbook's relationships: target by id, and the shared strings' part. */
function relationships(rels: string | null): { byId: Map<string, string>; strings: string | null } {
  const byId = new Map<string, string>();
  let strings: string | null = null;
  for (const m of (rels ?? '').matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const rel = attributes(m[1]!);
    if (!rel.Target) continue;
    if (rel.Id) byId.set(rel.Id, partPath(rel.Target));
    if (rel.Type?.endsWith('/sharedStrings')) strings = partPath(rel.Target);
  }
  return { byId, strings };
}

/** The path of the workbook's first sheet. */
function firstSheetPath(workbook: string, byId: Map<string, string>): string | null {
  const sheet = /<(?:\w+:)?sheet\b([^>]*)>/.exec(workbook);
  if (!sheet) return null;
  const attrs = attributes(sheet[1]!);
  const id = Object.entries(attrs).find(([key]) => key === 'r:id' || key.endsWith(':id'))?.[1];
  return id ? (byId.get(id) ?? null) : null;
}

export interface SheetRows {
  rows: Cell[][];
  /** The sheet's row number of each row. */
  numbers: number[];
  /** The workbook counts days from 1904 (Excel for Mac of old), not from 1900. */
  date1904: boolean;
}

/** One cell's value: shared or inline text, the cached value of a formula, a number, a boolean. */
function cellValue(attrs: Record<string, string>, body: string, strings: readonly string[]): Cell {
  const type = attrs.t ?? 'n';
  if (type === 'inlineStr') {
    const inline = /<(?:\w+:)?is>([\s\S]*?)<\/(?:\w+:)?is>/.exec(body);
    return inline ? runsText(inline[1]!) : null;
  }
  const v = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body);
  if (!v) return null;
  const raw = xmlValue(v[1]!);
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? null;
    case 'b':
      return raw === '1' || raw.toLowerCase() === 'true';
    case 'str':
    case 'e':
    case 'd':
      return raw;
    default: {
      const n = Number(raw);
      return raw.trim() !== '' && Number.isFinite(n) ? n : raw;
    }
  }
}

function sheetRows(xml: string, strings: readonly string[]): Omit<SheetRows, 'date1904'> {
  const rows: Cell[][] = [];
  const numbers: number[] = [];
  let previous = 0;
  const rowPattern = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
  const cellPattern = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
  for (const rowMatch of xml.matchAll(rowPattern)) {
    const number = Number(attributes(rowMatch[1]!).r) || previous + 1;
    previous = number;
    const cells: Cell[] = [];
    let column = -1;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(cellPattern)) {
      const attrs = attributes(cellMatch[1]!);
      column = columnOf(attrs.r) ?? column + 1;
      if (column >= MAX_COLUMNS) {
        if (cellValue(attrs, cellMatch[2] ?? '', strings) === null) continue;
        throw new ImportProblem('tooManyColumns', { max: MAX_COLUMNS });
      }
      const value = cellValue(attrs, cellMatch[2] ?? '', strings);
      if (value !== null) cells[column] = value;
    }
    const filled = Array.from(cells, (cell) => (cell === undefined ? null : cell));
    if (!filled.some((cell) => cell !== null && cell !== '')) continue;
    if (rows.length > MAX_ROWS) throw new ImportProblem('tooManyRows', { max: MAX_ROWS });
    rows.push(filled);
    numbers.push(number);
  }
  return { rows, numbers };
}

/** Whether bytes start like a zip (an .xlsx is one). */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The first sheet of a workbook; an ImportProblem when it is no workbook, too big unpacked, or too long. */
export async function readXlsx(bytes: Uint8Array, budget = MAX_UNZIPPED_BYTES): Promise<SheetRows> {
  const { Inflate } = await import('fflate');
  const unpack = new Unpacker(bytes, zipEntries(bytes), Inflate, budget);
  const workbook = unpack.text('xl/workbook.xml');
  if (workbook === null) throw notWorkbook();
  const rels = relationships(unpack.text('xl/_rels/workbook.xml.rels'));
  const sheet = unpack.text(firstSheetPath(workbook, rels.byId) ?? 'xl/worksheets/sheet1.xml');
  if (sheet === null) throw notWorkbook();
  const strings = sharedStrings(unpack.text(rels.strings ?? 'xl/sharedStrings.xml'));
  const pr = /<(?:\w+:)?workbookPr\b([^>]*)>/.exec(workbook);
  const date1904 = pr ? ['1', 'true'].includes(attributes(pr[1]!).date1904 ?? '') : false;
  return { ...sheetRows(sheet, strings), date1904 };
}
