// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../server/access.ts';
import { buildMenuTree, deriveAccess, grantedMenuIds, splitPerms } from '../../../server/access.ts';
import type { Account } from '../../../server/model.ts';
import { buildSeed, seedMenus } from '../../../server/seed.ts';

const menus = seedMenus();
const account = (roleIds: number[], extra: Partial<Account> = {}): Account => ({
  userId: 9,
  userName: 'u',
  nickname: 'u',
  mobile: '13000000000',
  email: '',
  passwordHash: '',
  roleIds,
  ...extra,
});
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('seed menus', () => {
  it('every screen has list/info, add, edit and delete buttons with sys:<url>:<action> perms', () => {
    for (const screen of menus.filter((m) => m.type === 1)) {
      const perms = menus.filter((m) => m.parentId === screen.menuId).map((m) => m.perms);
      expect(perms.slice(0, 4)).toEqual([
        `sys:${screen.url}:list,sys:${screen.url}:info`,
        `sys:${screen.url}:add`,
        `sys:${screen.url}:edit`,
        `sys:${screen.url}:delete`,
      ]);
    }
    expect(menus.find((m) => m.perms === 'sys:withdrawal:audit')?.type).toBe(2);
  });

  it('ids are unique and stable', () => {
    expect(new Set(menus.map((m) => m.menuId)).size).toBe(menus.length);
    expect(seedMenus()).toEqual(menus);
  });
});

describe('deriveAccess', () => {
  it('a button grants its menu and directory, not its siblings', () => {
    const tagAdd = menus.find((m) => m.perms === 'sys:tag:add')!;
    const access = deriveAccess(
      account([1]),
      [{ roleId: 1, roleName: 'r', remark: '', menuIds: [tagAdd.menuId] }],
      menus,
    );
    expect(access.permissions).toEqual(['sys:tag:add']);
    expect(access.tabs).toEqual(['tag']);
    expect(access.menuList.map((n) => n.url)).toEqual(['business']);
  });

  it('a super administrator gets everything whatever its roles', () => {
    const access = deriveAccess(account([], { superAdmin: true }), [], menus);
    expect(access.grantedIds.size).toBe(menus.length);
  });

  it('ignores roles the account does not hold and ids that do not exist', () => {
    const roles = [{ roleId: 1, roleName: 'r', remark: '', menuIds: [2, 9999] }];
    expect(deriveAccess(account([2]), roles, menus).tabs).toEqual([]);
    expect(deriveAccess(account([1]), roles, menus).tabs).toEqual(['user']);
  });

  it('the demo operator sees only its five screens', () => {
    const seed = buildSeed();
    const operator = seed.accounts.find((a) => a.userName === 'operator')!;
    expect(deriveAccess(operator, seed.roles, seed.menus).tabs).toEqual(['user', 'points', 'tag', 'vehicle', 'cars']);
  });

  it('for any set of granted ids: closed under parents, no buttons in the tree, perms exactly those granted', () => {
    const ids = menus.map((m) => m.menuId);
    fc.assert(
      fc.property(fc.subarray(ids), fc.subarray(ids), (a, b) => {
        const roles = [
          { roleId: 1, roleName: 'a', remark: '', menuIds: a },
          { roleId: 2, roleName: 'b', remark: '', menuIds: b },
        ];
        const granted = grantedMenuIds(account([1, 2]), roles, menus);
        for (const id of [...a, ...b]) expect(granted.has(id)).toBe(true);
        for (const id of granted) {
          const parent = menus.find((m) => m.menuId === id)!.parentId;
          if (parent !== 0) expect(granted.has(parent)).toBe(true);
        }
        const access = deriveAccess(account([1, 2]), roles, menus);
        const nodes = flatten(access.menuList);
        expect(nodes.every((n) => (n.type === 0 || n.type === 1) && granted.has(n.menuId))).toBe(true);
        expect(nodes.length).toBe(menus.filter((m) => m.type !== 2 && granted.has(m.menuId)).length);
        const expectedPerms = new Set(menus.filter((m) => granted.has(m.menuId)).flatMap((m) => splitPerms(m.perms)));
        expect(new Set(access.permissions)).toEqual(expectedPerms);
        expect(access.tabs).toEqual(nodes.filter((n) => n.type === 1).map((n) => n.url));
      }),
      { numRuns: 100 },
    );
  });
});

describe('buildMenuTree', () => {
  it('sorts siblings by orderNum, then id, and gives leaves an empty children array', () => {
    const tree = buildMenuTree([
      { menuId: 1, parentId: 0, name: 'b', url: 'b', perms: '', type: 0, icon: '', orderNum: 2 },
      { menuId: 2, parentId: 0, name: 'a', url: 'a', perms: '', type: 0, icon: '', orderNum: 1 },
      { menuId: 4, parentId: 1, name: 'y', url: 'y', perms: '', type: 1, icon: '', orderNum: 0 },
      { menuId: 3, parentId: 1, name: 'x', url: 'x', perms: '', type: 1, icon: '', orderNum: 0 },
      { menuId: 5, parentId: 3, name: 'btn', url: '', perms: 'sys:x:add', type: 2, icon: '', orderNum: 0 },
    ]);
    expect(tree.map((n) => n.url)).toEqual(['a', 'b']);
    expect(tree[1]!.children.map((n) => n.menuId)).toEqual([3, 4]);
    expect(tree[1]!.children[0]!.children).toEqual([]);
  });
});
