import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type CallOptions } from '../../../../src/core/api/client.ts';
import { ApiError } from '../../../../src/contract/envelope.ts';
import {
  changePassword,
  fetchCaptcha,
  fetchNav,
  requestSmsCode,
  resetPasswordBySms,
} from '../../../../src/core/api/endpoints/auth.ts';
import {
  createMenu,
  deleteMenu,
  listMenus,
  MENU_TYPES,
  readMenuEntity,
  readMenuList,
  updateMenu,
  type MenuEntity,
} from '../../../../src/core/api/endpoints/menu.ts';
import {
  deleteRole,
  listRoles,
  readRoleEntity,
  ROLE_LIST_PATH,
  ROLE_PATH,
  saveRole,
} from '../../../../src/core/api/endpoints/role.ts';
import type { ApiRequest, Gateway, TransportReply } from '../../../../src/contract/platform.ts';

/** A client that records each call and answers `data`. */
function recorder(data: unknown = null) {
  const calls: [ApiRequest, CallOptions | undefined][] = [];
  const api: ApiClient = {
    observe: () => () => undefined,
    async call<T>(request: ApiRequest, options?: CallOptions) {
      calls.push([request, options]);
      return data as T;
    },
  };
  return { api, calls };
}

const MENU: MenuEntity = {
  menuId: 5,
  parentId: 1,
  name: 'Users',
  url: 'user',
  perms: 'sys:user:list',
  type: 1,
  icon: 'user',
  orderNum: 2,
};

describe('SPEC 7 calls: each endpoint sends exactly its method, path and body', () => {
  it.each<[string, (api: ApiClient) => Promise<unknown>, ApiRequest, CallOptions | undefined]>([
    [
      'captcha image',
      (api) => fetchCaptcha(api, 'u-1'),
      { method: 'GET', url: '/api/getCaptchaCode', params: { uuid: 'u-1' }, responseType: 'image' },
      { quiet: true },
    ],
    [
      'SMS code (type 1)',
      (api) => requestSmsCode(api, '13800138000'),
      { method: 'POST', url: '/api/sys/getSmsCode', data: { type: 1, mobile: '13800138000' } },
      undefined,
    ],
    [
      'password reset by SMS',
      (api) => resetPasswordBySms(api, { mobile: '138', password: 'secret1', smsCode: '123456' }),
      {
        method: 'POST',
        url: '/api/sys/alterPasswordBySms',
        data: { mobile: '138', password: 'secret1', smsCode: '123456' },
      },
      undefined,
    ],
    [
      'password change',
      (api) => changePassword(api, { password: 'old123', newPassword: 'new123' }),
      { method: 'PUT', url: '/api/sys/user/changePs', data: { password: 'old123', newPassword: 'new123' } },
      undefined,
    ],
    ['nav', (api) => fetchNav(api), { method: 'GET', url: '/api/sys/menu/nav' }, undefined],
    ['menu list', (api) => listMenus(api), { method: 'GET', url: '/api/sys/menu/list' }, undefined],
    [
      'menu create (failure shown in the dialog)',
      (api) => createMenu(api, { ...MENU, menuId: undefined }),
      { method: 'POST', url: '/api/sys/menu', data: { ...MENU, menuId: undefined } },
      { quiet: true },
    ],
    [
      'menu update',
      (api) => updateMenu(api, MENU),
      { method: 'PUT', url: '/api/sys/menu', data: MENU },
      { quiet: true },
    ],
    [
      'menu delete (the item in the body)',
      (api) => deleteMenu(api, 5),
      { method: 'DELETE', url: '/api/sys/menu', data: { menuId: 5 } },
      undefined,
    ],
    ['role list', (api) => listRoles(api), { method: 'GET', url: '/api/sys/role/list' }, undefined],
    [
      'role create',
      (api) => saveRole(api, { roleName: 'Ops', remark: '', menuIds: [1] }),
      { method: 'POST', url: '/api/sys/role', data: { roleName: 'Ops', remark: '', menuIds: [1] } },
      { quiet: true },
    ],
    [
      'role update',
      (api) => saveRole(api, { roleId: 3, roleName: 'Ops', remark: '', menuIds: [] }),
      { method: 'PUT', url: '/api/sys/role', data: { roleId: 3, roleName: 'Ops', remark: '', menuIds: [] } },
      { quiet: true },
    ],
    [
      'role delete',
      (api) => deleteRole(api, 3),
      { method: 'DELETE', url: '/api/sys/role', data: { roleId: 3 } },
      undefined,
    ],
  ])('%s', async (_, call, request, options) => {
    const r = recorder([]);
    await call(r.api);
    expect(r.calls).toHaveLength(1);
    expect(r.calls[0]![0]).toStrictEqual(request);
    expect(r.calls[0]![1]).toStrictEqual(options);
  });

  it('role paths', () => {
    expect([ROLE_LIST_PATH, ROLE_PATH]).toEqual(['/api/sys/role/list', '/api/sys/role']);
  });
});

