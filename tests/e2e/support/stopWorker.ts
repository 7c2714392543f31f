import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';

/**
 * Stops the extension's service worker the way the browser does when it is idle, through the
 * DevTools protocol, and resolves once it reports `stopped` (at once if it was). The next message
 * starts it again.
 */
export async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const watch = watchWorker(cdp);
  await cdp.send('ServiceWorker.enable');
  await stopWorkers(cdp, watch);
  await cdp.detach();
}

type Versions = { versions: { runningStatus: string }[] };
type Status = 'stopped' | 'running';

/**
 * The extension's service worker as the debugging protocol reports it (`ServiceWorker.enable`
 * reports it at once, then every change): what it is now, and a wait for what it becomes.
 */
export function watchWorker(cdp: CDPSession) {
  let now = '';
  const waiting = new Set<{ status: Status; done: () => void }>();
  cdp.on('ServiceWorker.workerVersionUpdated', (event: Versions) => {
    if (event.versions.length === 0) return;
    const first = event.versions[0]!.runningStatus;
    if (!event.versions.every((v) => v.runningStatus === first)) return;
    now = first;
    for (const wait of waiting)
      if (wait.status === now) {
        waiting.delete(wait);
        wait.done();
      }
  });
  return {
    is: (status: Status) => now === status,
    becomes: (status: Status) =>
      new Promise<void>((done) => {
        waiting.add({ status, done });
      }),
  };
}

export type Watch = ReturnType<typeof watchWorker>;

/** Stops the extension's service worker (if it runs), the way the browser does when it is idle. */
export async function stopWorkers(cdp: CDPSession, watch: Watch): Promise<void> {
  if (watch.is('stopped')) return;
  const stopped = watch.becomes('stopped');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
}

/**
 * Starts the stopped worker again. Playwright keeps one handle for it across the stop: its
 * `evaluate` runs in the new instance (nothing of the old one's memory).
 */
export async function startWorker(
  context: BrowserContext,
  cdp: CDPSession,
  watch: Watch,
  scopeURL: string,
): Promise<Worker> {
  const running = watch.becomes('running');
  await cdp.send('ServiceWorker.startWorker', { scopeURL });
  await running;
  const worker = context.serviceWorkers()[0];
  if (!worker) throw new Error('the extension’s service worker has no handle after its start');
  return worker;
}
