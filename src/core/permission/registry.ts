/**
 * Every permission string the console checks, in one typed registry, so it can be compared with
 * what the server grants (the role screen's access report does that).
 */
export const PERMISSIONS = {
  menu: { list: 'sys:menu:list', add: 'sys:menu:add', edit: 'sys:menu:edit', delete: 'sys:menu:delete' },
  role: { list: 'sys:role:list', add: 'sys:role:add', edit: 'sys:role:edit', delete: 'sys:role:delete' },
  // Business areas (src/core/areas). Records that are only read check fewer.
  user: {
    list: 'sys:user:list',
    info: 'sys:user:info',
    add: 'sys:user:add',
    edit: 'sys:user:edit',
    delete: 'sys:user:delete',
  },
  points: { list: 'sys:points:list', info: 'sys:points:info', add: 'sys:points:add' },
  withdrawal: { list: 'sys:withdrawal:list', info: 'sys:withdrawal:info', audit: 'sys:withdrawal:audit' },
  tag: {
    list: 'sys:tag:list',
    info: 'sys:tag:info',
    add: 'sys:tag:add',
    edit: 'sys:tag:edit',
    delete: 'sys:tag:delete',
  },
  invitation: { list: 'sys:invitation:list', info: 'sys:invitation:info' },
  // Configuration areas.
  vehicle: {
    list: 'sys:vehicle:list',
    info: 'sys:vehicle:info',
    add: 'sys:vehicle:add',
    edit: 'sys:vehicle:edit',
    delete: 'sys:vehicle:delete',
  },
  cars: {
    list: 'sys:cars:list',
    info: 'sys:cars:info',
    add: 'sys:cars:add',
    edit: 'sys:cars:edit',
    delete: 'sys:cars:delete',
  },
  brand: {
    list: 'sys:brand:list',
    info: 'sys:brand:info',
    add: 'sys:brand:add',
    edit: 'sys:brand:edit',
    delete: 'sys:brand:delete',
  },
  channel: {
    list: 'sys:channel:list',
    info: 'sys:channel:info',
    add: 'sys:channel:add',
    edit: 'sys:channel:edit',
    delete: 'sys:channel:delete',
  },
  incentive: {
    list: 'sys:incentive:list',
    info: 'sys:incentive:info',
    add: 'sys:incentive:add',
    edit: 'sys:incentive:edit',
    delete: 'sys:incentive:delete',
  },
  agreement: {
    list: 'sys:agreement:list',
    info: 'sys:agreement:info',
    add: 'sys:agreement:add',
    edit: 'sys:agreement:edit',
    delete: 'sys:agreement:delete',
  },
  feedback: {
    list: 'sys:feedback:list',
    info: 'sys:feedback:info',
    add: 'sys:feedback:add',
    edit: 'sys:feedback:edit',
    delete: 'sys:feedback:delete',
  },
  // Organisation areas.
  institution: {
    list: 'sys:institution:list',
    info: 'sys:institution:info',
    add: 'sys:institution:add',
    edit: 'sys:institution:edit',
    delete: 'sys:institution:delete',
  },
  position: {
    list: 'sys:position:list',
    info: 'sys:position:info',
    add: 'sys:position:add',
    edit: 'sys:position:edit',
    delete: 'sys:position:delete',
  },
  personnel: {
    list: 'sys:personnel:list',
    info: 'sys:personnel:info',
    add: 'sys:personnel:add',
    edit: 'sys:personnel:edit',
    delete: 'sys:personnel:delete',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionString = Leaves<typeof PERMISSIONS>;

export function allPermissions(): PermissionString[] {
  return Object.values(PERMISSIONS).flatMap((group) => Object.values(group)) as PermissionString[];
}
