import { createStore } from 'zustand/vanilla';
import type { KeyValueStorage } from '../../contract/platform.ts';
import type { Language } from '../../contract/constants.ts';
import {
  APP_STATE_KEY,
  SETTINGS_KEY,
  DEFAULT_SETTINGS,
  defaultAppState,
  readAppState,
  readSettings,
} from './settings.ts';
import type { SettingsState, SettingsStore } from '../kernel/ports.ts';

/**
 * Loads settings and application state, keeps them persisted, and applies changes made by
 * another page (another side panel, another tab) live.
 */
export async function createSettingsStore(storage: KeyValueStorage, browserLanguage: Language): Promise<SettingsStore> {
  const read = async (key: string) => {
    try {
      return await storage.get(key);
    } catch {
      return undefined;
    }
  };
  const store = createStore<SettingsState>()(() => ({
    settings: DEFAULT_SETTINGS,
    app: defaultAppState(browserLanguage),
  }));
  const [settings, app] = await Promise.all([read(SETTINGS_KEY), read(APP_STATE_KEY)]);
  store.setState({ settings: readSettings(settings), app: readAppState(app, browserLanguage) });

  storage.subscribe(SETTINGS_KEY, (value) => store.setState({ settings: readSettings(value) }));
  storage.subscribe(APP_STATE_KEY, (value) =>
    store.setState({ app: readAppState(value, store.getState().app.language) }),
  );

  const persist = (key: string, value: unknown) => void storage.set(key, value).catch(() => undefined);
  return {
    store,
    update(patch) {
      const next = readSettings({ ...store.getState().settings, ...patch });
      store.setState({ settings: next });
      persist(SETTINGS_KEY, next);
    },
    updateApp(patch) {
      const current = store.getState().app;
      const next = readAppState({ ...current, ...patch }, current.language);
      store.setState({ app: next });
      persist(APP_STATE_KEY, next);
    },
    reset() {
      store.setState({ settings: DEFAULT_SETTINGS });
      persist(SETTINGS_KEY, DEFAULT_SETTINGS);
      const app = {
        ...defaultAppState(store.getState().app.language),
        sidebarStatus: store.getState().app.sidebarStatus,
      };
      store.setState({ app });
      persist(APP_STATE_KEY, app);
    },
  };
}
