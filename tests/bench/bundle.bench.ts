import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { wireBytes } from '../support/wireMeter.ts';

export interface BundleFigures {
  largestChunk: { file: string; gzip: number };
  totalGzip: number;
  /** The import's own chunk (ImportDialog: its script and styles), loaded when Import is opened. */
  importChunk: { files: string[]; gzip: number };
}

/** Sizes of dist/web's JS and CSS as a host of precompressed files sends them (run `npm run build` first). */
export function bundleFigures(dir = 'dist/web'): BundleFigures | null {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const assets = readdirSync(join(dir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const sizes = assets.map((file) => ({ file, gzip: wireBytes(join(dir, 'assets', file)) }));
  const importFiles = sizes.filter((s) => s.file.startsWith('ImportDialog-'));
  return {
    largestChunk: sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a), { file: '', gzip: 0 }),
    totalGzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    importChunk: { files: importFiles.map((s) => s.file), gzip: importFiles.reduce((sum, s) => sum + s.gzip, 0) },
  };
}
