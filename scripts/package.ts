/**
 * `npm run package`: a store-ready zip of dist/extension (no source maps, no test files) in
 * dist/, and its size. Build first with `npm run build:extension`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import pkg from '../package.json' with { type: 'json' };

export const EXTENSION_DIR = 'dist/extension';
export const ZIP_PATH = `dist/console-extension-${pkg.version}.zip`;

const SKIP = /\.map$|\.test\.|\.spec\.|(^|\/)\.vite(\/|$)/;

export function packageExtension(dir = EXTENSION_DIR, out = ZIP_PATH): { path: string; bytes: number; files: number } {
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`${dir}/manifest.json is missing: run \`npm run build:extension\` first`);
  const files: Record<string, Uint8Array> = {};
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      const rel = relative(dir, full).split('\\').join('/');
      if (SKIP.test(rel)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else files[rel] = readFileSync(full);
    }
  };
  walk(dir);
  const zip = zipSync(files, { level: 9 });
  writeFileSync(out, zip);
  return { path: out, bytes: zip.length, files: Object.keys(files).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { path, bytes, files } = packageExtension();
  console.log(`${path}: ${(bytes / 1024).toFixed(1)} KB, ${files} files`);
}
