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

/** Keys of the screens the console can show; each maps to a lazily loaded component. */
export type ScreenKey =
  | 'dashboard'
  | 'error-401'
  | 'error-404'
  | 'resource-list'
  | 'user-look'
  | 'incentive-form'
  | 'institution-tree'
  | 'profile'
  | 'menu-admin'
  | 'role-admin';

/** What the console hands every screen it shows: the route it is shown for. */
export interface ScreenProps {
  route: RouteDef;
}

export interface RouteDef {
  /** Absolute path, e.g. `/business/user`. */
  path: string;
  name: string;
  meta: RouteMeta;
  redirect?: string;
  screen?: ScreenKey;
  children?: RouteDef[];
}
