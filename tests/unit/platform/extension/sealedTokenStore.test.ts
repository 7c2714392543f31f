// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSealedTokenStore, isSealedToken } from '../../../../src/platform/extension/sealedTokenStore.ts';
import { memoryArea } from './memoryArea.ts';

const TOKEN = 'a1'.repeat(32);
const A = 'https://a.example';
const B = 'https://b.example';

function setup() {
  const durable = memoryArea();
  const session = memoryArea();
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const store = createSealedTokenStore({ key: 'admin-token', durable, session, sealingKey: () => key });
  /** A new worker: same storage and key, nothing in memory. */
  const restarted = () => createSealedTokenStore({ key: 'admin-token', durable, session, sealingKey: () => key });
  return { durable, session, store, restarted };
}

describe('sealed token store — the token is never in chrome.storage in plain text', () => {
  it('keeps only ciphertext under admin-token, and no change event carries the token', async () => {
    const { durable, session, store } = setup();
    await store.set(TOKEN, { remember: true, origin: A });
    await store.set(TOKEN, { remember: false, origin: A });
    const everything = JSON.stringify([[...durable.items], [...session.items], durable.events, session.events]);
    expect(everything).not.toContain(TOKEN);
    expect(durable.items.get('admin-token')).toMatchObject({ v: 1, origin: A });
  });

  it('remember me: storage.local, kept across a worker restart; otherwise storage.session', async () => {
    const { durable, session, store, restarted } = setup();
    await store.set(TOKEN, { remember: true, origin: A });
    expect(durable.items.has('admin-token')).toBe(true);
    expect(session.items.has('admin-token')).toBe(false);
    expect(await restarted().get(A)).toBe(TOKEN);

    const other = setup();
    await other.store.set(TOKEN, { remember: false, origin: A });
    expect(other.session.items.has('admin-token')).toBe(true);
    expect(other.durable.items.has('admin-token')).toBe(false);
    // The browser closes: storage.session is gone, and so is the session.
    other.session.items.clear();
    expect(await other.restarted().get(A)).toBeNull();
  });

  it('answers the token only for the origin that issued it, and names that issuer for the gateway to end it', async () => {
    const { store, restarted } = setup();
    await store.set(TOKEN, { remember: true, origin: A });
    expect(await store.get(A)).toBe(TOKEN);
    expect(await store.get(B)).toBeNull();
    // Not dropped unannounced: the gateway ends it with its reason and signs it out at A.
    expect(await store.issuer()).toBe(A);
    expect(await restarted().issuer()).toBe(A);
    await store.clear();
    expect(await store.issuer()).toBeNull();
  });

  it('a sealed token moved to another origin does not open', async () => {
    const { durable, store, restarted } = setup();
    await store.set(TOKEN, { remember: true, origin: A });
    const sealed = durable.items.get('admin-token') as Record<string, unknown>;
    durable.items.set('admin-token', { ...sealed, origin: B });
    expect(await restarted().get(B)).toBeNull();
    expect(durable.items.has('admin-token')).toBe(false);
  });

  it('a plain token, a tampered ciphertext or another key is no session, and is removed', async () => {
    for (const bad of [
      TOKEN,
      { v: 1, origin: A, iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' },
      { v: 2, origin: A, iv: '', data: '' },
      42,
    ]) {
      const { durable, restarted } = setup();
      durable.items.set('admin-token', bad);
      expect(await restarted().get(A)).toBeNull();
      expect(durable.items.has('admin-token')).toBe(false);
    }
    const { durable, store } = setup();
    await store.set(TOKEN, { remember: true, origin: A });
    const otherKey = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const stranger = createSealedTokenStore({
      key: 'admin-token',
      durable,
      session: memoryArea(),
      sealingKey: () => otherKey,
    });
    expect(await stranger.get(A)).toBeNull();
  });

  it('clear forgets both areas and says whether there was a session', async () => {
    const { durable, session, store } = setup();
    expect(await store.clear()).toBe(false);
    await store.set(TOKEN, { remember: true, origin: A });
    expect(await store.held()).toBe(TOKEN);
    expect(await store.clear()).toBe(true);
    expect(durable.items.size + session.items.size).toBe(0);
    expect(await store.get(A)).toBeNull();
    expect(await store.held()).toBeNull();
  });

  it('a change made by another context is seen after invalidate', async () => {
    const { store, restarted } = setup();
    await store.set(TOKEN, { remember: true, origin: A });
    await restarted().clear();
    expect(await store.get(A)).toBe(TOKEN);
    store.invalidate();
    expect(await store.get(A)).toBeNull();
  });
});

describe('sealed token records: only this version’s complete record is opened', () => {
  it.each<[string, (r: Record<string, unknown>) => unknown]>([
    ['another version', (r) => ({ ...r, v: 2 })],
    ['the version as text', (r) => ({ ...r, v: '1' })],
    ['no origin', ({ origin: _, ...r }) => r],
    ['an origin that is not text', (r) => ({ ...r, origin: 7 })],
    ['an iv that is not text', (r) => ({ ...r, iv: [1, 2] })],
    ['data that is not text', (r) => ({ ...r, data: null })],
    ['null', () => null],
    ['a list', (r) => [r]],
  ])('a record with %s is no session and is removed', async (_, alter) => {
    const { durable, store, restarted } = setup();
    await store.set(TOKEN, { remember: true, origin: A });
    const record = durable.items.get('admin-token') as Record<string, unknown>;
    expect(isSealedToken(record)).toBe(true);
    const altered = alter(record);
    expect(isSealedToken(altered)).toBe(false);
    durable.items.set('admin-token', altered);
    expect(await restarted().get(A)).toBeNull();
    expect(durable.items.has('admin-token')).toBe(false);
  });

  it('the session area is read before the durable one', async () => {
    const { durable, session, store, restarted } = setup();
    await store.set('durable-token', { remember: true, origin: A });
    await store.set('session-token', { remember: false, origin: A });
    expect(durable.items.has('admin-token') && session.items.has('admin-token')).toBe(true);
    expect(await restarted().get(A)).toBe('session-token');
  });

  it('a key store that cannot answer now ends nothing: the record stays and the next read opens it', async () => {
    const durable = memoryArea();
    const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    let fail = false;
    const store = createSealedTokenStore({
      key: 'admin-token',
      durable,
      session: memoryArea(),
      sealingKey: () => (fail ? Promise.reject(new Error('IndexedDB busy')) : key),
    });
    await store.set(TOKEN, { remember: true, origin: A });
    store.invalidate();
    fail = true;
    await expect(store.get(A)).rejects.toThrow('IndexedDB busy');
    expect(durable.items.has('admin-token')).toBe(true);
    fail = false;
    expect(await store.get(A)).toBe(TOKEN);
  });

  it('held answers the token whatever the origin, or null', async () => {
    const { store } = setup();
    expect(await store.held()).toBeNull();
    await store.set(TOKEN, { remember: false, origin: B });
    expect(await store.held()).toBe(TOKEN);
  });
});
