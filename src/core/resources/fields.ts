/** What a declaration shows where: list columns, filters, form fields, detail fields; drafts and request bodies. Pure. */
import type { Draft, FieldDef, RecordData, ResourceDef } from './types.ts';

export type FormMode = 'add' | 'edit' | 'look';

export interface ListColumn {
  field: FieldDef;
  /** Shown unless the user hides it; hidden ones can be shown with the column chooser. */
  visibleByDefault: boolean;
}

export function listColumns(def: Pick<ResourceDef, 'fields'>): ListColumn[] {
  return def.fields.filter((f) => f.list).map((field) => ({ field, visibleByDefault: field.list === true }));
}

/** Keys of the columns shown before the user chooses. */
export function defaultVisibleColumns(def: Pick<ResourceDef, 'fields'>): string[] {
  return listColumns(def)
    .filter((c) => c.visibleByDefault)
    .map((c) => c.field.key);
}

/** The parts of a compact item (a list at the side panel's width), out of the fields shown. */
export interface ItemLayout {
  title: FieldDef | null;
  status: FieldDef | null;
  /** Under the title. */
  summary: FieldDef[];
  /** The other fields shown, in the item's expansion. */
  more: FieldDef[];
}

const isStatus = (f: FieldDef) => f.type === 'status' || (f.key === 'status' && f.type === 'enum');

/** How the shown fields (`shown`, in the person's order) make up a compact item of the area. */
export function itemLayout(
  def: Pick<ResourceDef, 'fields' | 'titleField' | 'summary'>,
  shown: readonly FieldDef[],
): ItemLayout {
  const titleKey = def.summary?.title ?? def.titleField;
  const title = def.fields.find((f) => f.key === titleKey) ?? null;
  const status = shown.find(isStatus) ?? null;
  const declared = def.summary?.fields;
  const candidates = shown.filter((f) => f !== title && f !== status);
  const summary = declared
    ? candidates.filter((f) => declared.includes(f.key))
    : candidates.filter((f) => f.key !== 'id' && f.list === true).slice(0, 3);
  const more = candidates.filter((f) => !summary.includes(f));
  return { title, status, summary, more };
}

export function filterFields(def: Pick<ResourceDef, 'fields'>): FieldDef[] {
  return def.fields.filter((f) => f.filter);
}

export interface FormField {
  field: FieldDef;
  readOnly: boolean;
}

/**
 * The fields of a form. Adding shows the editable fields; editing also shows `readonly` ones
 * (and `add`-only ones) without letting them change; looking shows everything read-only.
 * `only` limits the form to some fields (e.g. assigning a user's tags).
 */
export function formFields(def: Pick<ResourceDef, 'fields'>, mode: FormMode, only?: readonly string[]): FormField[] {
  const out: FormField[] = [];
  for (const field of def.fields) {
    if (!field.form || (only && !only.includes(field.key))) continue;
    if (mode === 'add') {
      if (field.form !== 'readonly') out.push({ field, readOnly: false });
    } else {
      out.push({ field, readOnly: mode === 'look' || field.form === 'readonly' || field.form === 'add' });
    }
  }
  return out;
}

export function detailFields(def: Pick<ResourceDef, 'fields'>): FieldDef[] {
  return def.fields.filter((f) => f.detail !== false);
}

function emptyValue(field: FieldDef): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.type) {
    case 'number':
    case 'money':
    case 'relation':
    case 'date':
    case 'datetime':
      return null;
    case 'status':
      return 1;
    case 'boolean':
      return false;
    case 'tags':
    case 'relations':
      return [];
    case 'enum':
      return null;
    default:
      return '';
  }
}

export function emptyDraft(def: Pick<ResourceDef, 'fields'>): Draft {
  return Object.fromEntries(def.fields.filter((f) => f.form).map((f) => [f.key, emptyValue(f)]));
}

/** A draft of an existing record: its values, and its display values for relations. */
export function draftFromRecord(record: RecordData): Draft {
  return structuredClone(record) as Draft;
}

/** The body of a create (the editable fields) or an update (`id` and the editable fields), strings trimmed. */
export function bodyFromDraft(
  def: Pick<ResourceDef, 'fields'>,
  draft: Draft,
  mode: Exclude<FormMode, 'look'>,
  only?: readonly string[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { field, readOnly } of formFields(def, mode, only)) {
    if (readOnly) continue;
    const value = draft[field.key];
    body[field.key] = typeof value === 'string' ? value.trim() : value === undefined ? null : value;
  }
  if (mode === 'edit') body.id = draft.id;
  return body;
}

/** What names a record in labels: its title field, or `#id`. */
export function recordTitle(
  def: Pick<ResourceDef, 'titleField'>,
  record: Partial<RecordData> & Record<string, unknown>,
): string {
  const value = def.titleField ? record[def.titleField] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : `#${String(record.id ?? '')}`;
}
