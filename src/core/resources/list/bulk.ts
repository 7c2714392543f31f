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
  const { signal, onProgress } = options;
  const wanted = Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY);
  const limit = wanted > 1 ? wanted : 1;
  const controller = new AbortController();
  const stop = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  if (signal?.aborted) stop();
  const settled: (Settled | undefined)[] = new Array(items.length);
  let next = 0;
  let done = 0;

  const worker = async (): Promise<void> => {
    while (next < items.length && !controller.signal.aborted) {
      const index = next++;
      try {
        await task(items[index] as T, controller.signal);
        settled[index] = { ok: true };
      } catch (error) {
        settled[index] = { ok: false, error };
      }
      done += 1;
      try {
        onProgress?.(done, items.length);
      } catch {
        // A progress display that throws does not stop the work.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  signal?.removeEventListener('abort', stop);

  const outcome: BulkOutcome<T> = { succeeded: [], failed: [], cancelled: controller.signal.aborted };
  items.forEach((item, i) => {
    const result = settled[i];
    if (result?.ok) outcome.succeeded.push(item);
    else if (result) outcome.failed.push({ item, error: result.error });
  });
  return outcome;
}
