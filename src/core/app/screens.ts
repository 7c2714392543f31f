import type { ScreenKey, ScreenProps } from '../routes/types.ts';
import { preloadable, type Preloadable } from '../kernel/preloadable.ts';
import { registerScreens } from '../kernel/screens.ts';

/** The screens inside the console: each loads its code when first visited, or when asked to before. */
export const SCREENS: Record<ScreenKey, Preloadable<ScreenProps>> = {
  dashboard: preloadable(() => import('../../features/dashboard/DashboardView.tsx')),
  'error-401': preloadable(() => import('../../features/error/Error401View.tsx')),
  'error-404': preloadable(() => import('../../features/error/Error404View.tsx')),
  'resource-list': preloadable(() => import('../../features/ResourceListView.tsx')),
  'user-look': preloadable(() => import('../../features/business/UserLookView.tsx')),
  'incentive-form': preloadable(() => import('../../features/config/IncentiveFormView.tsx')),
  'institution-tree': preloadable(() => import('../../features/organization/InstitutionTreeView.tsx')),
  profile: preloadable(() => import('../../features/profile/ProfileView.tsx')),
  'menu-admin': preloadable(() => import('../../features/permission/MenuAdminView.tsx')),
  'role-admin': preloadable(() => import('../../features/permission/RoleAdminView.tsx')),
};

registerScreens(SCREENS);
