import type { RouteDef } from '../routes/types.ts';
import { declaredTitleKey, titleDetail } from '../routes/routeTitle.ts';
import type { Tab, TabAction } from '../kernel/ports.ts';

export function tabFor(route: RouteDef, search: string): Tab {
  const customTitle = titleDetail(route, search);
  return {
    path: route.path,
    search,
    title: declaredTitleKey(route),
    ...(customTitle ? { customTitle } : {}),
    affix: Boolean(route.meta.affix),
    keepAlive: Boolean(route.meta.keepAlive),
  };
}

/** Adds the tab of a visited screen, or refreshes its query; pinned (affix) tabs come first. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const at = tabs.findIndex((t) => t.path === tab.path);
  if (at !== -1) {
    const current = tabs[at]!;
    if (current.search === tab.search && current.customTitle === tab.customTitle) return tabs as Tab[];
    const next = [...tabs];
    next[at] = {
      ...current,
      search: tab.search,
      ...(tab.customTitle ? { customTitle: tab.customTitle } : { customTitle: undefined }),
    };
    return next;
  }
  if (tab.affix) {
    const lastAffix = tabs.reduce((last, t, i) => (t.affix ? i : last), -1);
    return [...tabs.slice(0, lastAffix + 1), tab, ...tabs.slice(lastAffix + 1)];
  }
  return [...tabs, tab];
}

/** The tabs left after an action on `path`. Pinned tabs always stay. */
export function closeTabs(tabs: readonly Tab[], path: string, action: Exclude<TabAction, 'refresh'>): Tab[] {
  const at = tabs.findIndex((t) => t.path === path);
  switch (action) {
    case 'close':
      return tabs.filter((t) => t.path !== path || t.affix);
    case 'close-others':
      return tabs.filter((t) => t.path === path || t.affix);
    case 'close-left':
      return at === -1 ? [...tabs] : tabs.filter((t, i) => i >= at || t.affix);
    case 'close-right':
      return at === -1 ? [...tabs] : tabs.filter((t, i) => i <= at || t.affix);
    case 'close-all':
      return tabs.filter((t) => t.affix);
  }
}

/**
 * Reads tabs kept in session storage: anything malformed is dropped, and only paths that are
 * routes of this session survive (a corrupt or outdated entry never breaks the page).
 */
export function restoreTabs(stored: unknown, routes: ReadonlyMap<string, RouteDef>): Tab[] {
  if (!Array.isArray(stored)) return [];
  const tabs: Tab[] = [];
  for (const item of stored.slice(0, 100)) {
    if (!item || typeof item !== 'object') continue;
    const { path, search } = item as { path?: unknown; search?: unknown };
    if (typeof path !== 'string') continue;
    const route = routes.get(path);
    if (!route || !route.screen || tabs.some((t) => t.path === path)) continue;
    tabs.push(tabFor(route, typeof search === 'string' ? search.slice(0, 2000) : ''));
  }
  return tabs;
}

export function persistableTabs(tabs: readonly Tab[]): { path: string; search: string }[] {
  return tabs.map(({ path, search }) => ({ path, search }));
}
