/**
 * The one walk of a menu the server sends: `menuList` of the nav answer (a tree, `children`) and
 * GET /api/sys/menu/list (a tree, or a flat list whose entries name their `parentId`, the
 * convention SPEC.md derives from). Pure and total: entries that are not objects are skipped, an
 * entry met twice (a cycle, a shared object) is visited once, anything not a list gives nothing.
 */

/** One entry of the menu, in document order (a parent before its children). */
export interface MenuEntryVisit {
  entry: Record<string, unknown>;
  /** The entry it is nested in (`children`), or null at the top of the list. */
  parent: Record<string, unknown> | null;
}

export function walkMenu(menuList: unknown): MenuEntryVisit[] {
  const visits: MenuEntryVisit[] = [];
  if (!Array.isArray(menuList)) return visits;
  const seen = new Set<object>();
  // Depth-first with an explicit stack (deep menus must not overflow the call stack).
  const stack: { value: unknown; parent: Record<string, unknown> | null }[] = menuList
    .map((value) => ({ value, parent: null }))
    .reverse();
  while (stack.length > 0) {
    const { value, parent } = stack.pop()!;
    if (value === null || typeof value !== 'object' || Array.isArray(value) || seen.has(value)) continue;
    seen.add(value);
    const entry = value as Record<string, unknown>;
    visits.push({ entry, parent });
    const children = entry.children;
    if (Array.isArray(children))
      for (let i = children.length - 1; i >= 0; i--) stack.push({ value: children[i], parent: entry });
  }
  return visits;
}
