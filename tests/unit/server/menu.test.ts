// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, BROKEN, OPERATOR, startTestServer, type TestServer } from './harness.ts';
import { areasOf } from '../../../src/contract/area.ts';
import { AREA_GROUPS } from '../../../src/contract/areas.ts';

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

/** Demo data again (and new sessions), for the tests that change menus. */
async function reset(): Promise<void> {
  await t.call('POST', '/__dev/reset');
  [admin, operator] = await Promise.all([
    t.login(ADMIN.userName, ADMIN.password),
    t.login(OPERATOR.userName, OPERATOR.password),
  ]);
}

interface Node {
  menuId: number;
  url: string;
  name: string;
  type: number;
  orderNum: number;
  children: Node[];
}
const urls = (nodes: Node[]): unknown => nodes.map((n) => (n.children.length ? { [n.url]: urls(n.children) } : n.url));
const menuList = async (token = admin) =>
  (await t.call('GET', '/api/sys/menu/list', { token })).body.data as {
    menuId: number;
    url: string;
    type: number;
    perms: string;
    parentId: number;
  }[];

describe('GET /api/sys/menu/nav', () => {
  it('gives the administrator every directory and menu in order, every permission and every tab', async () => {
    const reply = await t.call('GET', '/api/sys/menu/nav', { token: admin });
    expect(reply.body.code).toBe(0);
    const { userInfo, permissions, tabs, menuList: tree } = reply.body.data;
    expect(userInfo).toEqual({
      userId: 1,
      userName: 'admin',
      nickname: '系统管理员',
      mobile: '13800000001',
      email: 'admin@example.com',
      roleNames: ['超级管理员'],
    });
    // The menu is the declared areas' (src/contract/areas.ts), in their order.
    expect(urls(tree)).toEqual(AREA_GROUPS.map((group) => ({ [group.name]: Object.keys(group.areas) })));
    expect(tree[0]).toMatchObject({ name: '业务管理', type: 0, parentId: 0, icon: 'peoples' });
    expect(tree[0].children[0]).toMatchObject({ name: '用户管理', type: 1, icon: 'user', children: [] });
    expect(Object.keys(tree[0].children[0]).sort()).toEqual([
      'children',
      'icon',
      'menuId',
      'name',
      'orderNum',
      'parentId',
      'type',
      'url',
    ]);
    expect(tabs).toEqual(areasOf(AREA_GROUPS).map((area) => area.name));
    for (const url of tabs as string[]) {
      for (const action of ['list', 'info', 'add', 'edit', 'delete'])
        expect(permissions).toContain(`sys:${url}:${action}`);
    }
    expect(permissions).toContain('sys:withdrawal:audit');
    expect(permissions.every((p: string) => /^sys:[a-z]+:[a-z]+$/.test(p))).toBe(true);
  });

  it('gives the operator only user, points, tag, vehicle and cars with list/info and sys:tag:add', async () => {
    const { data } = (await t.call('GET', '/api/sys/menu/nav', { token: operator })).body;
    expect(urls(data.menuList)).toEqual([{ business: ['user', 'points', 'tag'] }, { config: ['vehicle', 'cars'] }]);
    expect(data.tabs).toEqual(['user', 'points', 'tag', 'vehicle', 'cars']);
    expect([...data.permissions].sort()).toEqual(
      [
        ...['user', 'points', 'tag', 'vehicle', 'cars'].flatMap((u) => [`sys:${u}:list`, `sys:${u}:info`]),
        'sys:tag:add',
      ].sort(),
    );
    expect(data.userInfo.roleNames).toEqual(['运营']);
  });

  it('answers code 0 with a menuList that is not an array for the broken account', async () => {
    const token = await t.login(BROKEN.userName, BROKEN.password);
    const reply = await t.call('GET', '/api/sys/menu/nav', { token });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.menuList).toBe('unavailable');
    expect(reply.body.data.userInfo.userName).toBe('broken');
    expect(Array.isArray(reply.body.data.permissions)).toBe(true);
  });

  it('sorts siblings by orderNum', async () => {
    await reset();
    const list = await menuList();
    const points = list.find((m) => m.url === 'points')!;
    await t.call('PUT', '/api/sys/menu', { token: admin, body: { menuId: points.menuId, orderNum: 99 } });
    const { data } = (await t.call('GET', '/api/sys/menu/nav', { token: admin })).body;
    expect(data.menuList[0].children.map((n: Node) => n.url)).toEqual([
      'user',
      'withdrawal',
      'tag',
      'invitation',
      'points',
    ]);
  });
});

