import browser from 'webextension-polyfill';
import type { KeyValueStorage } from '../../contract/platform.ts';

/** JSON values in chrome.storage (local: shared by every side panel; session: until the browser closes). */
export function extensionStorage(areaName: 'local' | 'session'): KeyValueStorage {
  const area = browser.storage[areaName];
  return {
    async get(key) {
      try {
        return (await area.get(key))[key];
        // Stryker disable next-line BlockStatement: an empty catch block returns undefined all the same
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      await area.set({ [key]: value });
    },
    async remove(key) {
      await area.remove(key);
    },
    subscribe(key, listener) {
      const onChanged = (changes: Record<string, browser.Storage.StorageChange>, name: string) => {
        // Stryker disable next-line OptionalChaining: `key in changes` holds, and the browser gives every changed key an object
        if (name === areaName && key in changes) listener(changes[key]?.newValue);
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
  };
}
