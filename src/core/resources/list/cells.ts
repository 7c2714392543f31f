/**
 * A record's fields as export cells: what the list shows (components/FieldValue.tsx), as values a
 * spreadsheet can use. Options by their translated label, related records by their names, days and
 * times as the server writes them, numbers and money as numbers (not formatted text), a picture by
 * its address. What the screen shows as "—" is an empty cell. Pure.
 */
import type { FieldDef, RecordData } from '../types.ts';
import { displayNames, findOption, optionsOf } from '../format.ts';
import type { Cell } from './csv.ts';
import { isSecretField } from '../../../contract/secrets.ts';

export type Translate = (key: string) => string;

const empty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** One field of a record as the cell of an export. */
export function exportCell(field: FieldDef, record: RecordData, t: Translate, _language: string): Cell {
  const value = record[field.key];
  switch (field.type) {
    case 'number':
    case 'money':
      return Number.isFinite(value) ? (value as number) : null;
    case 'enum':
    case 'status':
    case 'boolean': {
      const option = findOption({ ...field, options: optionsOf(field) }, value);
      return option ? t(option.label) : empty(value) ? null : String(value);
    }
    case 'tags':
    case 'relations': {
      const names = displayNames(field.display ? record[field.display] : undefined).map((n) => n.name);
      return names.length > 0 ? names.join(', ') : null;
    }
    case 'relation': {
      const name = field.display ? record[field.display] : undefined;
      if (typeof name === 'string' && name !== '') return name;
      return empty(value) || value === 0 ? null : `#${String(value)}`;
    }
    default:
      return empty(value) ? null : String(value);
  }
}

/**
 * The fields an export may hold: a declared field whose name is secret (contract/secrets.ts, the one
 * rule: `password`, `token`, a `code` beside a captcha…) is never exported, whatever the columns say.
 */
export function exportableFields(fields: readonly FieldDef[]): FieldDef[] {
  const names = fields.map((field) => field.key);
  return fields.filter((field) => !isSecretField(field.key, names));
}

/** The header (translated labels) and rows of an export of some fields of some records. */
export function exportTable(
  declared: readonly FieldDef[],
  records: readonly RecordData[],
  t: Translate,
  language: string,
): { header: string[]; rows: Cell[][] } {
  const fields = exportableFields(declared);
  return {
    header: fields.map((field) => t(field.label)),
    rows: records.map((record) => fields.map((field) => exportCell(field, record, t, language))),
  };
}
