import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { isTransportFailure } from '../../api/transportFailure.ts';
import { writeChanges } from './readKeys.ts';

/** Whether the console can reach its API, as the browser and the last call tell. */
export interface ConnectionState {
  offline: boolean;
}

export interface Connection {
  get(): ConnectionState;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

/** Writes close together (a bulk action's rows) invalidate their reads once. */
const INVALIDATE_AFTER_MS = 100;

/**
 * Watches the way to the API for the data layer: the browser's `offline`/`online` events and a
 * call that failed on the way switch the console to offline; the browser's `online`, or any answer
 * unless the browser itself went offline since, switch it back, and then every shown read is asked
 * again, once (a read answered since is not).
 * A write that succeeded, or whose answer was lost, invalidates the reads of its area (`readKeys.ts`):
 * the shown ones ask again.
 */
export function watchConnection(api: ApiClient, client: QueryClient): Connection {
  let state: ConnectionState = { offline: typeof navigator !== 'undefined' && navigator.onLine === false };
  const listeners = new Set<() => void>();
  const set = (offline: boolean) => {
    if (state.offline === offline) return;
    state = { offline };
    listeners.forEach((listener) => listener());
    if (!offline) refreshShown(Date.now());
  };
  const refreshShown = (returnedAt: number) =>
    // After the answer that brought the console back has reached its read.
    setTimeout(() => {
      const stale = {
        type: 'active' as const,
        predicate: (q: { state: { dataUpdatedAt: number } }) => q.state.dataUpdatedAt < returnedAt,
      };
      // A read waiting to retry is asked now rather than at its next turn.
      void client
        .cancelQueries({ ...stale, predicate: (q) => stale.predicate(q) && q.state.fetchFailureCount > 0 })
        .then(() => client.refetchQueries(stale, { cancelRefetch: false }));
    }, 0);

  let changed: { method: Parameters<typeof writeChanges>[0]; url: string }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const invalidate = () => {
    const writes = changed;
    changed = [];
    void client.invalidateQueries({
      predicate: (q) => writes.some((w) => writeChanges(w.method, w.url, q.queryKey[0])),
    });
  };

  const changedBy = (request: { method: Parameters<typeof writeChanges>[0]; url: string }) => {
    if (request.method === 'GET') return;
    changed.push({ method: request.method, url: request.url });
    clearTimeout(timer);
    timer = setTimeout(invalidate, INVALIDATE_AFTER_MS);
  };
  // The browser itself said it went offline, and has not said it is back.
  let browserWentOffline = false;
  const stopObserving = api.observe((request, outcome) => {
    if (outcome.ok) {
      // Once the browser itself has said it went offline, only its `online` says it is back: an
      // answer that was on its way when the connection went (or came through the extension's
      // worker) is no sign of a connection now. Offline from the start (an API on this machine
      // with no network), an answer is.
      if (!browserWentOffline) set(false);
      changedBy(request);
    } else if (isTransportFailure(outcome.failure)) {
      set(true);
      // A write whose answer was lost may have been carried out: its reads ask what the server has.
      changedBy(request);
    }
  });
  const offline = () => {
    browserWentOffline = true;
    set(true);
  };
  const online = () => {
    browserWentOffline = false;
    set(false);
  };
  addEventListener('offline', offline);
  addEventListener('online', online);
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopObserving();
      clearTimeout(timer);
      removeEventListener('offline', offline);
      removeEventListener('online', online);
    },
  };
}
