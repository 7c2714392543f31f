/**
 * The side panel's watches (Platform.watches), kept and checked by the worker (workerWatches.ts):
 * the panel sends what a person does and hears when the list changed. It never names an account.
 */
import browser from 'webextension-polyfill';
import type { WatchDesk } from '../../contract/platform.ts';
import { checkStoredWatches } from '../../contract/watches.ts';
import { sendToWorker, type RuntimeLike } from './messageGateway.ts';
import { isSignal, type WatchedRecord, type WorkerRequest } from './protocol.ts';

/** `storage.local` key: the notifications permission was asked for once (on the first Watch). */
export const NOTIFICATIONS_ASKED_KEY = 'watch-notifications-asked';

/** The part of `browser.permissions` and `storage.local` the first Watch uses. */
export interface NotifyPermission {
  request(): Promise<boolean>;
  asked(): Promise<boolean>;
  markAsked(): Promise<void>;
}

export const browserNotifyPermission = (): NotifyPermission => ({
  request: () => browser.permissions.request({ permissions: ['notifications'] }),
  asked: async () => (await browser.storage.local.get(NOTIFICATIONS_ASKED_KEY))[NOTIFICATIONS_ASKED_KEY] === true,
  markAsked: () => browser.storage.local.set({ [NOTIFICATIONS_ASKED_KEY]: true }),
});

export function workerWatches(
  rt: RuntimeLike = browser.runtime as unknown as RuntimeLike,
  permission: NotifyPermission = browserNotifyPermission(),
): WatchDesk {
  const ask = (message: WorkerRequest) => sendToWorker(rt, message);
  // Known before the first click: the request must be the click's first call (Firefox refuses it after an await).
  let asked = true;
  void permission.asked().then(
    (value) => (asked = value),
    () => undefined,
  );
  return {
    async list(language) {
      const answer = await ask({ type: 'watch.list', language });
      const watches = (answer as { watches?: unknown } | null)?.watches;
      return Array.isArray(watches) ? checkStoredWatches(watches) : null;
    },
    async watch(area, record, language) {
      if (!asked) {
        asked = true;
        void permission.request().catch(() => false);
        void permission.markAsked().catch(() => undefined);
      }
      // Only what a watch reads crosses (the worker rebuilds it again).
      const { status, orderNo, nickname, amount } = record;
      const picked = { id: Number(record.id), status, orderNo, nickname, amount } as WatchedRecord;
      const answer = await ask({ type: 'watch.add', area, record: picked, language });
      return answer === 'watching' || answer === 'full' ? answer : 'unavailable';
    },
    unwatch: async (area, id) => void (await ask({ type: 'watch.remove', area, id })),
    seen: async () => void (await ask({ type: 'watch.seen' })),
    subscribe(listener) {
      const onMessage = (message: unknown) => {
        if (isSignal(message, 'watch.changed')) listener([]);
      };
      rt.onMessage.addListener(onMessage);
      return () => rt.onMessage.removeListener(onMessage);
    },
  };
}
