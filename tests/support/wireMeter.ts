import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';

/** Kinds of request a screen makes, as counted by the budgets. */
export type RequestKind = 'html' | 'js' | 'css' | 'font' | 'image' | 'texts' | 'api' | 'other';

export interface WireRequest {
  /** Path below the console's root (`assets/index-….js`), or the API path. */
  path: string;
  kind: RequestKind;
  /**
   * Bytes a static host sends for it: gzip (level 9, precompressed) for text, the file for fonts and
   * images; 0 for API calls. Metered from the answers: the body's bytes as the server sent them.
   */
  bytes: number;
  /** The address asked for. */
  url?: string;
  /** Metered from the answers: the answer's `Content-Encoding` (`identity` when it has none). */
  encoding?: string;
}

export interface WireMeter {
  /** Every request the page made since the meter started (or was reset), in request order, each path once. */
  requests(): WireRequest[];
  /** The console's own files: everything but API calls. */
  files(): WireRequest[];
  /** Their bytes on the wire. */
  bytes(): number;
  reset(): void;
}

const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
const cache = new Map<string, number>();

/** What a host serving precompressed files sends for `file`. */
export function wireBytes(file: string): number {
  let size = cache.get(file);
  if (size === undefined) {
    size = COMPRESSED.has(extname(file)) ? gzipSync(readFileSync(file), { level: 9 }).length : statSync(file).size;
    cache.set(file, size);
  }
  return size;
}

function kindOf(path: string, contents: () => string): RequestKind {
  if (path === '' || path.endsWith('.html')) return 'html';
  if (path.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf|otf|eot)$/.test(path)) return 'font';
  if (/\.(svg|png|jpe?g|gif|webp|ico)$/.test(path)) return 'image';
  if (path.endsWith('.js'))
    return /^(?:var|const|let) \w+=JSON\.parse\(|^export default JSON\.parse\(/.test(contents()) ? 'texts' : 'js';
  return 'other';
}

/**
 * Counts what a page fetches from a built console in `distDir` (the web build served at `root`,
 * or the extension's own origin): HTML, scripts, styles, fonts, images and texts, each with the bytes
 * a static host with precompressed files sends; API calls are counted as requests with no bytes.
 * `data:` URLs are not requests. Watches the browser's requests: lazy chunks count once they are asked for.
 */
export function meterWire(
  page: Page,
  distDir: string,
  root: string,
  options: { fromAnswers?: boolean } = {},
): WireMeter {
  const seen = new Map<string, WireRequest>();
  if (options.fromAnswers) {
    // The server's answers say what went over the wire: their length, and how it was encoded.
    page.on('response', async (response) => {
      const entry = [...seen.values()].find((request) => request.url === response.url());
      if (!entry || entry.kind === 'api') return;
      const length = response.headers()['content-length'];
      entry.bytes = length === undefined ? (await response.request().sizes()).responseBodySize : Number(length);
      entry.encoding = response.headers()['content-encoding'] ?? 'identity';
    });
  }
  const origin = new URL(root).origin;
  const base = new URL(root).pathname.replace(/[^/]*$/, '');
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (url.pathname.startsWith('/api/')) {
      const key = `api:${url.pathname}`;
      if (!seen.has(key)) seen.set(key, { path: url.pathname, kind: 'api', bytes: 0 });
      return;
    }
    let path = decodeURIComponent(url.pathname);
    path = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '');
    if (seen.has(path)) return;
    let file = join(distDir, path);
    if (path === '' || (existsSync(file) && statSync(file).isDirectory())) file = join(file, 'index.html');
    const bytes = !options.fromAnswers && existsSync(file) ? wireBytes(file) : 0;
    const kind = kindOf(path, () => (existsSync(file) ? readFileSync(file, 'utf8') : ''));
    seen.set(path, { path, kind, bytes, url: request.url() });
  });
  return {
    requests: () => [...seen.values()],
    files: () => [...seen.values()].filter((request) => request.kind !== 'api'),
    bytes: () => [...seen.values()].reduce((sum, request) => sum + request.bytes, 0),
    reset: () => seen.clear(),
  };
}

/** One line per request, largest first: what a failing budget prints. */
export function describeRequests(requests: readonly WireRequest[]): string {
  return [...requests]
    .sort((a, b) => b.bytes - a.bytes)
    .map(
      (r) =>
        `  ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.kind.padEnd(5)}  ${r.encoding ? `${r.encoding.padEnd(8)}  ` : ''}${r.path || '(index.html)'}`,
    )
    .join('\n');
}
