import type { TokenArea } from '../../../../src/platform/extension/sealedTokenStore.ts';

/** An in-memory `chrome.storage` area that records every change event it would raise. */
export function memoryArea(): TokenArea & {
  items: Map<string, unknown>;
  events: Record<string, { oldValue?: unknown; newValue?: unknown }>[];
} {
  const items = new Map<string, unknown>();
  const events: Record<string, { oldValue?: unknown; newValue?: unknown }>[] = [];
  return {
    items,
    events,
    async get(key) {
      return items.has(key) ? { [key]: structuredClone(items.get(key)) } : {};
    },
    async set(values) {
      for (const [key, value] of Object.entries(values)) {
        events.push({ [key]: { oldValue: items.get(key), newValue: structuredClone(value) } });
        items.set(key, structuredClone(value));
      }
    },
    async remove(key) {
      if (!items.has(key)) return;
      events.push({ [key]: { oldValue: items.get(key) } });
      items.delete(key);
    },
  };
}
