import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../routes/types.ts';
import { PUBLIC_ROUTES } from '../routes/table.ts';

/** The page title: a `title` query parameter wins; otherwise the route's title, then the app name (SPEC 2). */
export function pageTitle(routeTitle: string | null, queryTitle: string | null, appName: string): string {
  const title = queryTitle?.trim() || routeTitle;
  return title ? `${title} - ${appName}` : appName;
}

export function usePageTitle(path: string, search: string, route: RouteDef | null): void {
  const { t, i18n } = useTranslation();
  const queryTitle = new URLSearchParams(search).get('title');
  const publicRoute = PUBLIC_ROUTES.find((r) => r.path === path && r.name !== 'redirect');
  const routeTitle = route ? t(route.meta.title) : publicRoute ? t(publicRoute.meta.title) : null;
  const title = pageTitle(routeTitle, queryTitle, t('app.title'));
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
