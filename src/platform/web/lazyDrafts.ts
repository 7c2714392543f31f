import type { DraftStore } from '../../contract/platform.ts';

/**
 * A draft store whose code loads with its first use (a form opened), not with the sign-in page:
 * each method waits for the store `load` answers (loaded once) and calls its namesake.
 */
export function lazyDrafts(load: () => Promise<DraftStore>): DraftStore {
  let store: Promise<DraftStore> | null = null;
  return new Proxy({} as DraftStore, {
    get:
      (_, method: keyof DraftStore) =>
      (...args: unknown[]) =>
        (store ??= load()).then((drafts) => (drafts[method] as (...a: unknown[]) => Promise<unknown>)(...args)),
  });
}
