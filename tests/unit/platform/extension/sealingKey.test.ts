// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { indexedDbSealingKey } from '../../../../src/platform/extension/sealingKey.ts';

/**
 * The key that seals the token at rest: AES-GCM 256, not extractable, kept in the extension's
 * IndexedDB (an in-memory IndexedDB here: fake-indexeddb), created once and found again by the next
 * worker.
 */
const seal = async (key: CryptoKey, text: string) => {
  const iv = new Uint8Array(12);
  return crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
};
const open = async (key: CryptoKey, sealed: ArrayBuffer) =>
  new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(12) }, key, sealed));

async function storedKeys(factory: IDBFactory): Promise<unknown[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = factory.open('console-worker', 1);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  try {
    return await new Promise((resolve, reject) => {
      const req = db.transaction('keys', 'readonly').objectStore('keys').getAll();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

describe('the token sealing key', () => {
  it('is AES-GCM 256, cannot be exported, and seals and opens', async () => {
    const key = await indexedDbSealingKey(new IDBFactory())();
    expect(key.algorithm).toEqual({ name: 'AES-GCM', length: 256 });
    expect(key.extractable).toBe(false);
    expect([...key.usages].sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    expect(await open(key, await seal(key, 'token'))).toBe('token');
  });

  it('is kept in IndexedDB (console-worker / keys / token-sealing-key) and found again by the next worker', async () => {
    const factory = new IDBFactory();
    const first = await indexedDbSealingKey(factory)();
    expect(await storedKeys(factory)).toHaveLength(1);
    const sealed = await seal(first, 'kept across a stopped worker');
    const generate = vi.spyOn(crypto.subtle, 'generateKey');
    try {
      const next = await indexedDbSealingKey(factory)();
      expect(generate).not.toHaveBeenCalled();
      expect(await open(next, sealed)).toBe('kept across a stopped worker');
    } finally {
      generate.mockRestore();
    }
    expect(await storedKeys(factory)).toHaveLength(1);
  });

  it('closes the database after each use (a later upgrade or deletion is not blocked)', async () => {
    const factory = new IDBFactory();
    await indexedDbSealingKey(factory)();
    const blocked = await new Promise<boolean>((resolve) => {
      const req = factory.deleteDatabase('console-worker');
      req.onblocked = () => resolve(true);
      req.onsuccess = () => resolve(false);
    });
    expect(blocked).toBe(false);
  });

  it('is made once per worker even when asked for at the same time', async () => {
    const factory = new IDBFactory();
    const generate = vi.spyOn(crypto.subtle, 'generateKey');
    try {
      const get = indexedDbSealingKey(factory);
      const [a, b] = await Promise.all([get(), get()]);
      expect(a).toBe(b);
      expect(generate).toHaveBeenCalledTimes(1);
      expect(await get()).toBe(a);
    } finally {
      generate.mockRestore();
    }
  });

  it('when two workers race, the key stored first wins for both', async () => {
    const factory = new IDBFactory();
    const [a, b] = await Promise.all([indexedDbSealingKey(factory)(), indexedDbSealingKey(factory)()]);
    const sealed = await seal(a, 'one key');
    expect(await open(b, sealed)).toBe('one key');
    expect(await storedKeys(factory)).toHaveLength(1);
  });

  it('a failure is not kept: the next ask tries again', async () => {
    const factory = new IDBFactory();
    const subtle = {
      generateKey: vi
        .fn()
        .mockRejectedValueOnce(new Error('busy'))
        .mockImplementation((...args: Parameters<SubtleCrypto['generateKey']>) => crypto.subtle.generateKey(...args)),
    } as unknown as SubtleCrypto;
    const get = indexedDbSealingKey(factory, subtle);
    await expect(get()).rejects.toThrow('busy');
    const key = await get();
    expect(key.algorithm).toEqual({ name: 'AES-GCM', length: 256 });
  });

  it('a stored value that is not a key is never used as one (the worker says no key could be kept)', async () => {
    const factory = new IDBFactory();
    await indexedDbSealingKey(factory)();
    const db = await new Promise<IDBDatabase>((resolve) => {
      const req = factory.open('console-worker', 1);
      req.onsuccess = () => resolve(req.result);
    });
    await new Promise((resolve) => {
      const req = db.transaction('keys', 'readwrite').objectStore('keys').put('not a key', 'token-sealing-key');
      req.onsuccess = resolve;
    });
    db.close();
    await expect(indexedDbSealingKey(factory)()).rejects.toThrow('the token sealing key could not be stored');
  });
});
