import type { Page } from '@playwright/test';

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

/**
 * Before a check that a call was not made: gives a call the page may have started (a request on
 * its way, a timer, the extension's worker relaying it) the time to reach the test server, so that
 * "none seen" means none was sent rather than none had arrived yet.
 */
export async function callsSettled(page: Page, ms = 500): Promise<void> {
  await page.waitForTimeout(ms);
}
