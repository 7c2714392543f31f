import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunningServer } from '../../server/listen.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { DevApi } from '../e2e/support/devApi.ts';
import { signIn } from './browser.bench.ts';
import { median } from './buildRoutes.bench.ts';
import { afterNextPaint, LIVE_SIGN_IN_SUBMIT, SIGN_IN_SUBMIT } from './loginLoad.bench.ts';

/** The platform's floor: an extension page of the same package with one labelled input and nothing else. */
const FLOOR_PAGE = 'bench-floor.html';
const SIDE_PANEL_PATH = 'src/platform/extension/sidepanel.html';
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head>' +
  '<body><label>Username <input id="floor-input"></label></body></html>';

/**
 * Page code (a string: the bench's transpiler may wrap functions in helpers the page lacks) that
 * records in `__shownAt` the frame after `shown()` first holds, checked at every frame from the
 * page's start. A drawing in a frame of its own (the side panel's signed-in shell) is looked into.
 */
function watchShown(condition: string): string {
  return `(() => {
    if (location.protocol !== 'chrome-extension:') return;
    const visible = (el) => el && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const shown = () => { ${condition} };
    const check = () => {
      if (shown()) { ${afterNextPaint('__shownAt')} return; }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

const FLOOR_SHOWN = `return visible(document.getElementById('floor-input'));`;
const FORM_SHOWN = `return [...document.querySelectorAll(${JSON.stringify(SIGN_IN_SUBMIT)})].some(visible);`;
/** The live sign-in form in place of the drawing: Sign in works. */
const FORM_WORKING = `return !document.getElementById('sign-in-prepaint') &&
  [...document.querySelectorAll(${JSON.stringify(LIVE_SIGN_IN_SUBMIT)})].some(visible);`;
/** A figure of the dashboard on screen: in the live console, or in the drawing of the last opening. */
const DASHBOARD_SHOWN = `
  if ([...document.querySelectorAll('#app [data-figure]')].some(visible)) return true;
  const frame = document.querySelector('#sign-in-prepaint iframe');
  return Boolean(visible(frame) && frame.contentDocument && frame.contentDocument.querySelector('[data-figure]'));`;

/** The drawing's steps as the panel marks them (panelPrepaint.ts), by name: when each happened. */
export type PanelMarks = Record<string, number>;

async function openTimed(
  context: BrowserContext,
  url: string,
  condition: string,
): Promise<{ page: Page; ms: number; marks: PanelMarks }> {
  const page = await context.newPage();
  await page.addInitScript(watchShown(condition));
  await page.goto(url);
  const handle = await page.waitForFunction(() => (globalThis as { __shownAt?: number }).__shownAt, undefined, {
    timeout: 15_000,
  });
  const marks = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime])),
  );
  return { page, ms: (await handle.jsonValue()) as number, marks };
}

export interface PanelOpenings {
  floorMs: number[];
  formMs: number[];
  dashboardMs: number[];
  floorMedianMs: number;
  formMedianMs: number;
  dashboardMedianMs: number;
  /** Signed out, → the live form in place of the drawn one (Sign in works). */
  formWorkingMs: number[];
  formWorkingMedianMs: number;
  /** The same opening with nothing kept from the last one (the live console alone): the figure before the drawing. */
  undrawnMs: number[];
  undrawnMedianMs: number;
  /** Medians of the drawing's steps (panelPrepaint.ts marks), signed out and signed in. */
  markMedians: { form: Record<string, number>; dashboard: Record<string, number> };
}

/**
 * The side panel's most frequent wait, opening (its page in a tab, as the tests open it: automation
 * cannot open the panel itself), each load alternating with one of the floor page so that every
 * figure has the machine beside it: signed out, navigation start → the sign-in form painted; signed
 * in, → a figure of the dashboard painted (the last opening's, drawn before the code runs, then
 * refreshed). Each page is closed before the next opens, as a panel closed and opened again.
 */
export async function benchPanelOpening(api: RunningServer, runs = 11): Promise<PanelOpenings> {
  const dev = new DevApi(api.url);
  const work = await mkdtemp(join(tmpdir(), 'console-bench-panel-'));
  const dir = join(work, 'extension');
  await cp(resolve('dist/extension'), dir, { recursive: true });
  await writeFile(join(dir, FLOOR_PAGE), FLOOR_HTML);
  const context = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: 'en-US',
    viewport: { width: 360, height: 800 },
    args: [...CHROMIUM_ARGS, '--lang=en-US', `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate((apiBase) => chrome.storage.local.set({ 'api-base': apiBase }), api.url);
    const id = new URL(worker.url()).host;
    const panel = `chrome-extension://${id}/${SIDE_PANEL_PATH}`;
    const floor = `chrome-extension://${id}/${FLOOR_PAGE}`;
    const floorMs: number[] = [];
    const formMs: number[] = [];
    const dashboardMs: number[] = [];
    const marks: { form: PanelMarks[]; dashboard: PanelMarks[] } = { form: [], dashboard: [] };
    const alternate = async (into: number[], condition: string, forget = false, kept?: PanelMarks[]) => {
      for (let i = 0; i < runs; i++) {
        if (forget) {
          // Nothing kept from the last opening: the live console draws its first screen itself.
          const blank = await context.newPage();
          await blank.goto(floor);
          await blank.evaluate(() => localStorage.removeItem('panel-view'));
          await blank.close();
        }
        const opened = await openTimed(context, panel, condition);
        into.push(opened.ms);
        kept?.push(opened.marks);
        await opened.page.close();
        const base = await openTimed(context, floor, FLOOR_SHOWN);
        floorMs.push(base.ms);
        await base.page.close();
      }
    };
    // A first opening keeps the sign-in screen for the next ones (and warms the browser's caches).
    const first = await openTimed(context, panel, FORM_SHOWN);
    await first.page.waitForTimeout(1000);
    await first.page.close();
    await alternate(formMs, FORM_SHOWN, false, marks.form);
    const formWorkingMs: number[] = [];
    await alternate(formWorkingMs, FORM_WORKING);

    const signing = await context.newPage();
    await signing.goto(panel);
    // The live form in place of the drawing (its takeover is what the bench times, not what it types into).
    await signing.locator('#sign-in-prepaint').waitFor({ state: 'detached' });
    await signIn(signing, dev);
    await signing.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signing.locator('#app [data-figure]').first().waitFor();
    await signing.waitForFunction(() => Boolean(JSON.parse(localStorage.getItem('panel-view') ?? '{}').signedIn));
    await signing.close();
    await alternate(dashboardMs, DASHBOARD_SHOWN, false, marks.dashboard);
    const undrawnMs: number[] = [];
    await alternate(undrawnMs, DASHBOARD_SHOWN, true);
    const medians = (of: PanelMarks[]) =>
      Object.fromEntries(
        ['panel:start', 'panel:tokens', 'panel:drawn'].map((name) => [
          name,
          median(of.map((m) => m[name]).filter((at): at is number => at !== undefined)),
        ]),
      );
    const markMedians = { form: medians(marks.form), dashboard: medians(marks.dashboard) };
    return {
      markMedians,
      undrawnMs,
      undrawnMedianMs: median(undrawnMs),
      floorMs,
      formMs,
      formWorkingMs,
      formWorkingMedianMs: median(formWorkingMs),
      dashboardMs,
      floorMedianMs: median(floorMs),
      formMedianMs: median(formMs),
      dashboardMedianMs: median(dashboardMs),
    };
  } finally {
    await context.close();
    await rm(work, { recursive: true, force: true });
  }
}
