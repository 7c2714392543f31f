/**
 * The state of a list screen (page, sort, keyword, filters) and the query it sends. Pure.
 * Filters go out in the bracket style of the API convention: a match as `status=1`, a range as
 * `createdAt[]=2026-01-01&createdAt[]=2026-02-01` (an open end is empty), an id list as `tagIds[]=3`.
 */
import type { FieldDef, ResourceDef } from './types.ts';

export type FilterMode = 'match' | 'range' | 'has';

/** How a field filters: ranges for dates and numbers, "has one of" for id lists, otherwise a match. */
export function filterMode(field: Pick<FieldDef, 'type'>): FilterMode {
  switch (field.type) {
    case 'date':
    case 'datetime':
    case 'number':
    case 'money':
      return 'range';
    case 'tags':
    case 'relations':
      return 'has';
    default:
      return 'match';
  }
}

export type RangeValue = [string | number | null, string | number | null];

export interface ListState {
  /** Index of the first row shown (PrimeReact's paginator speaks in rows). */
  first: number;
  rows: number;
  sortField: string | null;
  sortOrder: 1 | -1 | null;
  keyword: string;
  /** Applied filter values by field key: a value (match), a RangeValue (range) or a list (has). */
  filters: Record<string, unknown>;
}

export const PAGE_SIZES = [10, 20, 50] as const;

export function initialListState(def: Pick<ResourceDef, 'defaultSort'>, rows: number = PAGE_SIZES[0]): ListState {
  return {
    first: 0,
    rows,
    sortField: def.defaultSort?.field ?? null,
    sortOrder: def.defaultSort ? (def.defaultSort.order === 'asc' ? 1 : -1) : null,
    keyword: '',
    filters: {},
  };
}

const blank = (v: unknown): boolean => v === undefined || v === null || v === '';

/** Whether a filter value filters anything (an empty range or list does not). */
export function isActiveFilter(field: Pick<FieldDef, 'type'>, value: unknown): boolean {
  switch (filterMode(field)) {
    case 'range':
      return Array.isArray(value) && value.length === 2 && (!blank(value[0]) || !blank(value[1]));
    case 'has':
      return Array.isArray(value) && value.length > 0;
    default:
      return !blank(value);
  }
}

/** The query of one list call. `fixed` filters (e.g. a user's own records) are always sent. */
export function buildListParams(
  def: Pick<ResourceDef, 'fields'>,
  state: ListState,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  const params: Record<string, unknown> = {
    page: Math.floor(state.first / state.rows) + 1,
    limit: state.rows,
  };
  if (state.sortField && state.sortOrder) {
    params.sort = state.sortField;
    params.order = state.sortOrder === 1 ? 'asc' : 'desc';
  }
  const keyword = state.keyword.trim();
  if (keyword !== '') params.keyword = keyword;
  for (const field of def.fields) {
    if (!field.filter || field.key in fixed) continue;
    const value = state.filters[field.key];
    if (!isActiveFilter(field, value)) continue;
    if (filterMode(field) === 'range') {
      const [from, to] = value as RangeValue;
      params[field.key] = [blank(from) ? '' : from, blank(to) ? '' : to];
    } else {
      params[field.key] = value;
    }
  }
  return { ...params, ...fixed };
}

/** How many filters (keyword included) are applied, for the filter button's badge. */
export function activeFilterCount(
  def: Pick<ResourceDef, 'fields'>,
  state: Pick<ListState, 'keyword' | 'filters'>,
): number {
  const fields = def.fields.filter((f) => f.filter && isActiveFilter(f, state.filters[f.key])).length;
  return fields + (state.keyword.trim() !== '' ? 1 : 0);
}
