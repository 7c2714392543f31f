/**
 * The trends' data: one stats call per chart (docs/api.md "Stats"), or, from a back end without
 * it, one list total per day for at most FALLBACK_MAX_DAYS days.
 */
import type { ApiClient } from '../../../core/api/client.ts';
import { ApiError } from '../../../contract/envelope.ts';
import { resourceApi, resourcePaths } from '../../../core/resources/convention.ts';
import { runBulk } from '../../../core/resources/list/bulk.ts';
import { FALLBACK_MAX_DAYS, perDay, readStatsAnswer } from './days.ts';
import type { TrendDef } from './trends.ts';

export interface SeriesData {
  key: string;
  label: string;
  colour: string;
  counts: number[];
  /** Null when the chart sums nothing, or in the fallback (a list total counts only). */
  sums: number[] | null;
}

export interface TrendData {
  days: string[];
  /** `fallback`: drawn from list totals, one series, counts only. */
  source: 'stats' | 'fallback';
  series: SeriesData[];
}

/** The stats call's path of an area by the convention. */
export function statsPath(trend: Pick<TrendDef, 'def'>): string {
  return resourcePaths(trend.def.group, trend.def.name).list.replace(/\/list$/, '/stats');
}

/**
 * A failure that says the back end has no stats call: not found, or refused through the envelope.
 * A dropped connection or an expired session is not: those are told as they are.
 */
export function statsUnsupported(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'server';
}

export async function loadStats(api: ApiClient, trend: TrendDef, days: string[], timeZone: string): Promise<TrendData> {
  const params: Record<string, unknown> = {
    field: trend.field,
    from: days[0],
    to: days[days.length - 1],
    groupBy: 'day',
    tz: timeZone,
  };
  if (trend.sum) params.sum = trend.sum.field;
  if (trend.split) params.split = trend.split;
  const rows = readStatsAnswer(
    await api.call<unknown>({ method: 'GET', url: statsPath(trend), params }, { quiet: true }),
    days,
  );
  return {
    days,
    source: 'stats',
    series: trend.series.map((series) => {
      const sign = series.negate ? -1 : 1;
      return {
        key: series.key,
        label: series.label,
        colour: series.colour,
        counts: perDay(rows, days, series.groups, 'count'),
        sums: trend.sum ? perDay(rows, days, series.groups, 'sum').map((v) => (v === 0 ? 0 : sign * v)) : null,
      };
    }),
  };
}

/**
 * The fallback: the list's total of each day (its date field's range set to the day), four calls
 * at a time, for the last FALLBACK_MAX_DAYS of `days` at most. Throws the first failure.
 */
export async function loadFallback(
  api: ApiClient,
  trend: TrendDef,
  days: string[],
  signal?: AbortSignal,
): Promise<TrendData> {
  const shown = days.slice(-FALLBACK_MAX_DAYS);
  const counts = shown.map(() => 0);
  const list = resourceApi(api, trend.def);
  const outcome = await runBulk(
    shown.map((day, index) => ({ day, index })),
    async ({ day, index }) => {
      const params = { page: 1, limit: 1, ...trend.fallback.filters, [trend.field]: [day, day] };
      counts[index] = (await list.list(params, { quiet: true })).totalCount;
    },
    signal ? { signal } : {},
  );
  const failed = outcome.failed[0];
  if (failed) throw failed.error;
  const first = trend.series[0]!;
  return {
    days: shown,
    source: 'fallback',
    series: [{ key: first.key, label: trend.fallback.label, colour: first.colour, counts, sums: null }],
  };
}

/** The chart's data: the stats call, else (a back end without it) the fallback. */
export async function loadTrend(
  api: ApiClient,
  trend: TrendDef,
  days: string[],
  timeZone: string,
  signal?: AbortSignal,
): Promise<TrendData> {
  try {
    return await loadStats(api, trend, days, timeZone);
  } catch (error) {
    if (!statsUnsupported(error)) throw error;
    return loadFallback(api, trend, days, signal);
  }
}
