/** The permission group: roles and menus, each a screen of its own rather than an area's list. */
import { defineGroup, inMenuOrder } from '../../core/resources/defineArea.ts';
import { preloadable } from '../../core/kernel/preloadable.ts';
import { areas } from './group.ts';

export const permission = defineGroup('permission', 'lock', inMenuOrder(areas), {
  'role-admin': preloadable(() => import('./RoleAdminView.tsx')),
  'menu-admin': preloadable(() => import('./MenuAdminView.tsx')),
});
