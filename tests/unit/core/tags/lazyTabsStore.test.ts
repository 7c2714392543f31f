import { describe, expect, it } from 'vitest';
import { lazyTabsStore } from '../../../../src/core/tags/lazyTabsStore.ts';
import { TABS_KEY } from '../../../../src/core/tags/tabsStore.ts';
import { CONSTANT_ROUTES } from '../../../../src/core/routes/table.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import { flattenRoutes } from '../../../../src/core/routes/resolve.ts';
import { MemoryStorage } from '../../support/memoryStorage.ts';

const routes = new Map(flattenRoutes([...CONSTANT_ROUTES, ...PERMISSION_ROUTES]).map((r) => [r.path, r]));
const route = (path: string) => routes.get(path)!;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the tabs store loads its rules with the first screen, and loses no call made before', () => {
  it('its state is there at once; visits and a restore made while its rules load apply, in order', async () => {
    const storage = new MemoryStorage();
    storage.values.set(TABS_KEY, [{ path: '/config/brand', search: '' }]);
    const tabs = lazyTabsStore(storage);
    expect(tabs.store.getState()).toEqual({ tabs: [], generation: {}, restored: false });
    // Before the rules are there, closing answers the tabs as they are.
    expect(tabs.act('/config/brand', 'close')).toEqual([]);
    // As the console calls them: the routes are loaded (restore), then the first screen is shown.
    const restoring = tabs.restore(routes);
    tabs.visit(route('/business/user'), 'page=2');
    tabs.visit(route('/business/tag'), '');
    await restoring;
    await until(() => tabs.store.getState().tabs.length === 4);
    expect(tabs.store.getState().tabs.map((t) => t.path)).toEqual([
      '/dashboard',
      '/config/brand',
      '/business/user',
      '/business/tag',
    ]);
    // Loaded: closing works at once.
    expect(tabs.act('/business/tag', 'close').map((t) => t.path)).toEqual([
      '/dashboard',
      '/config/brand',
      '/business/user',
    ]);
    tabs.refresh('/business/user');
    await until(() => tabs.store.getState().generation['/business/user'] === 1);
    expect(tabs.store.getState().generation).toEqual({ '/business/user': 1 });
    tabs.reset();
    expect(tabs.store.getState().tabs).toEqual([]);
    expect(storage.values.has(TABS_KEY)).toBe(false);
  });
});
