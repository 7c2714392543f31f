// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';
import { SERVER_RESOURCES } from '../../../server/routes/business.ts';

const OPERATOR = { userName: 'operator', password: 'operator123' };

let s: TestServer;
let admin: string;
let operator: string;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());
beforeEach(async () => {
  await s.call('POST', '/__dev/reset');
  admin = await s.login(ADMIN.userName, ADMIN.password);
  operator = await s.login(OPERATOR.userName, OPERATOR.password);
});

const get = (path: string, token = admin) => s.call('GET', path, { token });
const send = (method: string, path: string, body: unknown, token = admin) => s.call(method, path, { token, body });
const data = async (path: string, token = admin) => {
  const reply = await get(path, token);
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data;
};

describe('the API convention, for every area', () => {
  it.each(SERVER_RESOURCES.map((r) => [`${r.group}/${r.area}`, r] as const))(
    '%s: list answers { list, totalCount }, info answers the record',
    async (_, resource) => {
      const page = await data(`/api/${resource.group}/${resource.area}/list?page=1&limit=5`);
      expect(Object.keys(page).sort()).toEqual(['list', 'totalCount']);
      expect(page.list.length).toBe(Math.min(5, page.totalCount));
      expect(page.totalCount).toBeGreaterThan(5);
      const first = page.list[0];
      expect(await data(`/api/${resource.group}/${resource.area}/info/${first.id}`)).toEqual(first);
    },
  );

  it('seeds hundreds of users, points, withdrawals and invitations and dozens elsewhere', async () => {
    const count = async (path: string) => (await data(`${path}?limit=1`)).totalCount as number;
    expect(await count('/api/business/user/list')).toBe(600);
    expect(await count('/api/business/points/list')).toBeGreaterThan(1000);
    expect(await count('/api/business/withdrawal/list')).toBeGreaterThan(300);
    expect(await count('/api/business/invitation/list')).toBeGreaterThan(200);
    expect(await count('/api/config/vehicle/list')).toBeGreaterThan(40);
    expect(await count('/api/organization/personnel/list')).toBeGreaterThan(30);
  });

  it('needs a token, and the permission of the action (A0301 without it)', async () => {
    expect((await s.call('GET', '/api/business/user/list')).body).toEqual({ code: 500, msg: 'token无效' });
    expect((await get('/api/config/brand/list', operator)).body).toEqual({ code: 'A0301', msg: '没有权限' });
    expect((await get('/api/business/user/list', operator)).body.code).toBe(0);
    expect((await send('PUT', '/api/business/user', { id: 1, status: 0 }, operator)).body.code).toBe('A0301');
    expect((await send('POST', '/api/business/tag', { name: '运营新增', color: '#123456' }, operator)).body.code).toBe(
      0,
    );
    expect((await send('DELETE', '/api/business/tag', { ids: [1] }, operator)).body.code).toBe('A0301');
  });

  it('offers no write calls for records that are only read', async () => {
    expect((await send('PUT', '/api/business/points', { id: 1, change: 5 })).body.code).toBe('A0404');
    expect((await send('DELETE', '/api/business/invitation', { ids: [1] })).body.code).toBe('A0404');
    expect((await send('POST', '/api/business/withdrawal', { amount: 5 })).body.code).toBe('A0404');
  });

  it('answers A0400 naming the field for an unknown record id', async () => {
    expect((await get('/api/business/user/info/9999')).body).toEqual({ code: 'A0400', msg: '用户 9999 不存在' });
    expect((await get('/api/business/user/info/abc')).body).toEqual({ code: 'A0400', msg: '参数 id 必须是正整数' });
  });
});

