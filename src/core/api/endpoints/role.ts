import type { ApiClient } from '../client.ts';

/**
 * Role calls (not shown in SPEC.md; they mirror the menu calls):
 * GET /api/sys/role/list, POST|PUT|DELETE /api/sys/role. A role grants the menu entries (and so
 * the screens and permission strings) listed in menuIds.
 */
export const ROLE_LIST_PATH = '/api/sys/role/list';
export const ROLE_PATH = '/api/sys/role';

export interface RoleEntity {
  roleId: number;
  roleName: string;
  remark: string;
  menuIds: number[];
}

export type RoleDraft = Omit<RoleEntity, 'roleId'> & { roleId?: number };

export function readRoleEntity(value: unknown): RoleEntity | null {
  if (typeof value !== 'object' || value === null) return null;
  const { roleId, roleName, remark, menuIds } = value as Record<string, unknown>;
  if (typeof roleId !== 'number' || typeof roleName !== 'string') return null;
  return {
    roleId,
    roleName,
    remark: typeof remark === 'string' ? remark : '',
    menuIds: Array.isArray(menuIds) ? menuIds.filter((id): id is number => typeof id === 'number') : [],
  };
}

export async function listRoles(api: ApiClient): Promise<RoleEntity[]> {
  const data = await api.call<unknown>({ method: 'GET', url: ROLE_LIST_PATH });
  return (Array.isArray(data) ? data : []).map(readRoleEntity).filter((r): r is RoleEntity => r !== null);
}

export function saveRole(api: ApiClient, draft: RoleDraft): Promise<unknown> {
  return api.call({ method: draft.roleId ? 'PUT' : 'POST', url: ROLE_PATH, data: draft }, { quiet: true });
}

export function deleteRole(api: ApiClient, roleId: number): Promise<unknown> {
  return api.call({ method: 'DELETE', url: ROLE_PATH, data: { roleId } });
}
