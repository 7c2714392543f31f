/**
 * `npm run bench`: prints one table of the console's speed and size figures and writes them as
 * JSON to bench-results/. Run `npm run build` first for the bundle figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchBuildRoutes } from './buildRoutes.bench.ts';
import { bundleFigures } from './bundle.bench.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: [string, string, string][] = [];

for (const { entries, medianMs, p95Ms } of benchBuildRoutes()) {
  rows.push([`buildRoutes, ${entries.toLocaleString('en')} menu entries`, `${medianMs.toFixed(3)} ms median`, `p95 ${p95Ms.toFixed(3)} ms${entries === 10_000 ? ' (budget 10 ms)' : ''}`]);
}
const bundle = bundleFigures();
if (bundle) {
  rows.push(['web build: JS+CSS loaded by index.html', `${kb(bundle.entryGzip)} gzip`, '']);
  rows.push(['web build: largest chunk', `${kb(bundle.largestChunk.gzip)} gzip`, bundle.largestChunk.file]);
  rows.push(['web build: all JS+CSS', `${kb(bundle.totalGzip)} gzip`, '']);
} else {
  rows.push(['web build', 'not built', 'run `npm run build` first']);
}

const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((cell, i) => cell.padEnd(width[i]!)).join('  ')).join('\n'));
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2));
console.log(`\nwritten: ${file}`);
