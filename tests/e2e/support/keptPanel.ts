import type { BrowserContext, Page, Worker } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchExtension, type LoadedExtension } from './extensionBrowser.ts';
import { startWorker, stopWorkers, watchWorker } from './stopWorker.ts';

/** How a test wants its side panel's browser: a browser is kept only for tests that want the same. */
export interface PanelBrowserWish {
  apiBase: string;
  locale: string;
  viewport: { width: number; height: number } | null;
}

/** A side panel's browser handed to one test: its context, its first page and a worker started afresh. */
export interface PanelBrowser {
  context: BrowserContext;
  page: Page;
  worker: Worker;
  id: string;
}

/** The event emitter under a context or page (Playwright's own, with Node's methods; its types leave them out). */
type Listener = (...args: unknown[]) => unknown;
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): Listener[];
  off(event: string | symbol, listener: Listener): unknown;
}
/** Contexts and pages whose undoable methods are already marked. */
const undoable = new WeakSet<object>();

/** launchExtension's size when a test names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** A reset takes 0.4 s on a quiet machine; past this, the browser is replaced. */
const RESET_WITHIN_MS = 10_000;

/** What the origin's own storage holds (Storage.clearDataForOrigin), the service worker's registration aside. */
const ORIGIN_STORAGE = 'cookies,file_systems,indexeddb,local_storage,cache_storage,websql,shader_cache';

/**
 * One Chromium with the unpacked extension per test worker, handed from test to test as if it had
 * just been started. A launch and a first sign-in form cost 1.9 s of processor time (the extension's
 * code compiled afresh in a new profile); a reset and the same form 0.7 s. The side panel's project
 * alone: 395 → 327 processor-seconds, 231 → 178 s on two cores.
 *
 * Between two tests everything the extension and the browser keep is put back as a new profile has
 * it: every page but one closed, and that one sent to a blank document with its routes, emulated
 * media, size and extra headers undone (a new page would cost a renderer, and the extension's
 * process with it); the context's routes, offline mode, granted permissions, cookies and extra
 * headers undone; the listeners a test added to the context or the page removed; the extension's
 * service worker stopped (its memory, timers and pending writes go with it); its origin's IndexedDB
 * (the sealing key), localStorage (the panel's kept view), caches and cookies deleted; a worker
 * started to empty `storage.local` (but the API host) and `storage.session`, give the optional
 * permissions back, reset the toolbar badge and title and close notifications, then stopped, since
 * it read the old storage at its start; then the worker is started again, and that one is the
 * test's. `kept-panel.spec.ts` checks that what one test leaves the next does not find.
 *
 * A new browser is launched instead when the test wants another language or size, when the last
 * test failed (a retry starts as from nothing), when a test closed the context, or when a test did
 * what cannot be undone on a context or page: an init script, an exposed function, an installed
 * clock.
 */
export class KeptPanels {
  private kept: { extension: LoadedExtension; profile: string; key: string } | null = null;
  private dirty = false;
  private listenersBefore = new Map<Emitter, Map<string | symbol, Listener[]>>();

