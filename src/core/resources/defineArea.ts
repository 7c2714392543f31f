import type { RouteDef, RouteMeta, ScreenKey, ScreenProps } from '../routes/types.ts';
import type { Preloadable } from '../kernel/preloadable.ts';
import type { LookupTarget, PendingWorkSource } from '../kernel/features.ts';
import type { ResourcePermissions } from './types.ts';
import type { AreaSpec, GroupDeclaration, PermissionsOf } from '../../contract/area.ts';

/**
 * What a feature declares about an area besides its fields (pure, and light: the group's index
 * holds these, its screens load later): the list screen's route and the permission strings, both
 * derived from the area's name by the API convention (`/<group>/<area>`, `sys:<area>:<action>`).
 * The app composes the groups into the route table, the screens and the catalogue of permissions;
 * nothing lists a feature by hand.
 */
export type Action = keyof ResourcePermissions;
export const ALL_ACTIONS = ['list', 'info', 'add', 'edit', 'delete'] as const satisfies readonly Action[];

export interface AreaOptions<A extends Action, X extends Record<string, string>> {
  /** The actions the area has (all five when left out): its permission strings follow. */
  actions?: readonly A[];
  /** Permission strings of the area's own actions (`{ approve: 'sys:<area>:approve' }`). */
  extra?: X;
  /** The screen that shows it: an area's list (`resource-list`) when left out. */
  screen?: ScreenKey;
  /** More of the route's meta (hidden, activeMenu, …). */
  meta?: Partial<RouteMeta>;
  /** Records may be imported from a spreadsheet (src/contract/area.ts `importable`). */
  importable?: boolean;
}

export interface Area<N extends string = string, P extends Record<string, string> = Record<string, string>> {
  name: N;
  group: string;
  route: RouteDef;
  permissions: P;
  /** Records may be imported from a spreadsheet: Import on its list (docs/import.md). */
  importable?: boolean;
}

/** An area of `group`: its route `/<group>/<name>` (title `route.<name>`) and its permission strings. */
export function defineArea<
  N extends string,
  A extends Action = (typeof ALL_ACTIONS)[number],
  X extends Record<string, string> = Record<never, string>,
>(group: string, name: N, icon: string, options: AreaOptions<A, X> = {}): Area<N, Record<A, string> & X> {
  const actions = (options.actions ?? ALL_ACTIONS) as readonly A[];
  const permissions = Object.fromEntries(actions.map((action) => [action, `sys:${name}:${action}`])) as Record<
    A,
    string
  >;
  return {
    name,
    group,
    route: {
      path: `/${group}/${name}`,
      name,
      screen: options.screen ?? 'resource-list',
      meta: { title: `route.${name}`, icon, keepAlive: true, ...options.meta },
    },
    permissions: { ...permissions, ...(options.extra ?? ({} as X)) },
    ...(options.importable ? { importable: true } : {}),
  };
}

/** The console's areas of a declared group (src/contract/areas.ts), with the screens some of them show instead of a list. */
export function defineAreas<A extends Record<string, AreaSpec>>(
  group: GroupDeclaration<A>,
  options: { readonly [K in keyof A]?: Pick<AreaOptions<Action, Record<never, string>>, 'screen' | 'meta'> } = {},
): { readonly [K in keyof A]: Area<K & string, PermissionsOf<A[K]>> } {
  const entries = Object.entries(group.areas).map(([name, spec]) => {
    const extra = Object.fromEntries(Object.keys(spec.extra ?? {}).map((action) => [action, `sys:${name}:${action}`]));
    const area = defineArea(group.name, name, spec.icon, {
      actions: spec.actions,
      extra,
      ...(spec.importable ? { importable: true } : {}),
      ...options[name],
    });
    return [name, area];
  });
  return Object.fromEntries(entries) as { readonly [K in keyof A]: Area<K & string, PermissionsOf<A[K]>> };
}

/** A group's areas in their declared order, each followed by the screens of its own (`after`). */
export function inMenuOrder(
  areas: Readonly<Record<string, Area>>,
  after: Readonly<Record<string, readonly RouteDef[]>> = {},
): (Area | RouteDef)[] {
  return Object.values(areas).flatMap((area) => [area, ...(after[area.name] ?? [])]);
}

/** A screen of a group that is no area (a hidden detail page): its route under the group. */
export function defineScreen(group: string, name: string, screen: ScreenKey, meta: Partial<RouteMeta>): RouteDef {
  return { path: `/${group}/${name}`, name, screen, meta: { title: `route.${name}`, ...meta } };
}

export interface FeatureGroup {
  /** The group's route: `/<name>`, a menu entry that always shows, redirecting to its first item. */
  route: RouteDef;
  /** The screens the group brings, by key (their code loads when first shown). */
  screens: Partial<Record<ScreenKey, Preloadable<ScreenProps>>>;
  /** Every permission string the group's screens check. */
  permissions: readonly string[];
  /** The group's screens that answer a lookup (`core/lookup/target.ts`). */
  lookups: readonly LookupTarget[];
  /** The counts of work waiting behind the group's menu entries, shown as badges. */
  pendingWork: readonly PendingWorkSource[];
}

/** What a group contributes to the console's shell besides its items and screens. */
export interface GroupContributions {
  lookups?: readonly LookupTarget[];
  pendingWork?: readonly PendingWorkSource[];
}

/** A feature group: its items (areas and screens, in menu order) under `/<name>`, with its screens. */
export function defineGroup(
  name: string,
  icon: string,
  items: readonly (Area | RouteDef)[],
  screens: FeatureGroup['screens'] = {},
  contributions: GroupContributions = {},
): FeatureGroup {
  const children = items.map((item) => ('route' in item ? item.route : item));
  return {
    route: {
      path: `/${name}`,
      name,
      redirect: children[0]?.path,
      meta: { title: `route.${name}`, icon, alwaysShow: true },
      children,
    },
    screens,
    permissions: items.flatMap((item) => ('permissions' in item ? Object.values(item.permissions) : [])),
    lookups: contributions.lookups ?? [],
    pendingWork: contributions.pendingWork ?? [],
  };
}
