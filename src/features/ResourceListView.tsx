import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../core/routes/types.ts';
import { resourceFor } from './areas.ts';
// The admin screens' styles come before the framework's, which refine them.
import './permission/admin.css';
import { ResourceList } from '../core/resources/components/ResourceList.tsx';
import { KEYWORD_PARAM } from '../core/lookup/lookupRoute.ts';
import { currentLocation, navigate, useQueryParamAt } from '../core/routes/hashLocation.ts';

/**
 * The list screen of any declared area; the route name picks the declaration. `?keyword=…` in the
 * address (a lookup) searches the list for it; a kept-alive list hidden behind another screen
 * does not read the other screen's address.
 */
export default function ResourceListView({ route }: ScreenProps) {
  const { t } = useTranslation();
  const def = resourceFor(route.name);
  // Read without subscribing to every navigation: kept-alive lists stay still behind other screens.
  const keyword = useQueryParamAt(route.path, KEYWORD_PARAM);
  // Taken once: the address goes back to the list's own, so the same lookup later applies again.
  const lookupTaken = useCallback(() => {
    // Only while the list is still what is shown: a person who already went elsewhere stays there.
    if (currentLocation().path === route.path) navigate(route.path, { replace: true });
  }, [route.path]);
  if (!def) return <p role="alert">{t('resources.common.unknownArea', { name: route.name })}</p>;
  return <ResourceList def={def} lookup={keyword} onLookupTaken={lookupTaken} />;
}
