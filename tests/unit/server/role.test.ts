// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await startTestServer();
  [admin, operator] = await Promise.all([
    t.login(ADMIN.userName, ADMIN.password),
    t.login(OPERATOR.userName, OPERATOR.password),
  ]);
});
afterAll(() => t.stop());

interface Menu {
  menuId: number;
  url: string;
  type: number;
  perms: string;
  parentId: number;
}
const menus = async (): Promise<Menu[]> => (await t.call('GET', '/api/sys/menu/list', { token: admin })).body.data;
const roles = async () => (await t.call('GET', '/api/sys/role/list', { token: admin })).body.data;

describe('GET /api/sys/role/list', () => {
  it('answers the demo roles', async () => {
    const list = await roles();
    expect(list.map((r: { roleName: string }) => r.roleName)).toEqual(['超级管理员', '运营', '故障演示']);
    expect(Object.keys(list[0]).sort()).toEqual(['menuIds', 'remark', 'roleId', 'roleName']);
    expect(list[0].menuIds.length).toBe((await menus()).length);
  });

  it('answers A0301 to the operator and token无效 without a token', async () => {
    expect((await t.call('GET', '/api/sys/role/list', { token: operator })).body).toEqual({
      code: 'A0301',
      msg: '没有权限',
    });
    expect((await t.call('GET', '/api/sys/role/list')).body).toEqual({ code: 500, msg: 'token无效' });
  });
});

describe('role changes', () => {
  it('derives an account’s menus and permissions from its roles: a button grants its menu and directory', async () => {
    const all = await menus();
    const brandAdd = all.find((m) => m.perms === 'sys:brand:add')!;
    const operatorRole = (await roles()).find((r: { roleName: string }) => r.roleName === '运营');
    const put = await t.call('PUT', '/api/sys/role', {
      token: admin,
      body: { roleId: operatorRole.roleId, menuIds: [...operatorRole.menuIds, brandAdd.menuId] },
    });
    expect(put.body.code).toBe(0);
    expect(put.body.data.roleName).toBe('运营');
    const nav = (await t.call('GET', '/api/sys/menu/nav', { token: operator })).body.data;
    expect(nav.tabs).toContain('brand');
    expect(nav.permissions).toContain('sys:brand:add');
    expect(nav.permissions).not.toContain('sys:brand:list');
    const put2 = await t.call('PUT', '/api/sys/role', {
      token: admin,
      body: { roleId: operatorRole.roleId, menuIds: operatorRole.menuIds },
    });
    expect(put2.body.code).toBe(0);
    expect((await t.call('GET', '/api/sys/menu/nav', { token: operator })).body.data.tabs).not.toContain('brand');
  });

  it('creates, renames and deletes a role', async () => {
    const created = await t.call('POST', '/api/sys/role', {
      token: admin,
      body: { roleName: '审核员', remark: '提现审核', menuIds: [1] },
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({ roleName: '审核员', remark: '提现审核', menuIds: [1] });
    const roleId = created.body.data.roleId;
    expect(roleId).toBe(4);
    const renamed = await t.call('PUT', '/api/sys/role', { token: admin, body: { roleId, roleName: '财务' } });
    expect(renamed.body.data).toMatchObject({ roleId, roleName: '财务', remark: '提现审核', menuIds: [1] });
    expect((await t.call('DELETE', '/api/sys/role', { token: admin, body: { roleId } })).body.code).toBe(0);
    expect((await roles()).some((r: { roleId: number }) => r.roleId === roleId)).toBe(false);
  });

  it('creates a role without menuIds as an empty role and deletes several at once', async () => {
    const a = (await t.call('POST', '/api/sys/role', { token: admin, body: { roleName: 'A' } })).body.data;
    const b = (await t.call('POST', '/api/sys/role', { token: admin, body: { roleName: 'B', menuIds: [] } })).body.data;
    expect(a.menuIds).toEqual([]);
    expect(
      (await t.call('DELETE', '/api/sys/role', { token: admin, body: { roleIds: [a.roleId, b.roleId] } })).body.code,
    ).toBe(0);
  });

  it('refuses to delete a role held by an account', async () => {
    const reply = await t.call('DELETE', '/api/sys/role', { token: admin, body: { roleId: 2 } });
    expect(reply.body).toEqual({ code: 'A0400', msg: '角色「运营」已分配给账号 operator，不能删除' });
  });

  it.each([
    ['POST', { menuIds: [] }, 'roleName'],
    ['POST', { roleName: '', menuIds: [] }, 'roleName'],
    ['POST', { roleName: 'x'.repeat(51) }, 'roleName'],
    ['POST', { roleName: '运营' }, '运营'],
    ['POST', { roleName: 'x', menuIds: [99999] }, 'menuIds'],
    ['POST', { roleName: 'x', menuIds: 'all' }, 'menuIds'],
    ['POST', { roleName: 'x', remark: 5 }, 'remark'],
    ['PUT', { roleName: 'x' }, 'roleId'],
    ['PUT', { roleId: 999, roleName: 'x' }, '999'],
    ['DELETE', {}, 'roleId'],
    ['DELETE', { roleId: 999 }, '999'],
  ])('%s answers A0400 for %j', async (method, body, words) => {
    const reply = await t.call(method, '/api/sys/role', { token: admin, body });
    expect(reply.body.code).toBe('A0400');
    expect(reply.body.msg).toContain(words);
  });

  it.each([['POST'], ['PUT'], ['DELETE']])('%s answers A0301 to the operator', async (method) => {
    const reply = await t.call(method, '/api/sys/role', {
      token: operator,
      body: { roleId: 3, roleName: 'x', menuIds: [] },
    });
    expect(reply.body).toEqual({ code: 'A0301', msg: '没有权限' });
  });
});
