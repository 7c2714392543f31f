/**
 * Watch a case in the web build: the page keeps the account's watches and checks them on a timer
 * while it is open (the same round as the extension's worker, platform/watch/). The watches live
 * where the token lives (`localStorage` with *Remember me*, else the tab's `sessionStorage`), under
 * `watches:<host>:<account>`; the account is the one the nav answer names, seen by the page's own
 * gateway (webAccount.ts; the core names none). This part loads with its first use or the first
 * tick. A sign-out removes them. A change is a system notification when the person allowed the page
 * to notify (asked on the first Watch), else the console's toast; the count of changes not yet seen
 * is shown in the console (there is no toolbar badge).
 */
import type { ApiRequest, TransportReply, WatchDesk } from '../../contract/platform.ts';
import type { Language } from '../../contract/constants.ts';
import { checkStoredWatches, WATCH_CHECK_MINUTES, type Watch } from '../../contract/watches.ts';
import { lookupTextOf, watchNotice, type WatchNotice } from '../../contract/watchNotice.ts';
import { addWatch, checkShelf, markSeen, removeWatch, serial, type WatchShelf } from '../watch/watchBook.ts';
import { noticeTexts } from '../watch/noticeTexts.ts';
import { readStoredJson } from './webStorage.ts';
import type { PageNotifications } from './webAccount.ts';

export const watchesKey = (host: string, account: string): string => `watches:${host}:${account}`;
/** When a tab of this origin last ran a round: two open tabs do not both check (and notify) each minute. */
export const WATCH_ROUND_KEY = 'watches-round-at';

export interface WebWatchDeps {
  /** Calls on the API host with the session's token (the page's gateway, not the request log's). */
  request(req: ApiRequest): Promise<TransportReply>;
  hasSession(): Promise<boolean>;
  host: string;
  /** The storage the token is in now. */
  area(): Storage;
  notifications?: PageNotifications;
  /** Opens a record in the console (`#/lookup?q=`). */
  open(lookup: string): void;
  /** The account the page's last nav answer named (webAccount.ts); null before one, and after a sign-out. */
  account(): string | null;
  now?: () => number;
}

export function createWebWatches(deps: WebWatchDeps) {
  const now = deps.now ?? Date.now;
  const exclusive = serial();
  const listeners = new Set<(news: readonly WatchNotice[]) => void>();
  let language: Language = 'zh-cn';

  const shelfOf = (who: string): WatchShelf => ({
    load: async () => checkStoredWatches(readStoredJson(deps.area(), watchesKey(deps.host, who))),
    save: async (watches) => {
      const key = watchesKey(deps.host, who);
      if (watches.length === 0) deps.area().removeItem(key);
      else deps.area().setItem(key, JSON.stringify(watches));
    },
  });
  const changed = (news: readonly WatchNotice[] = []) => {
    for (const listener of listeners) listener(news);
  };
  const live = async () => {
    const account = deps.account();
    return account !== null && (await deps.hasSession()) ? account : null;
  };

  const desk: WatchDesk = {
    async list(next) {
      language = next;
      const who = await live();
      return who === null ? null : exclusive(() => shelfOf(who).load());
    },
    async watch(area, record, next) {
      language = next;
      const who = await live();
      if (who === null) return 'unavailable';
      const outcome = await exclusive(() => addWatch(shelfOf(who), area, record));
      if (outcome === 'watching') changed();
      return outcome;
    },
    async unwatch(area, id) {
      const who = await live();
      if (who === null) return;
      await exclusive(() => removeWatch(shelfOf(who), area, id));
      changed();
    },
    async seen() {
      const who = await live();
      if (who === null) return;
      await exclusive(() => markSeen(shelfOf(who)));
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  /** One round, unless another tab ran one within the last period. */
  const check = async (): Promise<void> => {
    const who = await live();
    if (who === null) return;
    const area = deps.area();
    const last = Number(area.getItem(WATCH_ROUND_KEY));
    if (Number.isFinite(last) && now() - last < WATCH_CHECK_MINUTES * 60_000 - 5_000 && now() >= last) return;
    area.setItem(WATCH_ROUND_KEY, String(now()));
    const shelf = shelfOf(who);
    const result = await checkShelf({
      shelf,
      // Stryker disable next-line StringLiteral: the transport (redaxios) sends a request without a method as GET
      get: (path) => deps.request({ method: 'GET', url: path }),
      now,
      exclusive,
      stillOwner: async () => (await live()) === who,
    });
    if (!result || result.events.length === 0) return;
    const texts = noticeTexts(language);
    const news: WatchNotice[] = [];
    const watches = new Map<string, Watch>(result.watches.map((w) => [`${w.area}:${w.id}`, w]));
    for (const event of result.events) {
      const notice = watchNotice(event, texts);
      const watch = event.kind === 'gone' ? event.watch : watches.get(`${event.change.area}:${event.change.id}`);
      if (deps.notifications?.permission === 'granted' && watch)
        deps.notifications.show(notice, () => deps.open(lookupTextOf(watch)));
      else news.push(notice);
    }
    changed(news);
  };

  // Checks every WATCH_CHECK_MINUTES from the first use (the signed-in console lists its watches) while the page is open.
  setInterval(() => void check().catch(() => undefined), WATCH_CHECK_MINUTES * 60_000);
  return {
    desk,
    check,
    /** The account signed out: its watches go. */
    signedOut: (account: string) => exclusive(() => shelfOf(account).save([])),
  };
}
