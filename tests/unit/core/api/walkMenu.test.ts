// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { walkMenu } from '../../../../src/core/api/walkMenu.ts';
import { readMenuList } from '../../../../src/core/api/endpoints/menu.ts';
import { buildMenuTree } from '../../../../src/features/permission/menuTree.ts';
import { collectMenuUrls } from '../../../../src/core/routes/buildRoutes.ts';
import { menuFacts } from '../../../../src/core/routes/menuView.ts';

const entity = (menuId: number, name: string, extra: Record<string, unknown> = {}) => ({
  menuId,
  name,
  url: name.toLowerCase(),
  perms: '',
  type: 1,
  icon: '',
  orderNum: menuId,
  ...extra,
});

describe("one walk of the server's menu tree", () => {
  it('visits every entry once, parents before children, in document order', () => {
    const menu = [{ url: 'a', children: [{ url: 'a1' }, { url: 'a2', children: [{ url: 'a21' }] }] }, { url: 'b' }];
    expect(walkMenu(menu).map((v) => v.entry.url)).toEqual(['a', 'a1', 'a2', 'a21', 'b']);
    expect(walkMenu(menu).map((v) => v.parent?.url ?? null)).toEqual([null, 'a', 'a', 'a2', null]);
  });

  it('survives cycles, shared entries, non-objects and non-lists', () => {
    const loop: Record<string, unknown> = { url: 'loop' };
    loop.children = [loop, null, 3, 'x', [loop]];
    expect(walkMenu([loop, loop]).map((v) => v.entry.url)).toEqual(['loop']);
    expect(walkMenu(null)).toEqual([]);
    expect(walkMenu({ children: [] })).toEqual([]);
  });

  it('is the walk both route building and the menu view read', () => {
    const menu = [{ url: 'Business', name: '业务', children: [{ url: 'User', name: '用户管理', icon: 'user' }] }];
    expect([...collectMenuUrls(menu)]).toEqual(['business', 'user']);
    expect(menuFacts(menu).get('user')).toEqual({ name: '用户管理', icon: 'user' });
  });
});

describe('the menu screen reads GET /api/sys/menu/list as a tree or as a flat list with parentId', () => {
  const flat = [
    entity(1, 'Perm', { parentId: 0, type: 0 }),
    entity(2, 'Role', { parentId: 1 }),
    entity(3, 'Add', { parentId: 2, type: 2 }),
  ];
  const tree = [
    {
      ...entity(1, 'Perm', { type: 0 }),
      children: [{ ...entity(2, 'Role'), children: [entity(3, 'Add', { type: 2 })] }],
    },
  ];

  it('a tree (children) shows every level, not only its top', () => {
    const nodes = buildMenuTree(readMenuList(tree));
    expect(nodes).toHaveLength(1);
    expect(nodes[0]!.children[0]!.data.name).toBe('Role');
    expect(nodes[0]!.children[0]!.children[0]!.data.name).toBe('Add');
  });

  it('a flat list and the same menu as a tree read the same', () => {
    expect(readMenuList(tree)).toEqual(readMenuList(flat));
    expect(readMenuList({ list: tree })).toEqual(readMenuList(flat));
  });
});
