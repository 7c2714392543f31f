/**
 * The web page's side of Watch a case that must be there from the start (webWatches.ts, the rest,
 * loads with the first use, the signed-in console's Watching section, and starts the rounds' timer):
 * the account a nav answer names, the sign-out that removes its watches, and the permission to
 * notify asked inside the Watch click. Nothing of it is in the sign-in page's budget but this file.
 */
import type { Gateway, WatchDesk } from '../../contract/platform.ts';
import type { WatchNotice } from '../../contract/watchNotice.ts';
import { NAV_PATH } from '../../contract/paths.ts';
import { canonicalPath } from '../../contract/canonicalPath.ts';
import { accountOfNavReply } from '../../contract/account.ts';

const NAV = canonicalPath(NAV_PATH);

/** The Notification API as the page uses it (absent in browsers without it). */
export interface PageNotifications {
  permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  show(notice: WatchNotice, open: () => void): void;
}

/** What webWatches.ts gives the page once loaded. */
export interface LoadedWatches {
  desk: WatchDesk;
  check(): Promise<void>;
  signedOut(account: string): Promise<void>;
}

export function webWatchDesk(options: {
  load: () => Promise<LoadedWatches>;
  /** Whether any watches are kept in this page's storage (read without loading anything). */
  stored: () => boolean;
  notifications?: PageNotifications;
}) {
  let account: string | null = null;
  let loaded: Promise<LoadedWatches> | null = null;
  const listeners = new Set<(news: readonly WatchNotice[]) => void>();
  // Listening loads nothing: once the code is there, what it tells reaches every listener.
  const load = () =>
    (loaded ??= options.load().then((w) => {
      w.desk.subscribe((news) => listeners.forEach((listener) => listener(news)));
      return w;
    }));
  const desk: WatchDesk = {
    list: (language) => load().then((w) => w.desk.list(language)),
    watch(area, record, language) {
      // Inside the click, before anything is awaited; once (the browser remembers the answer).
      if (options.notifications?.permission === 'default')
        void options.notifications.requestPermission().catch(() => 'denied');
      return load().then((w) => w.desk.watch(area, record, language));
    },
    unwatch: (area, id) => load().then((w) => w.desk.unwatch(area, id)),
    seen: () => load().then((w) => w.desk.seen()),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    mayHave: () => options.stored(),
  };
  return {
    desk,
    account: () => account,
    /** The console's gateway, watched: a nav answer names the account; a sign-out removes its watches first. */
    observe(gateway: Gateway): Gateway {
      return {
        request: async (req) => {
          const reply = await gateway.request(req);
          if (req.method === 'GET' && canonicalPath(req.url) === NAV) account = accountOfNavReply(reply) ?? account;
          return reply;
        },
        signIn: (request, options) => gateway.signIn(request, options),
        signOut: async () => {
          const who = account;
          account = null;
          if (who !== null)
            await load()
              .then((w) => w.signedOut(who))
              .catch(() => undefined);
          return gateway.signOut();
        },
        hasSession: () => gateway.hasSession(),
        clearSession: () => gateway.clearSession(),
        onSessionChange: (listener) => gateway.onSessionChange(listener),
        ...(gateway.endReason ? { endReason: () => gateway.endReason!() } : {}),
      };
    },
  };
}

/** The browser's Notification API, when the page has one. */
export function pageNotifications(): PageNotifications | undefined {
  if (typeof Notification !== 'function') return undefined;
  return {
    get permission() {
      return Notification.permission;
    },
    requestPermission: () => Notification.requestPermission(),
    show(notice, open) {
      const shown = new Notification(notice.title, { body: notice.message, tag: notice.id });
      shown.onclick = () => {
        window.focus();
        open();
        shown.close();
      };
    },
  };
}
