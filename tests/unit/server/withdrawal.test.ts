// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withdrawalOrderNo } from '../../../server/business/areasBusiness.ts';
import type { Withdrawal } from '../../../server/business/model.ts';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

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

const COUNT_PATH = '/api/business/withdrawal/pendingCount';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const data = async (path: string, token = admin) => {
  const reply = await s.call('GET', path, { token });
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data;
};
/** The withdrawals as the data file holds them: a count that does not go through the API. */
const stored = (): Withdrawal[] => JSON.parse(readFileSync(s.dataFile, 'utf8')).business.withdrawal;
const storedPending = () => stored().filter((w) => w.status === 'pending');
const setPending = (body: unknown) => s.call('POST', '/__dev/pending-withdrawals', { body });

describe('withdrawalOrderNo', () => {
  it('is TX, the day of createdAt as yyyyMMdd and the id padded to 6 digits', () => {
    expect(withdrawalOrderNo(123, '2026-11-20 08:30:00')).toBe('TX20261120000123');
    expect(withdrawalOrderNo(1, '2026-01-05 23:59:59')).toBe('TX20260105000001');
    expect(withdrawalOrderNo(123456, '2026-11-20 00:00:00')).toBe('TX20261120123456');
  });

  it('keeps every digit of an id longer than 6 digits', () => {
    expect(withdrawalOrderNo(1234567, '2026-11-20 08:30:00')).toBe('TX202611201234567');
  });

  it('gives 00000000 for the day of a createdAt that is not a time', () => {
    expect(withdrawalOrderNo(7, '')).toBe('TX00000000000007');
    expect(withdrawalOrderNo(7, '20/11/2026')).toBe('TX00000000000007');
  });
});

describe('withdrawal order numbers in list and info', () => {
  it('every row carries the orderNo of its id and createdAt', async () => {
    const page = await data('/api/business/withdrawal/list?limit=50');
    expect(page.list).toHaveLength(50);
    for (const row of page.list) expect(row.orderNo).toBe(withdrawalOrderNo(row.id, row.createdAt));
    const record = await data('/api/business/withdrawal/info/123');
    expect(record.orderNo).toBe(`TX${record.createdAt.slice(0, 10).replaceAll('-', '')}000123`);
  });

  it('a keyword of a whole order number finds exactly that record, in either case', async () => {
    const record = await data('/api/business/withdrawal/info/123');
    for (const keyword of [record.orderNo, record.orderNo.toLowerCase()]) {
      const found = await data(`/api/business/withdrawal/list?keyword=${keyword}&limit=500`);
      expect(found.totalCount).toBe(1);
      expect(found.list).toEqual([record]);
    }
  });
});

describe('GET /api/business/withdrawal/pendingCount', () => {
  it('answers { count, amount } of the withdrawals awaiting audit for admin', async () => {
    const expected = storedPending().length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(stored().length);
    const amount = Math.round(storedPending().reduce((sum, w) => sum + w.amount * 100, 0)) / 100;
    expect(amount).toBeGreaterThan(0);
    const reply = await s.call('GET', COUNT_PATH, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 0, data: { count: expected, amount }, msg: 'success' });
    expect((await data('/api/business/withdrawal/list?status=pending&limit=1')).totalCount).toBe(expected);
  });

  it('follows an audit', async () => {
    const before = (await data(COUNT_PATH)) as { count: number; amount: number };
    const [first] = storedPending();
    const audit = await s.call('POST', '/api/business/withdrawal/audit', {
      token: admin,
      body: { id: first!.id, approved: true, remark: '核对无误' },
    });
    expect(audit.body.code, audit.text).toBe(0);
    expect(await data(COUNT_PATH)).toEqual({
      count: before.count - 1,
      amount: Math.round((before.amount - first!.amount) * 100) / 100,
    });
  });

  it('is A0301 without sys:withdrawal:list, and token无效 without a token', async () => {
    const operator = await s.login(OPERATOR.userName, OPERATOR.password);
    expect((await s.call('GET', COUNT_PATH, { token: operator })).body).toEqual({ code: 'A0301', msg: '没有权限' });
    const anonymous = await s.call('GET', COUNT_PATH);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ code: 500, msg: 'token无效' });
    expect((await s.call('GET', COUNT_PATH, { token: 'f'.repeat(64) })).body).toEqual({ code: 500, msg: 'token无效' });
  });
});

