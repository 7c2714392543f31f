/**
 * The key that seals the session token at rest (sealedTokenStore.ts): AES-GCM 256, created by the
 * worker on first use as *not extractable* and kept in the extension's IndexedDB. IndexedDB raises
 * no `storage.onChanged` event, and a non-extractable key cannot be read out as bytes by anyone,
 * the worker included.
 */
const DATABASE = 'console-worker';
const STORE = 'keys';
const KEY_ID = 'token-sealing-key';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    // Stryker disable next-line LogicalOperator: IndexedDB gives a failed request its error; the fallback is for form's sake
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const open = factory.open(DATABASE, 1);
  open.onupgradeneeded = () => {
    // Stryker disable next-line ConditionalExpression: version 1 is the only upgrade, and it starts with no store
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
  };
  return request(open);
}

async function readKey(db: IDBDatabase): Promise<CryptoKey | undefined> {
  const value = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
  return value instanceof CryptoKey ? value : undefined;
}

async function loadOrCreate(factory: IDBFactory, subtle: SubtleCrypto): Promise<CryptoKey> {
  const db = await openDatabase(factory);
  try {
    const existing = await readKey(db);
    if (existing) return existing;
    const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    try {
      // `add`, not `put`: when another context created a key meanwhile, that one wins.
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(key, KEY_ID));
      return key;
    } catch {
      const winner = await readKey(db);
      if (winner) return winner;
      throw new Error('the token sealing key could not be stored');
    }
  } finally {
    db.close();
  }
}

/** One key per worker life, created at most once even when asked for concurrently. */
export function indexedDbSealingKey(
  factory: IDBFactory = indexedDB,
  subtle: SubtleCrypto = crypto.subtle,
): () => Promise<CryptoKey> {
  let key: Promise<CryptoKey> | null = null;
  return () => {
    key ??= loadOrCreate(factory, subtle).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}
