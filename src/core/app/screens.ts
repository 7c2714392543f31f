import type { ScreenKey, ScreenProps } from '../routes/types.ts';
import { preloadable, type Preloadable } from '../kernel/preloadable.ts';
import { registerScreens } from '../kernel/screens.ts';

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

registerScreens(SCREENS);
