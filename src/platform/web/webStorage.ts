import type { KeyValueStorage } from '../../contract/platform.ts';

/** A JSON value in Web Storage, read at once; unreadable or corrupt reads as undefined, never throws. */
export function readStoredJson(area: Storage, key: string): unknown {
  try {
    const raw = area.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
    // Stryker disable next-line BlockStatement: an empty catch block returns undefined all the same
  } catch {
    return undefined;
  }
}

/** JSON values in Web Storage. Unreadable or corrupt entries read as undefined, never throw. */
export function webStorage(area: () => Storage): KeyValueStorage {
  return {
    async get(key) {
      try {
        return readStoredJson(area(), key);
        // Stryker disable next-line BlockStatement: an empty catch block returns undefined all the same
      } catch {
        // The storage itself is refused (`localStorage` throws when storage is disabled).
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
