import browser from 'webextension-polyfill';
import type { DraftStore, LoggedCall, Platform, RequestLog } from '../../contract/platform.ts';
import { checkStoredDraft, storableDraft, type Draft } from '../../contract/drafts.ts';
import { MessageGateway, sendToWorker, type RuntimeLike } from './messageGateway.ts';
import { extensionStorage } from './extensionStorage.ts';
import { isSignal, type WorkerRequest } from './protocol.ts';
import { readStoredCalls } from '../http/callLog.ts';
import { API_BASE_KEY, apiBaseFrom, defaultApiBase, readApiBase } from './apiBase.ts';
import { routePicture } from '../../contract/pictures.ts';
import { workerPageBeside } from './pageBesideClient.ts';
import { workerWatches } from './watchClient.ts';

const runtime = () => browser.runtime as unknown as RuntimeLike;

/** Subscribes to one of the worker's signals. */
function onSignal(type: 'log.changed' | 'lookup.pending', listener: () => void, rt: RuntimeLike): () => void {
  const onMessage = (message: unknown) => {
    if (isSignal(message, type)) listener();
  };
  rt.onMessage.addListener(onMessage);
  return () => rt.onMessage.removeListener(onMessage);
}

/** The worker's request log, read by message: it outlives the side panel being closed. */
export function workerRequestLog(rt: RuntimeLike = runtime()): RequestLog {
  const ask = (message: WorkerRequest) => rt.sendMessage(message).catch(() => null);
  return {
    list: async (): Promise<LoggedCall[]> => readStoredCalls(await ask({ type: 'log.list' })),
    clear: async () => void (await ask({ type: 'log.clear' })),
    subscribe: (listener) => onSignal('log.changed', listener, rt),
  };
}

/**
 * Lookups left by the context menu or the keyboard command: one waiting when the panel opens is
 * taken at once, later ones when the worker says so.
 */
export function workerLookups(rt: RuntimeLike = runtime()) {
  return (listener: (text: string) => void): (() => void) => {
    const take = () =>
      void rt
        .sendMessage({ type: 'lookup.take' } satisfies WorkerRequest)
        .then((text) => {
          if (typeof text === 'string' && text !== '') listener(text);
        })
        .catch(() => undefined);
    const stop = onSignal('lookup.pending', take, rt);
    take();
    return stop;
  };
}

/** Whether the worker has a host to call (the options page's, or the build's default), read as the worker reads it. */
export function extensionApiHost(): NonNullable<Platform['apiHost']> {
  return {
    isSet: async () => (await readApiBase()) !== null,
    subscribe: (listener) =>
      extensionStorage('local').subscribe(API_BASE_KEY, (value) => listener(apiBaseFrom(value) !== null)),
  };
}

/** Pictures fetched by the worker kept for the panel's lifetime, at most this many. */
export const PICTURE_CACHE_SIZE = 200;

/**
 * The panel's pictures: `data:` images as they are; everything else is asked of the worker, which
 * fetches only pictures on the API host (pictureFetch.ts) and answers them as `data:` URLs, the only
 * remote pictures the pages' Content-Security-Policy lets them show. Answers are kept per host and
 * address, so a list that draws a picture again asks nothing.
 */
export function workerPictures(
  rt: RuntimeLike = runtime(),
  readHost: () => Promise<string | null> = readApiBase,
): NonNullable<Platform['pictureSource']> {
  const cache = new Map<string, Promise<string | null>>();
  const ask = async (address: string): Promise<string | null> => {
    const answer = await rt.sendMessage({ type: 'picture.fetch', url: address } satisfies WorkerRequest);
    return typeof answer === 'string' && answer.startsWith('data:image/') ? answer : null;
  };
  return (address) => {
    const route = routePicture(address, null);
    if (route.from === 'inline') return route.url;
    return readHost().then((host) => {
      if (host === null || routePicture(address, host).from !== 'home') return null;
      const key = `${host} ${address}`;
      let answer = cache.get(key);
      if (!answer) {
        answer = ask(address).catch(() => null);
        if (cache.size >= PICTURE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(key, answer);
      }
      return answer;
    });
  };
}

/**
 * The panel's drafts, kept by the worker (sealed in `storage.local`, sealedDrafts.ts) at the worker's
 * own API host and for the account of the session it holds: neither the `host` nor the `account` the
 * core gives is sent. What is sent went through keepable() already;
 * what comes back is checked like any stored draft. A worker that cannot be reached keeps nothing
 * and has nothing: nothing throws.
 */
export function workerDrafts(rt: RuntimeLike = runtime(), now: () => number = Date.now): DraftStore {
  const ask = (message: WorkerRequest) => sendToWorker(rt, message);
  return {
    get: async ({ form }) => {
      const draft = checkStoredDraft(await ask({ type: 'draft.get', form }), now());
      return draft?.form === form ? draft : null;
    },
    put: async ({ form }, draft) => {
      const stored = storableDraft({ ...draft, form });
      await ask(stored ? { type: 'draft.put', form, draft: stored } : { type: 'draft.remove', form });
    },
    remove: async ({ form }) => void (await ask({ type: 'draft.remove', form })),
    clearAccount: async () => void (await ask({ type: 'draft.clearAccount' })),
    interrupted: async () => {
      const answer = await ask({ type: 'draft.interrupted' });
      if (!Array.isArray(answer)) return [];
      return answer.map((item) => checkStoredDraft(item, now())).filter((draft): draft is Draft => draft !== null);
    },
    markInterrupted: async () => void (await ask({ type: 'draft.markInterrupted' })),
    // The worker sees the account change itself (in the nav answer it relays): nothing to send.
    signedIn: async () => undefined,
  };
}

export function createExtensionPlatform(): Platform {
  return {
    kind: 'extension',
    gateway: new MessageGateway(),
    requestLog: workerRequestLog(),
    onLookup: workerLookups(),
    pageBeside: workerPageBeside(),
    storage: extensionStorage('local'),
    sessionStorage: extensionStorage('session'),
    drafts: workerDrafts(),
    watches: workerWatches(),
    // Links open in a new browser tab, not inside the panel.
    openExternal: (url) => void browser.tabs.create({ url }),
    // A package with a default host always has one: only one without (the store package built
    // without VITE_EXTENSION_API_BASE) asks, and shows the sign-in form once a host is set.
    ...(defaultApiBase() === null ? { apiHost: extensionApiHost() } : {}),
    openSettings: () => void browser.runtime.openOptionsPage().catch(() => undefined),
    // What the core keeps per host (saved list views) follows the host the worker calls.
    apiOrigin: readApiBase,
    languages: () => navigator.languages ?? [navigator.language],
    pictureSource: workerPictures(),
  };
}
