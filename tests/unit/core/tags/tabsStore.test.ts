import { describe, expect, it } from 'vitest';
import { createTabsStore, TABS_KEY } from '../../../../src/core/tags/tabsStore.ts';
import { CONSTANT_ROUTES } from '../../../../src/core/routes/table.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import { flattenRoutes } from '../../../../src/core/routes/resolve.ts';
import { MemoryStorage } from '../../support/memoryStorage.ts';

const routes = new Map(flattenRoutes([...CONSTANT_ROUTES, ...PERMISSION_ROUTES]).map((r) => [r.path, r]));
const route = (path: string) => routes.get(path)!;
const paths = (store: ReturnType<typeof createTabsStore>) => store.store.getState().tabs.map((t) => t.path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tags store — open tabs survive a reload (kept in session storage)', () => {
  it('a visit opens a tab and keeps it; a reloaded page restores it after the pinned dashboard', async () => {
    const storage = new MemoryStorage();
    const first = createTabsStore(storage);
    first.visit(route('/business/user'), 'page=2');
    await settle();
    const second = createTabsStore(storage);
    await second.restore(routes);
    expect(paths(second)).toEqual(['/dashboard', '/business/user']);
    expect(second.store.getState().tabs[1]!.search).toBe('page=2');
    expect(second.store.getState().restored).toBe(true);
  });

  it('error screens get no tab', () => {
    const tabs = createTabsStore(new MemoryStorage());
    tabs.visit(route('/404'), '');
    tabs.visit(route('/401'), '');
    expect(paths(tabs)).toEqual([]);
  });

  it('keeps screens visited while the stored tabs were being read', async () => {
    const storage = new MemoryStorage();
    storage.values.set(TABS_KEY, [{ path: '/config/brand', search: '' }]);
    const tabs = createTabsStore(storage);
    const restoring = tabs.restore(routes);
    tabs.visit(route('/business/user'), '');
    await restoring;
    expect(paths(tabs)).toEqual(['/dashboard', '/config/brand', '/business/user']);
  });

  it('closing keeps pinned tabs and is kept; refresh re-mounts one screen', async () => {
    const storage = new MemoryStorage();
    const tabs = createTabsStore(storage);
    await tabs.restore(routes);
    tabs.visit(route('/business/user'), '');
    tabs.visit(route('/config/brand'), '');
    expect(tabs.act('/config/brand', 'close-all').map((t) => t.path)).toEqual(['/dashboard']);
    await settle();
    expect(storage.values.get(TABS_KEY)).toEqual([expect.objectContaining({ path: '/dashboard' })]);
    tabs.refresh('/dashboard');
    tabs.refresh('/dashboard');
    expect(tabs.store.getState().generation['/dashboard']).toBe(2);
  });

  it('signing out forgets every tab, in memory and in storage', async () => {
    const storage = new MemoryStorage();
    const tabs = createTabsStore(storage);
    tabs.visit(route('/business/user'), '');
    await settle();
    tabs.reset();
    await settle();
    expect(paths(tabs)).toEqual([]);
    expect(storage.values.has(TABS_KEY)).toBe(false);
  });

  it('a storage that cannot be read restores the pinned tabs only', async () => {
    const storage = new MemoryStorage();
    storage.failing = true;
    const tabs = createTabsStore(storage);
    await tabs.restore(routes);
    expect(paths(tabs)).toEqual(['/dashboard']);
  });
});
