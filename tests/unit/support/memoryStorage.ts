import type { KeyValueStorage } from '../../../src/contract/platform.ts';

/** A KeyValueStorage in memory; `external` plays another page writing the same key. */
export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, unknown>();
  private readonly listeners = new Map<string, Set<(value: unknown) => void>>();
  failing = false;

  async get(key: string): Promise<unknown> {
    if (this.failing) throw new Error('storage unavailable');
    return this.values.get(key);
  }
  async set(key: string, value: unknown): Promise<void> {
    if (this.failing) throw new Error('storage unavailable');
    this.values.set(key, JSON.parse(JSON.stringify(value)));
  }
  async remove(key: string): Promise<void> {
    this.values.delete(key);
  }
  subscribe(key: string, listener: (value: unknown) => void): () => void {
    const set = this.listeners.get(key) ?? new Set();
    set.add(listener);
    this.listeners.set(key, set);
    return () => set.delete(listener);
  }
  external(key: string, value: unknown): void {
    this.values.set(key, value);
    for (const listener of this.listeners.get(key) ?? []) listener(value);
  }
}
