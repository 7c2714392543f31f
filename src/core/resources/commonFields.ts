/**
 * The plain fields many areas declare alike (a name, the status, a remark, the list position, when a
 * record was made): each builder gives the same FieldDef the declaration would spell out.
 */
import { enumOptions } from './declare.ts';
import type { FieldDef, FieldPlacement, FieldRules, Severity } from './types.ts';

/** A line of text: listed and in the form, with its rules (a name: `{ required: true, max }`). */
export function textField(key: string, label: string, rules: FieldRules, more: Partial<FieldDef> = {}): FieldDef {
  return { key, label, type: 'text', list: true, form: true, rules, ...more };
}

/** A required choice of one of `values` (options as `enumOptions` gives them): listed, filtered and in the form. */
export function enumField<V extends string | number>(
  key: string,
  label: string,
  name: string,
  values: readonly V[],
  severities: Partial<Record<V, Severity>> = {},
): FieldDef {
  const options = enumOptions(name, values, severities);
  return { key, label, type: 'enum', options, list: true, filter: true, form: true, rules: { required: true } };
}

/** The record's status (enabled or disabled): listed, filtered and in the form. */
export function statusField(label: string): FieldDef {
  return { key: 'status', label, type: 'status', list: true, filter: true, form: true };
}

/** A free remark of up to 200 characters, on the form's whole width; not a list column unless `list` says so. */
export function remarkField(label: string, placement: Pick<FieldPlacement, 'list'> = {}): FieldDef {
  return { key: 'remark', label, type: 'textarea', ...placement, form: true, rules: { max: 200 }, wide: true };
}

/** The position in the list (0 to 9999, 0 when left out): sortable and in the form. */
export function sortField(label: string, list: FieldPlacement['list'] = true): FieldDef {
  return {
    key: 'sort',
    label,
    type: 'number',
    list,
    sortable: true,
    form: true,
    rules: { min: 0, max: 9999 },
    defaultValue: 0,
  };
}

/** When the record was made or last changed (`createdAt`, `updatedAt`): a sortable column, not a filter. */
export function timestampField(key: string, label: string, list: FieldPlacement['list'] = true): FieldDef {
  return { key, label, type: 'datetime', list, sortable: true, width: '10rem' };
}
