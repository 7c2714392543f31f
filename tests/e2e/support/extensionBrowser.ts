import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export interface LoadedExtension {
  context: BrowserContext;
  worker: Worker;
  /** The extension's id, read from its service worker's URL. */
  id: string;
  /** `chrome-extension://id/path`. */
  url(path: string): string;
}

/**
 * Chromium with an unpacked extension loaded, in the profile `profileDir` (an existing profile is
 * a browser started again: `storage.local` and IndexedDB are kept, `storage.session` is not).
 * When `apiBase` is given the extension is pointed at that API host.
 */
export async function launchExtension(
  extensionDir: string,
  profileDir: string,
  options: {
    apiBase?: string;
    locale?: string;
    viewport?: { width: number; height: number };
    /** As `use.reducedMotion` in playwright.config.ts, which a browser launched here does not get. */
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<LoadedExtension> {
  const locale = options.locale ?? 'en-US';
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    args: [
      ...CHROMIUM_ARGS,
      `--lang=${locale}`,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  if (options.apiBase) {
    await worker.evaluate(async (apiBase) => {
      await chrome.storage.local.set({ 'api-base': apiBase });
    }, options.apiBase);
  }
  return { context, worker, id, url: (path) => `chrome-extension://${id}/${path.replace(/^\//, '')}` };
}
