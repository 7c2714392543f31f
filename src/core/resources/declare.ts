/** Small helpers that keep the declarations short (the plain fields many areas share: commonFields.ts). */
import type { EnumOption, FieldDef, Group, ResourceDef, ResourcePermissions, Severity } from './types.ts';

/** Locale key of a field label of an area: `resources.<area>.fields.<key>`. */
export const labelOf =
  (area: string) =>
  (key: string): string =>
    `resources.${area}.fields.${key}`;

/** Options whose labels are `resources.enums.<name>.<value>`. */
export function enumOptions<V extends string | number>(
  name: string,
  values: readonly V[],
  severities: Partial<Record<V, Severity>> = {},
): EnumOption[] {
  return values.map((value) => {
    const severity = severities[value];
    return { value, label: `resources.enums.${name}.${String(value)}`, ...(severity ? { severity } : {}) };
  });
}

/** The id column every list starts with. */
export const idField: FieldDef = {
  key: 'id',
  label: 'resources.common.id',
  type: 'number',
  plain: true,
  list: true,
  sortable: true,
  width: '5rem',
};

export const UNIT_TEN_THOUSAND = 'resources.units.tenThousandYuan';
export const UNIT_POINTS = 'resources.units.points';

/** What an area's declaration says beyond what its name gives (see `resourceOf`). */
export type ResourceBody = Omit<ResourceDef, 'name' | 'group' | 'item' | 'keyword' | 'permissions' | 'importable'> & {
  /** The keyword filter's placeholder: `resources.<name>.keyword` when left out; false for none. */
  keyword?: string | false;
};

/**
 * An area's declaration for the list framework, from the area declared once in its group
 * (`defineArea`: name, group, permission strings) and what only the declaration can say (fields,
 * sort, actions, dialogs). The texts follow the name: `resources.<name>.item`, `resources.<name>.keyword`.
 */
export function resourceOf(
  area: { name: string; group: string; permissions: ResourcePermissions; importable?: boolean },
  body: ResourceBody,
): ResourceDef {
  const { keyword, ...rest } = body;
  return {
    name: area.name,
    group: area.group as Group,
    item: `resources.${area.name}.item`,
    ...(keyword === false ? {} : { keyword: keyword ?? `resources.${area.name}.keyword` }),
    ...rest,
    permissions: area.permissions,
    ...(area.importable ? { importable: true } : {}),
  };
}

/** A field that picks one record of another area: required, listed, filtered and in the form. */
export function chosenRecord(
  key: string,
  label: string,
  display: string,
  resource: string,
  more: Partial<FieldDef> = {},
): FieldDef {
  return {
    key,
    label,
    type: 'relation',
    display,
    relation: { resource },
    list: true,
    filter: true,
    form: true,
    rules: { required: true },
    ...more,
  };
}

/** The platform user a record names: shown by nickname, found by searching. */
export function userRelation(key: string, label: string, display: string, more: Partial<FieldDef> = {}): FieldDef {
  return {
    key,
    label,
    type: 'relation',
    display,
    relation: { resource: 'user', labelKey: 'nickname', search: true },
    ...more,
  };
}

/** When something happened: listed, sortable and filtered by a range. */
export function momentField(key: string, label: string, more: Partial<FieldDef> = {}): FieldDef {
  return { key, label, type: 'datetime', list: true, sortable: true, filter: true, width: '10rem', ...more };
}
