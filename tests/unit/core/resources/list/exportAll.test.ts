import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_EXPORT_CAP,
  fetchAllRows,
  MAX_PAGE_SIZE,
  type FetchPage,
} from '../../../../../src/core/resources/list/exportAll.ts';
import type { RecordData } from '../../../../../src/core/resources/types.ts';

const records = (from: number, count: number): RecordData[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));

/** A server of `total` records that serves pages by `page` and `limit`. */
function server(total: number, options: { failOn?: number; reported?: number } = {}) {
  const calls: [number, number][] = [];
  const fetchPage = vi.fn<FetchPage>(async (page, limit) => {
    calls.push([page, limit]);
    if (page === options.failOn) throw new Error(`page ${page}`);
    const start = (page - 1) * limit;
    return {
      list: records(start + 1, Math.max(0, Math.min(limit, total - start))),
      totalCount: options.reported ?? total,
    };
  });
  return { calls, fetchPage };
}

describe('fetchAllRows', () => {
  it('pages through 500 at a time by default until the total is reached', async () => {
    const { calls, fetchPage } = server(1200);
    const progress: [number, number][] = [];
    const outcome = await fetchAllRows(fetchPage, { onProgress: (f, t) => progress.push([f, t]) });
    expect(MAX_PAGE_SIZE).toBe(500);
    expect(calls).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(outcome).toEqual({ kind: 'done', rows: records(1, 1200), total: 1200, capped: false });
    expect(progress).toEqual([
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
  });

  it('stops when the total is reached on a full page, without asking for an empty one', async () => {
    const { calls, fetchPage } = server(1000);
    expect(await fetchAllRows(fetchPage)).toMatchObject({ kind: 'done', total: 1000, capped: false });
    expect(calls).toHaveLength(2);
  });

  it('stops at a short page even when the total says there are more', async () => {
    const { calls, fetchPage } = server(30, { reported: 100 });
    expect(await fetchAllRows(fetchPage, { pageSize: 20 })).toEqual({
      kind: 'done',
      rows: records(1, 30),
      total: 100,
      capped: false,
    });
    expect(calls).toEqual([
      [1, 20],
      [2, 20],
    ]);
  });

  it('stops at an empty first page', async () => {
    const { fetchPage } = server(0);
    expect(await fetchAllRows(fetchPage)).toEqual({ kind: 'done', rows: [], total: 0, capped: false });
  });

  it('stops at the cap, capped when there are more', async () => {
    const { calls, fetchPage } = server(250);
    const progress: [number, number][] = [];
    const outcome = await fetchAllRows(fetchPage, {
      pageSize: 100,
      cap: 150,
      onProgress: (f, t) => progress.push([f, t]),
    });
    expect(outcome).toEqual({ kind: 'done', rows: records(1, 150), total: 250, capped: true });
    expect(calls).toHaveLength(2);
    expect(progress).toEqual([
      [100, 150],
      [150, 150],
    ]);
    expect(await fetchAllRows(server(150).fetchPage, { pageSize: 100, cap: 150 })).toMatchObject({ capped: false });
    expect(await fetchAllRows(server(200).fetchPage, { pageSize: 100, cap: 200 })).toMatchObject({ capped: false });
  });

  it('caps at 100,000 rows by default', async () => {
    const { calls, fetchPage } = server(100_001);
    const outcome = await fetchAllRows(fetchPage);
    expect(DEFAULT_EXPORT_CAP).toBe(100_000);
    expect(outcome).toMatchObject({ kind: 'done', total: 100_001, capped: true });
    expect(outcome.kind === 'done' && outcome.rows.length).toBe(100_000);
    expect(calls).toHaveLength(200);
  });

  it('keeps the page size between 1 and 500', async () => {
    for (const [pageSize, limit] of [
      [1000, 500],
      [0, 500],
      [-5, 500],
      [NaN, 500],
      [1, 1],
      [7.9, 7],
    ] as const) {
      const { calls, fetchPage } = server(3);
      await fetchAllRows(fetchPage, { pageSize });
      expect(calls[0], String(pageSize)).toEqual([1, limit]);
    }
  });

  it('names the failed page with the rows so far, and a retry continues from there', async () => {
    const failing = server(250, { failOn: 2 });
    const failed = await fetchAllRows(failing.fetchPage, { pageSize: 100 });
    expect(failed).toEqual({ kind: 'failed', page: 2, rows: records(1, 100), total: 250, error: new Error('page 2') });
    if (failed.kind !== 'failed') throw new Error('expected a failure');
    const { calls, fetchPage } = server(250);
    const retried = await fetchAllRows(fetchPage, { pageSize: 100, startPage: failed.page, rowsSoFar: failed.rows });
    expect(calls).toEqual([
      [2, 100],
      [3, 100],
    ]);
    expect(retried).toEqual({ kind: 'done', rows: records(1, 250), total: 250, capped: false });
    expect(failed.rows).toHaveLength(100);
  });

  it('reports a total of 0 when the first page fails, and starts at page 1 for a start below one', async () => {
    const { calls, fetchPage } = server(10, { failOn: 1 });
    expect(await fetchAllRows(fetchPage, { startPage: 0 })).toMatchObject({
      kind: 'failed',
      page: 1,
      total: 0,
      rows: [],
    });
    expect(calls).toEqual([[1, 500]]);
  });

  it('keeps to the cap with the rows of a retry', async () => {
    const { fetchPage } = server(300);
    const outcome = await fetchAllRows(fetchPage, {
      pageSize: 100,
      cap: 150,
      startPage: 2,
      rowsSoFar: records(1, 100),
    });
    expect(outcome).toEqual({ kind: 'done', rows: records(1, 150), total: 300, capped: true });
    const more = await fetchAllRows(server(300).fetchPage, { pageSize: 100, cap: 50, rowsSoFar: records(1, 100) });
    expect(more).toMatchObject({ kind: 'done', rows: records(1, 50) });
  });

  it('passes the signal on and stops when cancelled during a call', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const fetchPage: FetchPage = (_page, _limit, signal) => {
      seen = signal;
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    const run = fetchAllRows(fetchPage, { signal: controller.signal });
    controller.abort();
    expect(await run).toEqual({ kind: 'cancelled' });
    expect(seen).toBe(controller.signal);
  });

  it('is cancelled when the call answers after the cancel, and asks nothing when cancelled before', async () => {
    const controller = new AbortController();
    const onProgress = vi.fn();
    const late = await fetchAllRows(
      async () => {
        controller.abort();
        return { list: records(1, 500), totalCount: 1000 };
      },
      { signal: controller.signal, onProgress },
    );
    expect(late).toEqual({ kind: 'cancelled' });
    expect(onProgress).not.toHaveBeenCalled();
    const fetchPage = vi.fn<FetchPage>();
    expect(await fetchAllRows(fetchPage, { signal: controller.signal })).toEqual({ kind: 'cancelled' });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('gives calls a signal that is never aborted when none is given', async () => {
    const { fetchPage } = server(1);
    await fetchAllRows(fetchPage);
    const signal = fetchPage.mock.calls[0]?.[2];
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
  });
});
