/**
 * Saved views of a list: a name for what the list shows — its keyword, filters, sort and page
 * size (as its address writes them) and its columns and density — kept per account, API host and
 * list in the console's storage, the way the kept columns are (columnPrefs.ts: one table, the
 * oldest accounts and lists forgotten first). Beside them, "All" (the area's defaults) and the views
 * an area declares (`ResourceDef.views`). A view chosen is named in the address, `view=<name>`,
 * next to its filters: a shared link opens the same filters for anyone, with or without the view.
 *
 * What is stored is untrusted when read back: an entry that is not a list of views is read as none,
 * with a message; a view that does not hold (a bad name, a query too long, a name twice, more than
 * MAX_VIEWS) is left out and counted; a stored query goes through the address rules
 * (decodeListAddress), so nothing in it reaches the API that the area does not declare. Pure.
 */
import { decodeListAddress, encodeListAddress, normaliseListState, sameListState, type AddressDef } from './address.ts';
import { pickEntry, withEntry } from './columnPrefs.ts';
import { initialListState, type ListState } from '../params.ts';
import type { ListViewDef } from '../types.ts';

/** Storage key of every account's saved list views. */
export const SAVED_VIEWS_KEY = 'list-views';
/** The most views one person keeps for one list. */
export const MAX_VIEWS = 30;
/** The longest name of a view, in characters. */
export const MAX_VIEW_NAME = 40;
/** The longest query a stored view may hold (an address holds less: 100-character texts, 50 ids). */
export const MAX_VIEW_QUERY = 2000;
/** The built-in view of every list: the area's defaults, no filter. Its name in the address. */
export const ALL_VIEW = 'all';

/** What a view keeps of the columns: as the kept columns are stored (storedColumnView). */
export interface StoredColumns {
  order: string[];
  hidden: string[];
  shown: string[];
  density: string;
}

export interface SavedView {
  name: string;
  /** The list's view as its address writes it, at the first page (encodeListAddress). */
  query: string;
  columns: StoredColumns;
}

/** One person's views of one list, and which of them the list opens with (a saved or declared name, or `all`). */
export interface ListViews {
  views: SavedView[];
  defaultView: string | null;
}

/** What was read: the views that hold, and what could not be read (`unreadable`: the whole entry). */
export interface ReadViews extends ListViews {
  problem: { kind: 'unreadable' } | { kind: 'skipped'; count: number } | null;
}

