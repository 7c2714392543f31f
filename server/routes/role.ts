/** Role management: a role grants the menu entries listed in its menuIds. */
import { Hono } from 'hono';
import { badRequest, ok } from '../envelope.ts';
import type { Role } from '../model.ts';
import type { AppEnv } from '../session.ts';
import { requirePermission, requireToken } from '../session.ts';
import type { AppState } from '../state.ts';
import type { Body } from '../validate.ts';
import { idList, optionalString, readJsonBody, requiredInt, requiredIntArray, requiredString } from '../validate.ts';

export function roleRoutes(state: AppState): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const signedIn = requireToken(state);
  const can = (perm: string) => requirePermission(state, perm);
  const find = (roleId: number): Role => {
    const role = state.data.roles.find((r) => r.roleId === roleId);
    if (!role) throw badRequest(`角色 ${roleId} 不存在`);
    return role;
  };

  const parseRole = (body: Body, selfId?: number): Omit<Role, 'roleId'> => {
    const roleName = requiredString(body, 'roleName', { min: 1, max: 50 }).trim();
    if (roleName === '') throw badRequest('参数 roleName 不能为空');
    if (state.data.roles.some((r) => r.roleName === roleName && r.roleId !== selfId)) {
      throw badRequest(`角色名称「${roleName}」已存在`);
    }
    const remark = (optionalString(body, 'remark', { max: 200 }) ?? '').trim();
    const menuIds = requiredIntArray(body, 'menuIds');
    const unknown = menuIds.find((id) => !state.data.menus.some((m) => m.menuId === id));
    if (unknown !== undefined) throw badRequest(`参数 menuIds 中的菜单 ${unknown} 不存在`);
    return { roleName, remark, menuIds };
  };

  routes.get('/sys/role/list', signedIn, can('sys:role:list'), (c) => {
    return ok(
      c,
      [...state.data.roles].sort((a, b) => a.roleId - b.roleId),
    );
  });

  routes.post('/sys/role', signedIn, can('sys:role:add'), async (c) => {
    const body = await readJsonBody(c);
    const fields = parseRole({ menuIds: [], ...body });
    const role: Role = { roleId: Math.max(0, ...state.data.roles.map((r) => r.roleId)) + 1, ...fields };
    state.data.roles.push(role);
    state.save();
    state.log(`[role] ${c.get('account').userName} added ${role.roleId} ${role.roleName}`);
    return ok(c, role);
  });

  routes.put('/sys/role', signedIn, can('sys:role:edit'), async (c) => {
    const body = await readJsonBody(c);
    const existing = find(requiredInt(body, 'roleId', { min: 1 }));
    Object.assign(existing, parseRole({ ...existing, ...body }, existing.roleId));
    state.save();
    state.log(`[role] ${c.get('account').userName} updated ${existing.roleId} ${existing.roleName}`);
    return ok(c, existing);
  });

  routes.delete('/sys/role', signedIn, can('sys:role:delete'), async (c) => {
    const body = await readJsonBody(c);
    const ids = new Set(idList(body, 'roleId', 'roleIds'));
    for (const id of ids) {
      const role = find(id);
      const holder = state.data.accounts.find((a) => a.roleIds.includes(id));
      if (holder) throw badRequest(`角色「${role.roleName}」已分配给账号 ${holder.userName}，不能删除`);
    }
    state.data.roles = state.data.roles.filter((r) => !ids.has(r.roleId));
    state.save();
    state.log(`[role] ${c.get('account').userName} deleted ${[...ids].join(', ')}`);
    return ok(c);
  });

  return routes;
}
