/**
 * What an account may see and do, derived from its roles' menuIds: an entry is granted
 * when one of the roles lists it or one of its descendants (a button grants its menu,
 * a menu its directory). A super administrator is granted every entry.
 */
import type { Account, MenuEntity, Role } from './model.ts';

export interface MenuNode {
  menuId: number;
  parentId: number;
  name: string;
  url: string;
  icon: string;
  type: 0 | 1;
  orderNum: number;
  children: MenuNode[];
}

export interface Access {
  grantedIds: Set<number>;
  permissions: string[];
  tabs: string[];
  menuList: MenuNode[];
}

export function splitPerms(perms: string): string[] {
  return perms
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export function grantedMenuIds(account: Account, roles: Role[], menus: MenuEntity[]): Set<number> {
  const byId = new Map(menus.map((m) => [m.menuId, m]));
  if (account.superAdmin) return new Set(byId.keys());
  const granted = new Set<number>();
  for (const role of roles.filter((r) => account.roleIds.includes(r.roleId))) {
    for (const id of role.menuIds) {
      let entry = byId.get(id);
      while (entry && !granted.has(entry.menuId)) {
        granted.add(entry.menuId);
        entry = byId.get(entry.parentId);
      }
    }
  }
  return granted;
}

const byOrder = (a: { orderNum: number; menuId: number }, b: { orderNum: number; menuId: number }): number =>
  a.orderNum - b.orderNum || a.menuId - b.menuId;

/** Directories and menus among `menus` as a tree sorted by orderNum; buttons are left out. */
export function buildMenuTree(menus: MenuEntity[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const m of menus) {
    if (m.type === 2) continue;
    nodes.set(m.menuId, {
      menuId: m.menuId,
      parentId: m.parentId,
      name: m.name,
      url: m.url,
      icon: m.icon,
      type: m.type,
      orderNum: m.orderNum,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: MenuNode[]): MenuNode[] => {
    list.sort(byOrder);
    list.forEach((n) => sort(n.children));
    return list;
  };
  return sort(roots);
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

export function deriveAccess(account: Account, roles: Role[], menus: MenuEntity[]): Access {
  const grantedIds = grantedMenuIds(account, roles, menus);
  const granted = menus.filter((m) => grantedIds.has(m.menuId));
  const permissions = [...new Set(granted.flatMap((m) => splitPerms(m.perms)))].sort();
  const menuList = buildMenuTree(granted);
  const tabs = flatten(menuList)
    .filter((n) => n.type === 1 && n.url !== '')
    .map((n) => n.url);
  return { grantedIds, permissions, tabs, menuList };
}

export function hasPermission(account: Account, roles: Role[], menus: MenuEntity[], perm: string): boolean {
  return deriveAccess(account, roles, menus).permissions.includes(perm);
}
