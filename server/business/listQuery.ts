/**
 * The list call of the convention: `page`, `limit`, `sort`, `order`, `keyword` and per-field
 * filters in the bracket style (`status=1`, `createdAt[]=2026-01-01&createdAt[]=2026-02-01`,
 * `tagIds[]=3`). Pure: parses a query and answers `{ list, totalCount }` for given rows.
 */
import { badRequest } from '../envelope.ts';
import type { Row } from './model.ts';
import { isDate, isDateTime, type FieldRule } from './schema.ts';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 500;

export type SortOrder = 'asc' | 'desc';

export interface ListSpec {
  fields: readonly FieldRule[];
  /** Keys (expanded ones included) that `keyword` searches. */
  keyword: readonly string[];
  defaultSort: { key: string; order: SortOrder };
}

export interface Filter {
  rule: FieldRule;
  values: (string | number | boolean)[];
}

export interface ListQuery {
  page: number;
  limit: number;
  sort: string;
  order: SortOrder;
  keyword: string;
  filters: Filter[];
}

const RESERVED = new Set(['page', 'limit', 'sort', 'order', 'keyword']);

function positiveInt(name: string, text: string | undefined, fallback: number, max?: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1) throw badRequest(`参数 ${name} 必须是正整数`);
  if (max !== undefined && value > max) throw badRequest(`参数 ${name} 不能大于 ${max}`);
  return value;
}

/** A query value turned into the field's type; throws A0400 naming the field. */
function filterValue(rule: FieldRule, text: string): string | number | boolean {
  switch (rule.kind) {
    case 'int':
    case 'money':
    case 'status':
    case 'ref':
    case 'refs': {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) throw badRequest(`参数 ${rule.key} 必须是数字`);
      if (rule.kind === 'status' && value !== 0 && value !== 1) throw badRequest(`参数 ${rule.key} 必须是 0、1 之一`);
      return value;
    }
    case 'bool':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw badRequest(`参数 ${rule.key} 必须是 true 或 false`);
    case 'enum': {
      const option = rule.options?.find((o) => String(o) === text);
      if (option === undefined) throw badRequest(`参数 ${rule.key} 必须是 ${(rule.options ?? []).join('、')} 之一`);
      return option;
    }
    default:
      return text;
  }
}

/** Parses the list query of one area; unknown parameters are refused, so a mistyped filter is never silently ignored. */
export function parseListQuery(queries: Record<string, string[]>, spec: ListSpec): ListQuery {
  const one = (name: string) => queries[name]?.[0];
  const sort = one('sort') || spec.defaultSort.key;
  const sortable = spec.fields.some((f) => f.key === sort && f.sortable) || sort === 'id';
  if (!sortable) throw badRequest(`参数 sort 不支持按 ${sort} 排序`);
  const orderText = one('order') || (one('sort') ? 'asc' : spec.defaultSort.order);
  if (orderText !== 'asc' && orderText !== 'desc') throw badRequest('参数 order 必须是 asc 或 desc');

  const filters: Filter[] = [];
  for (const [rawName, texts] of Object.entries(queries)) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    if (RESERVED.has(name)) continue;
    const rule = spec.fields.find((f) => f.key === name && f.filter);
    if (!rule) throw badRequest(`不支持的查询参数 ${name}`);
    if (rule.filter === 'range') {
      if (texts.length !== 2) throw badRequest(`参数 ${name} 必须是 [起, 止] 两个值`);
      filters.push({ rule, values: texts.map((t) => (t === '' ? '' : rangeBound(rule, t))) });
      continue;
    }
    const given = texts.filter((t) => t !== '');
    if (given.length > 0) filters.push({ rule, values: given.map((t) => filterValue(rule, t)) });
  }
  return {
    page: positiveInt('page', one('page'), 1),
    limit: positiveInt('limit', one('limit'), DEFAULT_LIMIT, MAX_LIMIT),
    sort,
    order: orderText,
    keyword: (one('keyword') ?? '').trim().toLowerCase(),
    filters,
  };
}

function rangeBound(rule: FieldRule, text: string): string | number {
  if (rule.kind === 'date' || rule.kind === 'datetime') {
    if (!isDate(text) && !isDateTime(text))
      throw badRequest(`参数 ${rule.key} 必须是 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss 格式`);
    return text;
  }
  return filterValue(rule, text) as number;
}

function inRange(rule: FieldRule, value: unknown, [from, to]: Filter['values']): boolean {
  if (rule.kind === 'date' || rule.kind === 'datetime') {
    const text = String(value ?? '');
    if (text === '') return false;
    // A day as the upper bound includes the whole day.
    const upper = typeof to === 'string' && to.length === 10 ? `${to} 23:59:59` : to;
    return (from === '' || text >= String(from)) && (upper === '' || text <= String(upper));
  }
  const n = Number(value);
  return (from === '' || n >= Number(from)) && (to === '' || n <= Number(to));
}

function matches(row: Row, filter: Filter): boolean {
  const { rule, values } = filter;
  const value = row[rule.key];
  if (rule.filter === 'range') return inRange(rule, value, values);
  if (rule.filter === 'has') return Array.isArray(value) && values.some((v) => value.includes(v));
  return values.some((v) => v === value);
}

/** The rows every field filter of `query` lets through. */
export function filterRows<T extends Row>(rows: readonly T[], filters: readonly Filter[]): T[] {
  return rows.filter((row) => filters.every((f) => matches(row, f)));
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Times and codes compare as plain text (fast, and right for `YYYY-MM-DD HH:mm:ss`).
  const x = String(a ?? '');
  const y = String(b ?? '');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One page of `rows` (already expanded) by `query`. */
export function runList<T extends Row>(
  rows: readonly T[],
  query: ListQuery,
  spec: ListSpec,
): { list: T[]; totalCount: number } {
  const keywordKeys = spec.keyword;
  const found = rows.filter(
    (row) =>
      query.filters.every((f) => matches(row, f)) &&
      (query.keyword === '' ||
        keywordKeys.some((k) =>
          String(row[k] ?? '')
            .toLowerCase()
            .includes(query.keyword),
        )),
  );
  const direction = query.order === 'asc' ? 1 : -1;
  found.sort((a, b) => direction * (compare(a[query.sort], b[query.sort]) || a.id - b.id));
  const start = (query.page - 1) * query.limit;
  return { list: found.slice(start, start + query.limit), totalCount: found.length };
}
