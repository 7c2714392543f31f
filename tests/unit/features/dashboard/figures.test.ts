import { describe, expect, it } from 'vitest';
import type { Share } from '../../../../src/core/kernel/data/useRead.ts';
import type { ApiClient } from '../../../../src/core/api/client.ts';
import { fakeApi } from './fakeApi.ts';
import { ApiError } from '../../../../src/contract/envelope.ts';
import { hasPermission } from '../../../../src/core/permission/hasPermission.ts';
import { dashboardFigures, visibleFigures } from '../../../../src/features/dashboard/figures.ts';
import { figureRead, type FigureValue } from '../../../../src/features/dashboard/loadFigures.ts';

const now = new Date(2026, 2, 11, 15); // a Wednesday
const figure = (key: string) => dashboardFigures(now).find((f) => f.key === key)!;

describe('dashboard figures', () => {
  it('count today’s and this week’s registrations from the list, and open the list filtered the same way', () => {
    expect(figure('usersThisWeek').source).toMatchObject({
      kind: 'listTotal',
      params: { page: 1, limit: 1, registeredAt: ['2026-03-09', '2026-03-11'] },
    });
    expect(figure('usersThisWeek').path).toBe('/business/user?registeredAt[]=2026-03-09&registeredAt[]=2026-03-11');
    expect(figure('usersToday').path).toBe('/business/user?registeredAt[]=2026-03-11&registeredAt[]=2026-03-11');
  });

  it('pending withdrawals open the pending list', () => {
    expect(figure('pendingWithdrawals').source).toEqual({ kind: 'pendingWithdrawals' });
    expect(figure('pendingWithdrawals').path).toBe('/business/withdrawal?status=pending');
  });

  it('points issued and spent today open the day’s records of that sign', () => {
    expect(figure('pointsIssuedToday').path).toBe(
      '/business/points?change[]=1&change[]=&createdAt[]=2026-03-11&createdAt[]=2026-03-11',
    );
    expect(figure('pointsSpentToday').path).toBe(
      '/business/points?change[]=&change[]=-1&createdAt[]=2026-03-11&createdAt[]=2026-03-11',
    );
  });

  it('are shown only with the list permission behind them', () => {
    const held = (perms: string[]) => (need: readonly string[]) => hasPermission(perms, need);
    expect(visibleFigures(dashboardFigures(now), held(['sys:user:list'])).map((f) => f.key)).toEqual([
      'usersToday',
      'usersThisWeek',
    ]);
    expect(visibleFigures(dashboardFigures(now), held(['sys:points:list'])).map((f) => f.key)).toEqual([
      'pointsIssuedToday',
      'pointsSpentToday',
    ]);
    expect(visibleFigures(dashboardFigures(now), held([]))).toEqual([]);
  });
});

async function values(api: ApiClient, keys: string[]) {
  const got: Record<string, FigureValue | 'failed'> = {};
  // What the data layer does: calls shared by key within one refresh, each figure's read run once.
  const shared = new Map<string, Promise<unknown>>();
  const share: Share = (key, read) => {
    const id = JSON.stringify(key);
    if (!shared.has(id)) shared.set(id, read(api));
    return shared.get(id) as never;
  };
  await Promise.all(
    dashboardFigures(now)
      .filter((f) => keys.includes(f.key))
      .map(async (figure) => {
        const { read, value } = figureRead(figure.source, '2026-03-11');
        try {
          const data = await read(api, new AbortController().signal, share);
          got[figure.key] = (value ? value(data) : (data as FigureValue)) ?? 'failed';
        } catch {
          got[figure.key] = 'failed';
        }
      }),
  );
  return got;
}

describe('loading the figures', () => {
  it('the two points figures share one stats call on the list’s calendar, and read its sums by sign', async () => {
    const { api, calls } = fakeApi(() => [
      { day: '2026-03-11', count: 4, sum: 1250, group: 'positive' },
      { day: '2026-03-11', count: 2, sum: -300, group: 'negative' },
    ]);
    expect(await values(api, ['pointsIssuedToday', 'pointsSpentToday'])).toEqual({
      pointsIssuedToday: { value: 1250, unit: 'points' },
      pointsSpentToday: { value: 300, unit: 'points' },
    });
    expect(calls).toEqual([
      {
        url: '/api/business/points/stats',
        params: {
          field: 'createdAt',
          from: '2026-03-11',
          to: '2026-03-11',
          groupBy: 'day',
          sum: 'change',
          split: 'change',
        },
      },
    ]);
  });

  it('a day without points records, or an answer without that sign, is 0 points', async () => {
    const { api } = fakeApi(() => [{ day: '2026-03-11', count: 1, sum: 10, group: 'positive' }]);
    expect(await values(api, ['pointsSpentToday'])).toEqual({ pointsSpentToday: { value: 0, unit: 'points' } });
  });

  it('without the stats call, the points figures count the day’s records from the list', async () => {
    const { api, calls } = fakeApi((url, params) =>
      url.endsWith('/stats')
        ? new ApiError({ kind: 'server', code: null, message: null, status: 404 })
        : { list: [], totalCount: (params.change as unknown[])[0] === 1 ? 7 : 3 },
    );
    expect(await values(api, ['pointsIssuedToday', 'pointsSpentToday'])).toEqual({
      pointsIssuedToday: { value: 7, unit: 'records' },
      pointsSpentToday: { value: 3, unit: 'records' },
    });
    expect(calls.filter((c) => c.url === '/api/business/points/list').map((c) => c.params)).toContainEqual({
      page: 1,
      limit: 1,
      change: ['', -1],
      createdAt: ['2026-03-11', '2026-03-11'],
    });
  });

  it('pending withdrawals: count and amount; an answer without a usable amount shows the count alone', async () => {
    expect(await values(fakeApi(() => ({ count: 23, amount: 4560.5 })).api, ['pendingWithdrawals'])).toEqual({
      pendingWithdrawals: { value: 23, unit: 'count', amount: 4560.5 },
    });
    expect(await values(fakeApi(() => ({ count: 0, amount: 0 })).api, ['pendingWithdrawals'])).toEqual({
      pendingWithdrawals: { value: 0, unit: 'count', amount: 0 },
    });
    for (const amount of [undefined, null, -1, 'x', Infinity]) {
      expect(await values(fakeApi(() => ({ count: 2, amount })).api, ['pendingWithdrawals'])).toEqual({
        pendingWithdrawals: { value: 2, unit: 'count' },
      });
    }
  });

  it('a figure whose call fails, or whose answer holds no count, is told as failed; the others still come', async () => {
    const { api } = fakeApi((url) => (url.includes('pendingCount') ? { count: 'many' } : { list: [], totalCount: 5 }));
    expect(await values(api, ['pendingWithdrawals', 'usersToday'])).toEqual({
      pendingWithdrawals: 'failed',
      usersToday: { value: 5, unit: 'count' },
    });
    // A dropped stats call is a failure, not a back end without stats: no list is asked instead.
    const dropped = fakeApi((url) =>
      url.endsWith('/stats') ? new ApiError({ kind: 'timeout' }) : { list: [], totalCount: 9 },
    );
    expect(await values(dropped.api, ['pointsIssuedToday'])).toEqual({ pointsIssuedToday: 'failed' });
    expect(dropped.calls.map((c) => c.url)).toEqual(['/api/business/points/stats']);
    for (const data of [null, 'x', [1]])
      expect(await values(fakeApi(() => data).api, ['pendingWithdrawals'])).toEqual({ pendingWithdrawals: 'failed' });
  });
});
