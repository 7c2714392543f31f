/**
 * Days of the dashboard's trends: ranges of calendar days in the user's time zone, and a stats
 * answer (untrusted) read into one number per day and series. Pure.
 */

/** The ranges a person can choose, in days. */
export const TREND_RANGES = [7, 14, 30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];
export const DEFAULT_TREND_RANGE: TrendRange = 14;
/** A back end without the stats call: one list total per day, for at most this many days. */
export const FALLBACK_MAX_DAYS = 14;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The user's time zone as the browser knows it (IANA name), or UTC when it names none. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of the moment `at` on the calendar of `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const dayNumber = (day: string): number => {
  const [, y, m, d] = DAY.exec(day) ?? [];
  return Date.UTC(Number(y), Number(m) - 1, Number(d)) / DAY_MS;
};
const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative); calendar days, whatever the clocks do. */
export function addDays(day: string, count: number): string {
  return dayText(dayNumber(day) + count);
}

/** The `count` days up to and including `last`, oldest first. */
export function daysEndingOn(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** The last `count` days up to and including today in `timeZone`, oldest first. */
export function lastDays(now: Date, count: number, timeZone: string): string[] {
  return daysEndingOn(dayIn(now, timeZone), count);
}

/** `MM-DD`: the day as the charts' axis and the summaries write it, in both languages. */
export function shortDay(day: string): string {
  return day.slice(5);
}

/** The day with its weekday in the user's language, for the tables ("2026-11-20 Fri", "2026-11-20 周五"). */
export function dayWithWeekday(day: string, language: string): string {
  const weekday = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'zh-CN', { weekday: 'short', timeZone: 'UTC' });
  return `${day} ${weekday.format(new Date(dayNumber(day) * DAY_MS))}`;
}

/** One row of a stats answer: `group` present when the call split the records. */
export interface StatsRow {
  day: string;
  count: number;
  sum: number;
  group?: string | number | boolean;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The rows of a stats answer that can be used: an array of objects with a `day` of the range and a
 * whole `count` ≥ 0; a `sum` that is not a finite number counts as 0. Anything else is left out.
 */
export function readStatsAnswer(data: unknown, days: readonly string[]): StatsRow[] {
  if (!Array.isArray(data)) return [];
  const wanted = new Set(days);
  const rows: StatsRow[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { day, count, sum, group } = item as Record<string, unknown>;
    if (typeof day !== 'string' || !wanted.has(day)) continue;
    if (!isNumber(count) || !Number.isInteger(count) || count < 0) continue;
    const row: StatsRow = { day, count, sum: isNumber(sum) ? sum : 0 };
    if (typeof group === 'string' || typeof group === 'number' || typeof group === 'boolean') row.group = group;
    rows.push(row);
  }
  return rows;
}

/** The groups a series adds up (all of them when it names none). */
export type GroupPick = readonly (string | number | boolean)[] | 'all';

/**
 * One number per day of `days` (an empty day is 0): the rows' counts, or their sums, of the groups
 * `pick` names. Sums are rounded to the cent, so that adding many amounts leaves no binary dust.
 */
export function perDay(
  rows: readonly StatsRow[],
  days: readonly string[],
  pick: GroupPick,
  measure: 'count' | 'sum',
): number[] {
  const index = new Map(days.map((day, i) => [day, i]));
  const values = days.map(() => 0);
  for (const row of rows) {
    const at = index.get(row.day);
    if (at === undefined) continue;
    if (pick !== 'all' && (row.group === undefined || !pick.includes(row.group))) continue;
    values[at] = (values[at] as number) + (measure === 'count' ? row.count : row.sum);
  }
  return measure === 'sum' ? values.map((v) => Math.round(v * 100) / 100) : values;
}
