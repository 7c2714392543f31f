/**
 * "Copy for ticket": a short summary of records for a support agent to paste into a reply, as
 * plain text and as a small HTML table. The fields are the ones the area declares
 * (`ticketSummary`), by default its visible list columns without ids and internal fields; a field
 * the one rule of what is secret names is never in it, declared or not. Labels and values are in
 * the console's language, times in the agent's time zone, amounts with their currency, and every
 * value is escaped in the HTML. Pure.
 */
import { isSecretName, withoutSecretQueryValues } from '../../contract/secrets.ts';
import { displayNames, findOption, formatMoney, formatNumber, optionsOf } from './format.ts';
import { recordTitle } from './fields.ts';
import type { FieldDef, RecordData, ResourceDef } from './types.ts';

/** The zone the API writes its times in (`YYYY-MM-DD HH:mm:ss` without a zone): the platform's, China's. */
export const API_TIME_ZONE = 'Asia/Shanghai';

/** Field types a reply has no use for: pictures and colours. */
const NOT_FOR_A_TICKET = new Set<FieldDef['type']>(['image', 'color']);

/** Fields that are the console's own bookkeeping, not something a customer asks about. */
const isInternal = (field: FieldDef): boolean =>
  (field.key === 'id' || /Ids?$/.test(field.key)) && field.display === undefined;

/** The fields a summary of `def`'s records holds, in order. */
export function summaryFields(def: Pick<ResourceDef, 'fields' | 'ticketSummary'>): FieldDef[] {
  const declared = def.ticketSummary;
  const chosen = declared
    ? declared.flatMap((key) => def.fields.filter((f) => f.key === key))
    : def.fields.filter((f) => f.list === true && !NOT_FOR_A_TICKET.has(f.type) && !isInternal(f));
  return chosen.filter((f) => !isSecretName(f.key) && !(f.display !== undefined && isSecretName(f.display)));
}

export interface SummaryOptions {
  /** Translates a locale key (the console's i18n `t`). */
  t: (key: string, values?: Record<string, unknown>) => string;
  language: string;
  /** The agent's IANA time zone. */
  timeZone: string;
  /** The zone the API's times are in. */
  sourceZone?: string;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function wallClock(at: number, timeZone: string): number[] {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) => Number(parts.find((p) => p.type === type)?.value);
  const parts = format.formatToParts(new Date(at));
  return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) => part(type, parts));
}
const asUtc = ([y, mo, d, h, mi, s]: number[]): number => Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
const pad = (n: number | undefined): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm` of a wall-clock time in `from`, as the clock in `to` shows the same moment. */
export function inTimeZone(text: string, from: string, to: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return text;
  const wall = match.slice(1, 7).map((n) => Number(n ?? 0));
  // The moment whose clock in `from` reads `wall` (twice: the offset may differ across a change of clocks).
  let at = asUtc(wall);
  for (let i = 0; i < 2; i += 1) at += asUtc(wall) - asUtc(wallClock(at, from));
  const [y, mo, d, h, mi] = wallClock(at, to);
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}`;
}

/** A field's value as the summary writes it: '' when there is nothing to say. */
export function summaryValue(field: FieldDef, record: Record<string, unknown>, options: SummaryOptions): string {
  const { t, language } = options;
  const value = record[field.key];
  const unit = (text: string) => (text !== '' && field.unit ? `${text} ${t(field.unit)}` : text);
  switch (field.type) {
    case 'money':
      return formatMoney(typeof value === 'string' && value.trim() !== '' ? Number(value) : value, language);
    case 'number':
      return unit(formatNumber(value, language));
    case 'enum':
    case 'status':
    case 'boolean': {
      const option = findOption({ ...field, options: optionsOf(field) }, value);
      return option ? t(option.label) : value === undefined || value === null ? '' : String(value);
    }
    case 'datetime':
      return typeof value === 'string' && value !== ''
        ? inTimeZone(value, options.sourceZone ?? API_TIME_ZONE, options.timeZone)
        : '';
    case 'relation':
    case 'relations':
    case 'tags': {
      const names = displayNames(field.display ? record[field.display] : undefined).map((n) => n.name);
      return names.length > 0
        ? names.join(', ')
        : field.type === 'relation' && value != null
          ? `#${String(value)}`
          : '';
    }
    default:
      return typeof value === 'string' || typeof value === 'number' ? withoutSecretQueryValues(String(value)) : '';
  }
}

export interface TicketSummary {
  /** What was copied, for the notice: "王伟", or "3 users". */
  what: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The summary of one record (a label and value a line) or of several (one block each, one table). */
export function ticketSummary(
  def: Pick<ResourceDef, 'fields' | 'ticketSummary' | 'item' | 'titleField'>,
  records: readonly (Partial<RecordData> & Record<string, unknown>)[],
  options: SummaryOptions,
): TicketSummary {
  const { t } = options;
  const fields = summaryFields(def);
  const item = t(def.item);
  const rows = records.map((record) =>
    fields
      .map((field) => [t(field.label), oneLine(summaryValue(field, record, options))] as const)
      .filter(([, value]) => value !== ''),
  );
  const zoned = fields.some((f) => f.type === 'datetime');
  const zoneLine = zoned ? t('ticket.zone', { zone: options.timeZone }) : '';
  const nameOf = (record: Partial<RecordData> & Record<string, unknown>) =>
    oneLine(withoutSecretQueryValues(recordTitle(def, record)));
  const titleOf = (record: Partial<RecordData> & Record<string, unknown>) =>
    t('ticket.title', { name: nameOf(record), item });
  const text = [
    ...records.map((record, i) =>
      [titleOf(record), ...rows[i]!.map(([label, value]) => t('ticket.line', { label, value }))].join('\n'),
    ),
    ...(zoneLine ? [zoneLine] : []),
  ].join('\n\n');
  const cell = (tag: 'th' | 'td', value: string) => `<${tag}>${escapeHtml(value)}</${tag}>`;
  let table: string;
  if (records.length === 1) {
    table =
      `<table><caption>${escapeHtml(titleOf(records[0]!))}</caption><tbody>` +
      rows[0]!.map(([l, v]) => `<tr>${cell('th', l)}${cell('td', v)}</tr>`).join('') +
      `</tbody></table>`;
  } else {
    const head = fields.map((f) => cell('th', t(f.label))).join('');
    const body = records
      .map((record) => `<tr>${fields.map((f) => cell('td', oneLine(summaryValue(f, record, options)))).join('')}</tr>`)
      .join('');
    table = `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  }
  const html = table + (zoneLine ? `<p>${escapeHtml(zoneLine)}</p>` : '');
  const what = records.length === 1 ? nameOf(records[0]!) : t('ticket.many', { count: records.length, item });
  return { what, text, html };
}
