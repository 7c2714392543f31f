/**
 * Which column of a file goes to which field of the area. The fields an import fills are those the
 * add form has (never a secret one). A header cell names a field by its label in either language
 * or by its key, whatever the case, the width of its characters, a required mark (`*`) or a note in
 * brackets after it ("Price (10,000 CNY)"); each field takes the first column that names it. Pure.
 */
import { formFields } from '../fields.ts';
import { exportableFields } from '../list/cells.ts';
import type { FieldDef, ResourceDef } from '../types.ts';
import { ImportProblem } from './limits.ts';

export type Translate = (key: string) => string;

/** A column's field key, or null: the column is left out. */
export type Mapping = (string | null)[];

/** The fields an import of the area fills: the add form's, secrets left out. */
export function importFields(def: Pick<ResourceDef, 'fields'>): FieldDef[] {
  return exportableFields(formFields(def, 'add').map((f) => f.field));
}

/** A header as it is compared: NFKC (full width to half), trimmed, a required mark off, spaces as one, lower case. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/^\ufeff/, '')
    .trim()
    .replace(/\s*\*+$/, '')
    .replace(/^\*+\s*/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The header without a note in brackets at its end. */
const withoutNote = (normalised: string): string => normalised.replace(/\s*\([^()]*\)$/, '').trim();

/** The names a field answers to: its key and its label in each language given. */
export function fieldNames(field: FieldDef, translators: readonly Translate[]): string[] {
  return [field.key, ...translators.map((t) => t(field.label))].map(normaliseHeader).filter((name) => name !== '');
}

/**
 * The field of each column (null when no field is named, or an earlier column took it). `skip`:
 * headers of columns always left out (the problem column of a failed-rows file).
 */
export function matchHeaders(
  header: readonly string[],
  fields: readonly FieldDef[],
  translators: readonly Translate[],
  skip: readonly string[] = [],
): Mapping {
  const byName = new Map<string, string>();
  for (const field of fields)
    for (const name of fieldNames(field, translators)) if (!byName.has(name)) byName.set(name, field.key);
  const skipped = new Set(skip.map(normaliseHeader));
  const taken = new Set<string>();
  return header.map((cell) => {
    const name = normaliseHeader(cell);
    if (name === '' || skipped.has(name)) return null;
    const key = byName.get(name) ?? byName.get(withoutNote(name)) ?? null;
    if (key === null || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

/** Whether a column is one the import leaves out by itself (`skip` above). */
export function isSkippedColumn(cell: string, skip: readonly string[]): boolean {
  const name = normaliseHeader(cell);
  return name !== '' && skip.some((label) => normaliseHeader(label) === name);
}

/**
 * The mapping of a file's header, refused when no column names a field (another list's file, or a
 * file without a header row): `list` and the first fields' labels say what the first row should name.
 */
export function mapColumns(
  header: readonly string[],
  fields: readonly FieldDef[],
  translators: readonly Translate[],
  skip: readonly string[],
  list: string,
): Mapping {
  const mapping = matchHeaders(header, fields, translators, skip);
  if (mapping.some((key) => key !== null)) return mapping;
  const [t] = translators;
  throw new ImportProblem('noHeaderMatch', {
    list,
    fields: fields
      .slice(0, 4)
      .map((field) => `“${t ? t(field.label) : field.key}”`)
      .join(', '),
  });
}
