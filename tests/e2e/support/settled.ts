import type { Page } from '@playwright/test';

/**
 * Waits until nothing on the page is moving (a dialog zooming or fading in, the sidebar widening;
 * endless spinners aside): sizes and painted colours are then final.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
