/**
 * The columns a person keeps for a list: which show, in what order, and the rows' density. Kept
 * per account and per list in the console's storage (both shells); what is stored is untrusted —
 * an unknown or removed column is ignored, a malformed entry falls back to the area's defaults. Pure.
 */
import type { ListColumn } from '../fields.ts';

/** Storage key of every account's list columns. */
export const COLUMN_PREFS_KEY = 'list-columns';
export const DENSITIES = ['compact', 'normal', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];
export const DEFAULT_DENSITY: Density = 'normal';
/** How many accounts and lists one device remembers; the oldest are forgotten first. */
export const MAX_ACCOUNTS = 20;
export const MAX_LISTS = 100;

/** What the list shows: every column in the chosen order, and which of them are visible. */
export interface ColumnView {
  order: string[];
  visible: string[];
  density: Density;
}

/** The area's own view: declared order, the columns shown by default, normal density. */
export function defaultColumnView(columns: readonly ListColumn[]): ColumnView {
  return {
    order: columns.map((c) => c.field.key),
    visible: columns.filter((c) => c.visibleByDefault).map((c) => c.field.key),
    density: DEFAULT_DENSITY,
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The view a stored entry asks for, over today's columns: stored columns that no longer exist are
 * dropped, columns added since keep their declared place (after the stored ones) and default visibility.
 */
export function readColumnView(stored: unknown, columns: readonly ListColumn[]): ColumnView {
  const fallback = defaultColumnView(columns);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return fallback;
  const entry = stored as { order?: unknown; hidden?: unknown; shown?: unknown; density?: unknown };
  const known = new Set(fallback.order);
  const order = [...new Set(strings(entry.order))].filter((key) => known.has(key));
  const storedKeys = new Set(order);
  for (const key of fallback.order) if (!storedKeys.has(key)) order.push(key);
  const hidden = new Set(strings(entry.hidden));
  const shown = new Set(strings(entry.shown));
  const visible = order.filter((key) =>
    hidden.has(key) ? false : shown.has(key) ? true : fallback.visible.includes(key),
  );
  const density = DENSITIES.find((d) => d === entry.density) ?? DEFAULT_DENSITY;
  return { order, visible, density };
}

/** What is stored for a view: the order, and the columns whose visibility differs from the default. */
export function storedColumnView(view: ColumnView, columns: readonly ListColumn[]) {
  const defaults = defaultColumnView(columns);
  return {
    order: view.order,
    hidden: defaults.visible.filter((key) => !view.visible.includes(key)),
    shown: view.visible.filter((key) => !defaults.visible.includes(key)),
    density: view.density,
  };
}

export function sameColumnView(a: ColumnView, b: ColumnView): boolean {
  return (
    a.density === b.density &&
    a.order.join('\n') === b.order.join('\n') &&
    [...a.visible].sort().join('\n') === [...b.visible].sort().join('\n')
  );
}

type Table = Record<string, Record<string, unknown>>;

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored entry of one account's list, or undefined. */
export function pickEntry(stored: unknown, account: string, list: string): unknown {
  if (!isTable(stored)) return undefined;
  const lists = Object.hasOwn(stored, account) ? stored[account] : undefined;
  return isTable(lists) && Object.hasOwn(lists, list) ? lists[list] : undefined;
}

/**
 * The whole table with one account's list set (or removed with `entry` undefined): the account and
 * list move to the end, and the table keeps at most MAX_ACCOUNTS accounts of MAX_LISTS lists.
 */
export function withEntry(stored: unknown, account: string, list: string, entry: unknown): Table {
  // Built with Object.fromEntries: a stored `__proto__` key stays a plain key.
  const others = isTable(stored)
    ? Object.entries(stored).filter(
        (pair): pair is [string, Record<string, unknown>] => isTable(pair[1]) && pair[0] !== account,
      )
    : [];
  const before = isTable(stored) && Object.hasOwn(stored, account) && isTable(stored[account]) ? stored[account] : {};
  const lists = Object.entries(before).filter(([key]) => key !== list);
  if (entry !== undefined) lists.push([list, entry]);
  const mine: [string, Record<string, unknown>] = [account, Object.fromEntries(lists.slice(-MAX_LISTS))];
  return Object.fromEntries([...others, mine].slice(-MAX_ACCOUNTS));
}

/** Moves the column `key` one place earlier (-1) or later (+1) in `order`. */
export function moveColumn(order: readonly string[], key: string, step: -1 | 1): string[] {
  const at = order.indexOf(key);
  const to = at + step;
  if (at === -1 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next[at] = next[to]!;
  next[to] = key;
  return next;
}
