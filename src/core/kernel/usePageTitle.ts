import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../routes/types.ts';
import { PUBLIC_ROUTES } from '../routes/table.ts';
import { declaredTitleKey, titleDetail, withDetail } from '../routes/routeTitle.ts';

/**
 * The page title: the route's declared title (with the detail a `title` query parameter gives a
 * detail screen: routes/routeTitle.ts), then the app name; the app name alone without a route (SPEC 2).
 */
export function pageTitle(routeTitle: string | null, detail: string | null, appName: string): string {
  return routeTitle ? `${withDetail(routeTitle, detail)} - ${appName}` : appName;
}

/**
 * Sets the page title for `path` while `shown` (the route guard outside the layout, the signed-in
 * console inside it: one of them says).
 */
export function usePageTitle(path: string, search: string, route: RouteDef | null, shown: boolean): void {
  const { t, i18n } = useTranslation();
  const publicRoute = PUBLIC_ROUTES.find((r) => r.path === path && r.name !== 'redirect');
  const declared = route ?? publicRoute ?? null;
  const routeTitle = declared ? t(declaredTitleKey(declared)) : null;
  const title = pageTitle(routeTitle, route ? titleDetail(route, search) : null, t('app.title'));
  useEffect(() => {
    if (shown) document.title = title;
  }, [title, i18n.language, shown]);
}
