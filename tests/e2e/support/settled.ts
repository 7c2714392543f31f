import type { Page } from '@playwright/test';

/**
 * Waits until nothing on the page is moving (a dialog zooming or fading in, the sidebar widening;
 * endless spinners aside): sizes and painted colours are then final. Something still moving after
 * `timeoutMs` fails the step with what it is, instead of holding the test until its own timeout.
 */
export async function untilStill(page: Page, timeoutMs = 15_000): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: timeoutMs },
    );
  } catch (error) {
    const moving = await page
      .evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
          .map((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            const name = (a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName ?? a.id;
            return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?'}`;
          }),
      )
      .catch(() => ['(the page did not answer)']);
    throw new Error(`the page never stood still; still moving: ${moving.join(', ')}`, { cause: error });
  }
}
