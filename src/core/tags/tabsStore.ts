import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from '../../contract/platform.ts';
import { closeTabs, openTab, persistableTabs, restoreTabs, tabFor } from './tabs.ts';
import type { Tab, TabsState, TabsStore } from '../kernel/ports.ts';

/** Session-storage key of the open tabs: they survive a reload and a reopened side panel. */
export const TABS_KEY = 'tags-view';

export const emptyTabs = (): StoreApi<TabsState> =>
  createStore<TabsState>()(() => ({ tabs: [], generation: {}, restored: false }));

/** The tabs' rules over `store` (given by `lazyTabsStore`, which loads this module with the first screen). */
export function createTabsStore(storage: KeyValueStorage, store: StoreApi<TabsState> = emptyTabs()): TabsStore {
  const save = () => {
    void storage.set(TABS_KEY, persistableTabs(store.getState().tabs)).catch(() => undefined);
  };
  return {
    store,
    async restore(routes) {
      let stored: unknown;
      try {
        stored = await storage.get(TABS_KEY);
      } catch {
        stored = undefined;
      }
      const pinned = [...routes.values()].filter((r) => r.meta.affix && r.screen).map((r) => tabFor(r, ''));
      let tabs: Tab[] = [];
      // Screens visited while the stored tabs were being read (storage may answer late) are kept.
      for (const tab of [...pinned, ...restoreTabs(stored, routes), ...store.getState().tabs])
        tabs = openTab(tabs, tab);
      store.setState({ tabs, restored: true });
      save();
    },
    visit(route, search) {
      // Error screens get no tab.
      if (route.path === '/401' || route.path === '/404') return;
      const tabs = openTab(store.getState().tabs, tabFor(route, search));
      if (tabs !== store.getState().tabs) {
        store.setState({ tabs });
        save();
      }
    },
    act(path, action) {
      const tabs = closeTabs(store.getState().tabs, path, action);
      store.setState({ tabs });
      save();
      return tabs;
    },
    refresh(path) {
      const { generation } = store.getState();
      store.setState({ generation: { ...generation, [path]: (generation[path] ?? 0) + 1 } });
    },
    reset() {
      store.setState({ tabs: [], generation: {}, restored: false });
      void storage.remove(TABS_KEY).catch(() => undefined);
    },
  };
}
