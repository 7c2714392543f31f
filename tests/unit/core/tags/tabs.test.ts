import { describe, expect, it } from 'vitest';
import { closeTabs, openTab, restoreTabs, tabFor } from '../../../../src/core/tags/tabs.ts';
import { availableActions, nextAfterClose } from '../../../../src/core/tags/tabActions.ts';
import { CONSTANT_ROUTES } from '../../../../src/core/routes/table.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import { flattenRoutes } from '../../../../src/core/routes/resolve.ts';
import type { Tab } from '../../../../src/core/kernel/ports.ts';

const routes = new Map(flattenRoutes([...CONSTANT_ROUTES, ...PERMISSION_ROUTES]).map((r) => [r.path, r]));
const tab = (path: string, search = '') => tabFor(routes.get(path)!, search);
const paths = (tabs: Tab[]) => tabs.map((t) => t.path);
const four = [tab('/dashboard'), tab('/business/user'), tab('/config/brand'), tab('/config/channel')];

describe('tags view — a tab per visited screen; the dashboard is pinned (affix)', () => {
  it("adds a tab per screen once, keeping the latest query; a list's title parameter names nothing", () => {
    let tabs = openTab([], tab('/dashboard'));
    tabs = openTab(tabs, tab('/business/user', 'page=2'));
    tabs = openTab(tabs, tab('/business/user', 'page=3&title=VIP'));
    expect(paths(tabs)).toEqual(['/dashboard', '/business/user']);
    expect(tabs[1]).toMatchObject({ search: 'page=3&title=VIP', title: 'route.user' });
    expect(tabs[1]!.customTitle).toBeUndefined();
    expect(tabs[0]).toMatchObject({ affix: true, keepAlive: true });
  });

  it("a detail screen's title parameter is a detail of its declared title, cleaned (docs/security.md)", () => {
    expect(tab('/business/user-look', 'id=7&title=VIP')).toMatchObject({
      title: 'route.user-look',
      customTitle: 'VIP',
    });
    expect(tab('/business/user-look', `id=7&title=${encodeURIComponent('\u202eA\u0000\n  B ')}`).customTitle).toBe(
      'A B',
    );
    expect(tab('/business/user-look', `title=${'x'.repeat(100)}`).customTitle).toBe('x'.repeat(40));
    for (const path of ['/dashboard', '/business/user', '/404', '/profile'])
      expect(tab(path, 'title=Session%20expired%20%E2%80%94%20call%20400').customTitle, path).toBeUndefined();
  });

  it('keeps pinned tabs first', () => {
    expect(paths(openTab([tab('/business/user')], tab('/dashboard')))).toEqual(['/dashboard', '/business/user']);
  });

  it('close, close others, close left, close right and close all leave pinned tabs', () => {
    expect(paths(closeTabs(four, '/config/brand', 'close'))).toEqual([
      '/dashboard',
      '/business/user',
      '/config/channel',
    ]);
    expect(paths(closeTabs(four, '/dashboard', 'close'))).toEqual(paths(four));
    expect(paths(closeTabs(four, '/config/brand', 'close-others'))).toEqual(['/dashboard', '/config/brand']);
    expect(paths(closeTabs(four, '/config/brand', 'close-left'))).toEqual([
      '/dashboard',
      '/config/brand',
      '/config/channel',
    ]);
    expect(paths(closeTabs(four, '/business/user', 'close-right'))).toEqual(['/dashboard', '/business/user']);
    expect(paths(closeTabs(four, '/business/user', 'close-all'))).toEqual(['/dashboard']);
  });

  it('moves to the right neighbour after closing the active tab, else the left one', () => {
    expect(nextAfterClose(four, closeTabs(four, '/config/brand', 'close'), '/config/brand')?.path).toBe(
      '/config/channel',
    );
    expect(nextAfterClose(four, closeTabs(four, '/config/channel', 'close'), '/config/channel')?.path).toBe(
      '/config/brand',
    );
    expect(nextAfterClose(four, four, '/config/brand')).toBeNull();
  });

  it('offers only the actions that do something', () => {
    expect(availableActions(four, '/dashboard')).toMatchObject({
      close: false,
      'close-left': false,
      'close-right': true,
      'close-all': true,
    });
    expect(availableActions([tab('/dashboard')], '/dashboard')).toEqual({
      refresh: true,
      close: false,
      'close-others': false,
      'close-left': false,
      'close-right': false,
      'close-all': false,
    });
  });

  it('restores stored tabs, ignoring corrupt, unknown and duplicate entries', () => {
    const stored = [
      { path: '/business/user', search: 'page=2' },
      { path: '/nowhere' },
      'junk',
      null,
      { path: 42 },
      { path: '/business/user' },
      { path: '/config' },
    ];
    expect(restoreTabs(stored, routes).map((t) => [t.path, t.search])).toEqual([['/business/user', 'page=2']]);
    for (const corrupt of ['{', 42, null, { tabs: [] }]) expect(restoreTabs(corrupt, routes)).toEqual([]);
  });
});

describe('tabs store — restoring from storage that answers late', () => {
  it('keeps a tab visited while the stored tabs were read', async () => {
    const { createTabsStore } = await import('../../../../src/core/tags/tabsStore.ts');
    let release: (value: unknown) => void = () => undefined;
    const storage = {
      get: () => new Promise((resolve) => (release = resolve)),
      set: async () => undefined,
      remove: async () => undefined,
      subscribe: () => () => undefined,
    };
    const tabs = createTabsStore(storage);
    const restoring = tabs.restore(routes);
    tabs.visit(routes.get('/config/brand')!, '');
    release([{ path: '/business/user', search: '' }]);
    await restoring;
    expect(tabs.store.getState().tabs.map((t) => t.path)).toEqual(['/dashboard', '/business/user', '/config/brand']);
  });
});
