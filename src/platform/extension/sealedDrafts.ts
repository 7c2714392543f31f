import type { DraftStore } from '../../contract/platform.ts';
import { checkStoredDraft, isFresh, MAX_DRAFTS_PER_ACCOUNT, storableDraft, type Draft } from '../../contract/drafts.ts';
import { encode, hasSealedParts, seal, unseal, type Sealed } from './seal.ts';

/**
 * The worker's drafts (contract/drafts.ts), kept in `storage.local` so that a closed panel, a stopped
 * worker and a browser restart lose nothing. Every extension page can read that area and is handed
 * its change events, so a draft is there only sealed, like the token (seal.ts), one record per form:
 *
 * - key `draft:<slot>`, the slot being the SHA-256 (hex) of the host, the account and the form;
 * - value `{ v, owner, at, iv, data }`: `owner` the SHA-256 of the host and the account (to find an
 *   account's drafts), `at` when it was saved (to let expired drafts go without opening them), and the
 *   sealed draft, with the host, the account and the slot as additional data.
 *
 * No field name, value or form key is in storage or its events in plain text. A record that does not
 * open (another key, altered, moved to another slot or account), is expired or is not a draft is
 * removed and read as absent. An account keeps at most MAX_DRAFTS_PER_ACCOUNT drafts per host.
 */
export const SEALED_DRAFT_VERSION = 1;
export const DRAFT_KEY_PREFIX = 'draft:';

export interface SealedDraft extends Sealed {
  v: typeof SEALED_DRAFT_VERSION;
  /** SHA-256 (hex) of the host and the account. */
  owner: string;
  /** When the draft was saved (ms since the epoch). */
  at: number;
}

