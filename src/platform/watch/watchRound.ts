/**
 * One round of watch checks in the worker: each watched record asked for by its info call (the API
 * has no list call by ids), at most MAX_CHECKS_AT_ONCE at a time. Records gone are reported once
 * and dropped; a failed check keeps the watch as it was for the next round.
 */
import type { TransportReply } from '../../contract/platform.ts';
import { checkAnswerOf } from '../../contract/watchCheck.ts';
import { MAX_CHECKS_AT_ONCE, diffWatch, watchPath, type Watch, type WatchChange } from '../../contract/watches.ts';

export interface WatchRound {
  /** The watches to keep, in their order. */
  watches: Watch[];
  changes: WatchChange[];
  gone: Watch[];
  failed: number;
}

export async function runWatchRound(
  watches: readonly Watch[],
  get: (path: string) => Promise<TransportReply>,
  now: number,
): Promise<WatchRound> {
  const outcomes = new Array<ReturnType<typeof diffWatch>>(watches.length);
  let next = 0;
  const worker = async () => {
    while (next < watches.length) {
      const index = next++;
      const watch = watches[index]!;
      const reply = await get(watchPath(watch.area, watch.id)).catch((): TransportReply => ({
        ok: false,
        kind: 'network',
      }));
      outcomes[index] = diffWatch(watch, checkAnswerOf(reply, watch.id), now);
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAX_CHECKS_AT_ONCE, watches.length) }, worker));
  const round: WatchRound = { watches: [], changes: [], gone: [], failed: 0 };
  for (const outcome of outcomes) {
    if (outcome.kind === 'gone') round.gone.push(outcome.watch);
    else round.watches.push(outcome.watch);
    if (outcome.kind === 'changed') round.changes.push(...outcome.changes);
    if (outcome.kind === 'failed') round.failed += 1;
  }
  return round;
}
