/**
 * A list's view (keyword, filters, sort, page, page size) as the query of its hash address, so a
 * view can be bookmarked, shared and restored with Back. Pure.
 *
 * The address holds only what differs from the area's defaults (`initialListState`), in a fixed
 * order: `keyword`, the filters in the order the area declares them, `sort` and `order`, `page`
 * (1-based), `limit`. Filters use the bracket style of the API convention: a match as `status=1`, a
 * range as `createdAt[]=2026-01-01&createdAt[]=` (an open end is empty), an id list as
 * `tagIds[]=3&tagIds[]=5`. A view without the declared sort is written `sort=` (empty).
 *
 * An address is untrusted input (a link anyone can write): what the area does not declare, and
 * values that do not fit the field, are left out and named in `dropped`; nothing in it can throw.
 */
import type { FieldDef, ResourceDef } from '../types.ts';
import { optionsOf, parseDateText } from '../format.ts';
import { filterMode, initialListState, isActiveFilter, PAGE_SIZES, type ListState } from '../params.ts';

export type AddressDef = Pick<ResourceDef, 'fields' | 'defaultSort' | 'keyword'>;

/** The longest keyword or text filter an address may hold. */
export const MAX_TEXT_LENGTH = 100;
/** The most ids an id filter may hold. */
export const MAX_IDS = 50;
/** The highest page an address may name. */
export const MAX_PAGE = 10000;

const RESERVED = ['keyword', 'sort', 'order', 'page', 'limit'];

const encode = (text: string): string => encodeURIComponent(text);

function filterableFields(def: Pick<ResourceDef, 'fields'>, fixedKeys: readonly string[]): FieldDef[] {
  return def.fields.filter((f) => f.filter === true && !fixedKeys.includes(f.key) && !RESERVED.includes(f.key));
}

const orderName = (order: 1 | -1 | null): string => (order === 1 ? 'asc' : 'desc');

/** The query (without `?`) of a list's view: only what differs from the area's defaults. */
// Stryker disable next-line ArrayDeclaration: equivalent, no field is named like the mutant's text
export function encodeListAddress(def: AddressDef, state: ListState, fixedKeys: readonly string[] = []): string {
  const initial = initialListState(def);
  const parts: string[] = [];
  const keyword = state.keyword.trim();
  if (def.keyword && keyword !== '') parts.push(`keyword=${encode(keyword)}`);
  for (const field of filterableFields(def, fixedKeys)) {
    const value = state.filters[field.key];
    if (!isActiveFilter(field, value)) continue;
    if (filterMode(field) === 'match') {
      parts.push(`${field.key}=${encode(String(value))}`);
    } else {
      for (const item of value as unknown[])
        parts.push(`${field.key}[]=${encode(item === null || item === undefined ? '' : String(item))}`);
    }
  }
  const sortField = state.sortField && state.sortOrder ? state.sortField : null;
  if (sortField !== initial.sortField || (sortField && state.sortOrder !== initial.sortOrder)) {
    parts.push(sortField ? `sort=${encode(sortField)}&order=${orderName(state.sortOrder)}` : 'sort=');
  }
  const page = Math.floor(state.first / state.rows) + 1;
  if (page > 1) parts.push(`page=${page}`);
  if (state.rows !== PAGE_SIZES[0]) parts.push(`limit=${state.rows}`);
  return parts.join('&');
}

/** The parameters of a query by name (`tagIds[]` under `tagIds`), each with whether it came in brackets. */
function readQuery(search: string): Map<string, { scalars: string[]; items: string[] }> {
  const params = new Map<string, { scalars: string[]; items: string[] }>();
  for (const [name, value] of new URLSearchParams(search)) {
    const listed = name.endsWith('[]');
    const key = listed ? name.slice(0, -2) : name;
    const entry = params.get(key) ?? { scalars: [], items: [] };
    (listed ? entry.items : entry.scalars).push(value);
    params.set(key, entry);
  }
  return params;
}

const INTEGER = /^-?\d{1,15}$/;
const MONEY = /^-?\d{1,13}(?:\.\d{1,2})?$/;
const ID = /^[1-9]\d{0,14}$/;

/** `YYYY-MM-DD`, a day of the calendar. */
const isDay = (text: string): boolean => text.length === 10 && parseDateText(text) !== null;

/**
 * `YYYY-MM-DD HH:mm:ss`, a day of the calendar and a time of the day (an hour past 23 moves the
 * date, which parseDateText refuses; minutes and seconds past 59 may not).
 */
function isTime(text: string): boolean {
  const [, minutes, seconds] = text.split(':').map(Number);
  return parseDateText(text) !== null && Number(minutes) < 60 && Number(seconds) < 60;
}

/** One end of a range, or undefined when it does not fit (a datetime range may also end on a day, as the filter sets it). */
function rangeEnd(field: FieldDef, text: string): string | number | null | undefined {
  if (text === '') return null;
  switch (field.type) {
    case 'number':
      return INTEGER.test(text) ? Number(text) : undefined;
    case 'money':
      return MONEY.test(text) ? Number(text) : undefined;
    case 'datetime':
      return isDay(text) || isTime(text) ? text : undefined;
    default:
      return isDay(text) ? text : undefined;
  }
}

