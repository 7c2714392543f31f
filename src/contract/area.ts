/**
 * An area declared once for both sides: the console builds its route, permissions and screens on
 * it, and the reference server its records, menu entry and message terms. Pure data (and a seed
 * recipe for a plain area), no React, no server code: `src/contract/areas.ts` holds the declarations.
 *
 * By the API convention the name gives the rest: the route `/<group>/<name>`, the calls
 * `/api/<group>/<name>/…`, the permission strings `sys:<name>:<action>`.
 */

export type AreaAction = 'list' | 'info' | 'add' | 'edit' | 'delete';
export const AREA_ACTIONS = ['list', 'info', 'add', 'edit', 'delete'] as const satisfies readonly AreaAction[];

/** A word in both languages (an area's name in server messages: `参数 … 对应的用户 3 不存在`). */
export interface Term {
  zh: string;
  en: string;
}

/** How a field's value is checked by the server. */
export type FieldKind =
  | 'string'
  | 'text'
  | 'int'
  | 'money'
  | 'enum'
  | 'bool'
  | 'status'
  | 'date'
  | 'datetime'
  | 'mobile'
  | 'color'
  | 'image'
  | 'ref'
  | 'refs';

/** How a list call filters by the field: `match` one of the given values, `range` [from, to], `has` an id in an id list. */
export type FilterMode = 'match' | 'range' | 'has';

/** A field of an area's records and its rules (docs/api.md). */
export interface FieldRule {
  key: string;
  kind: FieldKind;
  required?: boolean;
  /** Length (strings) or value (numbers) bounds. */
  min?: number;
  max?: number;
  options?: readonly (string | number)[];
  /** What a reference points to: an area's name, or `role`. */
  ref?: string;
  /** A `ref` that may be null (or 0 when `zeroIsNone`). */
  nullable?: boolean;
  zeroIsNone?: boolean;
  pattern?: RegExp;
  patternText?: string;
  unique?: boolean;
  /** Set by the server; ignored in request bodies. */
  readOnly?: boolean;
  filter?: FilterMode;
  sortable?: boolean;
}

/** What a seed recipe is given: a random stream of the area's own, the moment of seeding, a time's text. */
export interface SeedTools {
  random: {
    next(): number;
    int(min: number, max: number): number;
    pick<T>(items: readonly T[]): T;
    chance(p: number): boolean;
  };
  /** Epoch milliseconds, whole minutes. */
  now: number;
  /** `YYYY-MM-DD HH:mm:ss` of epoch milliseconds (server local time). */
  time(ms: number): string;
}

/** A plain area's records: the server serves them by the convention alone (list, info, add, edit, delete). */
export interface PlainRecords {
  fields: readonly FieldRule[];
  /** Fields the keyword searches. */
  keyword: readonly string[];
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /** The demo records (ids are given in order, from 1). */
  seed(tools: SeedTools): Record<string, unknown>[];
}

/** What an area declares. */
export interface AreaSpec {
  /** The console's icon (a name of core/layout/icons.ts). */
  icon: string;
  /** The actions the area has (all five when left out): its permission strings follow. */
  actions?: readonly AreaAction[];
  /** Actions of its own: `{ audit: '审核' }` gives `sys:<name>:audit`, a button of the menu named so. */
  extra?: Readonly<Record<string, string>>;
  /** Its name in server messages, both languages. */
  term: Term;
  /** Its entry in the server's menu: the name (the platform's language) and icon. */
  menu: { name: string; icon: string };
  /** A plain area: fields, keyword, sort and seed recipe; the console lists it without a declaration of its own. */
  records?: PlainRecords;
  /**
   * Records of it may be imported from a spreadsheet (CSV or XLSX), one create call per row, by
   * whoever may add them (docs/import.md). Not users: they register themselves.
   */
  importable?: boolean;
}

export type AreaDeclaration<N extends string = string, S extends AreaSpec = AreaSpec> = S & { name: N; group: string };

export interface GroupDeclaration<A extends Record<string, AreaSpec> = Record<string, AreaSpec>> {
  name: string;
  /** Its directory in the server's menu. */
  menu: { name: string; icon: string };
  /** Whether the server keeps its areas' records in the business data (the permission group's are its own). */
  stored: boolean;
  /** In menu order. */
  areas: { readonly [K in keyof A]: AreaDeclaration<K & string, A[K]> };
}

/** A group and its areas, in menu order. */
export function declareGroup<const A extends Record<string, AreaSpec>>(
  name: string,
  group: Omit<GroupDeclaration, 'name' | 'areas'>,
  areas: A,
): GroupDeclaration<A> {
  const declared = Object.fromEntries(
    Object.entries(areas).map(([key, spec]) => [key, { ...spec, name: key, group: name }]),
  );
  return { name, ...group, areas: declared as GroupDeclaration<A>['areas'] };
}

/** The permission strings of an area's actions and its own ones, by action. */
export type PermissionsOf<S extends AreaSpec> = Record<
  S['actions'] extends readonly (infer X extends AreaAction)[] ? X : AreaAction,
  string
> &
  Record<keyof NonNullable<S['extra']>, string>;

export function permissionsOf<S extends AreaSpec>(area: S & { name: string }): PermissionsOf<S> {
  const actions = [...(area.actions ?? AREA_ACTIONS), ...Object.keys(area.extra ?? {})];
  return Object.fromEntries(actions.map((action) => [action, `sys:${area.name}:${action}`])) as PermissionsOf<S>;
}

/** Every area of `groups`, in menu order. */
export function areasOf(groups: readonly GroupDeclaration[]): AreaDeclaration[] {
  return groups.flatMap((group) => Object.values(group.areas));
}
