import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRead } from '../../kernel/data/useRead.ts';
import { resourceApi, resourcePaths, type ListAnswer } from '../convention.ts';
import { buildListParams, initialListState, type ListState } from '../params.ts';
import { decodeListAddress, encodeListAddress } from '../list/address.ts';
import { sameView } from '../list/savedViews.ts';
import type { ResourceDef } from '../types.ts';

const NOTHING_YET: ListAnswer = { list: [], totalCount: 0 };

/**
 * Where a list keeps its view: the query of its route's address. `search` is that query while
 * the list's route is the location, null while another screen is shown (a kept-alive list then
 * stays as it was); `onChange` writes a new view into the address.
 */
export interface ListAddress {
  search: string | null;
  /** The view the address names (`view=<name>`, a saved or declared view, or `all`), or null. */
  view?: string | null;
  /** Writes the list's query and the view it names (null: none). */
  onChange: (search: string, view: string | null) => void;
  /** The address named parameters the list does not understand (said once per address). */
  onDropped?: (names: string[]) => void;
}

export interface ListOptions {
  /** Ask nothing yet (the saved views are read first: the list may open with its default). */
  hold?: boolean;
  /**
   * The view named when the list's own change leaves the address without a query and names no
   * view: `all` while the person has a default view, so that it does not come back; null otherwise.
   */
  blankView?: string | null;
}

/**
 * One page of an area by server-side paging, sorting and filters. With an `address` the view
 * (keyword, filters, sort, page, page size) lives in the list route's query, so reload, Back and
 * Forward, the tags bar and a shared link restore it; without one (a list inside another screen)
 * it lives in the screen. Shown again, it draws the rows it had and asks the server behind them;
 * a write to its area makes it ask again (the data layer). The rows shown stay while the next page
 * loads, while a transport failure is retried, and when it fails (the request layer showed why).
 */
export function useResourceList(
  def: ResourceDef,
  fixed: Record<string, unknown> = {},
  address?: ListAddress,
  options: ListOptions = {},
) {
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
    onChange?.(encodeListAddress(def, decoded.state, fixedKeys), address?.view ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address that named them
  }, [dropped, search]);

  const query = JSON.stringify(buildListParams(def, state, fixed));
  const { data, error, loading, retrying, updatedAt, reload } = useRead(
    options.hold ? null : [resourcePaths(def.group, def.name).list, query],
    (api) => resourceApi(api, def).list(JSON.parse(query) as Record<string, unknown>),
    { keepPrevious: true },
  );
  const answer = data ?? NOTHING_YET;
  const failed = error !== null;

  const current = useRef(state);
  current.current = state;
  const named = useRef<{ view: string | null; blank: string | null }>({ view: null, blank: null });
  named.current = { view: address?.view ?? null, blank: options.blankView ?? null };
  /**
   * Shows `next`, naming the view `view`; without one, the view named stays while only the page
   * changes (a view is its filters, sort and page size), and goes with anything else.
   */
  const change = useCallback(
    (next: ListState, view?: string | null) => {
      if (!onChange) return setOwn(next);
      const search = encodeListAddress(def, next, fixedKey === '' ? [] : fixedKey.split('\n'));
      const kept = view !== undefined ? view : sameView(current.current, next) ? named.current.view : null;
      onChange(search, kept ?? (search === '' ? named.current.blank : null));
    },
    [onChange, def, fixedKey],
  );
  const update = useCallback((patch: Partial<ListState>) => change({ ...current.current, ...patch }), [change]);
  /** Shows a view and names it in the address (null: names none). */
  const applyView = useCallback((next: ListState, view: string | null) => change(next, view), [change]);
  /** New filters start again at the first page. */
  const applyFilters = useCallback(
    (keyword: string, filters: Record<string, unknown>) => change({ ...current.current, keyword, filters, first: 0 }),
    [change],
  );

  /** Some page has answered: until then the list is waiting, not empty. */
  const loaded = data !== undefined;

  return useMemo(
    () => ({ state, answer, loaded, loading, failed, retrying, updatedAt, reload, update, applyFilters, applyView }),
    [state, answer, loaded, loading, failed, retrying, updatedAt, reload, update, applyFilters, applyView],
  );
}

export type ResourceListState = ReturnType<typeof useResourceList>;