describe('GET /api/sys/menu/list', () => {
  it('answers every menu entity as a flat array', async () => {
    const list = await menuList();
    const areas = areasOf(AREA_GROUPS).length;
    expect(list.length).toBe(AREA_GROUPS.length + areas + areas * 4 + 1);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'icon',
      'menuId',
      'name',
      'orderNum',
      'parentId',
      'perms',
      'type',
      'url',
    ]);
    expect(list.find((m) => m.perms === 'sys:user:list,sys:user:info')).toMatchObject({ type: 2 });
    expect(list.filter((m) => m.type === 0).map((m) => m.url)).toEqual([
      'business',
      'config',
      'organization',
      'permission',
    ]);
  });

  it('answers A0301 without sys:menu:list', async () => {
    expect((await t.call('GET', '/api/sys/menu/list', { token: operator })).body).toEqual({
      code: 'A0301',
      msg: '没有权限',
    });
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/sys/menu/list')).body).toEqual({ code: 500, msg: 'token无效' });
  });
});

describe('POST /api/sys/menu', () => {
  it('creates an entry and answers it with its new id', async () => {
    await reset();
    const body = { parentId: 1, name: '黑名单', url: 'blacklist', type: 1, icon: 'lock', orderNum: 9 };
    const reply = await t.call('POST', '/api/sys/menu', { token: admin, body });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data).toMatchObject({ ...body, perms: '' });
    const created = reply.body.data.menuId;
    const button = await t.call('POST', '/api/sys/menu', {
      token: admin,
      body: { parentId: created, name: '查看', type: 2, perms: ['sys:blacklist:list', 'sys:blacklist:info'] },
    });
    expect(button.body.data).toMatchObject({
      perms: 'sys:blacklist:list,sys:blacklist:info',
      url: '',
      icon: '',
      orderNum: 0,
    });
    const nav = (await t.call('GET', '/api/sys/menu/nav', { token: admin })).body.data;
    expect(nav.tabs).toContain('blacklist');
    expect(nav.permissions).toContain('sys:blacklist:info');
  });

  it('answers A0301 to the operator', async () => {
    const reply = await t.call('POST', '/api/sys/menu', {
      token: operator,
      body: { parentId: 0, name: 'x', url: 'x', type: 0 },
    });
    expect(reply.body).toEqual({ code: 'A0301', msg: '没有权限' });
  });

  it.each([
    [{ parentId: 0, type: 0, url: 'x' }, 'name'],
    [{ parentId: 0, type: 0, url: 'x', name: '' }, 'name'],
    [{ parentId: 0, type: 0, url: 'x', name: 'x'.repeat(51) }, 'name'],
    [{ parentId: 0, type: 0, url: 'x', name: 12 }, 'name'],
    [{ parentId: 0, name: 'x' }, 'type'],
    [{ parentId: 0, name: 'x', type: 3 }, 'type'],
    [{ parentId: 0, name: 'x', type: '1', url: 'x' }, 'type'],
    [{ name: 'x', type: 0 }, 'parentId'],
    [{ parentId: 9999, name: 'x', type: 0 }, 'parentId'],
    [{ parentId: 3, name: 'x', type: 2 }, 'parentId'],
    [{ parentId: 1, name: 'x', type: 1 }, 'url'],
    [{ parentId: 1, name: 'x', type: 1, url: 'a b' }, 'url'],
    [{ parentId: 2, name: 'x', type: 2, perms: 'user:add' }, 'perms'],
    [{ parentId: 2, name: 'x', type: 2, perms: 'sys:user:add,sys:user' }, 'perms'],
    [{ parentId: 2, name: 'x', type: 2, perms: 42 }, 'perms'],
    [{ parentId: 2, name: 'x', type: 2, perms: ['sys:a:b', 7] }, 'perms'],
    [{ parentId: 2, name: 'x', type: 2, orderNum: 1.5 }, 'orderNum'],
  ])('answers A0400 naming the field for %j', async (body, field) => {
    const reply = await t.call('POST', '/api/sys/menu', { token: admin, body });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('A0400');
    expect(reply.body.msg).toContain(field);
  });
});

