/**
 * CSV text as rows of cells (RFC 4180, as spreadsheet programs write it): `,`, `;` or tab between
 * cells (detected), a cell in double quotes may hold separators, quotes (doubled) and line breaks;
 * lines end with CRLF, LF or CR. A quote that is opened and never closed, or text right after a
 * closing quote, refuses the file with the row it is on: guessing would shift every cell after it.
 * Blank lines are skipped. Pure.
 */
import { ImportProblem, MAX_ROWS } from './limits.ts';

export const SEPARATORS = [',', ';', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** The cells of the first `lines` records with `separator`, quotes respected; null when a quote is left open. */
function countCells(text: string, separator: Separator, lines: number): number[] {
  const counts: number[] = [];
  let quoted = false;
  let cells = 1;
  for (let i = 0; i < text.length && counts.length < lines; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === separator) cells += 1;
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      counts.push(cells);
      cells = 1;
    }
  }
  if (counts.length < lines && !quoted) counts.push(cells);
  return counts.filter((count, i) => count > 1 || i === 0);
}

/**
 * The separator of a CSV text: the one that splits its first lines into the same number of cells
 * (more than one), the most cells first; else the one that splits the first line most; else `,`.
 */
export function detectSeparator(text: string): Separator {
  let best: Separator = ',';
  let bestScore = 0;
  for (const separator of SEPARATORS) {
    const counts = countCells(text, separator, 10);
    const first = counts[0] ?? 1;
    if (first <= 1) continue;
    const steady = counts.every((count) => count === first);
    const score = (steady ? 1000 : 0) + first;
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The records of a CSV text, each with its row number (1-based, counting every record as a
 * spreadsheet shows it, blank ones included). Throws an ImportProblem for a broken quote, and once
 * more than `maxRecords` records hold something (the header among them).
 */
export function parseCsv(
  text: string,
  separator: Separator,
  maxRecords = MAX_ROWS + 1,
): { rows: string[][]; numbers: number[] } {
  const rows: string[][] = [];
  const numbers: number[] = [];
  let row: string[] = [];
  let cell = '';
  let record = 1;
  let i = 0;
  const end = text.length;
  const endRecord = () => {
    row.push(cell);
    cell = '';
    if (row.some((value) => value !== '')) {
      if (rows.length >= maxRecords) throw new ImportProblem('tooManyRows', { max: maxRecords - 1 });
      rows.push(row);
      numbers.push(record);
    }
    row = [];
    record += 1;
  };
  while (i < end) {
    const char = text[i];
    if (char === '"' && cell === '') {
      // A quoted cell: to its closing quote, a doubled quote being one quote.
      const opened = record;
      i += 1;
      for (;;) {
        if (i >= end) throw new ImportProblem('brokenQuote', { row: opened });
        const inner = text[i];
        if (inner === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += inner;
        i += 1;
      }
      const next = text[i];
      if (i < end && next !== separator && next !== '\n' && next !== '\r')
        throw new ImportProblem('textAfterQuote', { row: opened });
      // An empty quoted cell ("") must still count as started: mark it by moving on.
      if (i >= end) break;
      continue;
    }
    if (char === separator) {
      row.push(cell);
      cell = '';
      i += 1;
    } else if (char === '\n' || char === '\r') {
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRecord();
    } else {
      // Up to the next separator, quote-free or not (a quote inside an unquoted cell is text).
      let next = i + 1;
      while (next < end) {
        const c = text[next];
        if (c === separator || c === '\n' || c === '\r') break;
        next += 1;
      }
      cell += text.slice(i, next);
      i = next;
    }
  }
  if (cell !== '' || row.length > 0) endRecord();
  return { rows, numbers };
}
