/**
 * Watch a case: a withdrawal or a user a support agent follows until it moves. What is watched,
 * how one check's answer is read, and what changed since the last one. Pure: the worker keeps the
 * watches (sealed, per account and host) and makes the calls.
 */

export type WatchArea = 'withdrawal' | 'user';

/** Watches an account may keep. */
export const MAX_WATCHES = 50;
/** How often the watches are checked (`chrome.alarms`; at least 0.5 in current Chrome). */
export const WATCH_CHECK_MINUTES = 1;
/** Checks running at once: the API has no list call by ids, so each watch is one info call. */
export const MAX_CHECKS_AT_ONCE = 4;
/** The fields whose change is reported, per area. */
export const WATCHED_FIELDS: Record<WatchArea, readonly string[]> = {
  withdrawal: ['status'],
  user: ['status'],
};

export interface Watch {
  area: WatchArea;
  id: number;
  /** How the record is named in a notice: the order number, the nickname. */
  name: string;
  /** The watched fields as last seen. */
  seen: Record<string, unknown>;
  /** The amount of a withdrawal, for the notice. */
  amount?: number;
  /** The last change seen (ms since 1970), and what it was. */
  lastChange?: { at: number; field: string; to: unknown };
  /** A change (or the end) reported and not yet seen in the console: counted on the badge. */
  unseen?: true;
  /** The record is gone (deleted, or not visible to the account): reported once, no longer checked. */
  ended?: true;
}

/** The info call of a watched record. */
export function watchPath(area: WatchArea, id: number): string {
  return `/api/business/${area}/info/${id}`;
}

/** A watch of `record` as it is now. */
export function watchOf(area: WatchArea, record: Record<string, unknown>): Watch | null {
  const id = record.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  const name = String((area === 'withdrawal' ? record.orderNo : record.nickname) ?? `#${id}`);
  const seen = Object.fromEntries(WATCHED_FIELDS[area].map((field) => [field, record[field]]));
  const amount = Number(record.amount);
  return { area, id, name, seen, ...(area === 'withdrawal' && Number.isFinite(amount) ? { amount } : {}) };
}

/** The watches with `watch` added (once; at most MAX_WATCHES): null when the list is full. */
export function withWatch(watches: readonly Watch[], watch: Watch): Watch[] | null {
  if (watches.some((w) => w.area === watch.area && w.id === watch.id)) return [...watches];
  return watches.length >= MAX_WATCHES ? null : [...watches, watch];
}

export const withoutWatch = (watches: readonly Watch[], area: WatchArea, id: number): Watch[] =>
  watches.filter((w) => !(w.area === area && w.id === id));

/** What one check found: the record, no record any more (deleted, or not visible to the account), or nothing known. */
export type CheckAnswer = { kind: 'found'; record: Record<string, unknown> } | { kind: 'gone' } | { kind: 'failed' };

export interface WatchChange {
  area: WatchArea;
  id: number;
  name: string;
  field: string;
  from: unknown;
  to: unknown;
  amount?: number;
}

/**
 * One watch after one check: unchanged (kept as it was), changed (kept with what it saw now, and
 * the changes to report), gone (reported once and dropped), or failed (kept as it was, tried again
 * next round, never reported as a change).
 */
export type WatchOutcome =
  | { kind: 'unchanged'; watch: Watch }
  | { kind: 'changed'; watch: Watch; changes: WatchChange[] }
  | { kind: 'gone'; watch: Watch }
  | { kind: 'failed'; watch: Watch };

export function diffWatch(watch: Watch, answer: CheckAnswer, now: number): WatchOutcome {
  if (answer.kind === 'failed') return { kind: 'failed', watch };
  if (answer.kind === 'gone') return { kind: 'gone', watch };
  const fresh = watchOf(watch.area, answer.record);
  if (!fresh) return { kind: 'failed', watch };
  const changes: WatchChange[] = WATCHED_FIELDS[watch.area]
    .filter((field) => !Object.is(watch.seen[field], fresh.seen[field]))
    .map((field) => ({
      area: watch.area,
      id: watch.id,
      name: fresh.name,
      field,
      from: watch.seen[field],
      to: fresh.seen[field],
      ...(fresh.amount !== undefined ? { amount: fresh.amount } : {}),
    }));
  if (changes.length === 0) return { kind: 'unchanged', watch };
  const last = changes[changes.length - 1]!;
  return {
    kind: 'changed',
    watch: { ...fresh, lastChange: { at: now, field: last.field, to: last.to } },
    changes,
  };
}

const AREAS: readonly WatchArea[] = ['withdrawal', 'user'];

/** Watches read back from storage: only well-formed ones, each record once, at most MAX_WATCHES. */
export function checkStoredWatches(value: unknown): Watch[] {
  if (!Array.isArray(value)) return [];
  let kept: Watch[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { area, id, name, seen, amount, lastChange, unseen, ended } = item as Record<string, unknown>;
    if (!AREAS.includes(area as WatchArea) || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) continue;
    if (typeof name !== 'string' || typeof seen !== 'object' || seen === null || Array.isArray(seen)) continue;
    const fields = WATCHED_FIELDS[area as WatchArea];
    const watch: Watch = {
      area: area as WatchArea,
      id,
      name: name.slice(0, 100),
      seen: Object.fromEntries(fields.map((f) => [f, (seen as Record<string, unknown>)[f]])),
      ...(typeof amount === 'number' && Number.isFinite(amount) ? { amount } : {}),
      ...(typeof lastChange === 'object' &&
      lastChange !== null &&
      typeof (lastChange as { at?: unknown }).at === 'number'
        ? { lastChange: lastChange as Watch['lastChange'] & object }
        : {}),
      ...(unseen === true ? { unseen } : {}),
      ...(ended === true ? { ended } : {}),
    };
    kept = withWatch(kept, watch) ?? kept;
  }
  return kept;
}
