import type { Browser, Page } from '@playwright/test';
import { meterWire, type WireRequest } from '../support/wireMeter.ts';
import { median } from './buildRoutes.bench.ts';

/** The sign-in form's submit button: there once the form is on screen, in either shell. */
export const SIGN_IN_SUBMIT = 'form[aria-labelledby="login-heading"] button[type="submit"]';

/**
 * Records in the page when the sign-in form was first painted: the frame after its submit button
 * entered the document (a requestAnimationFrame, then a task, so the frame has been drawn).
 */
export async function watchFormVisible(page: Page): Promise<void> {
  // A string, not a function: the bench runs through a transpiler that may wrap functions in helpers the page lacks.
  await page.addInitScript(`(() => {
    const selector = ${JSON.stringify(SIGN_IN_SUBMIT)};
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { globalThis.__formVisible = performance.now(); };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);
}

export async function formVisibleAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (globalThis as { __formVisible?: number }).__formVisible);
  return (await handle.jsonValue()) as number;
}

export interface LoginLoads {
  /** Navigation start → sign-in form painted, one per cold load. */
  formVisibleMs: number[];
  medianMs: number;
  /** What the first load fetched (HTML, scripts, styles, fonts, images, texts; API calls without bytes). */
  requests: WireRequest[];
}

/** `runs` cold loads of `url` (a fresh browser context each: empty cache) up to the sign-in form. */
export async function loginLoads(browser: Browser, url: string, distDir: string, runs: number): Promise<LoginLoads> {
  const formVisibleMs: number[] = [];
  let requests: WireRequest[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await watchFormVisible(page);
    const meter = meterWire(page, distDir, url);
    await page.goto(url);
    formVisibleMs.push(await formVisibleAt(page));
    await page.waitForLoadState('networkidle');
    if (i === 0) requests = meter.requests();
    await context.close();
  }
  return { formVisibleMs, medianMs: median(formVisibleMs), requests };
}
