/** The permission group's items, roles and menus (each a screen of its own): routes and permission strings. */
// Light: the menu and every permission check read these; the fields are in areas.ts.
import { defineArea } from '../../core/resources/defineArea.ts';

const MANAGED = ['list', 'add', 'edit', 'delete'] as const;

export const areas = {
  role: defineArea('permission', 'role', 'role', { actions: MANAGED, screen: 'role-admin' }),
  menu: defineArea('permission', 'menu', 'menu', { actions: MANAGED, screen: 'menu-admin' }),
};
