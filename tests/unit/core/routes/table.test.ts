import { describe, expect, it } from 'vitest';
import { CONSTANT_ROUTES, PUBLIC_ROUTES } from '../../../../src/core/routes/table.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import type { RouteDef } from '../../../../src/core/routes/types.ts';

/**
 * The route table of SPEC 2, row by row: path, name, screen, and the meta fields (title is a locale
 * key, `route.<name>`). A route's name is what the server's menu entries match (SPEC 2), its
 * path is what bookmarks and the `redirect` query hold: neither may drift.
 */
type Row = [path: string, name: string, screen: string | undefined, meta: Record<string, unknown>, redirect?: string];

const row = (route: RouteDef): Row => {
  const r: Row = [route.path, route.name, route.screen, { ...route.meta }];
  if (route.redirect !== undefined) r.push(route.redirect);
  return r;
};
const flat = (routes: readonly RouteDef[]): Row[] =>
  routes.flatMap((route) => [row(route), ...flat(route.children ?? [])]);

const list = (group: string, name: string, icon: string): Row => [
  `/${group}/${name}`,
  name,
  'resource-list',
  { title: `route.${name}`, icon, keepAlive: true },
];
/** A list route shown by its own screen. */
const own = (screen: string, [path, name, , meta]: Row): Row => [path, name, screen, meta];
const incentiveForm = (name: string): Row => [
  `/config/${name}`,
  name,
  'incentive-form',
  { title: `route.${name}`, hidden: true, activeMenu: '/config/incentive' },
];

describe('SPEC 2 route table', () => {
  it('public routes: /login, /password and the /redirect pass-through, all hidden', () => {
    expect(flat(PUBLIC_ROUTES)).toStrictEqual([
      ['/login', 'login', undefined, { title: 'route.login', hidden: true }],
      ['/password', 'password', undefined, { title: 'route.password', hidden: true }],
      ['/redirect', 'redirect', undefined, { title: 'route.redirect', hidden: true }],
    ]);
  });

  it('constant routes: the dashboard kept alive and pinned, 401 and 404 hidden, the profile hidden', () => {
    expect(flat(CONSTANT_ROUTES)).toStrictEqual([
      [
        '/dashboard',
        'dashboard',
        'dashboard',
        { title: 'route.dashboard', icon: 'homepage', keepAlive: true, affix: true },
      ],
      ['/401', '401', 'error-401', { title: 'route.401', hidden: true }],
      ['/404', '404', 'error-404', { title: 'route.404', hidden: true }],
      ['/profile', 'profile', 'profile', { title: 'route.profile', icon: 'user', hidden: true }],
    ]);
  });

  it('permission groups: each redirects to its first child; detail screens hidden, highlighting their list', () => {
    const group = (path: string, name: string, icon: string, redirect: string): Row => [
      path,
      name,
      undefined,
      { title: `route.${name}`, icon, alwaysShow: true },
      redirect,
    ];
    expect(flat(PERMISSION_ROUTES)).toStrictEqual([
      group('/business', 'business', 'business', '/business/user'),
      list('business', 'user', 'user'),
      [
        '/business/user-look',
        'user-look',
        'user-look',
        { title: 'route.user-look', icon: 'user', keepAlive: false, hidden: true, activeMenu: '/business/user' },
      ],
      list('business', 'points', 'points'),
      list('business', 'withdrawal', 'money'),
      list('business', 'tag', 'tag'),
      list('business', 'invitation', 'invitation'),
      group('/config', 'config', 'setting', '/config/vehicle'),
      list('config', 'vehicle', 'car'),
      list('config', 'cars', 'good'),
      list('config', 'brand', 'brand'),
      list('config', 'channel', 'channel'),
      list('config', 'incentive', 'incentive'),
      incentiveForm('incentive-add'),
      incentiveForm('incentive-edit'),
      incentiveForm('incentive-look'),
      list('config', 'agreement', 'document'),
      list('config', 'feedback', 'message'),
      group('/organization', 'organization', 'tree', '/organization/institution'),
      own('institution-tree', list('organization', 'institution', 'tree')),
      list('organization', 'position', 'position'),
      list('organization', 'personnel', 'peoples'),
      group('/permission', 'permission', 'lock', '/permission/role'),
      own('role-admin', list('permission', 'role', 'role')),
      own('menu-admin', list('permission', 'menu', 'menu')),
    ]);
  });
});
