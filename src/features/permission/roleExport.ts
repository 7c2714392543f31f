import type { RoleEntity } from '../../core/api/endpoints/role.ts';
import type { Cell } from '../../core/resources/list/csv.ts';

/**
 * The roles as a table for export, with the columns the list shows: name, remark and how many
 * menu entries (directories, screens and buttons) the role is granted.
 */
export function roleTable(
  roles: readonly RoleEntity[],
  t: (key: string) => string,
): { header: string[]; rows: Cell[][] } {
  return {
    header: [t('roleAdmin.name'), t('roleAdmin.remark'), t('roleAdmin.menuCount')],
    rows: roles.map((role) => [role.roleName, role.remark, role.menuIds.length]),
  };
}
