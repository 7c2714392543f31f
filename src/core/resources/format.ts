/** Values of records as text, and the day and time formats of the API (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`). Pure. */
import type { EnumOption, FieldDef } from './types.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a local date. */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss` of a local date and time. */
export function formatDateTime(date: Date): string {
  return `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A local Date from `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`; null when the text is neither. */
export function parseDateText(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d) ? date : null;
}

/** Monday of the week `now` falls in (weeks start on Monday, as in China). */
export function weekStart(now: Date): Date {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const offset = (day.getDay() + 6) % 7;
  day.setDate(day.getDate() - offset);
  return day;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number as both languages' number format writes it: digits in groups of three, split by
 * commas. The dashboard's counts are written this way without the engine's number formatting,
 * whose first use on a page costs it ~50 ms (measured on the sign-in → dashboard path).
 */
function groupDigits(value: number): string {
  const digits = String(Math.abs(value));
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return (value < 0 ? '-' : '') + groups.join(',');
}

export function formatNumber(value: unknown, language: string, fractionDigits = 0): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (fractionDigits === 0 && Number.isSafeInteger(value) && !Object.is(value, -0)) return groupDigits(value);
  const locale = language === 'en' ? 'en-US' : 'zh-CN';
  const key = `${locale} ${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: Math.max(fractionDigits, 2),
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Money with two decimals; `¥` unless the field has a unit of its own. */
export function formatMoney(value: unknown, language: string, withSymbol = true): string {
  const text = formatNumber(value, language, 2);
  return text === '' ? '' : withSymbol ? `¥${text}` : text;
}

export function findOption(field: Pick<FieldDef, 'options' | 'type'>, value: unknown): EnumOption | undefined {
  return field.options?.find((o) => o.value === value);
}

/** The status and boolean fields' options when the declaration gives none. */
export const STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: 'resources.status.enabled', severity: 'success' },
  { value: 0, label: 'resources.status.disabled', severity: 'secondary' },
];
export const BOOLEAN_OPTIONS: readonly EnumOption[] = [
  { value: true, label: 'resources.boolean.yes', severity: 'success' },
  { value: false, label: 'resources.boolean.no', severity: 'secondary' },
];

/** The options a field offers: its own, or the standard ones of status and boolean fields. */
export function optionsOf(field: Pick<FieldDef, 'options' | 'type'>): readonly EnumOption[] {
  if (field.options) return field.options;
  if (field.type === 'status') return STATUS_OPTIONS;
  if (field.type === 'boolean') return BOOLEAN_OPTIONS;
  return [];
}

/** Names of related records as the server adds them: strings, or objects with a name. */
export function displayNames(value: unknown): { name: string; color?: string }[] {
  if (!Array.isArray(value)) return typeof value === 'string' && value !== '' ? [{ name: value }] : [];
  return value.flatMap((item) => {
    if (typeof item === 'string') return [{ name: item }];
    if (item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string') {
      const { name, color } = item as { name: string; color?: unknown };
      return [typeof color === 'string' ? { name, color } : { name }];
    }
    return [];
  });
}
