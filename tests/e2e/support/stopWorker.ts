import type { Page } from '@playwright/test';

/**
 * Stops the extension's service worker the way the browser does when it is idle, through the
 * DevTools protocol, and resolves once it reports `stopped`. The next message starts it again.
 */
export async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  type Versions = { versions: { runningStatus: string }[] };
  let stoppedSeen = false;
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', (event: Versions) => {
      if (stoppedSeen && event.versions.every((v) => v.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.enable');
  stoppedSeen = true;
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach();
}
