import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONCURRENCY, runBulk } from '../../../../../src/core/resources/list/bulk.ts';

/** A task whose calls the test settles one by one. */
function controlled() {
  const calls: { item: number; signal: AbortSignal; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const task = (item: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ item, signal, resolve, reject });
    });
  return { calls, task };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runBulk', () => {
  it('runs at most four tasks at a time by default, and reports progress', async () => {
    const { calls, task } = controlled();
    const progress: [number, number][] = [];
    const run = runBulk([1, 2, 3, 4, 5, 6], task, { onProgress: (done, total) => progress.push([done, total]) });
    await tick();
    expect(DEFAULT_CONCURRENCY).toBe(4);
    expect(calls.map((c) => c.item)).toEqual([1, 2, 3, 4]);
    calls[2]?.resolve();
    await tick();
    expect(calls.map((c) => c.item)).toEqual([1, 2, 3, 4, 5]);
    expect(progress).toEqual([[1, 6]]);
    for (const call of calls) call.resolve();
    await tick();
    calls[5]?.resolve();
    expect(await run).toEqual({ succeeded: [1, 2, 3, 4, 5, 6], failed: [], cancelled: false });
    expect(progress.map(([done]) => done)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the order of the items whatever order tasks settle in, and goes on after a failure', async () => {
    const { calls, task } = controlled();
    const run = runBulk([1, 2, 3, 4, 5], task, { concurrency: 5 });
    await tick();
    expect(calls.map((c) => c.item)).toEqual([1, 2, 3, 4, 5]);
    // Settled last to first, the even ones refused.
    for (const call of [...calls].reverse()) {
      if (call.item % 2 === 0) call.reject(new Error(`no ${call.item}`));
      else call.resolve();
      await tick();
    }
    expect(await run).toEqual({
      succeeded: [1, 3, 5],
      failed: [
        { item: 2, error: new Error('no 2') },
        { item: 4, error: new Error('no 4') },
      ],
      cancelled: false,
    });
  });

  it('holds to the concurrency given, and takes anything below one as one', async () => {
    for (const [concurrency, most] of [
      [2, 2],
      [2.9, 2],
      [1, 1],
      [0, 1],
      [-3, 1],
      [NaN, 1],
      [100, 7],
    ] as const) {
      let running = 0;
      let peak = 0;
      const outcome = await runBulk(
        [1, 2, 3, 4, 5, 6, 7],
        async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          running -= 1;
        },
        { concurrency },
      );
      expect(peak, String(concurrency)).toBe(most);
      expect(outcome.succeeded).toHaveLength(7);
    }
  });

  it('counts a task that throws at once as failed', async () => {
    const outcome = await runBulk(['a', 'b'], (item) => {
      if (item === 'a') throw new Error('sync');
      return Promise.resolve();
    });
    expect(outcome).toEqual({ succeeded: ['b'], failed: [{ item: 'a', error: new Error('sync') }], cancelled: false });
  });

  it('on cancel starts no more tasks and aborts the running ones', async () => {
    const { calls, task } = controlled();
    const controller = new AbortController();
    const run = runBulk([1, 2, 3, 4, 5], task, { concurrency: 2, signal: controller.signal });
    await tick();
    calls[0]?.resolve();
    await tick();
    expect(calls.map((c) => c.item)).toEqual([1, 2, 3]);
    expect(calls[1]?.signal.aborted).toBe(false);
    controller.abort('stop');
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls[2]?.signal.reason).toBe('stop');
    calls[1]?.reject(new DOMException('aborted', 'AbortError'));
    calls[2]?.resolve();
    const outcome = await run;
    expect(calls).toHaveLength(3);
    expect(outcome.succeeded).toEqual([1, 3]);
    expect(outcome.failed.map((f) => f.item)).toEqual([2]);
    expect(outcome.cancelled).toBe(true);
  });

  it('starts nothing when already cancelled, and resolves for no items', async () => {
    const task = vi.fn(() => Promise.resolve());
    const controller = new AbortController();
    controller.abort();
    expect(await runBulk([1, 2], task, { signal: controller.signal })).toEqual({
      succeeded: [],
      failed: [],
      cancelled: true,
    });
    expect(task).not.toHaveBeenCalled();
    expect(await runBulk([], task)).toEqual({ succeeded: [], failed: [], cancelled: false });
  });

  it('is not cancelled by an abort after it finished', async () => {
    const controller = new AbortController();
    const outcome = await runBulk([1], () => Promise.resolve(), { signal: controller.signal });
    controller.abort();
    expect(outcome.cancelled).toBe(false);
  });

  it('gives tasks a signal that is never aborted when none is given', async () => {
    const signals: AbortSignal[] = [];
    await runBulk([1, 2], (_, signal) => {
      signals.push(signal);
      return Promise.resolve();
    });
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(signals[0]?.aborted).toBe(false);
  });

  it('goes on when the progress display throws', async () => {
    const outcome = await runBulk([1, 2], () => Promise.resolve(), {
      onProgress: () => {
        throw new Error('display');
      },
    });
    expect(outcome).toEqual({ succeeded: [1, 2], failed: [], cancelled: false });
  });

  it('keeps undefined results apart from items not tried', async () => {
    const outcome = await runBulk([undefined, null], () => Promise.reject(new Error('x')));
    expect(outcome.failed).toEqual([
      { item: undefined, error: new Error('x') },
      { item: null, error: new Error('x') },
    ]);
  });
});
