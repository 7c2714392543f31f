/**
 * Which form of an area an ended session interrupted, read from the form keys of the account's
 * interrupted drafts (`resource:<area>:<add|edit|fields(a,b)>:<id|new>`, written by
 * ResourceFormDialog's `formKey`). Pure.
 */
const FORM_KEY = /^resource:([^:]+):(add|edit|fields\(([^)]*)\)):(new|\d+)$/;

export type InterruptedForm =
  /** The add form (or a form of a record not yet saved). */
  | { kind: 'add' }
  /** The edit form of record `id`, or the form of its `fields` only. */
  | { kind: 'edit'; id: number; fields?: string[] };

/** The first of `forms` that is a form of `area`; null when none is (another area's, a screen's, anything else). */
export function interruptedFormOf(forms: readonly string[], area: string): InterruptedForm | null {
  for (const form of forms) {
    const found = FORM_KEY.exec(form);
    if (found === null || found[1] !== area) continue;
    const [, , what, fields, id] = found;
    if (what === 'add' || id === 'new') return { kind: 'add' };
    return fields ? { kind: 'edit', id: Number(id), fields: fields.split(',') } : { kind: 'edit', id: Number(id) };
  }
  return null;
}
