import type { ScreenKey } from '../routes/types.ts';
import type { ScreenProps } from './ScreenOutlet.tsx';
import { preloadable, type Preloadable } from './preloadable.ts';

/** The screens inside the console: each loads its code when first visited, or when asked to before. */
export const SCREENS: Record<ScreenKey, Preloadable<ScreenProps>> = {
  dashboard: preloadable(() => import('../views/dashboard/DashboardView.tsx')),
  'error-401': preloadable(() => import('../views/error/Error401View.tsx')),
  'error-404': preloadable(() => import('../views/error/Error404View.tsx')),
  'resource-list': preloadable(() => import('../views/resources/ResourceListView.tsx')),
  'user-look': preloadable(() => import('../views/business/UserLookView.tsx')),
  'incentive-form': preloadable(() => import('../views/config/IncentiveFormView.tsx')),
  'institution-tree': preloadable(() => import('../views/organization/InstitutionTreeView.tsx')),
  profile: preloadable(() => import('../views/profile/ProfileView.tsx')),
  'menu-admin': preloadable(() => import('../views/permission/MenuAdminView.tsx')),
  'role-admin': preloadable(() => import('../views/permission/RoleAdminView.tsx')),
};

/**
 * Fetches a screen's code ahead of its first visit (a pointer over its menu entry, or focus on
 * it): by the click it is usually there, and the screen is drawn without a loading state.
 */
export function prefetchScreen(key: ScreenKey | undefined): void {
  if (key) void loadScreen(key);
}

/** Whether a screen's code is there: it is then drawn without a loading state. */
export function screenLoaded(key: ScreenKey | undefined): boolean {
  return SCREENS[key ?? 'error-404'].loaded();
}

/** Loads a screen's code; settles either way (a failure is shown by the screen itself). */
export function loadScreen(key: ScreenKey | undefined): Promise<void> {
  return SCREENS[key ?? 'error-404'].load().then(
    () => undefined,
    () => undefined,
  );
}
