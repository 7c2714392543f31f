/** Small helpers that keep the declarations short. */
import type { EnumOption, FieldDef, Severity } from './types.ts';

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
