/**
 * `npm run bench`: prints one table of the console's speed and size figures and writes them as
 * JSON to bench-results/. Builds first (`npm run bench` runs `npm run build`).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { benchBuildRoutes } from './buildRoutes.bench.ts';
import { bundleFigures } from './bundle.bench.ts';
import { benchExtension, benchWeb, withServer } from './browser.bench.ts';
import { packageExtension } from '../../scripts/package.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
const rows: [string, string, string][] = [];

for (const { entries, medianMs, p95Ms } of benchBuildRoutes()) {
  rows.push([
    `buildRoutes, ${entries.toLocaleString('en')} menu entries`,
    `${medianMs.toFixed(3)} ms median`,
    `p95 ${p95Ms.toFixed(3)} ms${entries === 10_000 ? ' (budget 10 ms)' : ''}`,
  ]);
}
const bundle = bundleFigures();
if (bundle) {
  rows.push(['web build: JS+CSS named in index.html', `${kb(bundle.entryGzip)} gzip`, 'before any lazy chunk']);
  rows.push(['web build: largest chunk', `${kb(bundle.largestChunk.gzip)} gzip`, bundle.largestChunk.file]);
  rows.push(['web build: all JS+CSS', `${kb(bundle.totalGzip)} gzip`, '']);
}
if (existsSync('dist/extension/manifest.json')) {
  const zip = packageExtension();
  rows.push(['extension zip', kb(zip.bytes), `${zip.files} files`]);
}
if (!process.argv.includes('--no-browser') && existsSync('/usr/bin/chromium')) {
  await withServer(async (api) => {
    const web = await benchWeb(api);
    rows.push([
      'web: JS+CSS fetched for /login',
      `${kb(web.loginBytes)} gzip`,
      'measured in the browser (budget 150 KB)',
    ]);
    rows.push([
      'web: JS+CSS fetched for the dashboard after sign-in',
      `${kb(web.dashboardBytes)} gzip`,
      'on top of /login',
    ]);
    rows.push(['web: navigation start → login form usable', ms(web.loginUsableMs), 'median of 5 cold loads']);
    rows.push(['web: sign-in submit → dashboard painted', ms(web.signInToDashboardMs), 'median of 5']);
    rows.push(['web: menu click → next screen painted', ms(web.menuClickToScreenMs), 'Menus screen, median of 5']);
    rows.push(['web: JS heap after sign-in', `${web.heapAfterSignInMb.toFixed(1)} MB`, '']);
    const growth = (from: number, to: number) => `${((to / from - 1) * 100).toFixed(1)} %`;
    rows.push([
      'web: JS heap after opening and closing 20 tabs',
      `${web.heapAfter20TabsMb.toFixed(1)} MB`,
      `${growth(web.heapAfterSignInMb, web.heapAfter20TabsMb)} (budget 10 %; includes the engine compiling hot code)`,
    ]);
    rows.push([
      'web: JS heap after 20 more',
      `${web.heapAfter40TabsMb.toFixed(1)} MB`,
      `${growth(web.heapAfter20TabsMb, web.heapAfter40TabsMb)} (steady state)`,
    ]);
    const ext = await benchExtension(api);
    rows.push(['extension: worker cold start → first proxied reply', ms(ext.coldStartMs), 'median of 5 stops']);
    rows.push([
      'extension: proxied call overhead over a direct call',
      ms(ext.overheadMs),
      `proxied ${ms(ext.proxiedMs)} vs direct ${ms(ext.directMs)}, median of 51 (target < 3 ms)`,
    ]);
  });
}

const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((cell, i) => cell.padEnd(width[i]!)).join('  ')).join('\n'));
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2));
console.log(`\nwritten: ${file}`);
