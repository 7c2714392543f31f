import type { MenuEntity } from '../../core/api/endpoints/menu.ts';
import type { RouteDef } from '../../core/routes/types.ts';
import { buildRoutes } from '../../core/routes/buildRoutes.ts';
import { flattenRoutes } from '../../core/routes/resolve.ts';
import { buildMenuTree, type MenuNode } from './menuTree.ts';
import { splitPerms } from './menuRules.ts';

export interface RoleAccess {
  /** Paths of the screens the role reaches, computed with the console's own route building. */
  screens: string[];
  /** Permission strings the role holds. */
  permissions: string[];
}

/** What a role with these menu ids reaches, as its nav answer would give it (granted entries plus their parents). */
export function roleAccess(
  menuIds: readonly number[],
  menus: readonly MenuEntity[],
  table: readonly RouteDef[],
): RoleAccess {
  const byId = new Map(menus.map((m) => [m.menuId, m]));
  const granted = new Set<number>();
  for (const id of menuIds) {
    let entry = byId.get(id);
    while (entry && !granted.has(entry.menuId)) {
      granted.add(entry.menuId);
      entry = byId.get(entry.parentId);
    }
  }
  const entries = menus.filter((m) => granted.has(m.menuId));
  const toMenuList = (nodes: MenuNode[]): unknown[] =>
    nodes
      .filter((n) => n.data.type !== 2)
      .map((n) => ({ url: n.data.url, name: n.data.name, children: toMenuList(n.children) }));
  const routes = buildRoutes(table, toMenuList(buildMenuTree(entries)));
  return {
    screens: flattenRoutes(routes)
      .filter((r) => r.screen && !r.meta.hidden)
      .map((r) => r.path),
    permissions: [...new Set(entries.flatMap((m) => splitPerms(m.perms)))].sort(),
  };
}

export interface Reconciliation {
  /** Menu urls that match no route of the console. */
  unmatchedUrls: string[];
  /** Routes of the console that no menu entry reaches. */
  unreachedRoutes: string[];
  /** Permission strings the console checks that no menu grants. */
  ungranted: string[];
  /** Granted strings the console never checks. */
  unchecked: string[];
}

/** Compares the server's menu tree with the console's routes and permission checks. */
export function reconcile(
  menus: readonly MenuEntity[],
  table: readonly RouteDef[],
  checked: readonly string[],
): Reconciliation {
  const routeNames = new Set(flattenRoutes(table).map((r) => r.name.toLowerCase()));
  const urls = new Set(menus.map((m) => m.url.trim().toLowerCase()).filter(Boolean));
  const granted = new Set(menus.flatMap((m) => splitPerms(m.perms)));
  return {
    unmatchedUrls: [...urls].filter((url) => !routeNames.has(url)).sort(),
    unreachedRoutes: flattenRoutes(table)
      .filter((r) => !/add|edit|look/i.test(r.name) && !urls.has(r.name.toLowerCase()))
      .map((r) => r.path),
    ungranted: checked.filter((p) => !granted.has(p)).sort(),
    unchecked: [...granted].filter((p) => !checked.includes(p)).sort(),
  };
}
