import { useMemo, useState } from 'react';
import { usePermission } from '../../permission/Permission.tsx';
import { useRead } from '../../kernel/data/useRead.ts';
import { readOptions, resolveSource, type RelationOption } from '../relationSource.ts';
import type { FieldDef } from '../types.ts';

const SMALL_SET_LIMIT = 500;
const SEARCH_LIMIT = 20;
/** Small option sets (brands, tags, institutions) are shared by the forms and filters opened within this time. */
const FRESH_MS = 30_000;
const NO_OPTIONS: RelationOption[] = [];

/**
 * The options of a relation field, read through the data layer (a write to the related area reads
 * them again). Nothing is loaded when the user may not list the related records (`allowed` is
 * false then), or until `enabled`. Searchable sources ask the server as the user types.
 */
export function useRelationOptions(field: Pick<FieldDef, 'relation'>, enabled = true) {
  const can = usePermission();
  // Declarations are module constants, so the source is worked out once per field.
  const source = useMemo(() => resolveSource(field), [field]);
  const allowed = source !== null && can([source.permission]);
  const [keyword, setKeyword] = useState('');
  const { data, loading } = useRead(
    source ? [source.url, 'options', keyword] : null,
    async (api) => {
      const params: Record<string, unknown> = { page: 1, limit: source!.search ? SEARCH_LIMIT : SMALL_SET_LIMIT };
      if (keyword !== '') params.keyword = keyword;
      return readOptions(
        await api.call<unknown>({ method: 'GET', url: source!.url, params }, { quiet: true }),
        source!,
      );
    },
    { enabled: enabled && allowed, keepPrevious: true, freshForMs: FRESH_MS },
  );
  return {
    options: data ?? NO_OPTIONS,
    loading: enabled && allowed && loading,
    allowed,
    searchable: Boolean(source?.search),
    search: setKeyword,
  };
}
