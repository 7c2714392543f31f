/**
 * The stats call of the convention (docs/api.md "Stats"): records counted (and a number field
 * summed) per day of one of their date fields, in the caller's time zone.
 *
 *   GET /api/<group>/<area>/stats?field=<date field>&from=YYYY-MM-DD&to=YYYY-MM-DD&groupBy=day
 *       [&tz=<IANA zone>][&sum=<number field>][&split=<field>][&<list filters>]
 *     → [{ day, count, sum? , group? }]
 *
 * Every day from `from` to `to` is answered, an empty one with 0; with `split` every day has one
 * row per group: the options of an enum, status or boolean field, or `positive` and `negative`
 * for a number field (points earned and spent). Stored times are the server's local time; `tz`
 * (default: the server's zone) says whose calendar the days are. Pure.
 */
import { badRequest } from '../envelope.ts';
import { parseListQuery, type Filter, type ListSpec } from './listQuery.ts';
import type { Row } from './model.ts';
import { isDate, type FieldRule } from './schema.ts';

/** The longest span one stats call may ask for, in days. */
export const MAX_STATS_DAYS = 366;

const STATS_PARAMS = ['field', 'from', 'to', 'groupBy', 'tz', 'sum', 'split'];
const LIST_ONLY = ['page', 'limit', 'sort', 'order', 'keyword'];
const SIGN_GROUPS = ['positive', 'negative'] as const;

export interface StatsQuery {
  field: string;
  days: string[];
  timeZone: string | null;
  sum: string | null;
  split: { key: string; groups: readonly (string | number | boolean)[]; bySign: boolean } | null;
  filters: Filter[];
}

export interface StatsRow {
  day: string;
  count: number;
  sum?: number;
  group?: string | number | boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;
const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

function oneOf(name: string, text: string | undefined, options: readonly string[]): string {
  if (text === undefined || text === '') throw badRequest(`参数 ${name} 不能为空`);
  if (!options.includes(text)) throw badRequest(`参数 ${name} 必须是 ${options.join('、')} 之一`);
  return text;
}

function day(name: string, text: string | undefined): string {
  if (text === undefined || text === '') throw badRequest(`参数 ${name} 不能为空`);
  if (!isDate(text)) throw badRequest(`参数 ${name} 必须是 YYYY-MM-DD 格式的日期`);
  return text;
}

function zone(text: string | undefined): string | null {
  if (text === undefined || text === '') return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    throw badRequest('参数 tz 必须是 IANA 时区名称，如 Asia/Shanghai');
  }
}

const keysOf = (fields: readonly FieldRule[], kinds: readonly string[]) =>
  fields.filter((f) => kinds.includes(f.kind)).map((f) => f.key);

function splitOf(fields: readonly FieldRule[], key: string): StatsQuery['split'] {
  const rule = fields.find((f) => f.key === key)!;
  if (rule.kind === 'int' || rule.kind === 'money') return { key, groups: SIGN_GROUPS, bySign: true };
  if (rule.kind === 'bool') return { key, groups: [true, false], bySign: false };
  if (rule.kind === 'status') return { key, groups: [1, 0], bySign: false };
  return { key, groups: rule.options ?? [], bySign: false };
}

/** Parses a stats query of one area; throws A0400 naming the parameter that does not fit. */
export function parseStatsQuery(queries: Record<string, string[]>, spec: ListSpec): StatsQuery {
  const one = (name: string) => queries[name]?.[0];
  const field = oneOf('field', one('field'), keysOf(spec.fields, ['date', 'datetime']));
  oneOf('groupBy', one('groupBy'), ['day']);
  const from = day('from', one('from'));
  const to = day('to', one('to'));
  const span = dayNumber(to) - dayNumber(from) + 1;
  if (span < 1) throw badRequest('参数 to 不能早于 from');
  if (span > MAX_STATS_DAYS)
    throw badRequest(`参数 to 必须在 ${from} 到 ${dayText(dayNumber(from) + MAX_STATS_DAYS - 1)} 之间`);
  const sumText = one('sum');
  const sum = sumText ? oneOf('sum', sumText, keysOf(spec.fields, ['int', 'money'])) : null;
  const splitText = one('split');
  const splittable = keysOf(spec.fields, ['enum', 'status', 'bool', 'int', 'money']);
  const split = splitText ? splitOf(spec.fields, oneOf('split', splitText, splittable)) : null;
  const rest: Record<string, string[]> = {};
  for (const [name, texts] of Object.entries(queries)) {
    if (STATS_PARAMS.includes(name)) continue;
    if (LIST_ONLY.includes(name)) throw badRequest(`不支持的查询参数 ${name}`);
    rest[name] = texts;
  }
  const days = Array.from({ length: span }, (_, i) => dayText(dayNumber(from) + i));
  return { field, days, timeZone: zone(one('tz')), sum, split, filters: parseListQuery(rest, spec).filters };
}

/** The day of a stored local time in `timeZone`: the time's own date when no zone is named. */
function dayIn(timeZone: string | null): (stored: string) => string {
  if (timeZone === null) return (stored) => stored.slice(0, 10);
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (stored) => {
    const [d, t = '00:00:00'] = stored.split(' ');
    const [y, m, dd] = (d as string).split('-').map(Number);
    const [h, mi, s] = t.split(':').map(Number);
    return format.format(new Date(y!, m! - 1, dd, h, mi, s));
  };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Counts (and sums) `rows` per day of the query's range; `rows` are already filtered. */
export function runStats(rows: readonly Row[], query: StatsQuery): StatsRow[] {
  const first = query.days[0] as string;
  const last = query.days[query.days.length - 1] as string;
  // A stored time is at most a day away from the same calendar day in any zone: look only there.
  const low = dayText(dayNumber(first) - 1);
  const high = `${dayText(dayNumber(last) + 1)} 23:59:59`;
  const toDay = dayIn(query.timeZone);
  const groups = query.split?.groups ?? [null];
  const cells = new Map<string, { count: number; sum: number }>();
  const cellKey = (d: string, g: unknown) => `${d}|${String(g)}`;
  for (const d of query.days) for (const g of groups) cells.set(cellKey(d, g), { count: 0, sum: 0 });
  for (const row of rows) {
    const stored = row[query.field];
    if (typeof stored !== 'string' || stored < low || stored > high) continue;
    let group: unknown = null;
    if (query.split) {
      const value = row[query.split.key];
      group = query.split.bySign ? (Number(value) > 0 ? 'positive' : Number(value) < 0 ? 'negative' : null) : value;
    }
    const cell = cells.get(cellKey(toDay(stored), group));
    if (!cell) continue;
    cell.count += 1;
    if (query.sum !== null) cell.sum += Number(row[query.sum]) || 0;
  }
  const answer: StatsRow[] = [];
  for (const d of query.days) {
    for (const g of groups) {
      const cell = cells.get(cellKey(d, g))!;
      const out: StatsRow = { day: d, count: cell.count };
      if (query.sum !== null) out.sum = round2(cell.sum);
      if (g !== null) out.group = g;
      answer.push(out);
    }
  }
  return answer;
}
