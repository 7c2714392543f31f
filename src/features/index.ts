/**
 * Every feature of the console, as the app composes them: the permission-based route groups (SPEC 2;
 * kept or dropped by `buildRoutes` against the server's menu), the screens, and every permission
 * string the features check. Each group declares itself in its own folder (`<group>/index.ts`);
 * nothing here names an area.
 */
import type { RouteDef, ScreenKey, ScreenProps } from '../core/routes/types.ts';
import type { FeatureContributions } from '../core/kernel/features.ts';
import { preloadable, type Preloadable } from '../core/kernel/preloadable.ts';
import { business } from './business/index.ts';
import { config } from './config/index.ts';
import { organization } from './organization/index.ts';
import { permission } from './permission/index.ts';

export const FEATURE_GROUPS = [business, config, organization, permission] as const;

/** Permission-based route groups (SPEC 2), in menu order. */
export const PERMISSION_ROUTES: RouteDef[] = FEATURE_GROUPS.map((group) => group.route);

/** Every permission string the console checks (the role screen's access report compares them with the server's). */
export const ALL_PERMISSIONS: readonly string[] = FEATURE_GROUPS.flatMap((group) => group.permissions);

/** What the features contribute to the console's shell: routes, permissions, lookup targets, pending work. */
export const FEATURES: FeatureContributions = {
  routes: PERMISSION_ROUTES,
  permissions: ALL_PERMISSIONS,
  lookups: FEATURE_GROUPS.flatMap((group) => group.lookups),
  pendingWork: FEATURE_GROUPS.flatMap((group) => group.pendingWork),
};

/** The screens inside the console, by key: each loads its code when first visited, or when asked to before. */
export const SCREENS: Record<ScreenKey, Preloadable<ScreenProps>> = {
  dashboard: preloadable(() => import('./dashboard/DashboardView.tsx')),
  'error-401': preloadable(() => import('./error/Error401View.tsx')),
  'error-404': preloadable(() => import('./error/Error404View.tsx')),
  'resource-list': preloadable(() => import('./ResourceListView.tsx')),
  profile: preloadable(() => import('./profile/ProfileView.tsx')),
  ...Object.assign({}, ...FEATURE_GROUPS.map((group) => group.screens)),
};
