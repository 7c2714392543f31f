/** Validation of the menu entity for the create and update calls. */
import { badRequest } from './envelope.ts';
import type { MenuEntity, MenuType } from './model.ts';
import type { Body } from './validate.ts';
import { optionalInt, optionalString, requiredInt, requiredString } from './validate.ts';

export const PERM_PATTERN = /^sys:[A-Za-z][\w-]*:[A-Za-z][\w-]*$/;
const URL_PATTERN = /^\S+$/;

export type MenuFields = Omit<MenuEntity, 'menuId'>;

/** `perms` as a comma-separated string or an array of strings, each `sys:module:action`. */
export function normalisePerms(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  let list: unknown[];
  if (typeof value === 'string')
    list = value
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
  else if (Array.isArray(value)) list = value;
  else throw badRequest('参数 perms 必须是逗号分隔的字符串或字符串数组');
  for (const perm of list) {
    if (typeof perm !== 'string' || !PERM_PATTERN.test(perm.trim())) {
      throw badRequest(`参数 perms 中的「${String(perm)}」不是 sys:模块:操作 格式的权限标识`);
    }
  }
  const joined = [...new Set(list.map((p) => (p as string).trim()))].join(',');
  if (joined.length > 500) throw badRequest('参数 perms 的长度不能超过 500 个字符');
  return joined;
}

function isDescendant(menus: MenuEntity[], candidate: number, ancestor: number): boolean {
  const byId = new Map(menus.map((m) => [m.menuId, m]));
  let entry = byId.get(candidate);
  const seen = new Set<number>();
  while (entry && !seen.has(entry.menuId)) {
    if (entry.menuId === ancestor) return true;
    seen.add(entry.menuId);
    entry = byId.get(entry.parentId);
  }
  return false;
}

/**
 * The fields of a menu entry from a request body. `selfId` is the entry being updated
 * (its body has already been merged over the stored entity).
 */
export function parseMenuFields(body: Body, menus: MenuEntity[], selfId?: number): MenuFields {
  const name = requiredString(body, 'name', { min: 1, max: 50 }).trim();
  if (name === '') throw badRequest('参数 name 不能为空');
  const type = requiredInt(body, 'type');
  if (type !== 0 && type !== 1 && type !== 2) throw badRequest('参数 type 必须是 0（目录）、1（菜单）或 2（按钮）');
  const parentId = requiredInt(body, 'parentId', { min: 0 });
  if (parentId !== 0) {
    const parent = menus.find((m) => m.menuId === parentId);
    if (!parent) throw badRequest(`参数 parentId 指向的上级菜单 ${parentId} 不存在`);
    if (parent.type === 2) throw badRequest('参数 parentId 不能指向按钮');
    if (selfId !== undefined && isDescendant(menus, parentId, selfId)) {
      throw badRequest('参数 parentId 不能是当前菜单自身或其下级');
    }
  }
  if (selfId !== undefined && type === 2 && menus.some((m) => m.parentId === selfId)) {
    throw badRequest('有下级的菜单不能改为按钮');
  }
  const url =
    type === 1
      ? requiredString(body, 'url', { max: 100 }).trim()
      : (optionalString(body, 'url', { max: 100 }) ?? '').trim();
  if (url !== '' && !URL_PATTERN.test(url)) throw badRequest('参数 url 不能包含空白字符');
  if (type === 1 && url === '') throw badRequest('参数 url 不能为空');
  return {
    parentId,
    name,
    url,
    perms: normalisePerms(body.perms),
    type: type as MenuType,
    icon: (optionalString(body, 'icon', { max: 50 }) ?? '').trim(),
    orderNum: optionalInt(body, 'orderNum', { min: -9999, max: 9999 }) ?? 0,
  };
}
