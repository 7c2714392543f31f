import type { RouteDef, ScreenKey } from './types.ts';
import { walkMenu } from '../api/walkMenu.ts';

/** What the server says about a menu entry: its display name and icon, by url (lower-cased). */
export interface MenuFacts {
  name?: string;
  icon?: string;
}

/** Reads names and icons from the server's menu tree; tolerant of malformed entries and cycles. */
export function menuFacts(menuList: unknown): Map<string, MenuFacts> {
  const facts = new Map<string, MenuFacts>();
  for (const { entry } of walkMenu(menuList)) {
    const { url, name, icon } = entry;
    if (typeof url === 'string' && url !== '' && !facts.has(url.toLowerCase())) {
      facts.set(url.toLowerCase(), {
        ...(typeof name === 'string' && name.trim() !== '' ? { name: name.trim().slice(0, 64) } : {}),
        ...(typeof icon === 'string' && icon !== '' ? { icon } : {}),
      });
    }
  }
  return facts;
}

export interface MenuItem {
  path: string;
  /** Locale key of the console's own title. */
  titleKey: string;
  /** The server's name for the entry (SPEC 2: menu titles in Chinese). */
  serverName?: string;
  icon?: string;
  /** The screen the entry opens: its code can be fetched before the click. */
  screen?: ScreenKey;
  children?: MenuItem[];
  /** A count of work waiting behind the entry, as its badge shows it ("99+" above 99); on a group: one of its entries has one. */
  badge?: string;
}

/** The menu with badges on the entries of `badges` (path → text; empty text shows none) and on the groups holding them. */
export function withBadges(items: readonly MenuItem[], badges: Readonly<Record<string, string>>): MenuItem[] {
  return items.map((item) => {
    if (item.children) {
      const children = withBadges(item.children, badges);
      const badged = children.find((child) => child.badge);
      return badged ? { ...item, children, badge: badged.badge } : { ...item, children };
    }
    const badge = badges[item.path];
    return badge ? { ...item, badge } : item;
  });
}

/**
 * The menu shown to the user: the built routes without hidden ones (SPEC 2), with the server's
 * names and icons. A group whose children are all hidden shows nothing.
 */
export function menuItems(routes: readonly RouteDef[], facts: ReadonlyMap<string, MenuFacts>): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.meta.hidden) continue;
    const fact = facts.get(route.name.toLowerCase());
    const base: MenuItem = {
      path: route.path,
      titleKey: route.meta.title,
      ...(fact?.name ? { serverName: fact.name } : {}),
      ...((fact?.icon ?? route.meta.icon) ? { icon: fact?.icon ?? route.meta.icon } : {}),
      ...(route.screen ? { screen: route.screen } : {}),
    };
    if (route.children) {
      const children = menuItems(route.children, facts);
      if (children.length === 0) continue;
      items.push({ ...base, children });
    } else {
      items.push(base);
    }
  }
  return items;
}

/** The label of a menu item: the server's (Chinese) name in zh-cn, the console's translation otherwise. */
export function menuLabel(item: MenuItem, language: string, t: (key: string) => string): string {
  return language === 'zh-cn' && item.serverName ? item.serverName : t(item.titleKey);
}

/** What the menu list says of one entry, as the menu screen shows it. */
export interface MenuEntryFacts {
  name: string;
  url: string;
  perms: string;
  /** 0 directory, 1 menu, 2 button. */
  type: number;
}

/** The console's title key of each route, by route name (lower-cased): the sidebar's own titles. */
export function routeTitleKeys(routes: readonly RouteDef[]): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (list: readonly RouteDef[]) => {
    for (const route of list) {
      if (!keys.has(route.name.toLowerCase())) keys.set(route.name.toLowerCase(), route.meta.title);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return keys;
}

const BUTTON_ACTIONS: Record<string, string> = {
  list: 'view',
  info: 'view',
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  audit: 'audit',
};

/**
 * The name of a menu entry on the menu screen, the way the sidebar names it: the server's name in
 * zh-cn; otherwise the console's title of the route the entry opens, and for a button the name of
 * the action its first permission string grants (sys:user:add → "New"). An entry the console does
 * not know keeps the server's name.
 */
export function menuEntryLabel(
  entry: MenuEntryFacts,
  language: string,
  t: (key: string) => string,
  titleKeys: ReadonlyMap<string, string>,
): string {
  if (language === 'zh-cn') return entry.name;
  if (entry.type === 2) {
    const action = entry.perms.split(',')[0]?.trim().split(':')[2];
    const key = action ? BUTTON_ACTIONS[action] : undefined;
    return key ? t(`menuAdmin.buttons.${key}`) : entry.name;
  }
  const titleKey = titleKeys.get(entry.url.toLowerCase());
  return titleKey ? t(titleKey) : entry.name;
}
