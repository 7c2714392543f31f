/**
 * The rows an import did not create, as a file in the layout of the one read (its header and its
 * cells as they were), with one more column saying why: the person fixes them and imports that file
 * again (the import leaves that column out by itself). Pure.
 */
import type { Cell } from '../list/csv.ts';

export interface FailedRow {
  /** Index among the file's data rows. */
  index: number;
  /** Why: the problems found before sending, the server's message, or that it was not sent. */
  message: string;
}

export function failedRowsTable(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  failed: readonly FailedRow[],
  problemHeader: string,
): { header: string[]; rows: Cell[][] } {
  const ordered = [...failed].sort((a, b) => a.index - b.index);
  return {
    header: [...header, problemHeader],
    rows: ordered.map(({ index, message }) => [...(rows[index] ?? []), message]),
  };
}
