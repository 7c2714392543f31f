import { describe, expect, it } from 'vitest';
import { buildMenuTree, subtreeIds } from '../../../../src/features/permission/menuTree.ts';
import { splitPerms, validateMenu } from '../../../../src/features/permission/menuRules.ts';
import { reconcile, roleAccess } from '../../../../src/features/permission/accessReport.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import type { MenuEntity } from '../../../../src/core/api/endpoints/menu.ts';

const m = (
  menuId: number,
  parentId: number,
  url: string,
  type: 0 | 1 | 2,
  perms = '',
  orderNum = menuId,
): MenuEntity => ({ menuId, parentId, name: `n${menuId}`, url, perms, type, icon: '', orderNum });
const menus = [
  m(1, 0, 'business', 0),
  m(2, 1, 'user', 1, 'sys:user:list,sys:user:info'),
  m(3, 2, '', 2, 'sys:user:add'),
  m(4, 1, 'points', 1, 'sys:points:list'),
  m(5, 0, 'permission', 0),
  m(6, 5, 'menu', 1, 'sys:menu:list'),
  m(7, 6, '', 2, 'sys:menu:add'),
  m(8, 0, 'reports', 1),
];

describe('menu tree', () => {
  it('nests by parentId and orders by orderNum', () => {
    const tree = buildMenuTree([...menus].reverse());
    expect(tree.map((n) => n.data.menuId)).toEqual([1, 5, 8]);
    expect(tree[0]!.children.map((n) => n.data.menuId)).toEqual([2, 4]);
  });
  it('keeps orphans and cut loops as roots; loses nothing', () => {
    const tree = buildMenuTree([m(1, 2, 'a', 0), m(2, 1, 'b', 0), m(3, 99, 'c', 1)]);
    const count = (nodes: ReturnType<typeof buildMenuTree>): number =>
      nodes.reduce((n, node) => n + 1 + count(node.children), 0);
    expect(count(tree)).toBe(3);
  });
  it('finds an entry and all below it', () => {
    expect([...subtreeIds(menus, 1)].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('menu form rules', () => {
  const draft = { parentId: 0, name: 'Reports', url: 'reports', perms: '', type: 1 as const, icon: '', orderNum: 1 };
  it('accepts a valid menu', () => expect(validateMenu(draft)).toEqual({}));
  it('needs a name, a route name for a menu and permissions for a button', () => {
    expect(validateMenu({ ...draft, name: ' ', url: '' })).toEqual({
      name: 'menuAdmin.rules.nameRequired',
      url: 'menuAdmin.rules.urlRequired',
    });
    expect(validateMenu({ ...draft, type: 2, url: '', perms: '' })).toEqual({ perms: 'menuAdmin.rules.permsRequired' });
  });
  it('checks the sys:module:action form and the parent', () => {
    expect(validateMenu({ ...draft, perms: 'sys:user:add, user:add' }).perms).toBe('menuAdmin.rules.permsFormat');
    expect(validateMenu({ ...draft, parentId: 4 }, new Set([4])).parentId).toBe('menuAdmin.rules.parentLoop');
    expect(splitPerms('sys:a:b, sys:c:d\nsys:e:f，sys:g:h')).toEqual(['sys:a:b', 'sys:c:d', 'sys:e:f', 'sys:g:h']);
  });
});

describe('access report', () => {
  it("computes a role's screens with the console's route building and its buttons", () => {
    const access = roleAccess([3], menus, PERMISSION_ROUTES);
    expect(access.screens).toEqual(['/business/user']);
    expect(access.permissions).toEqual(['sys:user:add', 'sys:user:info', 'sys:user:list']);
  });
  it('reconciles the menu tree with the console', () => {
    const gaps = reconcile(menus, PERMISSION_ROUTES, ['sys:menu:add', 'sys:menu:delete']);
    expect(gaps.unmatchedUrls).toEqual(['reports']);
    expect(gaps.unreachedRoutes).toContain('/config/brand');
    expect(gaps.unreachedRoutes).not.toContain('/business/user');
    expect(gaps.ungranted).toEqual(['sys:menu:delete']);
    expect(gaps.unchecked).toContain('sys:user:add');
  });
});
