import type { RouteDef } from './types.ts';
import { walkMenu } from '../api/walkMenu.ts';

/** The server's menu could not be turned into routes (SPEC 4: the session is then cleared). */
export class RouteBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteBuildError';
  }
}

/** Detail screens stay reachable whatever the menu says (SPEC 2). */
const DETAIL_ROUTE = /add|edit|look/i;

/** A detail screen: its route's name holds add, edit or look (SPEC 2). */
export const isDetailRoute = (route: Pick<RouteDef, 'name'>): boolean => DETAIL_ROUTE.test(route.name);

/**
 * Collects the `url` of every menu entry, lower-cased. Tolerates malformed entries and cycles;
 * throws RouteBuildError when the menu list is not a list at all.
 */
export function collectMenuUrls(menuList: unknown): Set<string> {
  if (!Array.isArray(menuList)) throw new RouteBuildError('menuList is not a list');
  const urls = new Set<string>();
  for (const { entry } of walkMenu(menuList))
    if (typeof entry.url === 'string' && entry.url !== '') urls.add(entry.url.toLowerCase());
  return urls;
}

/**
 * Builds the navigable routes from the route table and the server's menu (SPEC 2, pure):
 * - a route is kept only if its name matches a menu entry url, ignoring case;
 * - routes whose names contain add, edit or look are always kept;
 * - a parent route with no surviving children is dropped;
 * - a parent's redirect points to its first visible child.
 */
export function buildRoutes(table: readonly RouteDef[], menuList: unknown): RouteDef[] {
  const urls = collectMenuUrls(menuList);
  return filterRoutes(table, urls);
}

function filterRoutes(routes: readonly RouteDef[], urls: Set<string>): RouteDef[] {
  const kept: RouteDef[] = [];
  for (const route of routes) {
    const allowed = isDetailRoute(route) || urls.has(route.name.toLowerCase());
    if (!allowed) continue;
    if (!route.children) {
      kept.push(route);
      continue;
    }
    const children = filterRoutes(route.children, urls);
    if (children.length === 0) continue;
    const firstVisible = children.find((child) => !child.meta.hidden) ?? children[0]!;
    kept.push({ ...route, children, redirect: firstVisible.path });
  }
  return kept;
}
