/**
 * Every row of a list (its filters applied), page after page, for an export: one call in flight at
 * a time, at most `cap` rows. A failed page ends the run with the rows so far, so a retry continues
 * from that page (`startPage`, `rowsSoFar`) instead of starting over. Pure of React and of the API.
 */
import type { RecordData } from '../types.ts';

/** The largest page the API convention serves (`limit` ≤ 500). */
export const MAX_PAGE_SIZE = 500;
/** The most rows one export holds. */
export const DEFAULT_EXPORT_CAP = 100_000;

export type FetchPage = (
  page: number,
  limit: number,
  signal: AbortSignal,
) => Promise<{ list: RecordData[]; totalCount: number }>;

export interface FetchAllOptions {
  /** Rows per call (default and most: 500). */
  pageSize?: number;
  /** The most rows to fetch (default 100,000). */
  cap?: number;
  signal?: AbortSignal;
  /** The page to fetch first (1-based; a retry names the page that failed). */
  startPage?: number;
  /** The rows fetched before `startPage` (a retry passes the failed run's rows). */
  rowsSoFar?: readonly RecordData[];
  /** After each page: rows fetched, of how many will be (the total, or the cap when smaller). */
  onProgress?: (fetched: number, total: number) => void;
}

export type FetchAllOutcome =
  | { kind: 'done'; rows: RecordData[]; total: number; capped: boolean }
  | { kind: 'failed'; page: number; rows: RecordData[]; total: number; error: unknown }
  | { kind: 'cancelled' };

const positive = (value: number | undefined, fallback: number, most = Infinity): number => {
  const n = Math.floor(value ?? fallback);
  return n >= 1 ? Math.min(n, most) : fallback;
};

export async function fetchAllRows(fetchPage: FetchPage, options: FetchAllOptions = {}): Promise<FetchAllOutcome> {
  const pageSize = positive(options.pageSize, MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const cap = positive(options.cap, DEFAULT_EXPORT_CAP);
  const signal = options.signal ?? new AbortController().signal;
  const rows = (options.rowsSoFar ?? []).slice(0, cap);
  let page = positive(options.startPage, 1);
  let total = 0;
  for (;;) {
    if (signal.aborted) return { kind: 'cancelled' };
    let answer: { list: RecordData[]; totalCount: number };
    try {
      answer = await fetchPage(page, pageSize, signal);
    } catch (error) {
      return signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', page, rows, total, error };
    }
    if (signal.aborted) return { kind: 'cancelled' };
    total = answer.totalCount;
    for (const row of answer.list.slice(0, cap - rows.length)) rows.push(row);
    options.onProgress?.(rows.length, Math.min(total, cap));
    if (rows.length >= cap) return { kind: 'done', rows, total, capped: total > cap };
    if (answer.list.length < pageSize || rows.length >= total) return { kind: 'done', rows, total, capped: false };
    page += 1;
  }
}
