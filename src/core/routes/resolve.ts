import type { RouteDef } from './types.ts';
import { CONSTANT_ROUTES } from './table.ts';

export type Resolution = { type: 'screen'; route: RouteDef } | { type: 'redirect'; to: string } | { type: 'not-found' };

/** Every route with a screen, depth first, plus the groups that redirect. */
export function flattenRoutes(routes: readonly RouteDef[]): RouteDef[] {
  const out: RouteDef[] = [];
  const walk = (list: readonly RouteDef[]) => {
    for (const route of list) {
      out.push(route);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return out;
}

/** Resolves a path inside the main layout against the constant and the built routes (SPEC 2). */
export function resolvePath(path: string, built: readonly RouteDef[]): Resolution {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalized === '/') return { type: 'redirect', to: '/dashboard' };
  for (const route of flattenRoutes([...CONSTANT_ROUTES, ...built])) {
    if (route.path !== normalized) continue;
    if (route.screen) return { type: 'screen', route };
    if (route.redirect) return { type: 'redirect', to: route.redirect };
  }
  return { type: 'not-found' };
}
