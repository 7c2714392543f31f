// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addUsers, MAX_DEV_USERS } from '../../../server/dev.ts';
import type { BusinessData } from '../../../server/business/model.ts';
import { seedBusiness } from '../../../server/business/seed.ts';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';

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

describe('POST /__dev/users: platform users in bulk, to measure lists and exports at scale', () => {
  it('adds plain users with fresh ids and unique mobiles; the list counts them', async () => {
    const before = (await s.call('GET', '/api/business/user/list?limit=1', { token: admin })).body.data.totalCount;
    const reply = await s.call('POST', '/__dev/users', { body: { count: 1500 } });
    expect(reply.body).toEqual({ code: 0, data: { count: 1500, total: before + 1500 }, msg: 'success' });
    const list = (await s.call('GET', '/api/business/user/list?limit=500&sort=id&order=desc', { token: admin })).body
      .data;
    expect(list.totalCount).toBe(before + 1500);
    expect(list.list[0]).toMatchObject({ id: before + 1500, nickname: `批量用户${before + 1500}`, status: 1 });
    const mobiles = new Set(list.list.map((u: { mobile: string }) => u.mobile));
    expect(mobiles.size).toBe(500);
  });

  it('refuses a count out of range and a body without one', async () => {
    for (const body of [{ count: -1 }, { count: MAX_DEV_USERS + 1 }, { count: 1.5 }, {}]) {
      const reply = await s.call('POST', '/__dev/users', { body });
      expect(reply.body.code).not.toBe(0);
    }
  });

  it('a mobile already taken is skipped, and 100,000 users fit in one call without running out of stack', () => {
    const data: BusinessData = seedBusiness(Date.UTC(2026, 10, 25));
    data.user[0]!.mobile = '19000000001';
    const total = addUsers(data, 100_000, '2026-11-25 12:00:00');
    expect(total).toBe(data.user.length);
    const mobiles = new Set(data.user.map((u) => u.mobile));
    expect(mobiles.size).toBe(data.user.length);
    expect(new Set(data.user.map((u) => u.id)).size).toBe(data.user.length);
  });
});
