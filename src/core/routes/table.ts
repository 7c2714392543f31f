import type { RouteDef } from './types.ts';
import { PUBLIC_PATHS, REDIRECT_PREFIX } from '../../contract/constants.ts';

/** Public routes, reachable without a session (SPEC 2). */
export const PUBLIC_ROUTES = [
  { path: PUBLIC_PATHS.login, name: 'login', meta: { title: 'route.login', hidden: true } },
  { path: PUBLIC_PATHS.password, name: 'password', meta: { title: 'route.password', hidden: true } },
  { path: REDIRECT_PREFIX.slice(0, -1), name: 'redirect', meta: { title: 'route.redirect', hidden: true } },
] as const satisfies readonly RouteDef[];

/** Constant routes inside the main layout (SPEC 2). Root `/` redirects to `/dashboard`. */
export const CONSTANT_ROUTES: RouteDef[] = [
  {
    path: '/dashboard',
    name: 'dashboard',
    screen: 'dashboard',
    meta: { title: 'route.dashboard', icon: 'homepage', keepAlive: true, affix: true },
  },
  { path: '/401', name: '401', screen: 'error-401', meta: { title: 'route.401', hidden: true } },
  { path: '/404', name: '404', screen: 'error-404', meta: { title: 'route.404', hidden: true } },
  {
    path: '/profile',
    name: 'profile',
    screen: 'profile',
    meta: { title: 'route.profile', icon: 'user', hidden: true },
  },
];

/** A list screen of an area; its resource declaration (src/core/areas) is found by `name`. */
const area = (group: string, name: string, icon: string, extra: Partial<RouteDef['meta']> = {}): RouteDef => ({
  path: `/${group}/${name}`,
  name,
  screen: 'resource-list',
  meta: { title: `route.${name}`, icon, keepAlive: true, ...extra },
});

const incentiveDetail = (name: string): RouteDef => ({
  path: `/config/${name}`,
  name,
  screen: 'incentive-form',
  meta: { title: `route.${name}`, hidden: true, activeMenu: '/config/incentive' },
});

/** Permission-based route groups (SPEC 2); kept or dropped by `buildRoutes` against the server's menu. */
export const PERMISSION_ROUTES: RouteDef[] = [
  {
    path: '/business',
    name: 'business',
    redirect: '/business/user',
    meta: { title: 'route.business', icon: 'business', alwaysShow: true },
    children: [
      area('business', 'user', 'user'),
      {
        ...area('business', 'user-look', 'user', { hidden: true, activeMenu: '/business/user', keepAlive: false }),
        screen: 'user-look',
      },
      area('business', 'points', 'points'),
      area('business', 'withdrawal', 'money'),
      area('business', 'tag', 'tag'),
      area('business', 'invitation', 'invitation'),
    ],
  },
  {
    path: '/config',
    name: 'config',
    redirect: '/config/vehicle',
    meta: { title: 'route.config', icon: 'setting', alwaysShow: true },
    children: [
      area('config', 'vehicle', 'car'),
      area('config', 'cars', 'good'),
      area('config', 'brand', 'brand'),
      area('config', 'channel', 'channel'),
      area('config', 'incentive', 'incentive'),
      incentiveDetail('incentive-add'),
      incentiveDetail('incentive-edit'),
      incentiveDetail('incentive-look'),
      area('config', 'agreement', 'document'),
      area('config', 'feedback', 'message'),
    ],
  },
  {
    path: '/organization',
    name: 'organization',
    redirect: '/organization/institution',
    meta: { title: 'route.organization', icon: 'tree', alwaysShow: true },
    children: [
      { ...area('organization', 'institution', 'tree'), screen: 'institution-tree' },
      area('organization', 'position', 'position'),
      area('organization', 'personnel', 'peoples'),
    ],
  },
  {
    path: '/permission',
    name: 'permission',
    redirect: '/permission/role',
    meta: { title: 'route.permission', icon: 'lock', alwaysShow: true },
    children: [
      { ...area('permission', 'role', 'role'), screen: 'role-admin' },
      { ...area('permission', 'menu', 'menu'), screen: 'menu-admin' },
    ],
  },
];
