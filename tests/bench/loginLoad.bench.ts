import type { Browser, Page } from '@playwright/test';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meterWire, type WireRequest } from '../support/wireMeter.ts';
import { median } from './buildRoutes.bench.ts';
import { PREPAINT_HIDDEN, PREPAINT_ID } from '../../src/core/kernel/prepaint.ts';
import { LOGIN_PATH } from '../../src/contract/paths.ts';
import { RESULT_CODES } from '../../src/contract/constants.ts';

/** The sign-in form's submit button: there once the form is on screen, in either shell. */
export const SIGN_IN_SUBMIT = 'form[aria-labelledby="login-heading"] button[type="submit"]';

/**
 * Page code that runs `code` once the next frame has been drawn: a requestAnimationFrame, then a
 * task (the frame is painted between the two).
 */
function whenPainted(code: string): string {
  return `requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { ${code} };
    channel.port2.postMessage(null);
  });`;
}

/** Page code that records in `globalThis[name]` when the next frame has been drawn ({@link whenPainted}). */
export function afterNextPaint(name: string): string {
  return whenPainted(`globalThis.${name} = performance.now();`);
}

/**
 * Records in the page when the sign-in form was first painted: the frame after its submit button
 * entered the document (a requestAnimationFrame, then a task, so the frame has been drawn).
 */
export async function watchFormVisible(page: Page): Promise<void> {
  // A string, not a function: the bench runs through a transpiler that may wrap functions in helpers the page lacks.
  await page.addInitScript(`(() => {
    const selector = ${JSON.stringify(SIGN_IN_SUBMIT)};
    // Sees the form whether a script draws it or the parser reads it from a static page.
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      ${afterNextPaint('__formVisible')}
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);
}

export async function formVisibleAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (globalThis as { __formVisible?: number }).__formVisible);
  return (await handle.jsonValue()) as number;
}

/**
 * The live form's submit button: rendered by the console into `#app`, shown, and neither disabled nor
 * aria-disabled (the drawn copy outside `#app` only keeps a press for the live form).
 */
export const LIVE_SIGN_IN_SUBMIT = `#app:not([${PREPAINT_HIDDEN}]) ${SIGN_IN_SUBMIT}:not([disabled]):not([aria-disabled="true"])`;

/**
 * Records in the page when the sign-in form started to work: the frame after the live form took
 * over (its submit button enabled inside the console's own element, the drawn copy gone). Until
 * then a press of Sign in does nothing, however finished the form looks.
 */
export async function watchFormWorking(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const live = ${JSON.stringify(LIVE_SIGN_IN_SUBMIT)};
    const drawn = ${JSON.stringify(PREPAINT_ID)};
    const observer = new MutationObserver(() => {
      if (!document.querySelector(live) || document.getElementById(drawn)) return;
      observer.disconnect();
      ${afterNextPaint('__formWorking')}
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  })();`);
}

export async function formWorkingAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (globalThis as { __formWorking?: number }).__formWorking);
  return (await handle.jsonValue()) as number;
}

/** The fields a person fills before pressing Sign in (any values: the bench's sign-in is answered in the test tool). */
const SIGN_IN_FIELDS = { 'login-userName': '13800000000', 'login-password': 'bench-password', 'login-captcha': 'abcd' };

/**
 * Presses Sign in on the form as soon as it is painted (filled first, as a person's typing fills it:
 * the input's own setter, then an `input` event, so a live form's state follows), and records in the
 * page when the sign-in call left it (`fetch` called with the sign-in path): with the drawn form
 * that signs in by itself (src/entries/web/prepaint/earlySignIn.ts) at the press; with a form that
 * only keeps the press, once the console has loaded and carried it out.
 */
export async function watchSignInSent(page: Page): Promise<void> {
  await page.route('**/api/sys/login', (route) =>
    route.fulfill({ json: { code: RESULT_CODES.CAPTCHA_WRONG, msg: 'bench', data: null } }),
  );
  await page.addInitScript(`(() => {
    const send = globalThis.fetch;
    globalThis.fetch = function (input, init) {
      if (globalThis.__signInSent === undefined && String(input).endsWith(${JSON.stringify(LOGIN_PATH)}))
        globalThis.__signInSent = performance.now();
      return send.apply(this, arguments);
    };
    const selector = ${JSON.stringify(SIGN_IN_SUBMIT)};
    const fields = ${JSON.stringify(SIGN_IN_FIELDS)};
    const observer = new MutationObserver(() => {
      const submit = document.querySelector(selector);
      if (!submit) return;
      observer.disconnect();
      ${whenPainted(`
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        for (const [id, value] of Object.entries(fields)) {
          const input = submit.form && submit.form.querySelector('#' + id);
          if (!input) continue;
          setter.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        submit.click();`)}
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);
}

export async function signInSentAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (globalThis as { __signInSent?: number }).__signInSent);
  return (await handle.jsonValue()) as number;
}

export interface LoginLoads {
  /** Navigation start → sign-in form painted, two per round (with and without a press). */
  formVisibleMs: number[];
  medianMs: number;
  /** Navigation start → the live form painted, one per round (the load without a press). */
  formWorkingMs: number[];
  workingMedianMs: number;
  /** Navigation start → the sign-in call left the page, Sign in pressed as soon as the form was painted, one per round. */
  signInSentMs: number[];
  signInSentMedianMs: number;
  /** The same for the static copy of the form (see {@link staticSignInPage}), loaded in turn with the console. */
  floorMs: number[];
  floorMedianMs: number;
  /** What the first load fetched (HTML, scripts, styles, fonts, images, texts; API calls without bytes). */
  requests: WireRequest[];
}

/**
 * The floor of the machine and browser the bench runs on: the web build's page with the sign-in
 * form written into its HTML (the English, light drawing the build made) and no script at all,
 * beside the same styles. No page that draws this form can paint it sooner; the console's figure
 * is read against it, measured in the same minutes.
 */
export async function staticSignInPage(distDir: string): Promise<{ dir: string; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'console-bench-static-'));
  await cp(distDir, dir, { recursive: true });
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const drawing = /<template id="sign-in-prepaint-en-light">([\s\S]*?)<\/template>/.exec(html)?.[1];
  if (!drawing) throw new Error('static sign-in page: the build has no drawn form');
  const page = html
    .replace(/<script\b[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<template[\s\S]*?<\/template>\s*/g, '')
    .replace('<div id="app"></div>', drawing)
    .replace('<html lang="zh-cn">', '<html lang="en" class="size-default">');
  await writeFile(join(dir, 'index.html'), page);
  return { dir, close: () => rm(dir, { recursive: true, force: true }) };
}

async function coldLoad(
  browser: Browser,
  url: string,
  meter?: { distDir: string },
  live = true,
  press = false,
): Promise<{ at: number; workingAt: number; sentAt: number; requests: WireRequest[] }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await watchFormVisible(page);
    // A press makes the live form busy with the sign-in: a load measures one or the other.
    if (live && !press) await watchFormWorking(page);
    if (press) await watchSignInSent(page);
    const wire = meter ? meterWire(page, meter.distDir, url) : null;
    await page.goto(url);
    const at = await formVisibleAt(page);
    const workingAt = live && !press ? await formWorkingAt(page) : NaN;
    const sentAt = press ? await signInSentAt(page) : NaN;
    await page.waitForLoadState('networkidle');
    return { at, workingAt, sentAt, requests: wire?.requests() ?? [] };
  } finally {
    await context.close();
  }
}

