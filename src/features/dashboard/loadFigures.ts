/**
 * The figures' calls: each source asked once per refresh (the two points figures share one stats
 * call), every answer read as untrusted.
 */
import type { ApiClient } from '../../core/api/client.ts';
import { resourceApi } from '../../core/resources/convention.ts';
import { points } from '../business/areas.ts';
import { countOf, PENDING_WITHDRAWALS_PATH } from '../../contract/pendingWork.ts';
import { readStatsAnswer } from './trends/days.ts';
import { statsPath, statsUnsupported } from './trends/stats.ts';
import type { Figure, FigureSource } from './figures.ts';

export interface FigureValue {
  value: number;
  /** How the value reads: a count, points, or records (the points figures' fallback). */
  unit: 'count' | 'points' | 'records';
  /** A money total beside the count (withdrawals pending). */
  amount?: number;
}

type Shared = Map<string, Promise<unknown>>;

const once = <T>(shared: Shared, key: string, make: () => Promise<T>): Promise<T> => {
  if (!shared.has(key)) shared.set(key, make());
  return shared.get(key) as Promise<T>;
};

/** The amount of a pendingCount answer: a finite number ≥ 0, else none. */
function amountOf(data: unknown): number | undefined {
  const amount = typeof data === 'object' && data !== null ? (data as { amount?: unknown }).amount : undefined;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

async function loadSource(api: ApiClient, source: FigureSource, day: string, shared: Shared): Promise<FigureValue> {
  switch (source.kind) {
    case 'listTotal':
      return {
        value: (await resourceApi(api, source.def).list(source.params, { quiet: true })).totalCount,
        unit: 'count',
      };
    case 'pendingWithdrawals': {
      const data = await api.call<unknown>({ method: 'GET', url: PENDING_WITHDRAWALS_PATH }, { quiet: true });
      const count = countOf(data);
      if (count === null) throw new Error('pendingCount: no count');
      const amount = amountOf(data);
      return amount === undefined ? { value: count, unit: 'count' } : { value: count, unit: 'count', amount };
    }
    case 'pointsToday': {
      // The list's own calendar (no zone named), so the figure equals the list it opens.
      const params = { field: 'createdAt', from: day, to: day, groupBy: 'day', sum: 'change', split: 'change' };
      const stats = once(shared, 'pointsToday', () =>
        api.call<unknown>({ method: 'GET', url: statsPath({ def: points }), params }, { quiet: true }),
      );
      try {
        const row = readStatsAnswer(await stats, [day]).find((r) => r.group === source.sign);
        return { value: Math.abs(row?.sum ?? 0), unit: 'points' };
      } catch (error) {
        if (!statsUnsupported(error)) throw error;
        return {
          value: (await resourceApi(api, points).list(source.fallback, { quiet: true })).totalCount,
          unit: 'records',
        };
      }
    }
  }
}

/** Loads every figure; `onValue` is told each one as it comes, or that it failed. */
export function loadFigures(
  api: ApiClient,
  figures: readonly Figure[],
  day: string,
  onValue: (key: string, value: FigureValue | 'failed') => void,
): Promise<void> {
  const shared: Shared = new Map();
  return Promise.all(
    figures.map((figure) =>
      loadSource(api, figure.source, day, shared).then(
        (value) => onValue(figure.key, value),
        () => onValue(figure.key, 'failed'),
      ),
    ),
  ).then(() => undefined);
}