describe('paging, sorting and filters', () => {
  it('pages by page and limit', async () => {
    const one = await data('/api/business/user/list?page=1&limit=20');
    const two = await data('/api/business/user/list?page=2&limit=20');
    expect(one.list).toHaveLength(20);
    expect(two.list[0].id).toBe(one.list[19].id - 1);
    expect((await data('/api/business/user/list?page=999&limit=20')).list).toEqual([]);
    expect((await get('/api/business/user/list?page=0')).body).toEqual({
      code: 'A0400',
      msg: '参数 page 必须是正整数',
    });
    expect((await get('/api/business/user/list?limit=501')).body).toEqual({
      code: 'A0400',
      msg: '参数 limit 不能大于 500',
    });
  });

  it('sorts by a sortable field in either order, and refuses the others', async () => {
    const asc = (await data('/api/business/user/list?sort=points&order=asc&limit=50')).list.map(
      (u: { points: number }) => u.points,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await data('/api/business/user/list?sort=points&order=desc&limit=50')).list.map(
      (u: { points: number }) => u.points,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await get('/api/business/user/list?sort=mobile')).body).toEqual({
      code: 'A0400',
      msg: '参数 sort 不支持按 mobile 排序',
    });
    expect((await get('/api/business/user/list?sort=points&order=up')).body.msg).toBe('参数 order 必须是 asc 或 desc');
  });

  it('filters by a value, a date range in the bracket style (days inclusive) and an id in a list', async () => {
    const disabled = await data('/api/business/user/list?status=0&limit=500');
    expect(disabled.totalCount).toBeGreaterThan(0);
    expect(disabled.list.every((u: { status: number }) => u.status === 0)).toBe(true);

    const all = (await data('/api/business/user/list?limit=500&page=1')).list.concat(
      (await data('/api/business/user/list?limit=500&page=2')).list,
    );
    const day = all[10].registeredAt.slice(0, 10);
    const sameDay = all.filter((u: { registeredAt: string }) => u.registeredAt.startsWith(day)).length;
    const ranged = await data(`/api/business/user/list?registeredAt[]=${day}&registeredAt[]=${day}`);
    expect(ranged.totalCount).toBe(sameDay);
    const openEnd = await data(`/api/business/user/list?registeredAt[]=${day}&registeredAt[]=`);
    expect(openEnd.totalCount).toBe(all.filter((u: { registeredAt: string }) => u.registeredAt >= day).length);

    const tagged = await data('/api/business/user/list?tagIds[]=3&limit=500');
    expect(tagged.list.every((u: { tagIds: number[] }) => u.tagIds.includes(3))).toBe(true);
    expect(tagged.totalCount).toBe((await data('/api/business/tag/info/3')).userCount);
  });

  it('searches a keyword in display fields too (a points record by its user)', async () => {
    const user = await data('/api/business/user/info/42');
    const found = await data(`/api/business/points/list?keyword=${encodeURIComponent(user.mobile)}&limit=500`);
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.list.every((p: { userId: number }) => p.userId === 42)).toBe(true);
    expect((await data('/api/business/points/list?userId=42&limit=1')).totalCount).toBe(found.totalCount);
  });

  it('refuses a filter it does not know and a value of the wrong kind, naming the field', async () => {
    expect((await get('/api/business/user/list?colour=red')).body).toEqual({
      code: 'A0400',
      msg: '不支持的查询参数 colour',
    });
    expect((await get('/api/business/withdrawal/list?status=done')).body).toEqual({
      code: 'A0400',
      msg: '参数 status 必须是 pending、approved、rejected、paid 之一',
    });
    expect((await get('/api/business/user/list?registeredAt[]=2026-01-01')).body.msg).toBe(
      '参数 registeredAt 必须是 [起, 止] 两个值',
    );
    expect((await get('/api/business/user/list?registeredAt[]=yesterday&registeredAt[]=')).body.msg).toContain(
      '参数 registeredAt',
    );
  });
});

