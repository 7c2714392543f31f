/**
 * One task per selected record (delete, enable, …), a few at a time. Pure of React and of the API:
 * the caller gives the task. A failure does not stop the others; cancelling starts no more tasks and
 * aborts the signal of the ones running. The outcome comes back in the order of the items, and the
 * promise never rejects.
 */

export interface BulkOptions {
  /** Tasks in flight at most (default 4). */
  concurrency?: number;
  signal?: AbortSignal;
  /** After each task settles: how many have settled, of how many. */
  onProgress?: (done: number, total: number) => void;
}

export interface BulkOutcome<T> {
  /** The items whose task resolved, in the order given. */
  succeeded: T[];
  /** The items whose task rejected (one running when cancelled included), in the order given. */
  failed: { item: T; error: unknown }[];
  /** Cancelled before every task had settled: the items in neither list were not tried. */
  cancelled: boolean;
}

export const DEFAULT_CONCURRENCY = 4;

type Settled = { ok: true } | { ok: false; error: unknown };

export async function runBulk<T>(
  items: readonly T[],
  task: (item: T, signal: AbortSignal) => Promise<void>,
  options: BulkOptions = {},
): Promise<BulkOutcome<T>> {
  const { onProgress } = options;
  // Running tasks get the caller's signal itself: cancelling aborts them too.
  const signal = options.signal ?? new AbortController().signal;
  const limit = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY)) || 1;
  const settled: (Settled | undefined)[] = [];
  let next = 0;
  let done = 0;

  const worker = async (): Promise<void> => {
    while (next < items.length && !signal.aborted) {
      const index = next++;
      try {
        await task(items[index] as T, signal);
        settled[index] = { ok: true };
      } catch (error) {
        settled[index] = { ok: false, error };
      }
      done += 1;
      try {
        // Stryker disable next-line OptionalChaining: equivalent, calling a missing onProgress throws into the catch below
        onProgress?.(done, items.length);
      } catch {
        // A progress display that throws does not stop the work.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));

  const outcome: BulkOutcome<T> = { succeeded: [], failed: [], cancelled: signal.aborted };
  items.forEach((item, i) => {
    const result = settled[i];
    if (result?.ok) outcome.succeeded.push(item);
    else if (result) outcome.failed.push({ item, error: result.error });
  });
  return outcome;
}
