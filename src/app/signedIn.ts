/**
 * What the start-up needs of the signed-in console's code, which the sign-in page does not load:
 * the features' route table (the session builds the routes from it once someone is signed in) and
 * the tabs kept from before, opened again against those routes. A root of the `signed-in` chunk.
 */
import type { TabsStore } from '../core/kernel/ports.ts';
import { CONSTANT_ROUTES } from '../core/routes/table.ts';
import { flattenRoutes } from '../core/routes/resolve.ts';
import type { RouteDef } from '../core/routes/types.ts';

export { PERMISSION_ROUTES } from '../features/index.ts';

/** Opens the tabs kept from before again, against the routes the session built. */
export function restoreTabs(tabs: TabsStore, routes: readonly RouteDef[]): Promise<void> {
  return tabs.restore(new Map(flattenRoutes([...CONSTANT_ROUTES, ...routes]).map((route) => [route.path, route])));
}