/** A match filter's value, or undefined when it does not fit. */
function matchValue(field: FieldDef, text: string): unknown {
  switch (field.type) {
    case 'enum':
    case 'status':
    case 'boolean':
      return optionsOf(field).find((o) => String(o.value) === text)?.value;
    case 'relation':
      return ID.test(text) ? Number(text) : undefined;
    default: {
      const trimmed = text.trim();
      return trimmed !== '' && trimmed.length <= MAX_TEXT_LENGTH ? trimmed : undefined;
    }
  }
}

/** A filter's value from its parameter, or undefined when it does not fit (or filters nothing). */
function filterValue(field: FieldDef, param: { scalars: string[]; items: string[] }): unknown {
  const mode = filterMode(field);
  if (mode === 'match') {
    return param.items.length > 0 ? undefined : matchValue(field, param.scalars[0] as string);
  }
  if (param.scalars.length > 0) return undefined;
  if (mode === 'has') {
    const ok = param.items.length <= MAX_IDS && param.items.every((item) => ID.test(item));
    return ok ? param.items.map(Number) : undefined;
  }
  if (param.items.length !== 2) return undefined;
  const range = param.items.map((text) => rangeEnd(field, text));
  return range.includes(undefined) ? undefined : range;
}

function sortFields(def: AddressDef): string[] {
  const keys = def.fields.filter((f) => f.sortable).map((f) => f.key);
  return def.defaultSort ? [...keys, def.defaultSort.field] : keys;
}

const scalar = (param: { scalars: string[]; items: string[] } | undefined): string | undefined =>
  param && param.items.length === 0 ? param.scalars[0] : undefined;

/**
 * The view an address names, and the names of the parameters it held that were left out (not
 * declared by the area, fixed by the screen, or a value that does not fit).
 */
export function decodeListAddress(
  def: AddressDef,
  search: string,
  // Stryker disable next-line ArrayDeclaration: equivalent, no field is named like the mutant's text
  fixedKeys: readonly string[] = [],
): { state: ListState; dropped: string[] } {
  const state = initialListState(def);
  const dropped: string[] = [];
  const params = readQuery(search);
  const fields = new Map(filterableFields(def, fixedKeys).map((f) => [f.key, f]));
  const take = (name: string): { scalars: string[]; items: string[] } | undefined => {
    const param = params.get(name);
    params.delete(name);
    return param;
  };
  const reject = (name: string): void => void dropped.push(name);

  const keywordParam = take('keyword');
  if (keywordParam && def.keyword) {
    const keyword = scalar(keywordParam)?.trim();
    if (keyword !== undefined && keyword.length <= MAX_TEXT_LENGTH) state.keyword = keyword;
    else reject('keyword');
  } else if (keywordParam) reject('keyword');

  for (const [key, field] of fields) {
    const param = take(key);
    if (!param) continue;
    const value = filterValue(field, param);
    if (value === undefined) reject(key);
    else if (isActiveFilter(field, value)) state.filters[key] = value;
  }

  const sortParam = take('sort');
  const orderParam = take('order');
  const sort = scalar(sortParam);
  const order = scalar(orderParam);
  const sortOrder = order === 'asc' ? 1 : order === 'desc' ? -1 : undefined;
  const sortKey = sortFields(def).find((key) => key === sort);
  if (sortParam && sort === '' && !orderParam) {
    state.sortField = null;
    state.sortOrder = null;
  } else if (sortKey !== undefined) {
    state.sortField = sortKey;
    state.sortOrder = sortOrder ?? 1;
    if (orderParam && sortOrder === undefined) reject('order');
  } else if (sortParam) {
    reject('sort');
    if (orderParam) reject('order');
  } else if (orderParam && sortOrder && state.sortField) {
    state.sortOrder = sortOrder;
  } else if (orderParam) reject('order');

  const limitParam = take('limit');
  const limit = scalar(limitParam);
  const size = PAGE_SIZES.find((s) => String(s) === limit);
  if (size) state.rows = size;
  else if (limitParam) reject('limit');

  const pageParam = take('page');
  const page = scalar(pageParam);
  if (ID.test(String(page)) && Number(page) <= MAX_PAGE) state.first = (Number(page) - 1) * state.rows;
  else if (pageParam) reject('page');

  for (const name of params.keys()) reject(name);
  return { state, dropped };
}

/** A view as its address would restore it: what the address cannot hold is left out. */
// Stryker disable next-line ArrayDeclaration: equivalent, no field is named like the mutant's text
export function normaliseListState(def: AddressDef, state: ListState, fixedKeys: readonly string[] = []): ListState {
  return decodeListAddress(def, encodeListAddress(def, state, fixedKeys), fixedKeys).state;
}

const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.every((item) => item === null || item === undefined || item === ''));

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return Object.is(a, b) || (blank(a) && blank(b));
}

/**
 * Whether two views show the same: page, page size, sort, keyword (trimmed) and the filters that
 * filter something (an empty value, range or list counts as absent).
 */
export function sameListState(a: ListState, b: ListState): boolean {
  const keys = new Set([...Object.keys(a.filters), ...Object.keys(b.filters)]);
  return (
    a.first === b.first &&
    a.rows === b.rows &&
    a.sortField === b.sortField &&
    a.sortOrder === b.sortOrder &&
    a.keyword.trim() === b.keyword.trim() &&
    [...keys].every((key) => sameValue(a.filters[key], b.filters[key]))
  );
}
