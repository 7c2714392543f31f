import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../core/routes/types.ts';
import { resourceFor } from './areas.ts';
// The admin screens' styles come before the framework's, which refine them.
import './permission/admin.css';
import { ResourceList } from '../core/resources/components/ResourceList.tsx';
import type { ListAddress } from '../core/resources/hooks/useResourceList.ts';
import { currentLocation, navigate } from '../core/routes/hashLocation.ts';
import { useSearchAt } from '../core/routes/searchAt.ts';
import { useServices } from '../core/kernel/services.ts';

/**
 * The list screen of any declared area; the route name picks the declaration. Its view (keyword,
 * filters, sort, page) lives in the route's query, so a link, reload, Back and Forward and the
 * tags bar show the same view; a kept-alive list hidden behind another screen does not read the
 * other screen's address.
 */
export default function ResourceListView({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { notifier } = useServices();
  const def = resourceFor(route.name);
  // Read without subscribing to every navigation: kept-alive lists stay still behind other screens.
  const full = useSearchAt(route.path);
  // `title` names the tab (SPEC 2); it stays in the address, apart from the list's view.
  const [search, title] = useMemo(() => splitTitle(full), [full]);
  const onChange = useCallback(
    (next: string) => {
      // Only while the list is still what is shown: a person who already went elsewhere stays there.
      if (currentLocation().path !== route.path) return;
      const query = [next, title].filter(Boolean).join('&');
      navigate(query ? `${route.path}?${query}` : route.path, { replace: true });
    },
    [route.path, title],
  );
  const onDropped = useCallback(
    (names: string[]) =>
      notifier.show({
        channel: 'toast',
        severity: 'warn',
        text: t('list.address.dropped', { names: names.join(', ') }),
      }),
    [notifier, t],
  );
  const address = useMemo<ListAddress>(() => ({ search, onChange, onDropped }), [search, onChange, onDropped]);
  if (!def) return <p role="alert">{t('resources.common.unknownArea', { name: route.name })}</p>;
  const link = full ? `${route.path}?${full}` : route.path;
  return <ResourceList def={def} address={address} link={link} />;
}

/** The list's part of a query, and its `title` parameter (encoded) or ''. */
function splitTitle(search: string | null): [string | null, string] {
  if (search === null) return [null, ''];
  const params = new URLSearchParams(search);
  const title = params.get('title');
  if (title === null) return [search, ''];
  params.delete('title');
  return [params.toString(), new URLSearchParams({ title }).toString()];
}