export const NO_VIEWS: ListViews = { views: [], defaultView: null };

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// eslint-disable-next-line no-control-regex -- control characters are what is taken out
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/** A name as it is kept: control characters out, runs of white space one space, no space at the ends. */
export function cleanViewName(text: string): string {
  return text.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

const nameLength = (name: string): number => [...name].length;
/** Names are the same when they differ only in case or width ("Pending", "pending", "Ｐｅｎｄｉｎｇ"). */
const nameKey = (name: string): string => cleanViewName(name).normalize('NFKC').toLocaleLowerCase();
export const sameViewName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

export type ViewNameError = 'empty' | 'tooLong' | 'duplicate';

/** Why a name cannot be given to a view, or null. `taken`: the names in use (other views, the built-in ones). */
export function viewNameError(text: string, taken: readonly string[]): ViewNameError | null {
  const name = cleanViewName(text);
  if (name === '') return 'empty';
  if (nameLength(name) > MAX_VIEW_NAME) return 'tooLong';
  return taken.some((other) => sameViewName(other, name)) ? 'duplicate' : null;
}

/** A view name the address gives (`view=`), or null when it is none a view could have. */
export function viewNameOf(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const name = cleanViewName(text);
  return name !== '' && nameLength(name) <= MAX_VIEW_NAME && name === text ? name : null;
}

const MAX_STORED_COLUMNS = 200;
const MAX_COLUMN_KEY = 100;

function keys(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string' && item.length <= MAX_COLUMN_KEY)
    .slice(0, MAX_STORED_COLUMNS);
}

/** The stored columns of a view, only what they may hold (readColumnView checks them against the area). */
function cleanColumns(value: unknown): StoredColumns {
  const entry = isTable(value) ? value : {};
  return {
    order: keys(entry.order),
    hidden: keys(entry.hidden),
    shown: keys(entry.shown),
    density: typeof entry.density === 'string' && entry.density.length <= 20 ? entry.density : '',
  };
}

/** One stored view, or null when it does not hold. */
function readView(value: unknown): SavedView | null {
  if (!isTable(value)) return null;
  const { name, query, columns } = value;
  if (typeof name !== 'string' || viewNameOf(name) === null) return null;
  if (typeof query !== 'string' || query.length > MAX_VIEW_QUERY) return null;
  return { name, query, columns: cleanColumns(columns) };
}

/** One list's views from its stored entry (undefined: none kept yet). Never throws. */
export function readListViews(entry: unknown): ReadViews {
  if (entry === undefined) return { ...NO_VIEWS, problem: null };
  if (!isTable(entry) || !Array.isArray(entry.views)) return { ...NO_VIEWS, problem: { kind: 'unreadable' } };
  const views: SavedView[] = [];
  let skipped = 0;
  for (const item of entry.views as unknown[]) {
    const view = readView(item);
    if (!view || views.length >= MAX_VIEWS || views.some((v) => sameViewName(v.name, view.name))) skipped += 1;
    else views.push(view);
  }
  const stated = entry.default;
  const defaultView = typeof stated === 'string' && viewNameOf(stated) !== null ? stated : null;
  return { views, defaultView, problem: skipped > 0 ? { kind: 'skipped', count: skipped } : null };
}

/** What is stored for one list's views; undefined (the entry removed) when there is nothing to keep. */
export function storedListViews(views: ListViews): unknown {
  if (views.views.length === 0 && views.defaultView === null) return undefined;
  return {
    views: views.views.map(({ name, query, columns }) => ({ name, query, columns })),
    ...(views.defaultView !== null ? { default: views.defaultView } : {}),
  };
}

/** Where one person's views are kept on a host: the account and the API host together. */
export const viewsBucket = (host: string, account: string): string => `${account}@${host}`;

/** The views of `list` in the whole stored table. */
export function pickListViews(stored: unknown, bucket: string, list: string): ReadViews {
  return readListViews(pickEntry(stored, bucket, list));
}

/** The whole stored table with `list`'s views set (the oldest accounts and lists forgotten first). */
export function withListViews(stored: unknown, bucket: string, list: string, views: ListViews) {
  return withEntry(stored, bucket, list, storedListViews(views));
}

export type ViewsChange =
  { ok: true; views: ListViews } | { ok: false; error: ViewNameError | 'limit' | 'missing' | 'notKept' };

const find = (views: ListViews, name: string): SavedView | undefined =>
  views.views.find((v) => sameViewName(v.name, name));

/**
 * Adds a view named `view.name`. `reserved`: names of the views every list has (All, the area's),
 * which a saved view may not take. At MAX_VIEWS views no other is added.
 */
export function addView(views: ListViews, view: SavedView, reserved: readonly string[]): ViewsChange {
  if (views.views.length >= MAX_VIEWS) return { ok: false, error: 'limit' };
  const error = viewNameError(view.name, [...reserved, ...views.views.map((v) => v.name)]);
  if (error) return { ok: false, error };
  return { ok: true, views: { ...views, views: [...views.views, { ...view, name: cleanViewName(view.name) }] } };
}

/** Gives the view `from` the name `to`; a default that named it follows. */
export function renameView(views: ListViews, from: string, to: string, reserved: readonly string[]): ViewsChange {
  const view = find(views, from);
  if (!view) return { ok: false, error: 'missing' };
  const others = views.views.filter((v) => v !== view).map((v) => v.name);
  const error = viewNameError(to, [...reserved, ...others]);
  if (error) return { ok: false, error };
  const name = cleanViewName(to);
  return {
    ok: true,
    views: {
      views: views.views.map((v) => (v === view ? { ...v, name } : v)),
      defaultView: views.defaultView !== null && sameViewName(views.defaultView, from) ? name : views.defaultView,
    },
  };
}

/** Keeps the current list and columns in the view `name` instead of what it held. */
export function updateView(views: ListViews, name: string, current: Pick<SavedView, 'query' | 'columns'>): ViewsChange {
  const view = find(views, name);
  if (!view) return { ok: false, error: 'missing' };
  const next = { ...view, query: current.query, columns: current.columns };
  return { ok: true, views: { ...views, views: views.views.map((v) => (v === view ? next : v)) } };
}

/** Removes the view `name`; when it was the default, the list opens with All again. */
export function deleteView(views: ListViews, name: string): ViewsChange {
  const view = find(views, name);
  if (!view) return { ok: false, error: 'missing' };
  return {
    ok: true,
    views: {
      views: views.views.filter((v) => v !== view),
      defaultView: views.defaultView !== null && sameViewName(views.defaultView, name) ? null : views.defaultView,
    },
  };
}

/** Makes `name` (a saved or declared view) the one the list opens with; null or All: none, the list opens with All. */
export function setDefaultView(views: ListViews, name: string | null): ViewsChange {
  const defaultView = name === null || name === ALL_VIEW ? null : name;
  return { ok: true, views: { ...views, defaultView } };
}

/** A view as chosen from the menu or named by the address. */
export type KnownView =
  | { kind: 'all'; name: typeof ALL_VIEW }
  | { kind: 'declared'; name: string; view: ListViewDef }
  | { kind: 'saved'; name: string; view: SavedView };

/** The view `name` stands for: All, then the area's (by key), then the person's own (by name); null for none. */
export function findView(
  name: string | null,
  declared: readonly ListViewDef[],
  saved: readonly SavedView[],
): KnownView | null {
  if (name === null) return null;
  if (name === ALL_VIEW) return { kind: 'all', name: ALL_VIEW };
  const area = declared.find((v) => v.key === name);
  if (area) return { kind: 'declared', name: area.key, view: area };
  const own = saved.find((v) => v.name === name);
  return own ? { kind: 'saved', name: own.name, view: own } : null;
}

/** The query a view keeps of the list: its address at the first page. */
export function viewQuery(def: AddressDef, state: ListState): string {
  return encodeListAddress(def, { ...state, first: 0 });
}

/** The list a kept query shows, at its first page (what the area no longer takes is left out). */
export function queryState(def: AddressDef, query: string): ListState {
  return { ...decodeListAddress(def, query).state, first: 0 };
}

/** The list a declared view shows on the day `now`, as its address would restore it. */
export function declaredState(def: AddressDef, view: ListViewDef, now: Date): ListState {
  const initial = initialListState(def);
  return normaliseListState(def, {
    ...initial,
    keyword: view.keyword ?? '',
    filters: view.filters(now),
    ...(view.sort ? { sortField: view.sort.field, sortOrder: view.sort.order === 'asc' ? 1 : -1 } : {}),
  });
}

/** The list a view shows (its columns aside): All is the area's defaults. */
export function stateOfView(def: AddressDef, view: KnownView, now: Date): ListState {
  switch (view.kind) {
    case 'all':
      return initialListState(def);
    case 'declared':
      return declaredState(def, view.view, now);
    default:
      return queryState(def, view.view.query);
  }
}

/** Whether two lists show the same view: the page aside, the same keyword, filters, sort and page size. */
export function sameView(a: ListState, b: ListState): boolean {
  return sameListState({ ...a, first: 0 }, { ...b, first: 0 });
}

/**
 * The view a list opens with: its default, when the address names neither filters nor a view (a
 * list the person left without filters is named `view=all` by then, so the default does not come back).
 */
export function openingView(
  search: string | null,
  named: string | null,
  views: ListViews,
  declared: readonly ListViewDef[],
): KnownView | null {
  if (search !== '' || named !== null) return null;
  const found = findView(views.defaultView, declared, views.views);
  return found && found.kind !== 'all' ? found : null;
}