describe('writes', () => {
  const incentive = {
    name: '测试激励',
    type: 'invite',
    amount: 12.5,
    trigger: '邀请好友',
    startAt: '2026-01-01',
    endAt: '2026-03-31',
  };

  it('creates, updates given fields only, and deletes by ids', async () => {
    const created = (await send('POST', '/api/config/incentive', incentive)).body.data;
    expect(created).toMatchObject({ ...incentive, status: 1, remark: '' });
    expect(created.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const updated = (await send('PUT', '/api/config/incentive', { id: created.id, amount: 20 })).body.data;
    expect(updated).toMatchObject({ ...incentive, amount: 20 });
    expect((await send('DELETE', '/api/config/incentive', { ids: [created.id] })).body).toEqual({
      code: 0,
      data: null,
      msg: 'success',
    });
    expect((await get(`/api/config/incentive/info/${created.id}`)).body.code).toBe('A0400');
  });

  it.each([
    ['a missing name', { ...incentive, name: '' }, '参数 name 不能为空'],
    [
      'an unknown type',
      { ...incentive, type: 'lottery' },
      '参数 type 必须是 register、invite、signIn、testDrive、purchase、share 之一',
    ],
    ['three decimals', { ...incentive, amount: 1.234 }, '参数 amount 最多保留两位小数'],
    ['money as text', { ...incentive, amount: '5' }, '参数 amount 必须是数字'],
    ['a day that does not exist', { ...incentive, startAt: '2026-02-30' }, '参数 startAt 必须是 YYYY-MM-DD 格式的日期'],
    ['an end before the start', { ...incentive, endAt: '2025-12-31' }, '参数 endAt 不能早于 startAt'],
    ['a name too long', { ...incentive, name: 'x'.repeat(41) }, '参数 name 的长度必须在 1 到 40 个字符之间'],
  ])('refuses %s with A0400 naming the field', async (_, body, msg) => {
    expect((await send('POST', '/api/config/incentive', body)).body).toEqual({ code: 'A0400', msg });
  });

  it('checks uniqueness, references and patterns', async () => {
    expect((await send('POST', '/api/business/tag', { name: '新用户', color: '#FF0000' })).body.msg).toBe(
      '参数 name 的值「新用户」已存在',
    );
    expect((await send('POST', '/api/business/tag', { name: '新标签', color: 'red' })).body.msg).toBe(
      '参数 color 必须是 #RRGGBB 格式的颜色',
    );
    expect(
      (
        await send('POST', '/api/config/vehicle', {
          brandId: 999,
          name: 'X',
          level: 'suv',
          energyType: 'electric',
          priceMin: 10,
          priceMax: 12,
        })
      ).body.msg,
    ).toBe('参数 brandId 对应的品牌 999 不存在');
    expect(
      (
        await send('POST', '/api/config/vehicle', {
          brandId: 1,
          name: 'X',
          level: 'suv',
          energyType: 'electric',
          priceMin: 20,
          priceMax: 12,
        })
      ).body.msg,
    ).toBe('参数 priceMin 不能大于 priceMax');
    expect(
      (
        await send('POST', '/api/organization/personnel', {
          name: '张三',
          userName: '1abc',
          phone: '13912345678',
          institutionId: 1,
          positionId: 1,
        })
      ).body.msg,
    ).toBe('参数 userName 只能包含字母、数字和下划线，并以字母开头');
    expect(
      (
        await send('POST', '/api/organization/personnel', {
          name: '张三',
          userName: 'zhangsan',
          phone: '13912345678',
          institutionId: 1,
          positionId: 1,
          roleIds: [9],
        })
      ).body.msg,
    ).toBe('参数 roleIds 对应的角色 9 不存在');
    expect((await send('PUT', '/api/organization/institution', { id: 2, parentId: 3 })).body.msg).toBe(
      '参数 parentId 不能是机构自身或其下级机构',
    );
  });

  it('enables, disables and assigns tags to a user as updates; read-only fields are ignored', async () => {
    const before = await data('/api/business/user/info/7');
    const after = (await send('PUT', '/api/business/user', { id: 7, status: 0, tagIds: [2, 1, 2], points: 999_999 }))
      .body.data;
    expect(after.status).toBe(0);
    expect(after.tagIds).toEqual([1, 2]);
    expect(after.tags.map((t: { name: string }) => t.name)).toEqual(['新用户', '活跃用户']);
    expect(after.points).toBe(before.points);
    expect((await send('PUT', '/api/business/user', { id: 7, status: 2 })).body.msg).toBe(
      '参数 status 必须是 0、1 之一',
    );
  });

  it('refuses a delete that would leave references behind, and removes a deleted tag from users', async () => {
    expect((await send('DELETE', '/api/config/brand', { ids: [1] })).body.msg).toMatch(
      /^品牌「比亚迪」下还有 \d+ 个车系，不能删除$/,
    );
    expect((await send('DELETE', '/api/organization/institution', { id: 1 })).body.msg).toMatch(/下级机构，不能删除$/);
    const users = (await data('/api/business/user/list?tagIds[]=4&limit=1')).totalCount;
    expect(users).toBeGreaterThan(0);
    expect((await send('DELETE', '/api/business/tag', { ids: [4] })).body.code).toBe(0);
    expect((await get('/api/business/user/list?tagIds[]=4&limit=1')).body.data.totalCount).toBe(0);
  });

  it('adds a points adjustment to the balance, and refuses one the balance cannot cover', async () => {
    const user = await data('/api/business/user/info/5');
    const record = (
      await send('POST', '/api/business/points', { userId: 5, change: 30, remark: '活动补发', reason: 'purchase' })
    ).body.data;
    expect(record).toMatchObject({ userId: 5, change: 30, reason: 'adjust', balanceAfter: user.points + 30 });
    expect((await data('/api/business/user/info/5')).points).toBe(user.points + 30);
    expect(
      (await send('POST', '/api/business/points', { userId: 5, change: -(user.points + 31), remark: '扣减' })).body.msg,
    ).toContain('不足以扣减');
    expect((await send('POST', '/api/business/points', { userId: 5, change: 0, remark: '零' })).body.msg).toBe(
      '参数 change 不能为 0',
    );
  });
});

describe('withdrawal audit', () => {
  const pendingId = async () =>
    (await data('/api/business/withdrawal/list?status=pending&limit=1')).list[0].id as number;

  it('approves a pending withdrawal with a remark, once', async () => {
    const id = await pendingId();
    const reply = await send('POST', '/api/business/withdrawal/audit', { id, approved: true, remark: '核对无误' });
    expect(reply.body.data).toMatchObject({ id, status: 'approved', reviewer: '系统管理员', remark: '核对无误' });
    expect(reply.body.data.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      (await send('POST', '/api/business/withdrawal/audit', { id, approved: false, remark: '再审' })).body,
    ).toEqual({ code: 'A0400', msg: `提现申请 ${id} 已审核，不能重复审核` });
  });

  it('needs a remark to reject, a boolean decision, and sys:withdrawal:audit', async () => {
    const id = await pendingId();
    expect((await send('POST', '/api/business/withdrawal/audit', { id, approved: false })).body.msg).toBe(
      '驳回时参数 remark 不能为空',
    );
    expect((await send('POST', '/api/business/withdrawal/audit', { id, approved: 'yes' })).body.msg).toBe(
      '参数 approved 必须是 true 或 false',
    );
    expect((await send('POST', '/api/business/withdrawal/audit', { id, approved: true }, operator)).body.code).toBe(
      'A0301',
    );
    const rejected = (
      await send('POST', '/api/business/withdrawal/audit', { id, approved: false, remark: '账户不一致' })
    ).body.data;
    expect(rejected.status).toBe('rejected');
  });
});

describe('persistence', () => {
  it('keeps business changes across a restart', async () => {
    await send('PUT', '/api/business/user', { id: 3, nickname: '持久化用户' });
    await s.restart();
    admin = await s.login(ADMIN.userName, ADMIN.password);
    expect((await data('/api/business/user/info/3')).nickname).toBe('持久化用户');
  });

  it('seeds the business records into a data file written before they existed', async () => {
    const saved = JSON.parse(readFileSync(s.dataFile, 'utf8'));
    delete saved.business;
    writeFileSync(s.dataFile, JSON.stringify(saved));
    await s.restart();
    expect(s.logs.some((l) => l.includes('had no business data'))).toBe(true);
    admin = await s.login(ADMIN.userName, ADMIN.password);
    expect((await data('/api/business/user/list?limit=1')).totalCount).toBe(600);
  });
});
