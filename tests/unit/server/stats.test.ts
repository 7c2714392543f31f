// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_RESOURCES } from '../../../server/routes/business.ts';
import { MAX_STATS_DAYS, parseStatsQuery, runStats } from '../../../server/business/stats.ts';
import type { Row } from '../../../server/business/model.ts';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

const resource = (area: string) => SERVER_RESOURCES.find((r) => r.area === area)!;
const q = (params: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
const base = { field: 'createdAt', from: '2026-11-20', to: '2026-11-22', groupBy: 'day' };

describe('parseStatsQuery — the stats call of the API convention', () => {
  it('takes a date field, a day range, groupBy=day, a zone, a sum, a split and the list filters', () => {
    const query = parseStatsQuery(
      q({ ...base, tz: 'Asia/Shanghai', sum: 'amount', split: 'status', channel: 'alipay' }),
      resource('withdrawal'),
    );
    expect(query.days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(query.timeZone).toBe('Asia/Shanghai');
    expect(query.sum).toBe('amount');
    expect(query.split).toEqual({ key: 'status', groups: ['pending', 'approved', 'rejected', 'paid'], bySign: false });
    expect(query.filters.map((f) => [f.rule.key, f.values])).toEqual([['channel', ['alipay']]]);
  });

  it('splits a number field by its sign, a status field by 1 and 0', () => {
    expect(parseStatsQuery(q({ ...base, split: 'change' }), resource('points')).split).toEqual({
      key: 'change',
      groups: ['positive', 'negative'],
      bySign: true,
    });
    expect(
      parseStatsQuery(q({ ...base, field: 'registeredAt', split: 'status' }), resource('user')).split?.groups,
    ).toEqual([1, 0]);
  });

  it('splits a boolean field by true and false; an empty zone is the server’s', () => {
    const cars = parseStatsQuery(q({ ...base, field: 'updatedAt', split: 'onShelf', tz: '' }), resource('cars'));
    expect(cars.split).toEqual({ key: 'onShelf', groups: [true, false], bySign: false });
    expect(cars.timeZone).toBeNull();
    expect(cars.sum).toBeNull();
  });

  it.each([
    [{ ...base, field: 'amount' }, '参数 field 必须是 reviewedAt、createdAt 之一'],
    [{ ...base, field: '' }, '参数 field 不能为空'],
    [{ ...base, groupBy: 'week' }, '参数 groupBy 必须是 day 之一'],
    [{ field: 'createdAt', from: '2026-11-20', to: '2026-11-22' }, '参数 groupBy 不能为空'],
    [{ ...base, from: '2026-02-30' }, '参数 from 必须是 YYYY-MM-DD 格式的日期'],
    [{ ...base, to: '' }, '参数 to 不能为空'],
    [{ ...base, from: '2026-11-23' }, '参数 to 不能早于 from'],
    [{ ...base, from: '2025-01-01', to: '2026-01-02' }, '参数 to 必须在 2025-01-01 到 2026-01-01 之间'],
    [{ ...base, tz: 'Mars/Olympus' }, '参数 tz 必须是 IANA 时区名称，如 Asia/Shanghai'],
    [{ ...base, sum: 'status' }, '参数 sum 必须是 amount 之一'],
    [{ ...base, split: 'account' }, '参数 split 必须是 amount、channel、status 之一'],
    [{ ...base, page: '2' }, '不支持的查询参数 page'],
    [{ ...base, keyword: 'x' }, '不支持的查询参数 keyword'],
    [{ ...base, account: 'x' }, '不支持的查询参数 account'],
  ])('refuses %o with “%s”', (params, message) => {
    expect(() => parseStatsQuery(q(params), resource('withdrawal'))).toThrow(message);
  });

  it(`answers at most ${MAX_STATS_DAYS} days`, () => {
    expect(
      parseStatsQuery(q({ ...base, from: '2025-01-01', to: '2026-01-01' }), resource('withdrawal')).days,
    ).toHaveLength(MAX_STATS_DAYS);
  });
});

describe('runStats — records per day', () => {
  const rows: Row[] = [
    { id: 1, createdAt: '2026-11-19 23:30:00', amount: 5, status: 'pending' },
    { id: 2, createdAt: '2026-11-20 00:10:00', amount: 10.1, status: 'approved' },
    { id: 3, createdAt: '2026-11-20 12:00:00', amount: 20.2, status: 'approved' },
    { id: 4, createdAt: '2026-11-22 23:59:59', amount: 1, status: 'rejected' },
    { id: 5, createdAt: '2026-11-23 00:00:00', amount: 99, status: 'pending' },
    { id: 6, createdAt: '', amount: 7, status: 'pending' },
  ];
  const withdrawal = resource('withdrawal');

  it('answers every day of the range in order, an empty day as 0, the sum to the cent', () => {
    expect(runStats(rows, parseStatsQuery(q({ ...base, sum: 'amount' }), withdrawal))).toEqual([
      { day: '2026-11-20', count: 2, sum: 30.3 },
      { day: '2026-11-21', count: 0, sum: 0 },
      { day: '2026-11-22', count: 1, sum: 1 },
    ]);
  });

  it('has no sum without `sum`', () => {
    expect(runStats(rows, parseStatsQuery(q(base), withdrawal))[0]).toEqual({ day: '2026-11-20', count: 2 });
  });

  it('with a split, every day has one row per group, zeros included', () => {
    const answer = runStats(rows, parseStatsQuery(q({ ...base, split: 'status' }), withdrawal));
    expect(answer).toHaveLength(12);
    expect(answer.filter((r) => r.day === '2026-11-20')).toEqual([
      { day: '2026-11-20', count: 0, group: 'pending' },
      { day: '2026-11-20', count: 2, group: 'approved' },
      { day: '2026-11-20', count: 0, group: 'rejected' },
      { day: '2026-11-20', count: 0, group: 'paid' },
    ]);
  });

  it('counts the days of the zone asked for (stored times are the server’s local time)', () => {
    // The test runs with the server's zone as the process has it; compare against the same
    // conversion done by hand with that zone's offset at each time.
    const shanghai = parseStatsQuery(q({ ...base, tz: 'Asia/Shanghai' }), withdrawal);
    const dayIn = (text: string) => {
      const local = new Date(text.replace(' ', 'T'));
      return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(local);
    };
    const expected = shanghai.days.map((day) => ({
      day,
      count: rows.filter((r) => r.createdAt !== '' && dayIn(String(r.createdAt)) === day).length,
    }));
    expect(runStats(rows, shanghai)).toEqual(expected);
  });

  it('moves a late evening into the next day east of the server and an early morning back west of it', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'UTC'; // the server's own zone, for this case
    try {
      const east = runStats(rows, parseStatsQuery(q({ ...base, tz: 'Asia/Shanghai' }), withdrawal));
      // 11-19 23:30 UTC is 11-20 07:30 in Shanghai; 11-22 23:59 is 11-23 there, out of range.
      expect(east.map((r) => r.count)).toEqual([3, 0, 0]);
      const west = runStats(rows, parseStatsQuery(q({ ...base, tz: 'America/Los_Angeles' }), withdrawal));
      // 11-20 00:10 UTC is 11-19 16:10 there, out; 11-23 00:00 is 11-22 16:00, in.
      expect(west.map((r) => r.count)).toEqual([1, 0, 2]);
      const server = runStats(rows, parseStatsQuery(q(base), withdrawal));
      expect(server.map((r) => r.count)).toEqual([2, 0, 1]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('counts a status split by the stored 1 and 0, a boolean split by true and false', () => {
    const users: Row[] = [
      { id: 1, registeredAt: '2026-11-20 09:00:00', status: 1 },
      { id: 2, registeredAt: '2026-11-20 10:00:00', status: 0 },
      { id: 3, registeredAt: '2026-11-20 11:00:00', status: 1 },
    ];
    const query = parseStatsQuery(
      q({ ...base, field: 'registeredAt', to: '2026-11-20', split: 'status' }),
      resource('user'),
    );
    expect(runStats(users, query)).toEqual([
      { day: '2026-11-20', count: 2, group: 1 },
      { day: '2026-11-20', count: 1, group: 0 },
    ]);
    const cars: Row[] = [
      { id: 1, updatedAt: '2026-11-20 09:00:00', onShelf: false },
      { id: 2, updatedAt: '2026-11-21 09:00:00', onShelf: true },
    ];
    const shelf = parseStatsQuery(
      q({ ...base, field: 'updatedAt', to: '2026-11-21', split: 'onShelf' }),
      resource('cars'),
    );
    expect(runStats(cars, shelf).map((r) => [r.day, r.group, r.count])).toEqual([
      ['2026-11-20', true, 0],
      ['2026-11-20', false, 1],
      ['2026-11-21', true, 1],
      ['2026-11-21', false, 0],
    ]);
  });

  it('leaves out records without the time, and times just outside the range in the server’s own zone', () => {
    const edge: Row[] = [
      { id: 1, createdAt: '2026-11-19 23:59:59', amount: 1 },
      { id: 2, createdAt: '2026-11-20 00:00:00', amount: 2 },
      { id: 3, createdAt: '2026-11-22 23:59:59', amount: 4 },
      { id: 4, createdAt: '2026-11-23 00:00:00', amount: 8 },
      { id: 5, createdAt: 20261121, amount: 16 },
      { id: 6, amount: 32 },
    ];
    const answer = runStats(edge, parseStatsQuery(q({ ...base, sum: 'amount' }), withdrawal));
    expect(answer.map((r) => [r.count, r.sum])).toEqual([
      [1, 2],
      [0, 0],
      [1, 4],
    ]);
  });

  it('splits by sign: positive and negative changes, nothing for 0', () => {
    const points: Row[] = [
      { id: 1, createdAt: '2026-11-20 09:00:00', change: 50 },
      { id: 2, createdAt: '2026-11-20 10:00:00', change: -30 },
      { id: 3, createdAt: '2026-11-20 11:00:00', change: 20 },
      { id: 4, createdAt: '2026-11-20 12:00:00', change: 0 },
    ];
    const query = parseStatsQuery(q({ ...base, to: '2026-11-20', sum: 'change', split: 'change' }), resource('points'));
    expect(runStats(points, query)).toEqual([
      { day: '2026-11-20', count: 2, sum: 70, group: 'positive' },
      { day: '2026-11-20', count: 1, sum: -30, group: 'negative' },
    ]);
  });
});

describe('GET /api/<group>/<area>/stats', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());
  beforeEach(async () => {
    await s.call('POST', '/__dev/reset');
    admin = await s.login(ADMIN.userName, ADMIN.password);
  });
  const stored = () => JSON.parse(readFileSync(s.dataFile, 'utf8')).business;

  it('counts the seeded registrations per day as the list’s own totals do', async () => {
    const users = stored().user as { registeredAt: string }[];
    const last = users
      .map((u) => u.registeredAt.slice(0, 10))
      .sort()
      .at(-1)!;
    const from = new Date(Date.parse(last) - 13 * 86_400_000).toISOString().slice(0, 10);
    const reply = await s.call(
      'GET',
      `/api/business/user/stats?field=registeredAt&from=${from}&to=${last}&groupBy=day`,
      {
        token: admin,
      },
    );
    expect(reply.body.code, reply.text).toBe(0);
    const answer = reply.body.data as { day: string; count: number }[];
    expect(answer).toHaveLength(14);
    expect(answer.reduce((n, r) => n + r.count, 0)).toBeGreaterThan(0);
    for (const { day, count } of answer.filter((_, i) => i % 4 === 0 || i === 13)) {
      const list = await s.call('GET', `/api/business/user/list?registeredAt[]=${day}&registeredAt[]=${day}&limit=1`, {
        token: admin,
      });
      expect(list.body.data.totalCount, day).toBe(count);
    }
  });

  it('filters as the list does and sums', async () => {
    const rows = stored().withdrawal as { createdAt: string; amount: number; status: string }[];
    const day = rows.find((w) => w.status === 'approved')!.createdAt.slice(0, 10);
    const reply = await s.call(
      'GET',
      `/api/business/withdrawal/stats?field=createdAt&from=${day}&to=${day}&groupBy=day&sum=amount&status=approved`,
      { token: admin },
    );
    const expected = rows.filter((w) => w.status === 'approved' && w.createdAt.startsWith(day));
    expect(reply.body.data).toEqual([
      { day, count: expected.length, sum: Math.round(expected.reduce((n, w) => n + w.amount * 100, 0)) / 100 },
    ]);
  });

  it('needs sys:<area>:list (A0301) and a token', async () => {
    const operator = await s.login(OPERATOR.userName, OPERATOR.password);
    const path = '/api/business/withdrawal/stats?field=createdAt&from=2026-11-01&to=2026-11-02&groupBy=day';
    expect((await s.call('GET', path, { token: operator })).body).toEqual({ code: 'A0301', msg: '没有权限' });
    expect((await s.call('GET', path)).body).toEqual({ code: 500, msg: 'token无效' });
    const users = '/api/business/user/stats?field=registeredAt&from=2026-11-01&to=2026-11-02&groupBy=day';
    expect((await s.call('GET', users, { token: operator })).body.code).toBe(0);
  });

  it('refuses a bad query with A0400 and its message', async () => {
    const reply = await s.call(
      'GET',
      '/api/business/user/stats?field=nickname&from=2026-11-01&to=2026-11-02&groupBy=day',
      {
        token: admin,
      },
    );
    expect(reply.body).toEqual({ code: 'A0400', msg: '参数 field 必须是 registeredAt 之一' });
  });
});
