import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../../server/listen.ts';
import { startWebHost } from '../e2e/support/webHost.ts';
import { DevApi } from '../e2e/support/devApi.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { stopServiceWorkers } from '../e2e/support/stopWorker.ts';
import { median } from './buildRoutes.bench.ts';
import { meterWire } from '../support/wireMeter.ts';
import { meterTrends } from '../support/trendsMeter.ts';
import { afterNextPaint } from './loginLoad.bench.ts';
import { LIST_CALL, usersOf } from './listCall.ts';

export async function signIn(page: Page, dev: DevApi) {
  await page.getByLabel('Username or phone number', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('img', { name: /Verification code image/ }).waitFor();
  await page.getByLabel('Verification code', { exact: true }).fill((await dev.latestCaptcha()).code);
}

/**
 * Records in the page the sign-in's submit event and the frame in which the dashboard was first
 * painted (its heading entered the document: a requestAnimationFrame, then a task, as for the
 * sign-in form). What the test tool adds around them (its click's checks, its polling for the
 * heading) is not the person's wait.
 */
async function watchSignIn(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    document.addEventListener('submit', () => { globalThis.__submitted ??= performance.now(); }, true);
    const observer = new MutationObserver(() => {
      const heading = [...document.querySelectorAll('h1, h2, [role="heading"]')].find((node) =>
        /Welcome back/.test(node.textContent ?? ''),
      );
      if (!heading) return;
      observer.disconnect();
      ${afterNextPaint('__dashboardPainted')}
    });
    observer.observe(document, { childList: true, subtree: true });
    // The figures drawn: every value there, and the "Updated" time set with the last of them.
    const figures = new MutationObserver(() => {
      if (!/^Updated \\d\\d:\\d\\d$/.test(document.querySelector('.dashboard__updated')?.textContent ?? '')) return;
      figures.disconnect();
      ${afterNextPaint('__figuresDrawn')}
    });
    figures.observe(document, { childList: true, subtree: true, characterData: true });
  })()`);
}

async function figuresTook(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => {
    const g = globalThis as { __submitted?: number; __figuresDrawn?: number };
    return g.__figuresDrawn !== undefined && g.__submitted !== undefined && g.__figuresDrawn - g.__submitted;
  });
  return (await handle.jsonValue()) as number;
}

async function signInTook(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => {
    const g = globalThis as { __submitted?: number; __dashboardPainted?: number };
    return g.__dashboardPainted !== undefined && g.__submitted !== undefined && g.__dashboardPainted - g.__submitted;
  });
  return (await handle.jsonValue()) as number;
}

/** After a cold load of /login (its own figures are measured by loginLoad.bench.ts). */
export interface WebTimings {
  /** The sign-in's submit event → the dashboard painted, in the page. */
  signInToDashboardMs: number;
  /** The same seen from the test tool: its click called → the dashboard's heading found. */
  signInAsToolSeesMs: number;
  menuClickToScreenMs: number;
  /** Bytes on the wire (everything: HTML, scripts, styles, fonts, texts) and requests for files after sign-in, on top of /login. */
  dashboardBytes: number;
  dashboardRequests: number;
  /** The sign-in's submit event → the figures drawn (every value there), in the page. */
  signInToFiguresMs: number;
  /** After the figures: what the trends add until their charts are drawn (code, styles and data). */
  chartBytes: number;
  chartRequests: number;
}

/** Medians of `runs` cold loads of the built web console in headless Chromium. */
export async function benchWeb(api: RunningServer, runs = 5): Promise<WebTimings> {
  const web = await startWebHost(resolve('dist/web'), api.url);
  const dev = new DevApi(api.url);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const samples: Record<keyof WebTimings, number[]> = {
    signInToDashboardMs: [],
    signInAsToolSeesMs: [],
    menuClickToScreenMs: [],
    dashboardBytes: [],
    dashboardRequests: [],
    signInToFiguresMs: [],
    chartBytes: [],
    chartRequests: [],
  };
  let chartUrls: string[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      await dev.reset();
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const meter = meterWire(page, resolve('dist/web'), `${web.url}/`);
      const trends = meterTrends(page, resolve('dist/web'), `${web.url}/`);
      await page.goto(`${web.url}/#/login`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      meter.reset();
      await signIn(page, dev);
      await watchSignIn(page);
      await trends.watch();
      const t0 = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
      samples.signInAsToolSeesMs.push((await page.evaluate(() => performance.now())) - t0);
      samples.signInToDashboardMs.push(await signInTook(page));
      samples.signInToFiguresMs.push(await figuresTook(page));
      // The dashboard's own files: those asked for before the trends (whose chunk comes after the figures).
      const dashboardFiles = meter.files().filter((file) => !file.path.includes('TrendsSection'));
      samples.dashboardBytes.push(dashboardFiles.reduce((sum, file) => sum + file.bytes, 0));
      samples.dashboardRequests.push(dashboardFiles.length);
      const charts = await trends.measure(3);
      samples.chartBytes.push(charts.bytes);
      samples.chartRequests.push(charts.requests);
      chartUrls = charts.urls;
      // The sidebar starts collapsed to icons (SPEC 3 sidebarStatus closed): open it once.
      await page.getByRole('button', { name: 'Open or close the sidebar' }).click();
      const menus = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Menus' });
      // A trial click waits until the link stands still: the sidebar's opening transition is not
      // part of the time from a click to the next screen.
      await menus.click({ trial: true });
      const t1 = await page.evaluate(() => performance.now());
      await menus.click();
      await page.getByRole('row').nth(1).waitFor();
      samples.menuClickToScreenMs.push((await page.evaluate(() => performance.now())) - t1);
      await context.close();
    }
  } finally {
    await browser.close();
    await web.close();
  }
  console.log(`after the figures:\n  ${chartUrls.join('\n  ')}\n`);
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])) as unknown as WebTimings;
}

