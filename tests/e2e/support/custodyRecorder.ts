import type { BrowserContext, Page } from '@playwright/test';

/**
 * Records, from inside every extension page of `context` and from before its own scripts run,
 * everything the page is handed: replies to its runtime messages, runtime and port messages, and
 * storage change events. What a compromised page of the extension could see, as JSON lines.
 */
export async function recordWhatPagesReceive(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
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
    const c = (
      globalThis as unknown as {
        chrome?: {
          runtime?: { sendMessage?: (...args: unknown[]) => unknown; onMessage: Event; onConnect?: Event };
          storage?: { onChanged: Event };
        };
      }
    ).chrome;
    if (!c?.runtime?.sendMessage) return;
    const runtime = c.runtime;
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
    c.storage?.onChanged.addListener((changes, area) => record(`storage.${String(area)}`, changes));
  });
}

/** What the page has received so far. */
export function received(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((globalThis as unknown as { __received?: string[] }).__received ?? [])]);
}

/**
 * Everything an extension page can read by itself: every chrome.storage area, Web Storage, and
 * every IndexedDB database of the extension's origin (a CryptoKey is described, and whether its
 * bytes can be exported is tried).
 */
export function readableFromPage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: Record<string, unknown> = {
      local: await chrome.storage.local.get(null),
      session: await chrome.storage.session.get(null),
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
  });
}

/** Sends a runtime message from the page's own context, as code running in the page could. */
export function sendFromPage(page: Page, message: unknown): Promise<unknown> {
  return page.evaluate((m) => chrome.runtime.sendMessage(m), message);
}