describe('menu entities as the server sends them', () => {
  it('the menu types are directory 0, menu 1, button 2', () => {
    expect(MENU_TYPES).toStrictEqual({ directory: 0, menu: 1, button: 2 });
  });

  it('reads a complete entity as it is', () => {
    expect(readMenuEntity({ ...MENU, extra: 'ignored' })).toStrictEqual(MENU);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'menu'],
    ['no menuId', { name: 'x' }],
    ['a string menuId', { menuId: '5', name: 'x' }],
    ['no name', { menuId: 5 }],
  ])('is not an entity: %s', (_, value) => {
    expect(readMenuEntity(value)).toBeNull();
  });

  it('fills what is missing or of the wrong type with defaults; permissions as a list are joined', () => {
    expect(
      readMenuEntity({ menuId: 7, name: 'X', url: 3, perms: ['a:b:c', 1, 'd:e:f'], type: 5, icon: {} }),
    ).toStrictEqual({
      menuId: 7,
      parentId: 0,
      name: 'X',
      url: '',
      perms: 'a:b:c,d:e:f',
      type: 1,
      icon: '',
      orderNum: 0,
    });
    expect(readMenuEntity({ menuId: 7, name: 'X', perms: 42 })!.perms).toBe('');
    for (const type of [0, 1, 2] as const) expect(readMenuEntity({ menuId: 7, name: 'X', type })!.type).toBe(type);
  });

  it('an entry without parentId takes the id of the entry it is nested in', () => {
    expect(readMenuEntity({ menuId: 7, name: 'X' }, { menuId: 3 })!.parentId).toBe(3);
    expect(readMenuEntity({ menuId: 7, name: 'X' }, { menuId: '3' })!.parentId).toBe(0);
    expect(readMenuEntity({ menuId: 7, name: 'X', parentId: 9 }, { menuId: 3 })!.parentId).toBe(9);
  });

  it('reads a flat list, a tree and { list }, and drops what is not an entity', () => {
    const tree = [{ menuId: 1, name: 'A', children: [{ menuId: 2, name: 'B' }, { nope: true }] }];
    const ids = (list: MenuEntity[]) => list.map((m) => [m.menuId, m.parentId]);
    expect(ids(readMenuList(tree))).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(ids(readMenuList({ list: tree }))).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(readMenuList({ list: 'x' })).toEqual([]);
    expect(readMenuList(null)).toEqual([]);
    expect(readMenuList('x')).toEqual([]);
  });
});

describe('role entities as the server sends them', () => {
  it('reads a role, with defaults for a missing remark and menu list, keeping only numeric menu ids', () => {
    expect(readRoleEntity({ roleId: 1, roleName: 'Ops', remark: 'r', menuIds: [1, '2', 3] })).toStrictEqual({
      roleId: 1,
      roleName: 'Ops',
      remark: 'r',
      menuIds: [1, 3],
    });
    expect(readRoleEntity({ roleId: 1, roleName: 'Ops', remark: 5, menuIds: 'x' })).toStrictEqual({
      roleId: 1,
      roleName: 'Ops',
      remark: '',
      menuIds: [],
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 4],
    ['no roleId', { roleName: 'Ops' }],
    ['a string roleId', { roleId: '1', roleName: 'Ops' }],
    ['no roleName', { roleId: 1 }],
  ])('is not a role: %s', (_, value) => {
    expect(readRoleEntity(value)).toBeNull();
  });

  it('listRoles keeps the roles of a list answer and nothing of any other answer', async () => {
    expect(await listRoles(recorder([{ roleId: 1, roleName: 'A' }, { bad: 1 }]).api)).toStrictEqual([
      { roleId: 1, roleName: 'A', remark: '', menuIds: [] },
    ]);
    expect(await listRoles(recorder({ list: [] }).api)).toEqual([]);
  });
});

describe('the API client (SPEC 8: one envelope, failures reported once)', () => {
  const gatewayAnswering = (reply: TransportReply | Error) =>
    ({
      request: vi.fn(async () => {
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    }) as unknown as Gateway & { request: ReturnType<typeof vi.fn> };

  it('answers the data of a success and reports nothing', async () => {
    const onFailure = vi.fn();
    const api = createApiClient(
      gatewayAnswering({ ok: true, status: 200, body: { code: 0, data: { a: 1 } } }),
      onFailure,
    );
    expect(await api.call({ method: 'GET', url: '/x' })).toEqual({ a: 1 });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports a refusal once, with the call options, and throws ApiError with the failure', async () => {
    const onFailure = vi.fn();
    const api = createApiClient(
      gatewayAnswering({ ok: true, status: 200, body: { code: 'B0001', msg: 'no' } }),
      onFailure,
    );
    const error = await api.call({ method: 'GET', url: '/x' }, { quiet: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(onFailure.mock.calls[0]![1]).toEqual({ quiet: true });
    expect((error as ApiError).failure).toEqual(onFailure.mock.calls[0]![0]);
  });

  it('without options the failure is reported loudly ({} options)', async () => {
    const onFailure = vi.fn();
    const api = createApiClient(gatewayAnswering({ ok: false, kind: 'network' }), onFailure);
    await expect(api.call({ method: 'GET', url: '/x' })).rejects.toBeInstanceOf(ApiError);
    expect(onFailure.mock.calls[0]![1]).toEqual({});
  });

  it('a gateway that throws (the worker could not be reached) is a timeout failure', async () => {
    const onFailure = vi.fn();
    const api = createApiClient(gatewayAnswering(new Error('Could not establish connection')), onFailure);
    await expect(api.call({ method: 'GET', url: '/x' })).rejects.toBeInstanceOf(ApiError);
    expect(onFailure.mock.calls[0]![0]).toEqual({ kind: 'timeout' });
  });

  it('hands the gateway the request as the port describes it: no header of its own (no shell would send one)', async () => {
    const gateway = gatewayAnswering({ ok: true, status: 200, body: { code: 0, data: null } });
    await createApiClient(gateway, vi.fn()).call({ method: 'GET', url: '/y', params: { a: 1 } });
    expect(gateway.request).toHaveBeenCalledWith({ method: 'GET', url: '/y', params: { a: 1 } });
    expect(Object.keys(gateway.request.mock.calls[0]![0] as object).sort()).toEqual(['method', 'params', 'url']);
  });
});
