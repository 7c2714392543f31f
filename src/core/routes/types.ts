/** Route meta fields of SPEC.md section 2. `title` is a locale key. */
export interface RouteMeta {
  title: string;
  icon?: string;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  params?: Record<string, string>;
  activeMenu?: string;
  affix?: boolean;
}

/**
 * The key of a screen the console can show; each maps to a lazily loaded component. Open: the
 * features register their screens by key (`registerScreens` in `kernel/screens.ts`), and the core
 * names only the console's own routes' screens (`dashboard`, `error-401`, `error-404`, `profile`,
 * an area's `resource-list`).
 */
export type ScreenKey = string;

/** What the console hands every screen it shows: the route it is shown for. */
export interface ScreenProps {
  route: RouteDef;
}

export interface RouteDef {
  /** Absolute path, e.g. `/<group>/<area>`. */
  path: string;
  name: string;
  meta: RouteMeta;
  redirect?: string;
  screen?: ScreenKey;
  children?: RouteDef[];
}
