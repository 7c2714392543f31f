import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { wireBytes } from './wireMeter.ts';

/**
 * What the dashboard's trends cost after its figures: every request the page makes from the moment
 * the figures were drawn (the "Updated" time shown with the last value) until each chart is drawn,
 * with its bytes: a file as a host with precompressed files sends it, an API answer as sent.
 */
export interface TrendsMeter {
  /** Watches the page for the figures drawn; call before signing in. */
  watch(): Promise<void>;
  /** Waits for `charts` drawn charts and the network to settle, then answers the cost. */
  measure(charts: number): Promise<{ requests: number; bytes: number; urls: string[] }>;
}

export function meterTrends(page: Page, distDir: string, root: string): TrendsMeter {
  const seen: { url: string; at: number; bytes: Promise<number> }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.href.startsWith(root)) return;
    const at = Date.now();
    const bytes = url.pathname.startsWith('/api/')
      ? request
          .response()
          .then((response) => response?.body())
          .then((body) => body?.length ?? 0)
          .catch(() => 0)
      : Promise.resolve(wireBytes(join(distDir, decodeURIComponent(url.pathname))));
    seen.push({ url: url.pathname + url.search, at, bytes });
  });
  return {
    async watch() {
      await page.evaluate(`(() => {
        const figures = new MutationObserver(() => {
          const updated = document.querySelector('.dashboard__updated')?.textContent ?? '';
          if (!/^Updated \\d\\d:\\d\\d$/.test(updated)) return;
          figures.disconnect();
          globalThis.__figuresAt = performance.timeOrigin + performance.now();
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
      const since = await page.evaluate(() => (globalThis as { __figuresAt?: number }).__figuresAt);
      if (since === undefined) throw new Error('the figures were never drawn');
      const after = seen.filter((request) => request.at >= since);
      const bytes = (await Promise.all(after.map((request) => request.bytes))).reduce((a, b) => a + b, 0);
      return { requests: after.length, bytes, urls: after.map((request) => request.url) };
    },
  };
}
