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
