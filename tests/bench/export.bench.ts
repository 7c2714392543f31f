import { chromium, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { resolve } from 'node:path';
import type { RunningServer } from '../../server/listen.ts';
import { startWebHost } from '../e2e/support/webHost.ts';
import { DevApi } from '../e2e/support/devApi.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';

/** How many platform users the export figures are measured on: the most one export holds. */
export const EXPORT_ROWS = 100_000;

export interface ExportFigures {
  csvMs: number;
  xlsxMs: number;
  /** The largest JS heap seen (sampled every 50 ms over the DevTools protocol) while either export ran. */
  peakHeapMb: number;
  baselineHeapMb: number;
  /** The heap after both exports, collected, over the baseline before them. */
  afterHeapMb: number;
  /** How long after the XLSX export the heap took to come back (the figure is read then). */
  settledMs: number;
  /** Cancel clicked → the last list call that reached the server (0 when none came after). */
  cancelStopsMs: number;
  rows: number;
  csvBytes: number;
  xlsxBytes: number;
}

const heapMb = (page: Page) =>
  page.evaluate(() => {
    (globalThis as unknown as { gc: () => void }).gc();
    return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1048576;
  });

/**
 * Starts sampling the page's heap from outside it: Runtime.getHeapUsage over the DevTools protocol
 * every 50 ms. The browser answers those between the page's own work, also while a long synchronous
 * step (the XLSX build) holds the page's thread, where a timer in the page would never fire. The
 * answer stops sampling and gives the largest heap seen (MB) and how many samples were taken.
 */
async function sampleHeap(page: Page): Promise<() => Promise<{ peakMb: number; samples: number }>> {
  const cdp = await page.context().newCDPSession(page);
  let peak = 0;
  let samples = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      peak = Math.max(peak, usedSize);
      samples += 1;
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  return async () => {
    sampling = false;
    await loop;
    await cdp.detach();
    return { peakMb: peak / 1048576, samples };
  };
}

/** Every row of a downloaded export as text: CSV lines, or the XLSX sheet's rows (unzipped). */
async function exportedRows(path: string, format: 'CSV' | 'Excel workbook'): Promise<string[]> {
  const bytes = await readFile(path);
  if (format === 'CSV')
    return new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '');
  const sheet = strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  return [...sheet.matchAll(/<row [^>]*>(.*?)<\/row>/gs)].map((m) => m[1] ?? '');
}

/** Fails the bench when a file it timed is not the whole export: a header and `total` rows, the last one last. */
export function checkExported(rows: readonly string[], total: number, lastMobile: string, what: string): void {
  if (rows.length !== total + 1) throw new Error(`${what}: ${rows.length - 1} rows, expected ${total}`);
  if (!rows.at(-1)?.includes(lastMobile))
    throw new Error(`${what}: the last row is not the list's last record (mobile ${lastMobile})`);
}

async function openExport(page: Page, format: 'CSV' | 'Excel workbook') {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Users' });
  await dialog.getByRole('radio', { name: /^All matching the filters/ }).check();
  await dialog.getByRole('radio', { name: new RegExp(`^${format}`) }).check();
  return dialog;
}

/** Export of every one of 100,000 users from the list screen, as CSV and as XLSX; and Cancel. */
export async function benchExport(api: RunningServer): Promise<ExportFigures> {
  const dev = new DevApi(api.url);
  await dev.reset();
  const now = (
    await dev.apiData<{ totalCount: number }>(
      { userName: 'admin', password: 'admin123' },
      '/api/business/user/list?limit=1',
    )
  ).totalCount;
  const { total } = await dev.addUsers(EXPORT_ROWS - now);
  const web = await startWebHost(resolve('dist/web'), api.url);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  try {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`${web.url}/#/login?redirect=%2Fbusiness%2Fuser`);
    await page.getByLabel('Username or phone number', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin123');
    await page.getByRole('img', { name: /Verification code image/ }).waitFor();
    await page.getByLabel('Verification code', { exact: true }).fill((await dev.latestCaptcha()).code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(`${total} in all`).waitFor({ timeout: 30_000 });

    // The list's last record (its default order, as the export walks it).
    const last = await dev.apiData<{ list: { mobile: string }[] }>(
      { userName: 'admin', password: 'admin123' },
      `/api/business/user/list?limit=1&page=${total}`,
    );
    const lastMobile = last.list[0]?.mobile ?? '(none)';
    const timed = async (format: 'CSV' | 'Excel workbook') => {
      const dialog = await openExport(page, format);
      const download = page.waitForEvent('download', { timeout: 120_000 });
      const started = Date.now();
      await dialog.getByRole('button', { name: 'Export', exact: true }).click();
      const file = await download;
      const ms = Date.now() - started;
      const path = await file.path();
      const { size } = await import('node:fs/promises').then((fs) => fs.stat(path));
      await dialog.waitFor({ state: 'hidden' });
      // The file timed is the whole export: every row, and the list's last record last.
      checkExported(await exportedRows(path, format), total, lastMobile, format);
      return { ms, bytes: size };
    };
    // The baseline has the export's code loaded (one export of the page shown as XLSX) and the
    // request log full (its last 200 calls, kept for the support desk: one export of every row).
    const warmUp = async (format: 'CSV' | 'Excel workbook', scope: RegExp) => {
      const dialog = await openExport(page, format);
      await dialog.getByRole('radio', { name: scope }).check();
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await dialog.getByRole('button', { name: 'Export', exact: true }).click();
      await download;
      await dialog.waitFor({ state: 'hidden' });
    };
    await warmUp('Excel workbook', /^This page/);
    await warmUp('CSV', /^All matching the filters/);
    await page.waitForTimeout(1000);
    const baselineHeapMb = await heapMb(page);
    const peak = await sampleHeap(page);
    const csv = await timed('CSV');
    const xlsx = await timed('Excel workbook');
    const { peakMb: peakHeapMb, samples } = await peak();
    if (samples < 10) throw new Error(`the heap was sampled ${samples} times during the exports`);
    // What the export held is let go once the file is handed over and the page is idle again: read
    // every half second (collected first) until within 10 % of the baseline, 30 s at most.
    const settleStarted = Date.now();
    let afterHeapMb = await heapMb(page);
    while (afterHeapMb > baselineHeapMb * 1.1 && Date.now() - settleStarted < 30_000) {
      await page.waitForTimeout(500);
      afterHeapMb = await heapMb(page);
    }
    const settledMs = Date.now() - settleStarted;

    // Cancel while pages are still coming.
    const dialog = await openExport(page, 'CSV');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.getByText(/^[1-9][\d,]* \/ [\d,]+ rows$/).waitFor();
    const cancelledAt = Date.now();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(2000);
    const calls = await dev.requests('/api/business/user/list');
    const lastCall = Math.max(...calls.map((call) => Number(call.at)));
    await context.close();
    return {
      csvMs: csv.ms,
      xlsxMs: xlsx.ms,
      peakHeapMb,
      baselineHeapMb,
      afterHeapMb,
      settledMs,
      cancelStopsMs: Math.max(0, lastCall - cancelledAt),
      rows: total,
      csvBytes: csv.bytes,
      xlsxBytes: xlsx.bytes,
    };
  } finally {
    await browser.close();
    await web.close();
    await dev.reset();
  }
}
