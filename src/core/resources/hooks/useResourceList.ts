import { useCallback, useMemo, useState } from 'react';
import { useServices } from '../../kernel/services.ts';
import { useLoad } from '../../kernel/useLoad.ts';
import { resourceApi, type ListAnswer } from '../convention.ts';
import { buildListParams, initialListState, type ListState } from '../params.ts';
import type { ResourceDef } from '../types.ts';

const NOTHING_YET: ListAnswer = { list: [], totalCount: 0 };

/**
 * One page of an area by server-side paging, sorting and filters. The state lives in the screen,
 * so a kept-alive list keeps its page and filters; it asks the server again whenever it is shown
 * again (React runs the effect anew when a hidden <Activity> becomes visible) or told to reload.
 * The rows shown stay while the next page loads, and when it fails (the request layer showed why).
 * `keyword` is the search it starts with (a lookup).
 */
export function useResourceList(def: ResourceDef, fixed: Record<string, unknown> = {}, keyword = '') {
  const { api } = useServices();
  const [state, setState] = useState<ListState>(() => ({ ...initialListState(def), keyword }));
  const query = JSON.stringify(buildListParams(def, state, fixed));
  const { data, error, loading, reload } = useLoad(
    ['resource-list', def.group, def.name, query],
    () => resourceApi(api, def).list(JSON.parse(query) as Record<string, unknown>),
    { keepPrevious: true },
  );
  const answer = data ?? NOTHING_YET;
  const failed = error !== null;

  const update = useCallback((patch: Partial<ListState>) => setState((s) => ({ ...s, ...patch })), []);
  /** New filters start again at the first page. */
  const applyFilters = useCallback(
    (keyword: string, filters: Record<string, unknown>) => setState((s) => ({ ...s, keyword, filters, first: 0 })),
    [],
  );

  return useMemo(
    () => ({ state, answer, loading, failed, reload, update, applyFilters }),
    [state, answer, loading, failed, reload, update, applyFilters],
  );
}

export type ResourceListState = ReturnType<typeof useResourceList>;
