import { createStore } from 'zustand/vanilla';
import type { KeyValueStorage } from '../../contract/platform.ts';
import type { TabsState, TabsStore } from '../kernel/ports.ts';

/**
 * The tabs store as the console starts it: its state at once (the tags bar reads it), its rules
 * (tabsStore.ts, tabs.ts) loaded with the first screen rather than with the sign-in page. Calls made
 * before they are there wait for them, in order.
 */
export function lazyTabsStore(storage: KeyValueStorage): TabsStore {
  const store = createStore<TabsState>()(() => ({ tabs: [], generation: {}, restored: false }));
  let ready: TabsStore | null = null;
  let loading: Promise<TabsStore> | null = null;
  const later = (call: (tabs: TabsStore) => unknown) => {
    if (ready) return void call(ready);
    void (loading ??= import('./tabsStore.ts').then((m) => (ready = m.createTabsStore(storage, store)))).then(call);
  };
  return {
    store,
    restore: (routes) => new Promise((done) => later((tabs) => tabs.restore(routes).then(done))),
    visit: (route, search) => later((tabs) => tabs.visit(route, search)),
    // A screen closes tabs only once one was visited: the rules are there by then.
    act: (path, action) => ready?.act(path, action) ?? store.getState().tabs,
    refresh: (path) => later((tabs) => tabs.refresh(path)),
    reset: () => later((tabs) => tabs.reset()),
  };
}
