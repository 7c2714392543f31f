import type { MenuEntity } from '../../core/api/endpoints/menu.ts';

export interface MenuNode {
  key: string;
  data: MenuEntity;
  children: MenuNode[];
}

/**
 * Turns the flat menu list into a tree ordered by orderNum. Entries whose parent is missing
 * become roots; a parent chain that loops is cut, so no entry is lost or shown twice.
 */
export function buildMenuTree(menus: readonly MenuEntity[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const menu of menus)
    if (!nodes.has(menu.menuId)) nodes.set(menu.menuId, { key: String(menu.menuId), data: menu, children: [] });
  const roots: MenuNode[] = [];
  const loops = (node: MenuNode): boolean => {
    const seen = new Set<number>([node.data.menuId]);
    let parent = nodes.get(node.data.parentId);
    while (parent) {
      if (seen.has(parent.data.menuId)) return true;
      seen.add(parent.data.menuId);
      parent = nodes.get(parent.data.parentId);
    }
    return false;
  };
  for (const node of nodes.values()) {
    const parent = nodes.get(node.data.parentId);
    if (parent && parent !== node && !loops(node)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.data.orderNum - b.data.orderNum || a.data.menuId - b.data.menuId);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The ids of an entry and everything below it (an entry cannot move under its own descendants). */
export function subtreeIds(menus: readonly MenuEntity[], menuId: number): Set<number> {
  const ids = new Set<number>([menuId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const menu of menus) {
      if (!ids.has(menu.menuId) && ids.has(menu.parentId)) {
        ids.add(menu.menuId);
        grew = true;
      }
    }
  }
  return ids;
}
