import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../kernel/services.ts';
import { usePermission } from '../../permission/Permission.tsx';
import type { ApiClient } from '../../api/client.ts';
import { readOptions, resolveSource, type RelationOption, type ResolvedSource } from '../relationSource.ts';
import type { FieldDef } from '../types.ts';

const SMALL_SET_LIMIT = 500;
const SEARCH_LIMIT = 20;
const CACHE_MS = 30_000;

/** Small option sets (brands, tags, institutions) are shared by the forms and filters opened within a short time. */
const cache = new Map<string, { at: number; options: Promise<RelationOption[]> }>();

function fetchOptions(api: ApiClient, source: ResolvedSource, keyword: string): Promise<RelationOption[]> {
  const params: Record<string, unknown> = { page: 1, limit: source.search ? SEARCH_LIMIT : SMALL_SET_LIMIT };
  if (keyword !== '') params.keyword = keyword;
  return api
    .call<unknown>({ method: 'GET', url: source.url, params }, { quiet: true })
    .then((data) => readOptions(data, source));
}

function cachedOptions(api: ApiClient, source: ResolvedSource): Promise<RelationOption[]> {
  const hit = cache.get(source.url);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.options;
  const options = fetchOptions(api, source, '');
  cache.set(source.url, { at: Date.now(), options });
  options.catch(() => cache.delete(source.url));
  return options;
}

/** Forgets cached options of `url` (after the records behind them changed). */
export function forgetRelationOptions(url?: string): void {
  if (url) cache.delete(url);
  else cache.clear();
}

/**
 * The options of a relation field. Nothing is loaded when the user may not list the related
 * records (`allowed` is false then), or until `enabled`. Searchable sources ask the server as the
 * user types.
 */
export function useRelationOptions(field: Pick<FieldDef, 'relation'>, enabled = true) {
  const { api } = useServices();
  const can = usePermission();
  // Declarations are module constants, so the source is worked out once per field.
  const source = useMemo(() => resolveSource(field), [field]);
  const allowed = source !== null && can([source.permission]);
  const [options, setOptions] = useState<RelationOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    (keyword: string) => {
      if (!source) return;
      const ticket = ++latest.current;
      setLoading(true);
      const request = source.search || keyword !== '' ? fetchOptions(api, source, keyword) : cachedOptions(api, source);
      request
        .then((next) => {
          if (ticket === latest.current) setOptions(next);
        })
        .catch(() => undefined)
        .finally(() => {
          if (ticket === latest.current) setLoading(false);
        });
    },
    [api, source],
  );

  useEffect(() => {
    if (enabled && allowed) load('');
  }, [enabled, allowed, load]);

  return { options, loading, allowed, searchable: Boolean(source?.search), search: load };
}
