import type { ApiClient } from '../client.ts';
import { MENU_LIST_PATH, MENU_PATH } from '../../../contract/paths.ts';
import { walkMenu } from '../walkMenu.ts';

/**
 * The menu entity (SPEC 3 says its fields are not shown; this is the widely used shape the
 * platform's consoles share). `url` is the route name the console matches, ignoring case.
 */
export const MENU_TYPES = { directory: 0, menu: 1, button: 2 } as const;
export type MenuType = (typeof MENU_TYPES)[keyof typeof MENU_TYPES];

export interface MenuEntity {
  menuId: number;
  /** 0 for a top-level entry. */
  parentId: number;
  name: string;
  url: string;
  /** Comma-separated sys:module:action strings. */
  perms: string;
  type: MenuType;
  icon: string;
  orderNum: number;
}

export type MenuDraft = Omit<MenuEntity, 'menuId'> & { menuId?: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads one menu entity from the server, or null when it is not one. An entry without `parentId`
 * takes the id of the entry it is nested in (a tree), or 0 at the top.
 */
export function readMenuEntity(value: unknown, parent: unknown = null): MenuEntity | null {
  if (!isObject(value)) return null;
  const { menuId, parentId, name, url, perms, type, icon, orderNum } = value;
  if (typeof menuId !== 'number' || typeof name !== 'string') return null;
  const nestedIn = isObject(parent) && typeof parent.menuId === 'number' ? parent.menuId : 0;
  return {
    menuId,
    parentId: typeof parentId === 'number' ? parentId : nestedIn,
    name,
    url: typeof url === 'string' ? url : '',
    perms:
      typeof perms === 'string'
        ? perms
        : Array.isArray(perms)
          ? perms.filter((p) => typeof p === 'string').join(',')
          : '',
    type: type === 0 || type === 1 || type === 2 ? type : 1,
    icon: typeof icon === 'string' ? icon : '',
    orderNum: typeof orderNum === 'number' ? orderNum : 0,
  };
}

/** Every menu entity of a menu/list answer, flat: a flat list (`parentId`), a tree (`children`), or `{ list }` of either. */
export function readMenuList(data: unknown): MenuEntity[] {
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.list) ? data.list : [];
  return walkMenu(list)
    .map(({ entry, parent }) => readMenuEntity(entry, parent))
    .filter((m): m is MenuEntity => m !== null);
}

/** GET /api/sys/menu/list — every menu entity, flat. */
export async function listMenus(api: ApiClient): Promise<MenuEntity[]> {
  return readMenuList(await api.call<unknown>({ method: 'GET', url: MENU_LIST_PATH }));
}

/** POST /api/sys/menu — create; the failure is shown in the dialog, not as a toast. */
export function createMenu(api: ApiClient, draft: MenuDraft): Promise<unknown> {
  return api.call({ method: 'POST', url: MENU_PATH, data: draft }, { quiet: true });
}

/** PUT /api/sys/menu — update. */
export function updateMenu(api: ApiClient, menu: MenuEntity): Promise<unknown> {
  return api.call({ method: 'PUT', url: MENU_PATH, data: menu }, { quiet: true });
}

/** DELETE /api/sys/menu with the item in the body. */
export function deleteMenu(api: ApiClient, menuId: number): Promise<unknown> {
  return api.call({ method: 'DELETE', url: MENU_PATH, data: { menuId } });
}
