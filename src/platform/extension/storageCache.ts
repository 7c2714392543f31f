import browser from 'webextension-polyfill';

/**
 * A read-through copy of values kept in chrome.storage. Storage stays the only source of truth:
 * the copy starts empty in every new worker, is refreshed by storage.onChanged (another page or
 * this worker wrote), and a proxied call costs no storage read once it is warm.
 */
export function cachedRead<T>(
  read: () => Promise<T>,
  watchedKeys: readonly string[],
): { get(): Promise<T>; invalidate(): void } {
  let cached: Promise<T> | null = null;
  browser.storage.onChanged.addListener((changes) => {
    if (watchedKeys.some((key) => key in changes)) cached = null;
  });
  return {
    get() {
      cached ??= read().catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
    invalidate() {
      cached = null;
    },
  };
}
