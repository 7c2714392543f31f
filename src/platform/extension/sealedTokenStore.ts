import type { TokenStore } from '../http/tokenStore.ts';
import { hasSealedParts, seal, unseal, type Sealed } from './seal.ts';

/**
 * The worker's token store. Every extension page can read `chrome.storage` and is handed its change
 * events, so the token is never there in plain text: it is sealed with AES-GCM under a key that
 * cannot be exported (kept by the worker in the extension's IndexedDB), with the origin of the
 * API host that issued it as additional data. What storage and its events show is
 * `{ v, origin, iv, data }`, ciphertext that is useless without the key.
 *
 * - *Remember me*: the sealed token in `storage.local` (kept across browser restarts).
 * - Otherwise: in `storage.session` (memory only, gone when the browser closes).
 * - The token is answered only for the origin it was issued by; asked for another, the store
 *   forgets it: a session never follows the console to another host.
 * - Nothing lives only in a worker variable: the browser may stop the worker at any time. The
 *   copy kept in memory is a cache of what storage holds.
 */
export const SEALED_TOKEN_VERSION = 1;

export interface SealedToken extends Sealed {
  v: typeof SEALED_TOKEN_VERSION;
  origin: string;
}

/** The part of a `chrome.storage` area the store uses. */
export interface TokenArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface SealedTokenStoreDeps {
  /** Storage key (SPEC 4: `admin-token`). */
  key: string;
  /** Where a remembered session is kept (`storage.local`). */
  durable: TokenArea;
  /** Where any other session is kept (`storage.session`). */
  session: TokenArea;
  /** The sealing key: AES-GCM, not extractable. */
  sealingKey: () => Promise<CryptoKey>;
  subtle?: SubtleCrypto;
}

export interface SealedTokenStore extends TokenStore {
  /** The token held for whichever origin, for the worker's own use (taking it out of what it relays). */
  held(): Promise<string | null>;
  /** The origin that issued the token held (a store of the extension may outlive its API host). */
  issuer(): Promise<string | null>;
  /** Drops the in-memory copy (storage changed elsewhere). */
  invalidate(): void;
}

type Opened = { origin: string; token: string } | null;

export function isSealedToken(value: unknown): value is SealedToken {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.v === SEALED_TOKEN_VERSION && typeof v.origin === 'string' && hasSealedParts(v);
}

export function createSealedTokenStore(deps: SealedTokenStoreDeps): SealedTokenStore {
  const subtle = deps.subtle ?? globalThis.crypto.subtle;
  let cached: Promise<Opened> | null = null;

  const forget = async (): Promise<void> => {
    cached = null;
    await Promise.all([deps.durable.remove(deps.key), deps.session.remove(deps.key)]);
  };

  const open = async (): Promise<Opened> => {
    for (const area of [deps.session, deps.durable]) {
      const value = (await area.get(deps.key))[deps.key];
      // Equivalent without it: an empty area goes on to the removal below, which removes nothing and raises
      // no change event.
      // Stryker disable next-line ConditionalExpression: equivalent (the comment above says why)
      if (value === undefined) continue;
      if (!isSealedToken(value)) {
        // Anything else under the key (a plain token of an older version, a page's write) is no session.
        await area.remove(deps.key);
        continue;
      }
      // A key store that cannot answer now is not a reason to end the session: the error goes to
      // the caller, nothing is removed, and the next read tries again.
      const key = await deps.sealingKey();
      try {
        return { origin: value.origin, token: await unseal(subtle, key, value, value.origin) };
      } catch {
        // Another key (the key store was cleared) or altered data: no session.
        await area.remove(deps.key);
      }
    }
    return null;
  };

  const read = (): Promise<Opened> => {
    cached ??= open().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };

  return {
    async get(origin) {
      const opened = await read();
      if (!opened) return null;
      // Issued by another host: never handed to this one. The session is not dropped here unannounced:
      // the gateway ends it, tells the pages why and signs it out at its issuer (issuer below).
      return opened.origin === origin ? opened.token : null;
    },
    async issuer() {
      return (await read())?.origin ?? null;
    },
    async held() {
      return (await read())?.token ?? null;
    },
    async set(token, { remember, origin }) {
      const sealed: SealedToken = {
        v: SEALED_TOKEN_VERSION,
        origin,
        ...(await seal(subtle, await deps.sealingKey(), token, origin)),
      };
      await (remember ? deps.durable : deps.session).set({ [deps.key]: sealed });
      cached = Promise.resolve({ origin, token });
    },
    async clear() {
      let had = false;
      for (const area of [deps.session, deps.durable]) {
        if ((await area.get(deps.key))[deps.key] !== undefined) had = true;
      }
      await forget();
      return had;
    },
    invalidate() {
      cached = null;
    },
  };
}
