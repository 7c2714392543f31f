/**
 * Every permission string the console checks, in one typed registry, so it can be compared with
 * what the server grants (the role screen's access report does that).
 */
export const PERMISSIONS = {
  menu: { list: 'sys:menu:list', add: 'sys:menu:add', edit: 'sys:menu:edit', delete: 'sys:menu:delete' },
  role: { list: 'sys:role:list', add: 'sys:role:add', edit: 'sys:role:edit', delete: 'sys:role:delete' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionString = Leaves<typeof PERMISSIONS>;

export function allPermissions(): PermissionString[] {
  return Object.values(PERMISSIONS).flatMap((group) => Object.values(group)) as PermissionString[];
}
