import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

export interface BundleFigures {
  /** gzip bytes of the JS and CSS index.html loads before any screen chunk. */
  entryGzip: number;
  largestChunk: { file: string; gzip: number };
  totalGzip: number;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Sizes of dist/web (run `npm run build` first). */
export function bundleFigures(dir = 'dist/web'): BundleFigures | null {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const assets = readdirSync(join(dir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const sizes = assets.map((file) => ({ file, gzip: gz(join(dir, 'assets', file)) }));
  return {
    entryGzip: entry.reduce((sum, file) => sum + gz(join(dir, file)), 0),
    largestChunk: sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a), { file: '', gzip: 0 }),
    totalGzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
  };
}

export function fileSize(path: string): number {
  return statSync(path).size;
}
