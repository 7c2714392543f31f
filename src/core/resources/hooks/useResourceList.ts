import { useCallback, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../kernel/services.ts';
import { resourceApi, type ListAnswer } from '../convention.ts';
import { buildListParams, initialListState, type ListState } from '../params.ts';
import type { ResourceDef } from '../types.ts';

/**
 * One page of an area by server-side paging, sorting and filters. The state lives in the screen,
 * so a kept-alive list keeps its page and filters; it asks the server again whenever it is shown
 * again (React runs the effect anew when a hidden <Activity> becomes visible) or told to reload.
 * `keyword` is the search it starts with (a lookup).
 */
export function useResourceList(def: ResourceDef, fixed: Record<string, unknown> = {}, keyword = '') {
  const { api } = useServices();
  const [state, setState] = useState<ListState>(() => ({ ...initialListState(def), keyword }));
  const [answer, setAnswer] = useState<ListAnswer>({ list: [], totalCount: 0 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const query = JSON.stringify(buildListParams(def, state, fixed));

  useEffect(() => {
    let live = true;
    setLoading(true);
    resourceApi(api, def)
      .list(JSON.parse(query) as Record<string, unknown>)
      .then((next) => {
        if (!live) return;
        setAnswer(next);
        setFailed(false);
      })
      .catch(() => {
        // The request layer showed why; the page keeps what it had.
        if (live) setFailed(true);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [api, def, query, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
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