/**
 * `runs` rounds of cold loads (a fresh browser context each: empty cache): two of `url` up to the
 * sign-in form (one pressing Sign in as soon as it is painted), then one of the static copy at `floorUrl`.
 */
export async function loginLoads(
  browser: Browser,
  url: string,
  distDir: string,
  runs: number,
  floorUrl: string,
): Promise<LoginLoads> {
  const formVisibleMs: number[] = [];
  const formWorkingMs: number[] = [];
  const floorMs: number[] = [];
  const signInSentMs: number[] = [];
  let requests: WireRequest[] = [];
  for (let i = 0; i < runs; i++) {
    // Two loads of the console, then one of the floor: one that presses nothing (the live form's
    // taking over; the first's bytes are counted: what a sign-in's answer loads is not /login's),
    // one that presses Sign in as soon as the form is painted.
    const load = await coldLoad(browser, url, i === 0 ? { distDir } : undefined);
    formVisibleMs.push(load.at);
    formWorkingMs.push(load.workingAt);
    if (i === 0) requests = load.requests;
    const pressed = await coldLoad(browser, url, undefined, true, true);
    formVisibleMs.push(pressed.at);
    signInSentMs.push(pressed.sentAt);
    floorMs.push((await coldLoad(browser, floorUrl, undefined, false)).at);
  }
  return {
    formVisibleMs,
    medianMs: median(formVisibleMs),
    formWorkingMs,
    workingMedianMs: median(formWorkingMs),
    signInSentMs,
    signInSentMedianMs: median(signInSentMs),
    floorMs,
    floorMedianMs: median(floorMs),
    requests,
  };
}
