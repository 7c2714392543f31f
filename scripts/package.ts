/**
 * `npm run package`: store-ready zips of dist/extension (Chrome Web Store, Edge Add-ons) and
 * dist/firefox (addons.mozilla.org), without source maps or test files, in dist/, and their sizes.
 * Build first with `npm run build:extension` and `npm run build:firefox`.
 *
 * The packaged manifest is the store's, in both: the loopback hosts the development build may call
 * without asking (the local reference server) are not granted, and plain http is not even optional.
 * The extension reads its default host from that grant (src/platform/extension/apiBase.ts): a package
 * built without VITE_EXTENSION_API_BASE has none, and sends nothing until a host is set.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import pkg from '../package.json' with { type: 'json' };

export const EXTENSION_DIR = 'dist/extension';
export const ZIP_PATH = `dist/console-extension-${pkg.version}.zip`;
export const FIREFOX_DIR = 'dist/firefox';
export const FIREFOX_ZIP_PATH = `dist/console-firefox-${pkg.version}.zip`;

const SKIP = /\.map$|\.test\.|\.spec\.|(^|\/)\.vite(\/|$)/;

const isLoopbackPattern = (pattern: string) =>
  /^(\*|https?):\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?\//i.test(pattern);
const isPlainHttpPattern = (pattern: string) => /^http:\/\//i.test(pattern);

/** The store's manifest: without loopback host permissions, and without plain http among the optional ones. */
export function storeManifest(manifest: Record<string, unknown>): Record<string, unknown> {
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const store: Record<string, unknown> = { ...manifest };
  store.host_permissions = list(manifest.host_permissions).filter((pattern) => !isLoopbackPattern(pattern));
  store.optional_host_permissions = list(manifest.optional_host_permissions).filter(
    (pattern) => !isLoopbackPattern(pattern) && !isPlainHttpPattern(pattern),
  );
  if ((store.host_permissions as string[]).length === 0) delete store.host_permissions;
  return store;
}

export function packageExtension(dir = EXTENSION_DIR, out = ZIP_PATH): { path: string; bytes: number; files: number } {
  if (!existsSync(join(dir, 'manifest.json')))
    throw new Error(
      `${dir}/manifest.json is missing: run \`npm run build:extension\` and \`npm run build:firefox\` first`,
    );
  const files: Record<string, Uint8Array> = {};
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      const rel = relative(dir, full).split('\\').join('/');
      if (SKIP.test(rel)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (rel === 'manifest.json')
        files[rel] = strToU8(
          JSON.stringify(storeManifest(JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>), null, 2),
        );
      else files[rel] = readFileSync(full);
    }
  };
  walk(dir);
  const zip = zipSync(files, { level: 9 });
  writeFileSync(out, zip);
  return { path: out, bytes: zip.length, files: Object.keys(files).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [dir, out] of [
    [EXTENSION_DIR, ZIP_PATH],
    [FIREFOX_DIR, FIREFOX_ZIP_PATH],
  ] as const) {
    const { path, bytes, files } = packageExtension(dir, out);
    console.log(`${path}: ${(bytes / 1024).toFixed(1)} KB, ${files} files`);
  }
  if (!process.env.VITE_EXTENSION_API_BASE) {
    console.log(
      'Note: built without VITE_EXTENSION_API_BASE, so the packages have no default API host: until one is set\n' +
        'on the options page the side panel refuses to sign in and says so. To build one in:\n' +
        'VITE_EXTENSION_API_BASE=https://api.example.com npm run package',
    );
  }
}
