import type { KeyValueStorage } from '../types.ts';

/** JSON values in Web Storage. Unreadable or corrupt entries read as undefined, never throw. */
export function webStorage(area: () => Storage): KeyValueStorage {
  return {
    async get(key) {
      try {
        const raw = area().getItem(key);
        return raw === null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      area().setItem(key, JSON.stringify(value));
    },
    async remove(key) {
      area().removeItem(key);
    },
    subscribe(key, listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || event.storageArea !== area()) return;
        try {
          listener(event.newValue === null ? undefined : (JSON.parse(event.newValue) as unknown));
        } catch {
          listener(undefined);
        }
      };
      addEventListener('storage', onStorage);
      return () => removeEventListener('storage', onStorage);
    },
  };
}
