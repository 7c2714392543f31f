/**
 * An account's watches as both shells keep them (the extension's worker, the web page): what a
 * round of checks makes of them, and the list's own changes (watch, unwatch, seen). The shells
 * decide where the list is kept and whose it is (a `WatchShelf`); this code is the same for both.
 */
import type { TransportReply } from '../../contract/platform.ts';
import { watchOf, withWatch, withoutWatch, type Watch, type WatchArea } from '../../contract/watches.ts';
import type { WatchEvent } from '../../contract/watchNotice.ts';
import { runWatchRound, type WatchRound } from './watchRound.ts';

/** Where one account's watches are kept, at one API host. */
export interface WatchShelf {
  load(): Promise<Watch[]>;
  save(watches: readonly Watch[]): Promise<void>;
}

export type WatchOutcome = 'watching' | 'full' | 'unavailable';

const keyOf = (w: { area: WatchArea; id: number }) => `${w.area}:${w.id}`;

/**
 * The watches after a round, merged into the list as it is now: a watch removed meanwhile stays
 * removed and one added meanwhile stays; a change is kept unseen; a record gone ends its watch
 * (reported once, not checked again). Answers the events to report, only of watches still listed.
 */
export function applyRound(
  current: readonly Watch[],
  round: WatchRound,
  now: number,
): { watches: Watch[]; events: WatchEvent[] } {
  const fresh = new Map(round.watches.map((w) => [keyOf(w), w]));
  const gone = new Set(round.gone.map(keyOf));
  const changed = new Set(round.changes.map(keyOf));
  const events: WatchEvent[] = [];
  const watches = current.map((watch): Watch => {
    const key = keyOf(watch);
    if (watch.ended) return watch;
    if (gone.has(key)) {
      events.push({ kind: 'gone', watch });
      return { ...watch, ended: true, unseen: true, lastChange: { at: now, field: 'gone', to: null } };
    }
    if (!changed.has(key)) return watch;
    for (const change of round.changes) if (keyOf(change) === key) events.push({ kind: 'changed', change });
    return { ...fresh.get(key)!, unseen: true };
  });
  return { watches, events };
}

/** The watches a round checks: not those whose record is gone. */
export const checked = (watches: readonly Watch[]): Watch[] => watches.filter((w) => !w.ended);

/** Changes and ends not yet seen in the console: what the badge (or the console's count) adds. */
export const unseenCount = (watches: readonly Watch[]): number => watches.filter((w) => w.unseen).length;

/**
 * Runs one round over `shelf`: the calls outside `exclusive`, the merge inside it (so a watch or an
 * unwatch meanwhile is not lost); `stillOwner` is asked before anything is kept (a sign-out during
 * the round keeps nothing and reports nothing).
 */
export async function checkShelf(options: {
  shelf: WatchShelf;
  get: (path: string) => Promise<TransportReply>;
  now: () => number;
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  stillOwner: () => Promise<boolean>;
}): Promise<{ events: WatchEvent[]; watches: Watch[] } | null> {
  const { shelf, exclusive } = options;
  const toCheck = checked(await exclusive(() => shelf.load()));
  if (toCheck.length === 0) return null;
  const round = await runWatchRound(toCheck, options.get, options.now());
  return exclusive(async () => {
    if (!(await options.stillOwner())) return null;
    const result = applyRound(await shelf.load(), round, options.now());
    if (result.events.length > 0) await shelf.save(result.watches);
    return result;
  });
}

/** Watches `record` (at most MAX_WATCHES, contract/watches.ts; watching it again keeps the watch as it was). */
export async function addWatch(
  shelf: WatchShelf,
  area: WatchArea,
  record: Record<string, unknown>,
): Promise<WatchOutcome> {
  const watch = watchOf(area, record);
  if (!watch) return 'unavailable';
  const next = withWatch(await shelf.load(), watch);
  if (!next) return 'full';
  await shelf.save(next);
  return 'watching';
}

export async function removeWatch(shelf: WatchShelf, area: WatchArea, id: number): Promise<void> {
  await shelf.save(withoutWatch(await shelf.load(), area, id));
}

/** The person saw the list: changes are no longer new, and the ended watches go. */
export async function markSeen(shelf: WatchShelf): Promise<void> {
  const watches = await shelf.load();
  if (!watches.some((w) => w.unseen || w.ended)) return;
  await shelf.save(watches.filter((w) => !w.ended).map(({ unseen: _unseen, ...w }) => w));
}

/** One task at a time, in order: a chain the worker and the page put their list changes on. */
export function serial(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}
