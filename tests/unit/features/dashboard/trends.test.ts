import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/core/i18n/i18n.ts';
import { fakeApi } from './fakeApi.ts';
import { ApiError } from '../../../../src/contract/envelope.ts';
import { hasPermission } from '../../../../src/core/permission/hasPermission.ts';
import {
  addDays,
  dayIn,
  dayWithWeekday,
  FALLBACK_MAX_DAYS,
  lastDays,
  perDay,
  readStatsAnswer,
  userTimeZone,
} from '../../../../src/features/dashboard/trends/days.ts';
import {
  loadFallback,
  loadStats,
  loadTrend,
  statsPath,
  type TrendData,
} from '../../../../src/features/dashboard/trends/stats.ts';
import { compactNumber, seriesPeak, trendSummary } from '../../../../src/features/dashboard/trends/summary.ts';
import { TRENDS, visibleTrends } from '../../../../src/features/dashboard/trends/trends.ts';

const trend = (key: string) => TRENDS.find((t) => t.key === key)!;

describe('days in the user’s time zone', () => {
  it('the user’s zone is the browser’s, a name the calendar functions take', () => {
    const zone = userTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => dayIn(new Date(), zone)).not.toThrow();
  });

  // 2026-11-20 23:30 UTC: already the 21st in Shanghai, still the 20th in Los Angeles.
  const at = new Date(Date.UTC(2026, 10, 20, 23, 30));

  it('today is the calendar day of the zone, not of UTC', () => {
    expect(dayIn(at, 'UTC')).toBe('2026-11-20');
    expect(dayIn(at, 'Asia/Shanghai')).toBe('2026-11-21');
    expect(dayIn(at, 'America/Los_Angeles')).toBe('2026-11-20');
    expect(dayIn(new Date(Date.UTC(2026, 10, 21, 7, 59)), 'America/Los_Angeles')).toBe('2026-11-20');
  });

  it('the last N days end today, oldest first, across month and year ends', () => {
    expect(lastDays(at, 7, 'Asia/Shanghai')).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(lastDays(new Date(Date.UTC(2027, 0, 2, 12)), 3, 'UTC')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(lastDays(at, 90, 'UTC')).toHaveLength(90);
    expect(lastDays(at, 90, 'UTC')[0]).toBe(addDays('2026-11-20', -89));
  });

  it('a day where the clocks change is still one day', () => {
    // Europe/Berlin leaves summer time on 2026-10-25.
    expect(lastDays(new Date(Date.UTC(2026, 9, 26, 12)), 3, 'Europe/Berlin')).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('a table day carries its weekday in the user’s language', () => {
    expect(dayWithWeekday('2026-11-20', 'en')).toBe('2026-11-20 Fri');
    expect(dayWithWeekday('2026-11-20', 'zh-cn')).toBe('2026-11-20 周五');
  });
});

describe('the stats answer, read per day', () => {
  const days = ['2026-11-18', '2026-11-19', '2026-11-20'];

  it('an empty day is 0, and days outside the range or malformed rows are left out', () => {
    const rows = readStatsAnswer(
      [
        { day: '2026-11-18', count: 3, sum: 10.1 },
        { day: '2026-11-20', count: 2, sum: 'x' },
        { day: '2026-11-21', count: 9 },
        { day: '2026-11-19', count: -1 },
        { day: '2026-11-19', count: 1.5 },
        { day: 20261119, count: 4 },
        null,
        'row',
      ],
      days,
    );
    expect(perDay(rows, days, 'all', 'count')).toEqual([3, 0, 2]);
    expect(perDay(rows, days, 'all', 'sum')).toEqual([10.1, 0, 0]);
  });

  it('keeps a group of text, number or boolean, drops one of another kind, and takes a count of 0', () => {
    const rows = readStatsAnswer(
      [
        { day: '2026-11-18', count: 0, group: 'a' },
        { day: '2026-11-18', count: 1, group: 1 },
        { day: '2026-11-18', count: 2, group: false },
        { day: '2026-11-18', count: 4, group: { x: 1 } },
        { day: '2026-11-18', count: '8' },
      ],
      days,
    );
    expect(rows.map((r) => r.group)).toEqual(['a', 1, false, undefined]);
    expect(perDay(rows, days, ['a', 1, false], 'count')).toEqual([3, 0, 0]);
    expect(perDay(rows, days, [false], 'count')).toEqual([2, 0, 0]);
  });

  it('anything but an array is no rows', () => {
    for (const data of [null, {}, 'x', { list: [] }]) expect(readStatsAnswer(data, days)).toEqual([]);
  });

  it('a series adds up the groups it names, sums to the cent', () => {
    const rows = readStatsAnswer(
      [
        { day: '2026-11-18', count: 1, sum: 0.1, group: 'approved' },
        { day: '2026-11-18', count: 2, sum: 0.2, group: 'paid' },
        { day: '2026-11-18', count: 5, sum: 9, group: 'rejected' },
        { day: '2026-11-19', count: 4, sum: 4 },
      ],
      days,
    );
    expect(perDay(rows, days, ['approved', 'paid'], 'count')).toEqual([3, 0, 0]);
    expect(perDay(rows, days, ['approved', 'paid'], 'sum')).toEqual([0.3, 0, 0]);
    expect(perDay(rows, days, 'all', 'count')).toEqual([8, 4, 0]);
  });
});

const notFound = new ApiError({ kind: 'server', code: null, message: null, status: 404 });

describe('loading a trend', () => {
  const days = lastDays(new Date(Date.UTC(2026, 10, 20, 12)), 14, 'Asia/Shanghai');

  it('asks the stats call once, with the field, range, zone, sum and split of the chart', async () => {
    const { api, calls } = fakeApi(() => [{ day: days[13], count: 2, sum: 30, group: 'approved' }]);
    const data = await loadStats(api, trend('withdrawals'), days, 'Asia/Shanghai');
    expect(calls).toEqual([
      {
        url: '/api/business/withdrawal/stats',
        params: {
          field: 'createdAt',
          from: days[0],
          to: days[13],
          groupBy: 'day',
          tz: 'Asia/Shanghai',
          sum: 'amount',
          split: 'status',
        },
      },
    ]);
    expect(data.source).toBe('stats');
    expect(data.series.map((s) => [s.key, s.counts[13], s.sums?.[13]])).toEqual([
      ['applied', 2, 30],
      ['approved', 2, 30],
      ['rejected', 0, 0],
    ]);
  });

  it('points spent are drawn as their size', async () => {
    const { api } = fakeApi(() => [
      { day: days[0], count: 1, sum: 50, group: 'positive' },
      { day: days[0], count: 2, sum: -30, group: 'negative' },
    ]);
    const data = await loadStats(api, trend('points'), days, 'UTC');
    expect(data.series.map((s) => s.sums?.[0])).toEqual([50, 30]);
  });

  it('a 404 falls back to one list total per day, for the last 14 days at most', async () => {
    const ninety = lastDays(new Date(Date.UTC(2026, 10, 20, 12)), 90, 'UTC');
    const { api, calls } = fakeApi((url, params) => {
      if (url.endsWith('/stats')) return notFound;
      const [day] = params.registeredAt as string[];
      return { list: [], totalCount: Number(day!.slice(8)) };
    });
    const data = await loadTrend(api, trend('registrations'), ninety, 'UTC');
    expect(data.source).toBe('fallback');
    expect(data.days).toEqual(ninety.slice(-FALLBACK_MAX_DAYS));
    expect(data.series).toHaveLength(1);
    expect(data.series[0]!.counts).toEqual(data.days.map((d) => Number(d.slice(8))));
    expect(data.series[0]!.sums).toBeNull();
    const lists = calls.filter((c) => c.url === '/api/business/user/list');
    expect(lists).toHaveLength(FALLBACK_MAX_DAYS);
    expect(
      lists.map((c) => c.params).sort((a, b) => String(a.registeredAt).localeCompare(String(b.registeredAt))),
    ).toEqual(data.days.map((day) => ({ page: 1, limit: 1, registeredAt: [day, day] })));
  });

  it('an envelope’s refusal falls back too; a dropped connection does not', async () => {
    const refused = fakeApi((url) =>
      url.endsWith('/stats')
        ? new ApiError({ kind: 'server', code: 'A0400', message: '不支持的查询参数 field' })
        : { list: [], totalCount: 1 },
    );
    expect((await loadTrend(refused.api, trend('registrations'), days, 'UTC')).source).toBe('fallback');
    const dropped = fakeApi(() => new ApiError({ kind: 'timeout' }));
    await expect(loadTrend(dropped.api, trend('registrations'), days, 'UTC')).rejects.toBeInstanceOf(ApiError);
    expect(dropped.calls).toHaveLength(1);
  });

  it('the fallback fails with its first failed call', async () => {
    const { api } = fakeApi(() => new ApiError({ kind: 'timeout' }));
    await expect(loadFallback(api, trend('registrations'), days)).rejects.toBeInstanceOf(ApiError);
  });

  it('the fallback gives up on a cancelled signal: no call after it', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api, calls } = fakeApi(() => ({ list: [], totalCount: 1 }));
    await loadFallback(api, trend('registrations'), days, controller.signal);
    expect(calls).toEqual([]);
  });

  it('the stats path follows the convention', () => {
    expect(TRENDS.map(statsPath)).toEqual([
      '/api/business/user/stats',
      '/api/business/withdrawal/stats',
      '/api/business/points/stats',
    ]);
  });
});

