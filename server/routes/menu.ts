/** Navigation (menus and permissions of the signed-in account) and menu management. */
import { Hono } from 'hono';
import { deriveAccess } from '../access.ts';
import { badRequest, ok } from '../envelope.ts';
import { parseMenuFields } from '../menuRules.ts';
import type { MenuEntity } from '../model.ts';
import type { AppEnv } from '../session.ts';
import { requirePermission, requireToken } from '../session.ts';
import type { AppState } from '../state.ts';
import { idList, readJsonBody, requiredInt } from '../validate.ts';

/** What the `bad-menu` nav fault answers instead of the menu tree. */
export const BROKEN_MENU_LIST = 'unavailable';

export function menuRoutes(state: AppState): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const signedIn = requireToken(state);
  const can = (perm: string) => requirePermission(state, perm);
  const find = (menuId: number): MenuEntity => {
    const menu = state.data.menus.find((m) => m.menuId === menuId);
    if (!menu) throw badRequest(`菜单 ${menuId} 不存在`);
    return menu;
  };

  routes.get('/sys/menu/nav', signedIn, (c) => {
    const account = c.get('account');
    const { roles, menus } = state.data;
    const access = deriveAccess(account, roles, menus);
    const userInfo = {
      userId: account.userId,
      userName: account.userName,
      nickname: account.nickname,
      mobile: account.mobile,
      email: account.email,
      ...(account.avatar ? { avatar: account.avatar } : {}),
      roleNames: roles.filter((r) => account.roleIds.includes(r.roleId)).map((r) => r.roleName),
    };
    const menuList = account.navFault === 'bad-menu' ? BROKEN_MENU_LIST : access.menuList;
    return ok(c, { userInfo, permissions: access.permissions, tabs: access.tabs, menuList });
  });

  routes.get('/sys/menu/list', signedIn, can('sys:menu:list'), (c) => {
    const menus = [...state.data.menus].sort((a, b) => a.menuId - b.menuId);
    return ok(c, menus);
  });

  routes.post('/sys/menu', signedIn, can('sys:menu:add'), async (c) => {
    const body = await readJsonBody(c);
    const fields = parseMenuFields(body, state.data.menus);
    const menuId = Math.max(0, ...state.data.menus.map((m) => m.menuId)) + 1;
    const menu: MenuEntity = { menuId, ...fields };
    state.data.menus.push(menu);
    state.save();
    state.log(`[menu] ${c.get('account').userName} added ${menuId} ${menu.name}`);
    return ok(c, menu);
  });

  routes.put('/sys/menu', signedIn, can('sys:menu:edit'), async (c) => {
    const body = await readJsonBody(c);
    const existing = find(requiredInt(body, 'menuId', { min: 1 }));
    const fields = parseMenuFields({ ...existing, ...body }, state.data.menus, existing.menuId);
    Object.assign(existing, fields);
    state.save();
    state.log(`[menu] ${c.get('account').userName} updated ${existing.menuId} ${existing.name}`);
    return ok(c, existing);
  });

  routes.delete('/sys/menu', signedIn, can('sys:menu:delete'), async (c) => {
    const body = await readJsonBody(c);
    const ids = new Set(idList(body, 'menuId', 'menuIds'));
    for (const id of ids) {
      const menu = find(id);
      const children = state.data.menus.filter((m) => m.parentId === id && !ids.has(m.menuId));
      if (children.length > 0) {
        throw badRequest(`「${menu.name}」下还有 ${children.length} 个子菜单或按钮，请先删除它们`);
      }
    }
    state.data.menus = state.data.menus.filter((m) => !ids.has(m.menuId));
    for (const role of state.data.roles) role.menuIds = role.menuIds.filter((id) => !ids.has(id));
    state.save();
    state.log(`[menu] ${c.get('account').userName} deleted ${[...ids].join(', ')}`);
    return ok(c);
  });

  return routes;
}
