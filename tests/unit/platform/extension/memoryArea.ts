import type { TokenArea } from '../../../../src/platform/extension/sealedTokenStore.ts';
import type { DraftArea } from '../../../../src/platform/extension/sealedDrafts.ts';

/**
 * An in-memory `chrome.storage` area that records every change event it would raise: `get(null)`
 * answers everything, `remove` takes one key or a list, as the browser's do.
 */
export function memoryArea(): TokenArea &
  DraftArea & {
    items: Map<string, unknown>;
    /** Every call of remove, with what it was asked to remove. */
    removals: (string | string[])[];
    events: Record<string, { oldValue?: unknown; newValue?: unknown }>[];
  } {
  const items = new Map<string, unknown>();
  const events: Record<string, { oldValue?: unknown; newValue?: unknown }>[] = [];
  const removals: (string | string[])[] = [];
  return {
    items,
    events,
    removals,
    async get(key: string | null) {
      if (key === null) return structuredClone(Object.fromEntries(items));
      return items.has(key) ? { [key]: structuredClone(items.get(key)) } : {};
    },
    async set(values) {
      for (const [key, value] of Object.entries(values)) {
        events.push({ [key]: { oldValue: items.get(key), newValue: structuredClone(value) } });
        items.set(key, structuredClone(value));
      }
    },
    async remove(keys: string | string[]) {
      removals.push(keys);
      for (const key of typeof keys === 'string' ? [keys] : keys) {
        if (!items.has(key)) continue;
        events.push({ [key]: { oldValue: items.get(key) } });
        items.delete(key);
      }
    },
  };
}