/** The part of a `chrome.storage` area the store uses (`get(null)`: everything). */
export interface DraftArea {
  get(keys: string | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export interface SealedDraftStoreDeps {
  area: DraftArea;
  /** The worker's sealing key (sealingKey.ts): AES-GCM, not extractable. */
  sealingKey: () => Promise<CryptoKey>;
  subtle?: SubtleCrypto;
  now?: () => number;
}

export function isSealedDraft(value: unknown): value is SealedDraft {
  // A string or a number has no such properties either.
  const v = (value ?? {}) as Record<string, unknown>;
  return v.v === SEALED_DRAFT_VERSION && typeof v.owner === 'string' && typeof v.at === 'number' && hasSealedParts(v);
}

type Found = { key: string; record: SealedDraft };

export function createSealedDraftStore(deps: SealedDraftStoreDeps): DraftStore {
  const subtle = deps.subtle ?? globalThis.crypto.subtle;
  const now = deps.now ?? Date.now;

  const digest = async (...parts: string[]): Promise<string> => {
    const hash = new Uint8Array(await subtle.digest('SHA-256', encode(JSON.stringify(parts))));
    return [...hash].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  };
  // Two parts and three: an owner's digest and a draft's never hash the same text.
  const ownerOf = (host: string, account: string) => digest(host, account);
  const keyOf = async (host: string, account: string, form: string) =>
    DRAFT_KEY_PREFIX + (await digest(host, account, form));
  /** Removes the keys; a call with none touches no storage. */
  const drop = async (keys: string[]): Promise<void> => {
    if (keys.length > 0) await deps.area.remove(keys);
  };
  const additionalData = (host: string, account: string, key: string) => JSON.stringify([key, host, account]);

  /** The draft sealed under `key`, or null when it does not open or is no fresh draft of that form. */
  const open = async (key: string, value: unknown, host: string, account: string): Promise<Draft | null> => {
    if (!isSealedDraft(value)) return null;
    // A key store that cannot answer now is no reason to drop drafts: that error goes to the caller.
    const sealingKey = await deps.sealingKey();
    try {
      const draft = checkStoredDraft(
        JSON.parse(await unseal(subtle, sealingKey, value, additionalData(host, account, key))),
        now(),
      );
      return draft && (await keyOf(host, account, draft.form)) === key ? draft : null;
    } catch {
      return null;
    }
  };

  const write = async (host: string, account: string, key: string, draft: Draft): Promise<void> => {
    const sealed = await seal(
      subtle,
      await deps.sealingKey(),
      JSON.stringify(draft),
      additionalData(host, account, key),
    );
    const record: SealedDraft = {
      v: SEALED_DRAFT_VERSION,
      owner: await ownerOf(host, account),
      at: draft.savedAt,
      ...sealed,
    };
    await deps.area.set({ [key]: record });
  };

  /**
   * Every draft record of the area; those that are no record or expired are removed on the way.
   */
  const records = async (): Promise<Found[]> => {
    const all = await deps.area.get(null);
    const found: Found[] = [];
    const gone: string[] = [];
    for (const [key, record] of Object.entries(all)) {
      if (!key.startsWith(DRAFT_KEY_PREFIX)) continue;
      if (isSealedDraft(record) && isFresh(record.at, now())) found.push({ key, record });
      else gone.push(key);
    }
    await drop(gone);
    return found;
  };

  const recordsOf = async (host: string, account: string): Promise<Found[]> => {
    const owner = await ownerOf(host, account);
    return (await records()).filter(({ record }) => record.owner === owner);
  };

  /** The account's drafts that open; the others are removed. */
  const openAll = async (host: string, account: string): Promise<{ key: string; draft: Draft }[]> => {
    const opened: { key: string; draft: Draft }[] = [];
    const gone: string[] = [];
    for (const { key, record } of await recordsOf(host, account)) {
      const draft = await open(key, record, host, account);
      if (draft) opened.push({ key, draft });
      else gone.push(key);
    }
    await drop(gone);
    return opened;
  };

  // One operation at a time: marking drafts interrupted must not write back one a put has just replaced.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(operation: () => Promise<T>): Promise<T> => {
    const run = queue.then(operation, operation);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    get: ({ account, host, form }) =>
      serial(async () => {
        const key = await keyOf(host, account, form);
        const value = (await deps.area.get(key))[key];
        if (value === undefined) return null;
        const draft = await open(key, value, host, account);
        if (!draft) await drop([key]);
        return draft;
      }),
    put: ({ account, host, form }, draft) =>
      serial(async () => {
        const key = await keyOf(host, account, form);
        const stored = storableDraft({ ...draft, form });
        // Too big to keep: an older draft of the form would only bring back older values.
        if (!stored) return deps.area.remove(key);
        await write(host, account, key, stored);
        const mine = (await recordsOf(host, account)).sort((a, b) => b.record.at - a.record.at);
        await drop(mine.slice(MAX_DRAFTS_PER_ACCOUNT).map(({ key: old }) => old));
      }),
    remove: ({ account, host, form }) => serial(async () => deps.area.remove(await keyOf(host, account, form))),
    clearAccount: (account, host) =>
      serial(async () => {
        await drop((await recordsOf(host, account)).map(({ key }) => key));
      }),
    interrupted: (account, host) =>
      serial(async () =>
        (await openAll(host, account))
          .map(({ draft }) => draft)
          .filter((draft) => draft.interrupted === true)
          .sort((a, b) => b.savedAt - a.savedAt),
      ),
    // The worker calls it when its session's account changes: no other account's draft stays behind,
    // at this host or any other (the drafts of a host no longer in use cannot be reached anyway).
    signedIn: (account, host) =>
      serial(async () => {
        const owner = await ownerOf(host, account);
        await drop((await records()).filter(({ record }) => record.owner !== owner).map(({ key }) => key));
      }),
    markInterrupted: (account, host) =>
      serial(async () => {
        for (const { key, draft } of await openAll(host, account))
          if (draft.interrupted !== true) await write(host, account, key, { ...draft, interrupted: true });
      }),
  };
}
