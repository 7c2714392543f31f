import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { wireBytes } from './wireMeter.ts';

/**
 * What the dashboard's trends cost after its figures: every request the page makes from the moment
 * the figures were drawn (the "Updated" time shown with the last value) until each chart is drawn,
 * with its bytes: a file as a host with precompressed files sends it, an API answer as sent.
 *
 * "After" is judged in the page's own clock: a request's start in Resource Timing against the
 * moment the figures were drawn. The time this process hears of a request is no measure of it: under
 * load the figures' own calls reach it after the page has drawn their answers.
 */
export interface TrendsMeter {
  /** Watches the page for the figures drawn; call before signing in. */
  watch(): Promise<void>;
  /** Waits for `charts` drawn charts and the network to settle, then answers the cost. */
  measure(charts: number): Promise<{ requests: number; bytes: number; urls: string[] }>;
}

/**
 * The requests the page started at or after `since` (its own clock) under `root`, each with the bytes
 * it was answered with. `started` is the page's Resource Timing in the order of starting; each
 * request takes the first answer heard for its address, so an address asked before and after the
 * figures is counted with its own later answer. A request after the figures with no answer heard is
 * refused, not counted as 0 bytes.
 */
export function requestsAfter(
  started: readonly { url: string; at: number }[],
  since: number,
  root: string,
  heard: readonly { url: string; bytes: Promise<number> }[],
): { url: string; bytes: Promise<number> }[] {
  const unused = [...heard];
  const after: { url: string; bytes: Promise<number> }[] = [];
  for (const { url: href, at } of started) {
    if (!href.startsWith(root)) continue;
    const url = new URL(href);
    const path = url.pathname + url.search;
    const index = unused.findIndex((request) => request.url === path);
    const answer = index === -1 ? undefined : unused.splice(index, 1)[0];
    if (at < since) continue;
    if (!answer) throw new Error(`the page asked for ${path}, and no answer to it was heard`);
    after.push({ url: path, bytes: answer.bytes });
  }
  return after;
}

export function meterTrends(page: Page, distDir: string, root: string): TrendsMeter {
  const heard: { url: string; bytes: Promise<number> }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.href.startsWith(root)) return;
    const bytes = url.pathname.startsWith('/api/')
      ? request
          .response()
          .then((response) => response?.body())
          .then((body) => body?.length ?? 0)
          .catch(() => 0)
      : Promise.resolve(wireBytes(join(distDir, decodeURIComponent(url.pathname))));
    heard.push({ url: url.pathname + url.search, bytes });
  });
  return {
    async watch() {
      await page.evaluate(`(() => {
        performance.setResourceTimingBufferSize(10000);
        const figures = new MutationObserver(() => {
          const updated = document.querySelector('.dashboard__updated')?.textContent ?? '';
          if (!/^Updated \\d\\d:\\d\\d$/.test(updated)) return;
          figures.disconnect();
          globalThis.__figuresAt = performance.now();
        });
        figures.observe(document, { childList: true, subtree: true, characterData: true });
      })()`);
    },
    async measure(charts) {
      await page
        .locator('.trend-card canvas')
        .nth(charts - 1)
        .waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => {
        const since = (globalThis as { __figuresAt?: number }).__figuresAt;
        if (since === undefined) return null;
        const entries = performance
          .getEntriesByType('resource')
          .sort((a, b) => a.startTime - b.startTime)
          .map((entry) => ({ url: entry.name, at: entry.startTime }));
        return { since, entries };
      });
      if (timing === null) throw new Error('the figures were never drawn');
      const after = requestsAfter(timing.entries, timing.since, root, heard);
      const bytes = (await Promise.all(after.map((request) => request.bytes))).reduce((a, b) => a + b, 0);
      return { requests: after.length, bytes, urls: after.map((request) => request.url) };
    },
  };
}
