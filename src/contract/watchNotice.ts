/**
 * What a watch round tells a person (contract/watches.ts): the system notification's title and
 * text, in the console's language, and the notification's id, which names the record to open when
 * it is clicked. Pure: the texts come from `locales/` (`watch.notice`), the shells show them.
 */
import type { Watch, WatchArea, WatchChange } from './watches.ts';

/** One thing a round found: a watched field changed, or the record is gone (reported once, unwatched). */
export type WatchEvent = { kind: 'changed'; change: WatchChange } | { kind: 'gone'; watch: Watch };

/** The `watch.notice` texts of one language (locales/*.json). */
export interface WatchNoticeTexts {
  title: string;
  withdrawal: string;
  user: string;
  gone: string;
  kinds: Record<WatchArea, string>;
  withdrawalStatus: Record<string, string>;
  userStatus: Record<string, string>;
}

export interface WatchNotice {
  /** `watch:<area>:<id>`: what a click on it opens. */
  id: string;
  title: string;
  message: string;
}

const NOTICE_PREFIX = 'watch:';

export const noticeId = (area: WatchArea, id: number): string => `${NOTICE_PREFIX}${area}:${id}`;

/** The record a notification's id names, or null for any other notification. */
export function noticeTarget(id: unknown): { area: WatchArea; id: number } | null {
  const match = typeof id === 'string' ? /^watch:(withdrawal|user):([1-9]\d{0,15})$/.exec(id) : null;
  return match ? { area: match[1] as WatchArea, id: Number(match[2]) } : null;
}

/** `{{name}}` and the like, filled as text (never markup: a notification shows text only). */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** An amount as the console writes it: `¥200.00`. */
export function yuan(amount: number): string {
  return `¥${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/** The notification of one event, e.g. "Withdrawal TX20261120000123 was paid: ¥200.00". */
export function watchNotice(event: WatchEvent, texts: WatchNoticeTexts): WatchNotice {
  if (event.kind === 'gone') {
    const { area, id, name } = event.watch;
    return {
      id: noticeId(area, id),
      title: texts.title,
      message: fillText(texts.gone, { kind: texts.kinds[area], name }),
    };
  }
  const { area, id, name, to, amount } = event.change;
  const statuses = area === 'withdrawal' ? texts.withdrawalStatus : texts.userStatus;
  const status = statuses[String(to)] ?? String(to);
  const message =
    area === 'withdrawal'
      ? fillText(texts.withdrawal, { name, status, amount: amount === undefined ? '—' : yuan(amount) })
      : fillText(texts.user, { name, status });
  return { id: noticeId(area, id), title: texts.title, message };
}

/** What the console's lookup opens for a watched record: its order number, or the user's id. */
export function lookupTextOf(watch: Pick<Watch, 'area' | 'id' | 'name'>): string {
  return watch.area === 'withdrawal' ? watch.name : `ID ${watch.id}`;
}
