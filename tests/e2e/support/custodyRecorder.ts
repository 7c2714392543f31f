import type { BrowserContext, Page } from '@playwright/test';

/**
 * What a compromised page of the extension could see, and what it could read by itself. The
 * functions named `…InPage` run inside an extension page (Chromium's or Firefox's) and are shared by
 * both browsers' suites; the others drive them from Playwright.
 */

/**
 * Records, from inside an extension page, everything the page is handed from now on: replies to its
 * runtime messages, runtime and port messages, and storage change events, as JSON lines in
 * `globalThis.__received`. It watches both namespaces a page has: `chrome.*` (which the polyfill
 * wraps in Chromium) and Firefox's own `browser.*`. Installing it twice changes nothing.
 */
export function recordInPage(): void {
  if (Object.getOwnPropertyDescriptor(globalThis, '__received')) return;
  const seen: string[] = [];
  const record = (kind: string, value: unknown) => {
    try {
      seen.push(`${kind} ${JSON.stringify(value)}`);
    } catch {
      seen.push(`${kind} <unserialisable>`);
    }
  };
  Object.defineProperty(globalThis, '__received', { value: seen });
  type Listener = (...args: unknown[]) => void;
  type Event = { addListener(listener: Listener): void };
  type Namespace = {
    runtime?: { sendMessage?: (...args: unknown[]) => unknown; onMessage: Event; onConnect?: Event };
    storage?: { onChanged: Event };
  };
  const scope = globalThis as unknown as { chrome?: Namespace; browser?: Namespace };
  for (const api of new Set([scope.browser, scope.chrome])) {
    if (!api?.runtime?.sendMessage) continue;
    const runtime = api.runtime;
    const send = runtime.sendMessage!.bind(runtime);
    runtime.sendMessage = (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (response: unknown) => {
          record('reply', response);
          return (last as Listener)(response);
        };
        return send(...args);
      }
      const result = send(...args) as Promise<unknown> | undefined;
      result?.then?.(
        (response) => record('reply', response),
        (error: unknown) => record('reply-error', String(error)),
      );
      return result;
    };
    runtime.onMessage.addListener((message) => record('message', message));
    runtime.onConnect?.addListener((port) =>
      (port as { onMessage: Event }).onMessage.addListener((message) => record('port', message)),
    );
    api.storage?.onChanged.addListener((changes, area) => record(`storage.${String(area)}`, changes));
  }
}

/** What the page has received since `recordInPage` ran in it. */
export function receivedInPage(): string[] {
  return [...((globalThis as unknown as { __received?: string[] }).__received ?? [])];
}

/**
 * Everything an extension page can read by itself, as JSON: every extension storage area, Web
 * Storage, and every IndexedDB database of the extension's origin (a CryptoKey is described, and
 * whether its bytes can be exported is tried).
 */
export async function readableInPage(): Promise<string> {
  type Area = { get(keys: null): Promise<Record<string, unknown>> };
  const scope = globalThis as unknown as { browser?: { storage: { local: Area; session: Area } } };
  const storage = scope.browser?.storage ?? (chrome.storage as unknown as { local: Area; session: Area });
  const out: Record<string, unknown> = {
    local: await storage.local.get(null),
    session: await storage.session.get(null),
    webLocal: { ...localStorage },
    webSession: { ...sessionStorage },
  };
  const describe = async (value: unknown): Promise<unknown> => {
    if (value instanceof CryptoKey) {
      const exported = await crypto.subtle.exportKey('raw', value).then(
        (raw) => Array.from(new Uint8Array(raw)),
        () => 'not extractable',
      );
      return { cryptoKey: value.algorithm, extractable: value.extractable, exported };
    }
    return value;
  };
  for (const info of await indexedDB.databases()) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(info.name!);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    for (const store of Array.from(db.objectStoreNames)) {
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      out[`idb:${info.name}/${store}`] = await Promise.all(values.map(describe));
    }
    db.close();
  }
  return JSON.stringify(out);
}

/**
 * Adds a picture of `src` to the page, as code running in it could; answers whether it loaded (the
 * pages' policy refusing it answers false).
 */
export function loadPictureInPage(src: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const img = new Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
    document.body.append(img);
  });
}

/** Sends a runtime message from the page's own context, as code running in the page could. */
export function sendInPage(message: unknown): Promise<unknown> {
  const scope = globalThis as unknown as { browser?: { runtime: { sendMessage(m: unknown): Promise<unknown> } } };
  return (scope.browser?.runtime ?? chrome.runtime).sendMessage(message);
}

/**
 * Chromium: records in every extension page of `context`, from before the page's own scripts run
 * (`recordInPage`).
 */
export async function recordWhatPagesReceive(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordInPage);
}

/** What the page has received so far. */
export function received(page: Page): Promise<string[]> {
  return page.evaluate(receivedInPage);
}

/** Everything an extension page can read by itself (`readableInPage`). */
export function readableFromPage(page: Page): Promise<string> {
  return page.evaluate(readableInPage);
}

/** Sends a runtime message from the page's own context, as code running in the page could. */
export function sendFromPage(page: Page, message: unknown): Promise<unknown> {
  return page.evaluate(sendInPage, message);
}
