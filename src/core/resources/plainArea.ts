/**
 * The list framework's declaration of a plain area (src/contract/area.ts `records`): its fields as
 * the server checks them, each a column and a form input (a read-only one not in the form), a
 * filter when the server filters by it. Labels follow the name (`resources.<area>.fields.<key>`,
 * options `resources.<area>.options.<key>.<value>`), the texts of an area `resourceOf` gives.
 */
import type { AreaDeclaration, FieldKind, FieldRule } from '../../contract/area.ts';
import { idField, labelOf, resourceOf } from './declare.ts';
import type { FieldDef, FieldType, ResourceDef, ResourcePermissions } from './types.ts';

const TYPES: Record<FieldKind, FieldType> = {
  string: 'text',
  text: 'textarea',
  int: 'number',
  money: 'money',
  enum: 'enum',
  bool: 'boolean',
  status: 'status',
  date: 'date',
  datetime: 'datetime',
  mobile: 'mobile',
  color: 'color',
  image: 'image',
  ref: 'relation',
  refs: 'relations',
};

function fieldOf(area: string, rule: FieldRule): FieldDef {
  const type = TYPES[rule.kind];
  const rules = {
    ...(rule.required ? { required: true } : {}),
    ...(rule.min !== undefined ? { min: rule.min } : {}),
    ...(rule.max !== undefined ? { max: rule.max } : {}),
    ...(rule.pattern ? { pattern: rule.pattern } : {}),
  };
  return {
    key: rule.key,
    label: labelOf(area)(rule.key),
    type,
    list: type === 'textarea' ? 'hidden' : true,
    ...(rule.filter ? { filter: true } : {}),
    ...(rule.readOnly ? {} : { form: true }),
    ...(rule.sortable ? { sortable: true } : {}),
    ...(Object.keys(rules).length > 0 ? { rules } : {}),
    ...(rule.options
      ? { options: rule.options.map((value) => ({ value, label: `resources.${area}.options.${rule.key}.${value}` })) }
      : {}),
    ...(rule.ref ? { relation: { resource: rule.ref } } : {}),
  };
}

/** The declaration of a plain area, with the permission strings its group gave it. */
export function plainResource(area: AreaDeclaration, permissions: ResourcePermissions): ResourceDef {
  const { fields, keyword, defaultSort } = area.records!;
  return resourceOf(
    { name: area.name, group: area.group, permissions, ...(area.importable ? { importable: true } : {}) },
    {
      ...(fields.some((field) => field.key === 'name') ? { titleField: 'name' } : {}),
      defaultSort: { field: defaultSort.key, order: defaultSort.order },
      ...(keyword.length === 0 ? { keyword: false } : {}),
      fields: [idField, ...fields.map((rule) => fieldOf(area.name, rule))],
    },
  );
}
