/**
 * The file a person fills in: the fields an import of the area fills, labelled in the console's
 * language, and one example row that passes the area's rules (a related record named as the list
 * of that area names it, a choice by its label). Written as CSV or XLSX by the export's code. Pure.
 */
import type { Cell } from '../list/csv.ts';
import { formatDateTime, formatDay } from '../format.ts';
import type { FieldDef, ResourceDef } from '../types.ts';
import type { Choice } from './convert.ts';
import { importFields, type Translate } from './headers.ts';

const between = (value: number, rules: FieldDef['rules']): boolean =>
  (rules?.min === undefined || value >= rules.min) && (rules?.max === undefined || value <= rules.max);

/** The example a field gives in the template's row. */
export function exampleCell(
  def: Pick<ResourceDef, 'titleField' | 'item'>,
  field: FieldDef,
  t: Translate,
  choices: ReadonlyMap<string, readonly Choice[]>,
  now: Date,
): Cell {
  if (field.example !== undefined) return field.example;
  const rules = field.rules;
  const fieldChoices = choices.get(field.key) ?? [];
  const preferred = fieldChoices.find((choice) => choice.value === field.defaultValue) ?? fieldChoices[0];
  switch (field.type) {
    case 'number':
    case 'money': {
      const wanted = typeof field.defaultValue === 'number' ? field.defaultValue : 1;
      return between(wanted, rules) ? wanted : (rules?.min ?? rules?.max ?? 0);
    }
    case 'enum':
    case 'status':
    case 'boolean':
    case 'relation':
    case 'relations':
    case 'tags':
      // Relations: the first record of the related list, when it could be listed.
      return preferred ? preferred.label : null;
    case 'date':
      return formatDay(now);
    case 'datetime':
      return formatDateTime(now);
    case 'mobile':
      return '13800138000';
    case 'color':
      return typeof field.defaultValue === 'string' ? field.defaultValue : '#4080FF';
    case 'image':
      return 'https://example.com/picture.png';
    default: {
      const text = field.key === def.titleField ? `${t(def.item)} 1` : t(field.label);
      return rules?.max !== undefined ? [...text].slice(0, rules.max).join('') : text;
    }
  }
}

/** The template of an area: its header (labels) and one example row. */
export function templateTable(
  def: Pick<ResourceDef, 'fields' | 'titleField' | 'item'>,
  t: Translate,
  choices: ReadonlyMap<string, readonly Choice[]>,
  now: Date,
): { header: string[]; rows: Cell[][] } {
  const fields = importFields(def);
  return {
    header: fields.map((field) => t(field.label)),
    rows: [fields.map((field) => exampleCell(def, field, t, choices, now))],
  };
}
