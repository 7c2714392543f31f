import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../core/routes/types.ts';
import { resourceFor } from './areas.ts';
// The admin screens' styles come before the framework's, which refine them.
import '../core/components/screen.css';
import { ResourceList } from '../core/resources/components/ResourceList.tsx';
import type { ListAddress } from '../core/resources/hooks/useResourceList.ts';
import { currentLocation, navigate } from '../core/routes/hashLocation.ts';
import { useSearchAt } from '../core/routes/searchAt.ts';
import { useServices } from '../core/kernel/services.ts';
import { viewNameOf } from '../core/resources/list/savedViews.ts';

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
  // `title` names the tab (SPEC 2), `look` a record whose details are shown and `view` the view the
  // list shows (a saved or declared one): they stay in the address, apart from the list's query.
  const [search, , lookText, viewText] = useMemo(() => splitExtras(full), [full]);
  const lookId = /^[1-9]\d{0,15}$/.test(lookText) ? Number(lookText) : null;
  const viewName = viewNameOf(viewText);
  const write = useCallback(
    (list: { search: string; view: string | null } | null, look: number | null, push = false) => {
      // Only while the list is still what is shown: a person who already went elsewhere stays there.
      const at = currentLocation();
      if (at.path !== route.path) return;
      const extras = new URLSearchParams(at.search);
      const [ownSearch, , , ownView] = splitExtras(at.search);
      const own = list ? list.search : (ownSearch ?? '');
      const view = list ? list.view : viewNameOf(ownView);
      const tab = extras.get('title');
      const query = [
        own,
        view === null ? '' : `view=${encodeURIComponent(view)}`,
        tab === null ? '' : new URLSearchParams({ title: tab }).toString(),
        look === null ? '' : `look=${look}`,
      ]
        .filter(Boolean)
        .join('&');
      navigate(query ? `${route.path}?${query}` : route.path, { replace: !push });
    },
    [route.path],
  );
  const onChange = useCallback(
    (next: string, view: string | null) => write({ search: next, view }, lookId),
    [write, lookId],
  );
  const look = useMemo(
    // Opening details is a step Back undoes; closing them replaces it.
    () => ({ id: lookId, change: (id: number | null) => write(null, id, id !== null) }),
    [lookId, write],
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
  const address = useMemo<ListAddress>(
    () => ({ search, view: viewName, onChange, onDropped }),
    [search, viewName, onChange, onDropped],
  );
  if (!def) return <p role="alert">{t('resources.common.unknownArea', { name: route.name })}</p>;
  const shared = full ? `${route.path}?${full.replace(/(^|&)look=[^&]*/g, '').replace(/^&/, '')}` : route.path;
  return <ResourceList def={def} address={address} link={shared.replace(/\?$/, '')} look={look} />;
}

/**
 * The list's part of a query (as it was written), its `title` parameter (encoded) or '', its
 * `look` value or '', and its `view` value (null without one). The first of each counts.
 */
function splitExtras(search: string | null): [string | null, string, string, string | null] {
  if (search === null) return [null, '', '', null];
  const own: string[] = [];
  const extras = new Map<string, string>();
  for (const part of search.split('&')) {
    const [name, value = ''] = [...new URLSearchParams(part)][0] ?? [];
    if (name === 'title' || name === 'look' || name === 'view') {
      if (!extras.has(name)) extras.set(name, value);
    } else if (part !== '') own.push(part);
  }
  const title = extras.get('title');
  return [
    own.join('&'),
    title === undefined ? '' : new URLSearchParams({ title }).toString(),
    extras.get('look') ?? '',
    extras.get('view') ?? null,
  ];
}
