/**
 * The worker's watches (contract/watches.ts), one sealed record per account and API host in
 * `storage.local`, like the drafts (sealedDrafts.ts): key `watches:<SHA-256 of host and account>`,
 * value `{ v, iv, data }`, sealed with AES-GCM under the worker's non-extractable key with the key,
 * host and account as additional data. No record name, id or status is readable in storage or its
 * change events; a record that does not open (another key, altered, moved) is removed and read as
 * no watches.
 */
import { checkStoredWatches, type Watch } from '../../contract/watches.ts';
import { encode, hasSealedParts, seal, unseal } from './seal.ts';
import type { DraftArea } from './sealedDrafts.ts';

export const SEALED_WATCHES_VERSION = 1;
export const WATCHES_KEY_PREFIX = 'watches:';

export interface SealedWatchStoreDeps {
  area: DraftArea;
  sealingKey: () => Promise<CryptoKey>;
  subtle?: SubtleCrypto;
}

export interface WatchStore {
  get(account: string, host: string): Promise<Watch[]>;
  /** Keeps the watches (none: the record is removed). */
  put(account: string, host: string, watches: readonly Watch[]): Promise<void>;
}

export function createSealedWatchStore(deps: SealedWatchStoreDeps): WatchStore {
  const subtle = deps.subtle ?? globalThis.crypto.subtle;
  const keyOf = async (host: string, account: string): Promise<string> => {
    const hash = new Uint8Array(await subtle.digest('SHA-256', encode(JSON.stringify(['watches', host, account]))));
    return WATCHES_KEY_PREFIX + [...hash].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  };
  const additionalData = (key: string, host: string, account: string) => JSON.stringify([key, host, account]);

  return {
    async get(account, host) {
      const key = await keyOf(host, account);
      const value = (await deps.area.get(key))[key] as Record<string, unknown> | undefined;
      if (!value) return [];
      if (value.v === SEALED_WATCHES_VERSION && hasSealedParts(value)) {
        const sealingKey = await deps.sealingKey();
        try {
          const plain = await unseal(
            subtle,
            sealingKey,
            { iv: value.iv as string, data: value.data as string },
            additionalData(key, host, account),
          );
          return checkStoredWatches(JSON.parse(plain));
        } catch {
          // Does not open here: dropped below.
        }
      }
      await deps.area.remove(key);
      return [];
    },
    async put(account, host, watches) {
      const key = await keyOf(host, account);
      const kept = checkStoredWatches(watches);
      if (kept.length === 0) return deps.area.remove(key);
      const sealed = await seal(
        subtle,
        await deps.sealingKey(),
        JSON.stringify(kept),
        additionalData(key, host, account),
      );
      await deps.area.set({ [key]: { v: SEALED_WATCHES_VERSION, ...sealed } });
    },
  };
}