/**
 * The JS heap after a forced collection: signed in, then after 20 and after 40 tabs opened and
 * closed; and the page's DOM nodes and JS event listeners at the same moments (the browser's own
 * memory, which the JS heap figure leaves out: a detached screen kept alive shows here too).
 */
export interface HeapFigures {
  /** After one round of the screens cycled below (their code loaded). */
  baselineMb: number;
  after20TabsMb: number;
  after40TabsMb: number;
  /** DOM nodes and JS event listeners: baseline, after 20, after 40 tabs (medians). */
  nodes: [number, number, number];
  listeners: [number, number, number];
}

/**
 * How the engine runs the console's code while the heap is measured. `objects`: V8's compiling tiers
 * off (`--no-sparkplug --no-maglev --no-turbofan`), so the heap holds what the console's code keeps and
 * not the machine code the engine compiles for functions that become hot as the tabs cycle (with
 * them on, that code was ~80 % of the growth over the first 20 tabs in heap-snapshot diffs of
 * 2026-11-25, and it keeps growing slowly for 100 tabs and more). `compiled`: the engine as shipped.
 */
export type HeapEngine = 'objects' | 'compiled';
const ENGINE_FLAGS: Record<HeapEngine, string> = {
  objects: '--expose-gc --no-sparkplug --no-maglev --no-turbofan',
  compiled: '--expose-gc',
};

/**
 * Medians of `runs` sessions, each opening and closing screens from the menu (Users, Tags, Brands,
 * Channels, Roles in turn): a screen the console holds on to after its tab is closed shows here.
 */
export async function benchHeap(api: RunningServer, engine: HeapEngine, runs = 3): Promise<HeapFigures> {
  const web = await startWebHost(resolve('dist/web'), api.url);
  const dev = new DevApi(api.url);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', `--js-flags=${ENGINE_FLAGS[engine]}`],
  });
  const heaps: [number[], number[], number[]] = [[], [], []];
  const nodes: [number[], number[], number[]] = [[], [], []];
  const listeners: [number[], number[], number[]] = [[], [], []];
  try {
    for (let i = 0; i < runs; i++) {
      await dev.reset();
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${web.url}/#/login`);
      await signIn(page, dev);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
      // The sidebar starts collapsed to icons (SPEC 3 sidebarStatus closed): open it once.
      await page.getByRole('button', { name: 'Open or close the sidebar' }).click();
      // Without --expose-gc the figure would be whatever garbage happens to be there: not measured.
      if (!(await page.evaluate(() => typeof (globalThis as { gc?: unknown }).gc === 'function')))
        throw new Error('the heap cannot be measured: the page has no gc()');
      const cdp = await context.newCDPSession(page);
      const measure = async (step: 0 | 1 | 2) => {
        // A closed screen leaves the page within a second or so (its tab's closing): the figures are
        // read once the collected DOM counts stand still, not while it is still on its way out.
        const collected = async () => {
          await page.evaluate(() => (globalThis as unknown as { gc: () => void }).gc());
          return (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
        };
        let counters = await collected();
        for (let read = 0; read < 10; read++) {
          await page.waitForTimeout(300);
          const again = await collected();
          const still = again.nodes === counters.nodes && again.jsEventListeners === counters.jsEventListeners;
          counters = again;
          if (still) break;
        }
        const used = await page.evaluate(
          () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1048576,
        );
        heaps[step].push(used);
        nodes[step].push(counters.nodes);
        listeners[step].push(counters.jsEventListeners);
      };
      const screens = ['Users', 'Tags', 'Brands', 'Channels', 'Roles'];
      const cycle = async (n: number) => {
        const name = screens[n % screens.length]!;
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
        await page.getByRole('button', { name: `Close ${name}` }).click();
      };
      // Once round first, so every screen's code is loaded before the baseline.
      for (let n = 0; n < screens.length; n++) await cycle(n);
      await measure(0);
      for (let n = 0; n < 20; n++) await cycle(n);
      await measure(1);
      for (let n = 0; n < 20; n++) await cycle(n);
      await measure(2);
      await context.close();
    }
  } finally {
    await browser.close();
    await web.close();
  }
  const medians = (steps: [number[], number[], number[]]) =>
    steps.map((values) => median(values)) as [number, number, number];
  const [baselineMb, after20TabsMb, after40TabsMb] = medians(heaps);
  return { baselineMb, after20TabsMb, after40TabsMb, nodes: medians(nodes), listeners: medians(listeners) };
}

