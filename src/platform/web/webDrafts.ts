import type { DraftStore } from '../../contract/platform.ts';
import { checkStoredDraft, MAX_DRAFTS_PER_ACCOUNT, storableDraft, type Draft } from '../../contract/drafts.ts';
import { readStoredJson } from './webStorage.ts';

/**
 * The web build's drafts (contract/drafts.ts): one key per host and account,
 * `drafts:<host>:<account>` → `{ [form]: Draft }`, in the storage the session token is in:
 * `localStorage` with *Remember me* (a reload, a closed tab or a browser restart loses nothing),
 * else `sessionStorage` (a reload keeps them, closing the tab ends them with the session). When
 * an account signs in, the drafts other accounts left on the host are removed. What is written
 * went through keepable() (no secret); what is read is untrusted: a corrupt, expired or oversized
 * entry is dropped (and the key written again without it), a value that is no map of drafts removes
 * the key. An account keeps at most MAX_DRAFTS_PER_ACCOUNT forms;
 * the oldest go first, and so they do while the browser refuses the write for want of room. Each
 * operation reads and writes in one go (Web Storage is synchronous), so tabs do not interleave.
 */
export const draftsKey = (host: string, account: string): string => `drafts:${host}:${account}`;

type Drafts = Map<string, Draft>;

/** The kept drafts under `key`, keyed by form; what is no valid draft of its form is left out. */
function readDrafts(area: Storage, key: string, now: number): { drafts: Drafts; clean: boolean } {
  const stored = readStoredJson(area, key);
  const drafts: Drafts = new Map();
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored))
    // Anything there that is no map of drafts (not JSON, a list…) is removed.
    return { drafts, clean: area.getItem(key) === null };
  let clean = true;
  for (const [form, value] of Object.entries(stored)) {
    const draft = checkStoredDraft(value, now);
    if (draft?.form === form) drafts.set(form, draft);
    else clean = false;
  }
  return { drafts, clean };
}

const newestFirst = (a: Draft, b: Draft) => b.savedAt - a.savedAt;

/** Writes the drafts, newest first, at most MAX_DRAFTS_PER_ACCOUNT; when room runs out, the oldest go. */
function writeDrafts(area: Storage, key: string, drafts: Drafts): void {
  const kept = [...drafts.values()].sort(newestFirst).slice(0, MAX_DRAFTS_PER_ACCOUNT);
  while (kept.length > 0) {
    try {
      area.setItem(key, JSON.stringify(Object.fromEntries(kept.map((draft) => [draft.form, draft]))));
      return;
    } catch {
      kept.pop();
    }
  }
  area.removeItem(key);
}

/**
 * `area()` is where drafts are written now: the web platform answers `localStorage` while the session
 * was signed in with *Remember me*, else `sessionStorage`, so a draft lives as long as the token's
 * storage does. `others()` are the areas that may still hold drafts of this origin (written under an
 * earlier choice): they are read, marked, cleared and emptied of other accounts too, and a form written
 * now leaves them.
 */
export function webDrafts(
  area: () => Storage,
  now: () => number = Date.now,
  others: () => Storage[] = () => [],
): DraftStore {
  /** The write area first, then the others, each once. */
  const areas = (): Storage[] => [...new Set([area(), ...others()])];
  /** The account's drafts in `storage`, after `change` (if any); written back when it or the read changed them. */
  const update = (storage: Storage, host: string, account: string, change?: (drafts: Drafts) => boolean): Drafts => {
    const key = draftsKey(host, account);
    const { drafts, clean } = readDrafts(storage, key, now());
    if (change?.(drafts) || !clean) writeDrafts(storage, key, drafts);
    return drafts;
  };
  /** The account's drafts in every area; of one form kept twice, the newer. */
  const read = (host: string, account: string): Drafts => {
    const all: Drafts = new Map();
    for (const storage of areas())
      for (const [form, draft] of update(storage, host, account)) {
        const known = all.get(form);
        if (!known || known.savedAt < draft.savedAt) all.set(form, draft);
      }
    return all;
  };
  // A store never throws to its caller: storage that is refused (disabled, full) keeps nothing.
  const safely = async <T>(fallback: T, operation: () => T): Promise<T> => {
    try {
      return operation();
    } catch {
      return fallback;
    }
  };

  return {
    get: ({ account, host, form }) => safely(null, () => read(host, account).get(form) ?? null),
    put: ({ account, host, form }, draft) =>
      safely(undefined, () => {
        const stored = storableDraft({ ...draft, form });
        const [here, ...elsewhere] = areas();
        update(here!, host, account, (drafts) => {
          // Too big to keep: an older draft of the form would only bring back older values.
          if (stored) drafts.set(form, stored);
          else drafts.delete(form);
          return true;
        });
        for (const storage of elsewhere) update(storage, host, account, (drafts) => drafts.delete(form));
      }),
    remove: ({ account, host, form }) =>
      safely(undefined, () => {
        for (const storage of areas()) update(storage, host, account, (drafts) => drafts.delete(form));
      }),
    clearAccount: (account, host) =>
      safely(undefined, () => {
        for (const storage of areas()) storage.removeItem(draftsKey(host, account));
      }),
    interrupted: (account, host) =>
      safely([], () =>
        [...read(host, account).values()].filter((draft) => draft.interrupted === true).sort(newestFirst),
      ),
    markInterrupted: (account, host) =>
      safely(undefined, () => {
        for (const storage of areas())
          update(storage, host, account, (drafts) => {
            for (const [form, draft] of drafts) drafts.set(form, { ...draft, interrupted: true });
            return drafts.size > 0;
          });
      }),
    // Web Storage has no secret to keep another account's drafts unreadable with (any script of the
    // page reads all of it): they are removed.
    signedIn: (account, host) =>
      safely(undefined, () => {
        const prefix = draftsKey(host, '');
        const own = draftsKey(host, account);
        for (const storage of areas()) {
          const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
          for (const key of keys) if (key?.startsWith(prefix) && key !== own) storage.removeItem(key);
        }
      }),
  };
}
