import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import type { DevApi } from './devApi.ts';
import type { ConsoleShell } from './fixtures.ts';

/**
 * Runs in the page: the animations still moving (endless spinners aside). `describe`: each as
 * "what on which element"; otherwise whether none is.
 */
function moving(describe: boolean): boolean | string[] {
  const running = document
    .getAnimations()
    .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  if (!describe) return running.length === 0;
  return running.map((a) => {
    const target = (a.effect as KeyframeEffect | null)?.target;
    const name = (a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName ?? a.id;
    return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?'}`;
  });
}

/**
 * Waits until nothing on the page is moving (a dialog zooming or fading in, the sidebar widening;
 * endless spinners aside): sizes and painted colours are then final. Something still moving after
 * `timeoutMs` fails the step with what it is, instead of holding the test until its own timeout.
 */
export async function untilStill(page: Page, timeoutMs = 15_000): Promise<void> {
  try {
    await page.waitForFunction(moving, false, { timeout: timeoutMs });
  } catch (error) {
    const what = (await page.evaluate(moving, true).catch(() => ['(the page did not answer)'])) as string[];
    throw new Error(`the page never stood still; still moving: ${what.join(', ')}`, { cause: error });
  }
}

/** Per console context: the API calls the browser has started and not yet seen end. */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

/**
 * Follows the API calls a context's pages and worker start, until each has its answer or fails:
 * a call the browser has finished has reached the server (the request log records on arrival).
 */
export function trackCalls(context: BrowserContext): void {
  const open = new Set<Request>();
  inFlight.set(context, open);
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/** The path of the marker calls `callsSettled` sends; the API answers it as an unknown call. */
export const SETTLED_MARKER_PATH = '/api/__settled';

let markers = 0;

/**
 * Before a check that a call was not made: sends a marker call the way the console sends its
 * calls (the web build: from the page, through its host's /api; the extension: from its worker,
 * which relays the console's calls) and waits until the server's request log holds it. A call the
 * page had started before is then in the log as well (same road, earlier), so "none seen" means
 * none was sent, rather than none had arrived yet — without guessing a time. Before and after it,
 * every API call the browser has started (the page's, the worker's: trackCalls) must have ended.
 */
export async function callsSettled(shell: ConsoleShell, dev: DevApi): Promise<void> {
  const open = inFlight.get(shell.context);
  const untilNoneOpen = (when: string) =>
    expect
      .poll(() => [...(open ?? [])].map((r) => `${r.method()} ${new URL(r.url()).pathname}`), {
        message: `API calls still on their way ${when}`,
        timeout: 15_000,
      })
      .toEqual([]);
  await untilNoneOpen('before the marker');
  markers += 1;
  const marker = `${process.pid}-${markers}-${Date.now()}`;
  if (shell.worker) {
    const url = `${dev.baseUrl}${SETTLED_MARKER_PATH}?marker=${marker}`;
    await shell.worker.evaluate((to) => fetch(to).then(() => undefined), url);
  } else {
    const url = `${SETTLED_MARKER_PATH}?marker=${marker}`;
    await shell.page.evaluate((to) => fetch(to).then(() => undefined), url);
  }
  await expect
    .poll(async () => (await dev.requests(SETTLED_MARKER_PATH)).some((r) => r.query.marker === marker), {
      message: `the marker call ${marker} never reached the server`,
      timeout: 10_000,
    })
    .toBe(true);
  await untilNoneOpen('after the marker');
}
