/**
 * The watch messages between the side panel and the worker (protocol.ts includes them in
 * WorkerRequest), and how a received one is read: rebuilt from its known fields only.
 */
import { LANGUAGES, type Language } from '../../contract/constants.ts';
import type { WatchArea } from '../../contract/watches.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Watches of the side panel (contract/watches.ts), kept by the worker sealed per account and API host.
 * A page names neither (the worker decides both, as for drafts), only the console's language, which
 * the notifications are written in. Answers: `watch.list` `{ watches }` or null (no account),
 * `watch.add` 'watching' | 'full' | 'unavailable', the others null.
 */
export type WatchRequest =
  | { type: 'watch.list'; language: Language }
  | { type: 'watch.add'; area: WatchArea; record: WatchedRecord; language: Language }
  | { type: 'watch.remove'; area: WatchArea; id: number }
  | { type: 'watch.seen' };

/** The fields of a record a watch reads (contract/watches.ts watchOf): nothing else crosses. */
export interface WatchedRecord {
  id: number;
  status?: string | number;
  orderNo?: string;
  nickname?: string;
  amount?: number;
}

const WATCH_AREAS: readonly unknown[] = ['withdrawal', 'user'] satisfies WatchArea[];
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
const shortText = (value: unknown): value is string => typeof value === 'string' && value.length <= 100;

/** A watched record rebuilt from the fields a watch reads; null when it is not one. */
function readWatchedRecord(value: unknown): WatchedRecord | null {
  if (!isObject(value) || !isId(value.id)) return null;
  const { id, status, orderNo, nickname, amount } = value;
  return {
    id,
    ...(shortText(status) || (typeof status === 'number' && Number.isFinite(status)) ? { status } : {}),
    ...(shortText(orderNo) ? { orderNo } : {}),
    ...(shortText(nickname) ? { nickname } : {}),
    ...(typeof amount === 'number' && Number.isFinite(amount) ? { amount } : {}),
  };
}

/** A watch message rebuilt from its known fields (an `account` or `host` a page adds is not read); null when malformed. */
export function readWatchRequest(message: Record<string, unknown>): WatchRequest | null {
  const { type, area, language } = message;
  if (type === 'watch.seen') return { type };
  if (type === 'watch.list') return isLanguage(language) ? { type, language } : null;
  if (!WATCH_AREAS.includes(area)) return null;
  const watchArea = area as WatchArea;
  if (type === 'watch.remove') return isId(message.id) ? { type, area: watchArea, id: message.id } : null;
  const record = readWatchedRecord(message.record);
  return record && isLanguage(language) ? { type: 'watch.add', area: watchArea, record, language } : null;
}

/** Every watch message type: a WatchRequest type missing here fails the type check. */
export const WATCH_TYPES: ReadonlySet<string> = new Set(
  Object.keys({
    'watch.list': true,
    'watch.add': true,
    'watch.remove': true,
    'watch.seen': true,
  } satisfies Record<WatchRequest['type'], true>),
);
