/** Where a relation's options come from, and reading them from a list answer. Pure. */
import { resourcePaths } from './convention.ts';
import { resourceFor } from './registry.ts';
import type { FieldDef } from './types.ts';

export interface RelationOption {
  value: number;
  label: string;
  color?: string;
}

export interface ResolvedSource {
  url: string;
  permission: string;
  valueKey: string;
  labelKey: string;
  search: boolean;
}

/** The list call and keys of a relation field; null when the field has no usable source. */
export function resolveSource(field: Pick<FieldDef, 'relation'>): ResolvedSource | null {
  const source = field.relation;
  if (!source) return null;
  const target = source.resource ? resourceFor(source.resource) : undefined;
  const url = source.url ?? (target ? resourcePaths(target.group, target.name).list : null);
  const permission = source.permission ?? target?.permissions.list;
  if (!url || !permission) return null;
  return {
    url,
    permission,
    valueKey: source.valueKey ?? 'id',
    labelKey: source.labelKey ?? target?.titleField ?? 'name',
    search: Boolean(source.search),
  };
}

/** Options from a list answer (`{ list }` or a plain array). */
export function readOptions(data: unknown, source: Pick<ResolvedSource, 'valueKey' | 'labelKey'>): RelationOption[] {
  const items = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)
      ? (data as { list: unknown[] }).list
      : [];
  return items.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const value = record[source.valueKey];
    const label = record[source.labelKey];
    if (typeof value !== 'number') return [];
    const option: RelationOption = { value, label: typeof label === 'string' && label !== '' ? label : `#${value}` };
    if (typeof record.color === 'string') option.color = record.color;
    return [option];
  });
}

/** Options plus the current choices, so a searched list still shows what is selected. */
export function withCurrent(options: readonly RelationOption[], current: readonly RelationOption[]): RelationOption[] {
  const seen = new Set(options.map((o) => o.value));
  return [...current.filter((o) => !seen.has(o.value)), ...options];
}