describe('POST /__dev/pending-withdrawals', () => {
  it('makes exactly 0, 99 and 100 withdrawals pending, and pendingCount follows', async () => {
    const total = stored().length;
    for (const count of [0, 99, 100]) {
      expect((await setPending({ count })).body).toEqual({ code: 0, data: { count }, msg: 'success' });
      expect(storedPending()).toHaveLength(count);
      expect((await data(COUNT_PATH)).count).toBe(count);
      expect((await data('/api/business/withdrawal/list?status=pending&limit=1')).totalCount).toBe(count);
    }
    // 0 rejected the seeded pending ones; 99 and 100 then added new applications.
    expect(stored()).toHaveLength(total + 100);
  });

  it('accepts the largest count, 10000, in one call, and goes back down', async () => {
    const total = stored().length;
    const seeded = storedPending().length;
    expect((await setPending({ count: 10_000 })).body.data).toEqual({ count: 10_000 });
    expect((await data(COUNT_PATH)).count).toBe(10_000);
    expect(stored()).toHaveLength(total + 10_000 - seeded);
    expect((await setPending({ count: 99 })).body.data).toEqual({ count: 99 });
    expect((await data(COUNT_PATH)).count).toBe(99);
    expect(stored()).toHaveLength(total + 10_000 - seeded);
  });

  it('rejects the surplus as reviewer dev, leaving the older ones pending', async () => {
    await setPending({ count: 0 });
    const rejected = stored().filter((w) => w.reviewer === 'dev');
    expect(rejected.length).toBeGreaterThan(0);
    for (const w of rejected) {
      expect(w).toMatchObject({ status: 'rejected', remark: '测试数据：调整待审核数量' });
      expect(w.reviewedAt).toMatch(DATE_TIME);
    }

    await setPending({ count: 3 });
    const added = storedPending();
    expect((await setPending({ count: 2 })).body.data).toEqual({ count: 2 });
    const newest = added.reduce((a, b) =>
      b.createdAt > a.createdAt || (b.createdAt === a.createdAt && b.id > a.id) ? b : a,
    );
    expect(storedPending().map((w) => w.id)).toEqual(added.filter((w) => w.id !== newest.id).map((w) => w.id));
    expect(stored().find((w) => w.id === newest.id)).toMatchObject({ status: 'rejected', reviewer: 'dev' });
  });

  it('adds valid pending applications of existing users that list, info and audit accept', async () => {
    const saved = JSON.parse(readFileSync(s.dataFile, 'utf8'));
    const users = new Set(saved.business.user.map((u: { id: number }) => u.id));
    const lastId = Math.max(...stored().map((w) => w.id));
    await setPending({ count: 0 });
    await setPending({ count: 5 });
    const added = storedPending();
    expect(added.map((w) => w.id)).toEqual([1, 2, 3, 4, 5].map((n) => lastId + n));
    for (const w of added) {
      expect(w).toMatchObject({ amount: 10.5, channel: 'alipay', status: 'pending', reviewer: '', reviewedAt: '' });
      expect(users.has(w.userId)).toBe(true);
      expect(w.account).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(w.createdAt).toMatch(DATE_TIME);
      const record = await data(`/api/business/withdrawal/info/${w.id}`);
      expect(record.orderNo).toBe(withdrawalOrderNo(w.id, w.createdAt));
      expect(record.userNickname).not.toBe('');
    }
    const audit = await s.call('POST', '/api/business/withdrawal/audit', {
      token: admin,
      body: { id: added[0]!.id, approved: false, remark: '账户不一致' },
    });
    expect(audit.body.data).toMatchObject({ id: added[0]!.id, status: 'rejected' });
    expect((await data(COUNT_PATH)).count).toBe(4);
  });

  it('keeps the change across a restart', async () => {
    await setPending({ count: 7 });
    await s.restart();
    admin = await s.login(ADMIN.userName, ADMIN.password);
    expect((await data(COUNT_PATH)).count).toBe(7);
  });

  it.each([
    ['-1', { count: -1 }, '参数 count 必须在 0 到 10000 之间'],
    ['10001', { count: 10_001 }, '参数 count 必须在 0 到 10000 之间'],
    ['1.5', { count: 1.5 }, '参数 count 必须是整数'],
    ["'x'", { count: 'x' }, '参数 count 必须是整数'],
    ["'5'", { count: '5' }, '参数 count 必须是整数'],
    ['a missing count', {}, '参数 count 不能为空'],
    ['a missing body', undefined, '参数 count 不能为空'],
    ['a body that is not an object', [3], '请求体必须是 JSON 对象'],
  ])('refuses %s with A0400 naming the problem, and changes nothing', async (_, body, msg) => {
    const before = storedPending().length;
    const reply = await setPending(body);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 'A0400', msg });
    expect(storedPending()).toHaveLength(before);
  });

  it('answers HTTP 400 to a body that is not JSON', async () => {
    const reply = await s.call('POST', '/__dev/pending-withdrawals', { rawBody: '{"count":' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 'A0400', msg: '请求体不是合法的 JSON' });
  });

  it('refuses a cross-origin request like every development endpoint', async () => {
    const before = storedPending().length;
    const reply = await s.call('POST', '/__dev/pending-withdrawals', {
      body: { count: 0 },
      headers: { Origin: 'https://evil.example' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ code: 'A0301', msg: '开发接口不接受跨源请求' });
    const sameSite = await s.call('POST', '/__dev/pending-withdrawals', {
      body: { count: 0 },
      headers: { 'Sec-Fetch-Site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    expect(storedPending()).toHaveLength(before);
  });

  it('does not exist in production mode', async () => {
    const p = await startTestServer({ mode: 'production' });
    try {
      const reply = await p.call('POST', '/__dev/pending-withdrawals', { body: { count: 0 } });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: 'A0404', msg: '接口不存在' });
      const pending = JSON.parse(readFileSync(p.dataFile, 'utf8')).business.withdrawal.filter(
        (w: Withdrawal) => w.status === 'pending',
      );
      expect(pending.length).toBeGreaterThan(0);
    } finally {
      await p.stop();
    }
  });
});

describe('POST /__dev/withdrawal-status', () => {
  it('moves one withdrawal on (paid), kept in the data file; an unknown id or status changes nothing', async () => {
    await s.call('POST', '/__dev/withdrawal-status', { body: { id: 123, status: 'paid' } });
    expect((await data('/api/business/withdrawal/info/123')).status).toBe('paid');
    expect(stored().find((w) => w.id === 123)!.status).toBe('paid');
    for (const body of [{ id: 123, status: 'lost' }, { id: 999_999, status: 'pending' }, { status: 'pending' }]) {
      const answer = await s.call('POST', '/__dev/withdrawal-status', { body });
      expect(answer.body.code).toBe('A0400');
    }
    expect((await data('/api/business/withdrawal/info/123')).status).toBe('paid');
  });
});