describe('PUT /api/sys/menu', () => {
  it('updates the given fields of an entry', async () => {
    await reset();
    const user = (await menuList()).find((m) => m.url === 'user')!;
    const reply = await t.call('PUT', '/api/sys/menu', {
      token: admin,
      body: { menuId: user.menuId, name: '平台用户' },
    });
    expect(reply.body.data).toMatchObject({ menuId: user.menuId, name: '平台用户', url: 'user', type: 1 });
    expect((await menuList()).find((m) => m.menuId === user.menuId)).toMatchObject({ name: '平台用户' });
  });

  it('refuses an unknown id, a missing id and a parent inside its own subtree', async () => {
    expect((await t.call('PUT', '/api/sys/menu', { token: admin, body: { menuId: 9999, name: 'x' } })).body.code).toBe(
      'A0400',
    );
    const missing = await t.call('PUT', '/api/sys/menu', { token: admin, body: { name: 'x' } });
    expect(missing.body).toEqual({ code: 'A0400', msg: '参数 menuId 不能为空' });
    const cycle = await t.call('PUT', '/api/sys/menu', { token: admin, body: { menuId: 1, parentId: 2 } });
    expect(cycle.body.code).toBe('A0400');
    expect(cycle.body.msg).toContain('parentId');
  });

  it('answers A0301 to the operator', async () => {
    expect((await t.call('PUT', '/api/sys/menu', { token: operator, body: { menuId: 2, name: 'x' } })).body.code).toBe(
      'A0301',
    );
  });
});

describe('DELETE /api/sys/menu', () => {
  beforeEach(reset);
  it('deletes a button and removes it from the roles', async () => {
    const tagAdd = (await menuList()).find((m) => m.perms === 'sys:tag:add')!;
    const reply = await t.call('DELETE', '/api/sys/menu', { token: admin, body: { menuId: tagAdd.menuId } });
    expect(reply.body).toEqual({ code: 0, data: null, msg: 'success' });
    expect((await menuList()).some((m) => m.menuId === tagAdd.menuId)).toBe(false);
    const roles = (await t.call('GET', '/api/sys/role/list', { token: admin })).body.data;
    expect(roles.some((r: { menuIds: number[] }) => r.menuIds.includes(tagAdd.menuId))).toBe(false);
    const nav = (await t.call('GET', '/api/sys/menu/nav', { token: operator })).body.data;
    expect(nav.permissions).not.toContain('sys:tag:add');
  });

  it('refuses to delete an entry that has children, with a clear message', async () => {
    const user = (await menuList()).find((m) => m.url === 'user')!;
    const reply = await t.call('DELETE', '/api/sys/menu', { token: admin, body: { menuId: user.menuId } });
    expect(reply.body).toEqual({ code: 'A0400', msg: '「用户管理」下还有 4 个子菜单或按钮，请先删除它们' });
  });

  it('deletes an entry together with all its children given in menuIds', async () => {
    const list = await menuList();
    const user = list.find((m) => m.url === 'user')!;
    const ids = [user.menuId, ...list.filter((m) => m.parentId === user.menuId).map((m) => m.menuId)];
    expect((await t.call('DELETE', '/api/sys/menu', { token: admin, body: { menuIds: ids } })).body.code).toBe(0);
    expect((await menuList()).length).toBe(list.length - 5);
  });

  it('refuses an unknown id and a body without ids', async () => {
    expect((await t.call('DELETE', '/api/sys/menu', { token: admin, body: { menuId: 9999 } })).body.msg).toBe(
      '菜单 9999 不存在',
    );
    const empty = await t.call('DELETE', '/api/sys/menu', { token: admin, body: {} });
    expect(empty.body).toEqual({ code: 'A0400', msg: '参数 menuId 或 menuIds 不能为空' });
    const bad = await t.call('DELETE', '/api/sys/menu', { token: admin, body: { menuIds: ['a'] } });
    expect(bad.body.msg).toContain('menuIds');
  });

  it('answers A0301 to the operator', async () => {
    expect((await t.call('DELETE', '/api/sys/menu', { token: operator, body: { menuId: 3 } })).body.code).toBe('A0301');
  });
});
