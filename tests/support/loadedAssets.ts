import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export interface LoadedAsset {
  file: string;
  gzip: number;
}

export interface AssetMeter {
  /** JS and CSS files of the build the page has requested since the meter started, in request order. */
  assets(): LoadedAsset[];
  /** Sum of their gzip sizes (level 9, as a server compresses static files ahead of time). */
  gzipTotal(): number;
  /** Forgets what was counted so far (e.g. after the sign-in screen, to count the dashboard alone). */
  reset(): void;
}

const cache = new Map<string, number>();
function gzipOf(path: string): number {
  let size = cache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    cache.set(path, size);
  }
  return size;
}

/**
 * Counts the JS and CSS a page loads from a built console in `distDir`, by watching its requests in
 * the browser: what a person's browser fetches, including lazy chunks, not what a manifest says.
 */
export function meterAssets(page: Page, distDir: string): AssetMeter {
  const seen = new Map<string, LoadedAsset>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = /\/(assets\/[^/?#]+\.(?:js|css))$/.exec(url.pathname);
    if (!match || seen.has(match[1]!)) return;
    seen.set(match[1]!, { file: match[1]!, gzip: gzipOf(join(distDir, match[1]!)) });
  });
  return {
    assets: () => [...seen.values()],
    gzipTotal: () => [...seen.values()].reduce((sum, asset) => sum + asset.gzip, 0),
    reset: () => seen.clear(),
  };
}

/** "168.4 KB" with the files, largest first: the message a failing budget prints. */
export function describeAssets(assets: LoadedAsset[]): string {
  return [...assets]
    .sort((a, b) => b.gzip - a.gzip)
    .map((asset) => `  ${(asset.gzip / 1024).toFixed(1).padStart(6)} KB  ${asset.file}`)
    .join('\n');
}