export interface ExtensionTimings {
  coldStartMs: number;
  proxiedMs: number;
  directMs: number;
  overheadMs: number;
}

/**
 * The worker's cold start to its first proxied reply, and what a proxied call costs over a direct
 * one: signed in (through the side panel's own form), on a real list call whose answer is checked
 * each time and must be the same page the direct call gets.
 */
/**
 * Chromium with dist/extension loaded, in a fresh profile, its storage.local given `stored` (the API
 * host at least) before anything opens; `close` removes the profile as well.
 */
export async function launchBenchExtension(
  stored: Record<string, unknown>,
): Promise<{ context: BrowserContext; worker: Worker; close(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'console-bench-'));
  const dir = resolve('dist/extension');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate((items) => chrome.storage.local.set(items), stored);
    return { context, worker, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function benchExtension(api: RunningServer, runs = 51): Promise<ExtensionTimings> {
  const dev = new DevApi(api.url);
  let launched: Awaited<ReturnType<typeof launchBenchExtension>> | null = null;
  try {
    launched = await launchBenchExtension({ 'api-base': api.url });
    const { context, worker } = launched;
    const page = await context.newPage();
    await page.goto(`chrome-extension://${new URL(worker.url()).host}/src/platform/extension/sidepanel.html#/login`);
    await signIn(page, dev);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    // The direct call carries a token of its own, as the web build's calls do.
    const token = await dev.token({ userName: 'admin', password: 'admin123' });
    const proxied = async () => {
      const { ms, reply } = await page.evaluate(async (url) => {
        const t = performance.now();
        const answer = (await chrome.runtime.sendMessage({ type: 'api.request', request: { method: 'GET', url } })) as {
          ok?: boolean;
          body?: unknown;
        };
        return { ms: performance.now() - t, reply: answer };
      }, LIST_CALL);
      if (reply.ok !== true) throw new Error(`the worker refused the list call: ${JSON.stringify(reply)}`);
      return { ms, users: usersOf(reply.body) };
    };
    const direct = async () => {
      const { ms, body } = await page.evaluate(
        async ([url, Token]) => {
          const t = performance.now();
          const res = await fetch(url!, {
            headers: { 'Content-Type': 'application/json;charset=utf-8', Token: Token! },
          });
          const text = await res.text();
          return { ms: performance.now() - t, body: JSON.parse(text) as unknown };
        },
        [api.url + LIST_CALL, token],
      );
      return { ms, users: usersOf(body) };
    };
    const cold: number[] = [];
    for (let i = 0; i < 5; i++) {
      await stopServiceWorkers(page);
      cold.push((await proxied()).ms);
    }
    for (let i = 0; i < 5; i++) {
      await proxied();
      await direct();
    }
    const p: number[] = [];
    const d: number[] = [];
    for (let i = 0; i < runs; i++) {
      const viaWorker = await proxied();
      const straight = await direct();
      if (viaWorker.users !== straight.users)
        throw new Error(
          `the proxied and direct calls answered different pages: ${viaWorker.users} / ${straight.users}`,
        );
      p.push(viaWorker.ms);
      d.push(straight.ms);
    }
    return { coldStartMs: median(cold), proxiedMs: median(p), directMs: median(d), overheadMs: median(p) - median(d) };
  } finally {
    await launched?.close();
  }
}

export async function withServer<T>(fn: (api: RunningServer) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'console-bench-api-'));
  const api = await startServer({ mode: 'test', dataFile: join(dir, 'state.json'), port: 0, log: () => undefined });
  try {
    return await fn(api);
  } finally {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  }
}
