import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect, EXTENSION_DIR } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';
import { describeRequests, meterWire } from '../../support/wireMeter.ts';
import { meterTrends } from '../../support/trendsMeter.ts';
import { BUDGETS } from '../../bench/budgets.ts';
import { bundleFigures } from '../../bench/bundle.bench.ts';
import { packageExtension } from '../../../scripts/package.ts';

/**
 * The counted budgets of tests/bench/budgets.ts (bytes, requests, chunk sizes, the store zip and the
 * web build's code), measured in the
 * browser on the web build as deployed (the `nginx` project: deploy/nginx.conf in front of
 * dist/web): what a person's browser fetches, fonts and HTML included, each file's bytes as nginx
 * sent them. The timed budgets are checked by `npm run bench`.
 */
test('budget: /login and the dashboard after sign-in fetch within their bytes and requests', async ({
  shell,
  shellKind,
  webServer,
  dev,
}) => {
  test.skip(shellKind !== 'web', 'the budget is the web build’s: the extension loads from disk');
  test.skip(webServer !== 'nginx', 'measured from the answers of nginx, as deployed (the nginx project)');
  // The budget counts gzip, which every browser accepts; Chromium asks for Brotli too, and gets less
  // (tests/e2e/specs/nginx.spec.ts checks that nginx sends the .br files).
  await shell.context.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip, deflate' });
  const meter = meterWire(shell.page, resolve('dist/web'), shell.url('/login'), { fromAnswers: true });
  await shell.open('/login');
  await expect(shell.page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await shell.page.waitForLoadState('networkidle');
  const files = meter.files();
  const list = describeRequests(files);
  // A meter that recorded nothing would pass every budget below (and Math.min() of nothing is Infinity).
  expect(
    files.filter((file) => file.kind === 'html'),
    `the page itself was metered:\n${list}`,
  ).toHaveLength(1);
  expect(meter.bytes(), `bytes were metered:\n${list}`).toBeGreaterThan(10 * 1024);
  const text = files.filter((file) => ['html', 'js', 'css', 'texts'].includes(file.kind));
  expect(
    text.filter((file) => file.encoding !== 'gzip' && file.encoding !== 'br'),
    `every text file comes precompressed:\n${list}`,
  ).toEqual([]);
  const kb = meter.bytes() / 1024;
  test.info().annotations.push({ type: 'size', description: `/login: ${kb.toFixed(1)} KB in ${files.length} files` });
  expect(kb, `/login receives ${kb.toFixed(1)} KB:\n${list}`).toBeLessThanOrEqual(BUDGETS.loginBytes.limit);
  expect(files.length, `/login makes ${files.length} requests:\n${list}`).toBeLessThanOrEqual(
    BUDGETS.loginRequests.limit,
  );
  // The trends' chunk (the chart library in it) is the dashboard's, never the sign-in's; the import's
  // loads only when Import is opened.
  expect(files.filter((file) => file.path.includes('TrendsSection') || file.path.includes('ImportDialog'))).toEqual([]);
  const scripts = files.filter((file) => file.kind === 'js' || file.kind === 'texts');
  expect(scripts.length, `scripts were metered:\n${list}`).toBeGreaterThan(0);
  const smallest = Math.min(...scripts.map((file) => file.bytes)) / 1024;
  expect(smallest, `a script under 2 KB on the way to the sign-in form:\n${list}`).toBeGreaterThanOrEqual(
    BUDGETS.loginSmallestChunk.limit,
  );

  meter.reset();
  const trends = meterTrends(shell.page, resolve('dist/web'), `${new URL(shell.url('/')).origin}/`);
  await trends.watch();
  await new LoginPage(shell.page, dev).signIn(ADMIN);
  await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  // The trends after the figures: their chunk and one stats call per chart, within 4 requests and 60 KB.
  const charts = await trends.measure(3);
  const chartList = `${(charts.bytes / 1024).toFixed(1)} KB:\n  ${charts.urls.join('\n  ')}`;
  expect(charts.requests, `the trends after the figures: ${chartList}`).toBeLessThanOrEqual(
    BUDGETS.chartRequests.limit,
  );
  expect(charts.bytes / 1024, `the trends after the figures: ${chartList}`).toBeLessThanOrEqual(
    BUDGETS.chartBytes.limit,
  );
  expect(charts.urls.filter((url) => url.includes('/stats?'))).toHaveLength(3);
  const more = meter.files();
  expect(more.length, 'the dashboard after sign-in was metered').toBeGreaterThan(0);
  expect(
    more.length,
    `the dashboard after sign-in makes ${more.length} more requests:\n${describeRequests(more)}`,
  ).toBeLessThanOrEqual(BUDGETS.dashboardRequests.limit);
  // Its bytes, the trends' chunk aside (counted above with the charts), as the bench counts them.
  const own = more.filter((file) => !file.path.includes('TrendsSection'));
  const ownKb = own.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  expect(
    ownKb,
    `the dashboard after sign-in receives ${ownKb.toFixed(1)} KB more:\n${describeRequests(own)}`,
  ).toBeLessThanOrEqual(BUDGETS.dashboardBytes.limit);
});

test('budget: the Chrome store zip and the web build’s code within their sizes', async ({ shellKind, webServer }) => {
  test.skip(shellKind !== 'web' || webServer !== 'nginx', 'once, beside the byte budget (the nginx project)');
  // The builds `npm test` has just made: the zip as `npm run package` makes it, into a scratch file.
  const dir = await mkdtemp(join(tmpdir(), 'console-zip-'));
  try {
    const zip = packageExtension(EXTENSION_DIR, join(dir, 'store.zip'));
    expect.soft(zip.bytes / 1024, `the store zip: ${zip.files} files`).toBeLessThanOrEqual(BUDGETS.extensionZip.limit);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const bundle = bundleFigures(resolve('dist/web'));
  expect(bundle, 'dist/web is built').not.toBeNull();
  expect(bundle!.totalGzip / 1024, 'all JS and CSS of dist/web, gzip').toBeLessThanOrEqual(BUDGETS.webCodeTotal.limit);
  // The import is a chunk of its own (script and styles), within its budget.
  const importFiles = bundle!.importChunk.files;
  expect(importFiles.every((file) => file.startsWith('ImportDialog-'))).toBe(true);
  expect(importFiles.map((file) => file.split('.').pop()).sort(), 'the import’s chunk: script and styles').toEqual([
    'css',
    'js',
  ]);
  expect(
    bundle!.importChunk.gzip / 1024,
    `the import’s chunk: ${bundle!.importChunk.files.join(', ')}`,
  ).toBeLessThanOrEqual(BUDGETS.importChunk.limit);
});
