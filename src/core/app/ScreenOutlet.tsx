import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef, ScreenKey } from '../routes/types.ts';

export interface ScreenProps {
  route: RouteDef;
}

/** Screens load their code when first visited. */
const SCREENS: Record<ScreenKey, LazyExoticComponent<ComponentType<ScreenProps>>> = {
  dashboard: lazy(() => import('../views/dashboard/DashboardView.tsx')),
  'error-401': lazy(() => import('../views/error/Error401View.tsx')),
  'error-404': lazy(() => import('../views/error/Error404View.tsx')),
  'resource-list': lazy(() => import('../views/resources/ResourceListView.tsx')),
  'user-look': lazy(() => import('../views/business/UserLookView.tsx')),
  'incentive-form': lazy(() => import('../views/config/IncentiveFormView.tsx')),
  'institution-tree': lazy(() => import('../views/organization/InstitutionTreeView.tsx')),
  profile: lazy(() => import('../views/profile/ProfileView.tsx')),
  'menu-admin': lazy(() => import('../views/permission/MenuAdminView.tsx')),
  'role-admin': lazy(() => import('../views/permission/RoleAdminView.tsx')),
};

export function ScreenOutlet({ route }: { route: RouteDef }) {
  const Screen = SCREENS[route.screen ?? 'error-404'];
  return <Screen route={route} />;
}
