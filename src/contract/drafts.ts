/** Whether a form's values differ from those it opened with (the drafts module replaces this file). */
const empty = (v: unknown) => v === undefined || v === null || v === '';

function same(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object')
    return !isDirty(a as Record<string, unknown>, b as Record<string, unknown>);
  return Object.is(a, b);
}

/** A value changed and changed back is not a change; empty values (undefined, null, '') are alike. */
export function isDirty(initial: Record<string, unknown>, current: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)]);
  return [...keys].some((key) => !same(initial[key], current[key]));
}
