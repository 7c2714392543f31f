/**
 * The figures' reads: each call made once per refresh (the two points figures share one stats
 * call, the withdrawals figure shares `pendingCount` with the menu's badge), every answer read as untrusted.
 */
import type { Reader } from '../../core/kernel/data/useRead.ts';
import type { ReadKey } from '../../core/kernel/data/readKeys.ts';
import { resourceApi, resourcePaths } from '../../core/resources/convention.ts';
import { points } from '../business/areas.ts';
import { countOf, PENDING_WITHDRAWALS_PATH } from '../../contract/pendingWork.ts';
import { readStatsAnswer } from './trends/days.ts';
import { statsPath, statsUnsupported } from './trends/stats.ts';
import type { FigureSource } from './figures.ts';

export interface FigureValue {
  value: number;
  /** How the value reads: a count, points, or records (the points figures' fallback). */
  unit: 'count' | 'points' | 'records';
  /** A money total beside the count (withdrawals pending). */
  amount?: number;
}

/** The amount of a pendingCount answer: a finite number ≥ 0, else none. */
function amountOf(data: unknown): number | undefined {
  const amount = typeof data === 'object' && data !== null ? (data as { amount?: unknown }).amount : undefined;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

/** A figure's value from a pendingCount answer; null when it has no count. */
function pendingValue(data: unknown): FigureValue | null {
  const count = countOf(data);
  if (count === null) return null;
  const amount = amountOf(data);
  return amount === undefined ? { value: count, unit: 'count' } : { value: count, unit: 'count', amount };
}

/** The read of one figure's value: keyed by the call it makes, so the badge and the figure share `pendingCount`. */
export function figureRead(
  source: FigureSource,
  day: string,
): { key: ReadKey; read: Reader<unknown>; value?: (data: unknown) => FigureValue | null } {
  switch (source.kind) {
    case 'listTotal':
      return {
        key: [resourcePaths(source.def.group, source.def.name).list, source.params],
        read: async (api) => ({
          value: (await resourceApi(api, source.def).list(source.params, { quiet: true })).totalCount,
          unit: 'count',
        }),
      };
    case 'pendingWithdrawals':
      // The raw answer, as the menu's badge reads it: one read for both.
      return {
        key: [PENDING_WITHDRAWALS_PATH, null],
        read: (api) => api.call<unknown>({ method: 'GET', url: PENDING_WITHDRAWALS_PATH }, { quiet: true }),
        value: pendingValue,
      };
    case 'pointsToday': {
      // The list's own calendar (no zone named), so the figure equals the list it opens.
      const params = { field: 'createdAt', from: day, to: day, groupBy: 'day', sum: 'change', split: 'change' };
      const url = statsPath({ def: points });
      return {
        key: [url, params, source.sign],
        read: async (api, _signal, share) => {
          try {
            // The two points figures read one stats call.
            const stats = await share([url, params], (reads) =>
              reads.call<unknown>({ method: 'GET', url, params }, { quiet: true }),
            );
            const row = readStatsAnswer(stats, [day]).find((r) => r.group === source.sign);
            return { value: Math.abs(row?.sum ?? 0), unit: 'points' };
          } catch (error) {
            if (!statsUnsupported(error)) throw error;
            return {
              value: (await resourceApi(api, points).list(source.fallback, { quiet: true })).totalCount,
              unit: 'records',
            };
          }
        },
      };
    }
  }
}
