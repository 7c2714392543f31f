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

/** The requests of `started` (full addresses, in order) under `root`, with the bytes each was answered with. */
export function requestsAfter(
  started: readonly string[],
  root: string,
  heard: readonly { url: string; bytes: Promise<number> }[],
): { url: string; bytes: Promise<number> }[] {
  const unused = [...heard];
  return started
    .filter((href) => href.startsWith(root))
    .map((href) => {
      const url = new URL(href);
      const path = url.pathname + url.search;
      // The same address asked twice is two requests: each takes one answer heard, in order.
      const at = unused.findIndex((request) => request.url === path);
      if (at === -1) throw new Error(`the page asked for ${path}, and no answer to it was heard`);
      return { url: path, bytes: unused.splice(at, 1)[0]!.bytes };
    });
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
      const started = await page.evaluate(() => {
        const since = (globalThis as { __figuresAt?: number }).__figuresAt;
        if (since === undefined) return null;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since)
          .sort((a, b) => a.startTime - b.startTime)
          .map((entry) => entry.name);
      });
      if (started === null) throw new Error('the figures were never drawn');
      const after = requestsAfter(started, root, heard);
      const bytes = (await Promise.all(after.map((request) => request.bytes))).reduce((a, b) => a + b, 0);
      return { requests: after.length, bytes, urls: after.map((request) => request.url) };
    },
  };
}
