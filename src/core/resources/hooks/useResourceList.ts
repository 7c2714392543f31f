import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRead } from '../../kernel/data/useRead.ts';
import { resourceApi, resourcePaths, type ListAnswer } from '../convention.ts';
import { buildListParams, initialListState, type ListState } from '../params.ts';
import { decodeListAddress, encodeListAddress } from '../list/address.ts';
import type { ResourceDef } from '../types.ts';

const NOTHING_YET: ListAnswer = { list: [], totalCount: 0 };

/**
 * Where a list keeps its view: the query of its route's address. `search` is that query while
 * the list's route is the location, null while another screen is shown (a kept-alive list then
 * stays as it was); `onChange` writes a new view into the address.
 */
export interface ListAddress {
  search: string | null;
  onChange: (search: string) => void;
  /** The address named parameters the list does not understand (said once per address). */
  onDropped?: (names: string[]) => void;
}

/**
 * One page of an area by server-side paging, sorting and filters. With an `address` the view
 * (keyword, filters, sort, page, page size) lives in the list route's query, so reload, Back and
 * Forward, the tags bar and a shared link restore it; without one (a list inside another screen)
 * it lives in the screen. Shown again, it draws the rows it had and asks the server behind them;
 * a write to its area makes it ask again (the data layer). The rows shown stay while the next page
 * loads, while a transport failure is retried, and when it fails (the request layer showed why).
 */
export function useResourceList(def: ResourceDef, fixed: Record<string, unknown> = {}, address?: ListAddress) {
  const fixedKeys = Object.keys(fixed);
  const fixedKey = fixedKeys.join('\n');
  const [own, setOwn] = useState<ListState>(() => initialListState(def));
  // The view the address gives; while the list is hidden, the last one it gave.
  const search = address?.search ?? null;
  const decoded = useMemo(
    () => (search === null ? null : decodeListAddress(def, search, fixedKey === '' ? [] : fixedKey.split('\n'))),
    [def, search, fixedKey],
  );
  const lastShown = useRef<ListState | null>(null);
  if (decoded) lastShown.current = decoded.state;
  const state: ListState = address ? (decoded?.state ?? lastShown.current ?? initialListState(def)) : own;

  // A link with parameters the list does not take: said once, and the address cleaned.
  const onChange = address?.onChange;
  const onDropped = address?.onDropped;
  const dropped = decoded?.dropped.join('\n') ?? '';
  useEffect(() => {
    if (!decoded || dropped === '') return;
    onDropped?.(dropped.split('\n'));
    onChange?.(encodeListAddress(def, decoded.state, fixedKeys));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address that named them
  }, [dropped, search]);

  const query = JSON.stringify(buildListParams(def, state, fixed));
  const { data, error, loading, retrying, updatedAt, reload } = useRead(
    [resourcePaths(def.group, def.name).list, query],
    (api) => resourceApi(api, def).list(JSON.parse(query) as Record<string, unknown>),
    { keepPrevious: true },
  );
  const answer = data ?? NOTHING_YET;
  const failed = error !== null;

  const current = useRef(state);
  current.current = state;
  const change = useCallback(
    (next: ListState) => {
      if (onChange) onChange(encodeListAddress(def, next, fixedKey === '' ? [] : fixedKey.split('\n')));
      else setOwn(next);
    },
    [onChange, def, fixedKey],
  );
  const update = useCallback((patch: Partial<ListState>) => change({ ...current.current, ...patch }), [change]);
  /** New filters start again at the first page. */
  const applyFilters = useCallback(
    (keyword: string, filters: Record<string, unknown>) => change({ ...current.current, keyword, filters, first: 0 }),
    [change],
  );

  /** Some page has answered: until then the list is waiting, not empty. */
  const loaded = data !== undefined;

  return useMemo(
    () => ({ state, answer, loaded, loading, failed, retrying, updatedAt, reload, update, applyFilters }),
    [state, answer, loaded, loading, failed, retrying, updatedAt, reload, update, applyFilters],
  );
}

export type ResourceListState = ReturnType<typeof useResourceList>;