describe('which charts an account sees', () => {
  const held = (perms: string[]) => (need: readonly string[]) => hasPermission(perms, need);
  it('a chart per area the account may list', () => {
    expect(visibleTrends(TRENDS, held(['sys:user:list'])).map((t) => t.key)).toEqual(['registrations']);
    expect(visibleTrends(TRENDS, held(['sys:user:list', 'sys:points:list'])).map((t) => t.key)).toEqual([
      'registrations',
      'points',
    ]);
    expect(visibleTrends(TRENDS, held([]))).toEqual([]);
  });
});

describe('the chart’s summary in words', () => {
  const days = lastDays(new Date(Date.UTC(2026, 10, 21, 12)), 14, 'UTC');
  const registrations: TrendData = {
    days,
    source: 'stats',
    series: [
      {
        key: 'registered',
        label: 'dashboard.trends.registered',
        colour: 'x',
        counts: [10, 20, 41, 30, 41, 20, 25, 25, 20, 20, 20, 20, 10, 10],
        sums: null,
      },
    ],
  };

  it('an axis writes large numbers short, in the user’s language', () => {
    expect([0, 950, 18_000, 1_250_000].map((n) => compactNumber(n, 'en'))).toEqual(['0', '950', '18K', '1.3M']);
    expect([950, 18_000].map((n) => compactNumber(n, 'zh-cn'))).toEqual(['950', '1.8万']);
  });

  it('the highest day is the first with the most', () => {
    expect(seriesPeak([1, 5, 5, 0], ['a', 'b', 'c', 'd'])).toEqual({ total: 11, day: 'b', max: 5 });
    expect(seriesPeak([0, 0], ['a', 'b'])).toBeNull();
  });

  it('one series: total, highest day and its count, in English and Chinese', async () => {
    const input = { data: registrations, draws: 'count' as const, unit: 'count' as const };
    const en = await createI18n('en');
    expect(trendSummary({ ...input, title: en.t('dashboard.trends.registrations') }, 'en', en.t)).toBe(
      'Registrations, last 14 days: 312, highest on 11-10 with 41',
    );
    const zh = await createI18n('zh-cn');
    expect(trendSummary({ ...input, title: zh.t('dashboard.trends.registrations') }, 'zh-cn', zh.t)).toBe(
      '注册用户，近 14 天：共 312，11-10 最多，为 41',
    );
  });

  it('several series, with amounts beside counts, and a series with nothing', async () => {
    const data: TrendData = {
      days: days.slice(0, 2),
      source: 'stats',
      series: [
        { key: 'applied', label: 'dashboard.trends.applied', colour: 'x', counts: [2, 3], sums: [100, 250.5] },
        { key: 'rejected', label: 'dashboard.trends.rejected', colour: 'x', counts: [0, 0], sums: [0, 0] },
      ],
    };
    const en = await createI18n('en');
    expect(trendSummary({ title: 'Withdrawals', data, draws: 'count', unit: 'money' }, 'en', en.t)).toBe(
      'Withdrawals, last 2 days: Applied 5 (¥350.50), highest on 11-09 with 3; Rejected none',
    );
    const zh = await createI18n('zh-cn');
    expect(trendSummary({ title: '提现', data, draws: 'count', unit: 'money' }, 'zh-cn', zh.t)).toBe(
      '提现，近 2 天：申请 5（¥350.50），11-09 最多，为 3；驳回 无',
    );
  });

  it('a chart of points tells points; its fallback tells records', async () => {
    const en = await createI18n('en');
    const points: TrendData = {
      days: days.slice(0, 2),
      source: 'stats',
      series: [{ key: 'issued', label: 'dashboard.trends.issued', colour: 'x', counts: [1, 1], sums: [1200, 50] }],
    };
    expect(trendSummary({ title: 'Points', data: points, draws: 'sum', unit: 'points' }, 'en', en.t)).toBe(
      'Points, last 2 days: 1,250 points, highest on 11-08 with 1,200 points',
    );
    const fallback: TrendData = { ...points, source: 'fallback', series: [{ ...points.series[0]!, sums: null }] };
    expect(trendSummary({ title: 'Points', data: fallback, draws: 'sum', unit: 'points' }, 'en', en.t)).toBe(
      'Points, last 2 days: 2, highest on 11-08 with 1',
    );
  });
});
