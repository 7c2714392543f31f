/**
 * Watch a case, the worker's half: the panel's watch messages and the round of checks the alarm
 * starts. Whose watches they are is the worker's to decide, as for drafts: the account of the
 * session it holds, at its own API host (a page names neither). Without such a session there are
 * no watches to read or check; a sign-out removes the account's watches.
 */
import type { TransportReply } from '../../contract/platform.ts';
import type { Language } from '../../contract/constants.ts';
import { watchNotice, noticeTarget, lookupTextOf, type WatchNotice } from '../../contract/watchNotice.ts';
import {
  addWatch,
  checkShelf,
  markSeen,
  removeWatch,
  serial,
  unseenCount,
  type WatchShelf,
} from '../watch/watchBook.ts';
import { noticeTexts } from '../watch/noticeTexts.ts';
import type { WatchStore } from './sealedWatches.ts';
import type { WatchRequest } from './watchProtocol.ts';
import { unhandledRequest } from './protocol.ts';
import type { TokenArea } from './sealedTokenStore.ts';

/** `storage.local` key: the console's language, for the notifications (not a secret: the settings hold it too). */
export const WATCH_LANGUAGE_KEY = 'watch-language';

export interface WorkerWatchDeps {
  store: WatchStore;
  /** The account of the session held now at the worker's host (`live` only), or null. */
  owner(): Promise<{ account: string; host: string; token: string } | null>;
  /** A GET on the API host with the session's token (not recorded in the request log). */
  get(path: string): Promise<TransportReply>;
  /** Shows a system notification; false when the browser does not allow it (no permission). */
  notify(notice: WatchNotice): Promise<boolean>;
  local: TokenArea;
  /** The list changed: the open panels read it again, the badge counts again. */
  changed(): void;
  now?: () => number;
}

export interface WorkerWatches {
  handle(request: WatchRequest): Promise<unknown>;
  /** One round of checks (the alarm): changes notified, the badge and the panels told. */
  check(): Promise<void>;
  /** Changes not yet seen, for the badge (0 without a session). */
  unseen(): Promise<number>;
  /** The account signed out here: its watches go. */
  signedOut(account: string, host: string): Promise<void>;
  /** What the console looks up when the notification `id` is clicked (null: none of ours). */
  lookupOf(id: string): Promise<string | null>;
}

export function createWorkerWatches(deps: WorkerWatchDeps): WorkerWatches {
  const now = deps.now ?? Date.now;
  const exclusive = serial();
  const shelfOf = (account: string, host: string): WatchShelf => ({
    load: () => deps.store.get(account, host),
    save: (watches) => deps.store.put(account, host, watches),
  });

  const language = async (): Promise<Language> =>
    (await deps.local.get(WATCH_LANGUAGE_KEY))[WATCH_LANGUAGE_KEY] === 'en' ? 'en' : 'zh-cn';
  const keepLanguage = (next: Language) => deps.local.set({ [WATCH_LANGUAGE_KEY]: next });

  const handle = async (request: WatchRequest): Promise<unknown> => {
    const owner = await deps.owner();
    if (!owner) return request.type === 'watch.add' ? 'unavailable' : null;
    const shelf = shelfOf(owner.account, owner.host);
    switch (request.type) {
      case 'watch.list':
        await keepLanguage(request.language);
        return { watches: await exclusive(() => shelf.load()) };
      case 'watch.add': {
        await keepLanguage(request.language);
        const outcome = await exclusive(() => addWatch(shelf, request.area, { ...request.record }));
        if (outcome === 'watching') deps.changed();
        return outcome;
      }
      case 'watch.remove':
        await exclusive(() => removeWatch(shelf, request.area, request.id));
        deps.changed();
        return null;
      case 'watch.seen':
        await exclusive(() => markSeen(shelf));
        deps.changed();
        return null;
      default:
        return unhandledRequest(request);
    }
  };

  return {
    handle,
    async check() {
      const owner = await deps.owner();
      if (!owner) return;
      const result = await checkShelf({
        shelf: shelfOf(owner.account, owner.host),
        get: deps.get,
        now,
        exclusive,
        // A sign-out or another account meanwhile: nothing is kept and nothing is told.
        stillOwner: async () => (await deps.owner())?.token === owner.token,
      });
      if (!result || result.events.length === 0) return;
      const texts = noticeTexts(await language());
      for (const event of result.events) await deps.notify(watchNotice(event, texts)).catch(() => false);
      deps.changed();
    },
    async unseen() {
      const owner = await deps.owner();
      return owner ? unseenCount(await deps.store.get(owner.account, owner.host)) : 0;
    },
    signedOut: (account, host) => exclusive(() => deps.store.put(account, host, [])),
    async lookupOf(id) {
      const target = noticeTarget(id);
      const owner = target && (await deps.owner());
      if (!target || !owner) return null;
      const watch = (await deps.store.get(owner.account, owner.host)).find(
        (w) => w.area === target.area && w.id === target.id,
      );
      const text = lookupTextOf(watch ?? { ...target, name: '' });
      return text === '' ? null : text;
    },
  };
}
