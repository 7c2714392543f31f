/**
 * System notifications of watched changes (`notifications`, an optional permission asked for on the
 * first Watch). The API is looked up at each use: the permission may be granted or taken back while
 * the worker runs, and without it there is no API (the badge and the panel still show the change).
 */
import browser from 'webextension-polyfill';
import type { WatchNotice } from '../../contract/watchNotice.ts';

export interface NotificationsApi {
  create(id: string, options: { type: 'basic'; iconUrl: string; title: string; message: string }): Promise<unknown>;
  clear(id: string): Promise<unknown>;
  onClicked: { addListener(listener: (id: string) => void): void };
}

export function notifications(): NotificationsApi | undefined {
  const api: unknown =
    import.meta.env.MODE === 'firefox'
      ? browser.notifications
      : (globalThis as { chrome?: typeof chrome }).chrome?.notifications;
  return api as NotificationsApi | undefined;
}

/** Shows `notice`; false when the browser does not allow it. */
export async function showNotice(notice: WatchNotice, iconUrl: string): Promise<boolean> {
  const api = notifications();
  if (!api) return false;
  try {
    await api.create(notice.id, { type: 'basic', iconUrl, title: notice.title, message: notice.message });
    return true;
  } catch {
    return false;
  }
}