  async take(wish: PanelBrowserWish): Promise<PanelBrowser> {
    const key = JSON.stringify([wish.locale, wish.viewport]);
    const kept = this.kept;
    if (kept && kept.key === key && !this.dirty) {
      // A reset that fails or hangs costs a launch, never the test.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const reset = await Promise.race([
        this.reset(kept.extension, wish.apiBase, wish.viewport).catch(() => null),
        new Promise<null>((done) => (timer = setTimeout(() => done(null), RESET_WITHIN_MS))),
      ]);
      clearTimeout(timer);
      if (reset) return this.handOut(reset);
    }
    await this.close();
    const profile = await mkdtemp(join(tmpdir(), 'console-ext-'));
    const extension = await launchExtension(this.extensionDir, profile, {
      apiBase: wish.apiBase,
      locale: wish.locale,
      viewport: wish.viewport ?? undefined,
      // As every test of the configuration (playwright.config.ts, `reducedMotion`).
      reducedMotion: 'reduce',
    });
    this.kept = { extension, profile, key };
    this.dirty = false;
    extension.context.on('close', () => {
      this.dirty = true;
    });
    this.markUndoable(extension.context);
    const page = extension.context.pages()[0] ?? (await extension.context.newPage());
    return this.handOut({ context: extension.context, page, worker: extension.worker, id: extension.id });
  }

  /** After the test: a failed one leaves its browser to no one. */
  give(passed: boolean): void {
    if (!passed) this.dirty = true;
    for (const [events, before] of this.listenersBefore)
      for (const event of events.eventNames())
        for (const listener of events.listeners(event))
          if (!(before.get(event) ?? []).includes(listener)) events.off(event, listener);
    this.listenersBefore.clear();
  }

  async close(): Promise<void> {
    const kept = this.kept;
    this.kept = null;
    if (!kept) return;
    await kept.extension.context.close().catch(() => undefined);
    await rm(kept.profile, { recursive: true, force: true });
  }

  constructor(private readonly extensionDir: string) {}

  /** Notes the listeners on the context and its page, and marks what cannot be undone on them. */
  private handOut(browser: PanelBrowser): PanelBrowser {
    for (const target of [browser.context, browser.page]) {
      const events = target as unknown as Emitter;
      this.listenersBefore.set(
        events,
        new Map(events.eventNames().map((event) => [event, [...events.listeners(event)]])),
      );
    }
    this.markUndoable(browser.page);
    return browser;
  }

  /** What a context or page keeps and no call takes back: such a browser is not handed on. */
  private markUndoable(target: BrowserContext | Page): void {
    if (undoable.has(target)) return;
    undoable.add(target);
    const mark = <T extends object, K extends keyof T>(on: T, name: K) => {
      const original = on[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(on, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          this.dirty = true;
          return original.apply(on, args);
        },
      });
    };
    mark(target, 'addInitScript');
    mark(target, 'exposeBinding');
    mark(target, 'exposeFunction');
    for (const name of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const) mark(target.clock, name);
  }

  private async reset(
    extension: LoadedExtension,
    apiBase: string,
    viewport: PanelBrowserWish['viewport'],
  ): Promise<PanelBrowser> {
    const { context, id } = extension;
    // One page is kept (a new one costs a renderer, and the extension's process with it): the
    // others are closed, what the test set on it undone, and it is sent to a blank document.
    const [page, ...others] = context.pages();
    if (!page) throw new Error('the test closed every page');
    for (const other of others) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.emulateMedia({
      media: null,
      colorScheme: null,
      reducedMotion: 'reduce',
      forcedColors: null,
      contrast: null,
    });
    await page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await page.setExtraHTTPHeaders({});
    await page.goto('about:blank');
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await context.clearPermissions();
    await context.clearCookies();
    await context.setExtraHTTPHeaders({});
    const cdp = await context.newCDPSession(page);
    const watch = watchWorker(cdp);
    await cdp.send('ServiceWorker.enable');
    const scopeURL = `chrome-extension://${id}/`;
    await stopWorkers(cdp, watch);
    await cdp.send('Storage.clearDataForOrigin', { origin: `chrome-extension://${id}`, storageTypes: ORIGIN_STORAGE });
    // A worker to empty the extension's own storage with, then stopped: what it read at its start goes.
    const cleaner = await startWorker(context, cdp, watch, scopeURL);
    await cleaner.evaluate(async (base) => {
      await chrome.storage.session.clear();
      const local = await chrome.storage.local.get(null);
      await chrome.storage.local.remove(Object.keys(local).filter((key) => key !== 'api-base'));
      if (local['api-base'] !== base) await chrome.storage.local.set({ 'api-base': base });
      const manifest = chrome.runtime.getManifest();
      const granted = await chrome.permissions.getAll();
      const required = new Set(manifest.host_permissions ?? []);
      const origins = (granted.origins ?? []).filter((origin) => !required.has(origin));
      const permissions = (granted.permissions ?? []).filter((name) =>
        (manifest.optional_permissions ?? []).includes(name as chrome.runtime.ManifestOptionalPermission),
      );
      if (origins.length > 0 || permissions.length > 0)
        await chrome.permissions.remove({
          origins,
          permissions: permissions as chrome.runtime.ManifestOptionalPermission[],
        });
      await chrome.action.setBadgeText({ text: '' });
      await chrome.action.setTitle({ title: chrome.i18n.getMessage('actionTitle') });
      if (chrome.notifications)
        for (const notice of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(notice);
    }, apiBase);
    await stopWorkers(cdp, watch);
    const worker = await startWorker(context, cdp, watch, scopeURL);
    await cdp.detach();
    return { context, page, worker, id };
  }
}
