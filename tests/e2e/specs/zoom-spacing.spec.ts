import type { Page } from '@playwright/test';
import { test, expect, onlyIn } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { screenSettled } from '../support/screens.ts';

/**
 * A 1280 px window at 200 % zoom (640 CSS px) with the text spacing of WCAG 1.4.12 applied: no label
 * is cut, nothing but a table scrolls sideways, the controls stay reachable. And with
 * prefers-reduced-motion the drawers do not slide.
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Runs in the page: the texts of labels, buttons, headings, links and column headers cut by their box. */
function cutTexts(): string[] {
  const cut: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(
    'label, button, h1, h2, h3, a, th, legend, .p-button-label, .p-dropdown-label, .p-tabview-title',
  )) {
    if (!el.checkVisibility() || el.closest('.sr-only, [aria-hidden="true"]') || el.textContent?.trim() === '')
      continue;
    const style = getComputedStyle(el);
    // A text that ends in an ellipsis is shortened on purpose and named in full (title or label).
    if (style.textOverflow === 'ellipsis') continue;
    const clips = /hidden|clip/.test(style.overflowX + style.overflowY);
    if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
      cut.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: "${el.textContent!.trim().slice(0, 40)}"`);
  }
  return cut;
}

async function spaced(page: Page) {
  await page.addStyleTag({ content: TEXT_SPACING });
}

onlyIn('web', 'the same core markup in the side panel', () => {
  test('at 200 % zoom with WCAG text spacing no label is cut and the page does not scroll sideways', async ({
    shell,
    dev,
  }) => {
    const page = shell.page;
    await page.setViewportSize({ width: 640, height: 400 });
    const found: string[] = [];
    const check = async (where: string) => {
      await spaced(page);
      for (const line of await page.evaluate(cutTexts)) found.push(`${where} — ${line}`);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
      );
      if (sideways) found.push(`${where} — the page scrolls sideways`);
    };
    await shell.open('/login');
    await expect(page.getByRole('img', { name: /Verification code image/ })).toBeVisible();
    await check('/login');
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    for (const path of ['/dashboard', '/business/user', '/config/incentive-edit?id=3', '/permission/role']) {
      await c.goto(path);
      await screenSettled(page);
      await check(path);
    }
    await c.goto('/config/vehicle');
    await screenSettled(page);
    await page.getByRole('button', { name: /^New / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('form dialog');
    await page.keyboard.press('Escape');
    await c.openSettings();
    await check('settings drawer');
    // Every control of the drawer can still be reached and used: its last one is in view when focused.
    await page.getByRole('button', { name: 'Reset to defaults' }).focus();
    await expect(page.getByRole('button', { name: 'Reset to defaults' })).toBeInViewport();
    expect(found).toEqual([]);
  });
});

onlyIn('web', 'the same core styles in the side panel', () => {
  test('with prefers-reduced-motion the drawer appears without sliding; without it, controls move', async ({
    shell,
    dev,
  }) => {
    const page = shell.page;
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    // A control's own transition, read whatever moment the drawer has reached (its slide's classes come
    // and go with the slide itself).
    const reset = page.getByRole('button', { name: 'Reset to defaults' });
    const transitionOf = () =>
      reset.evaluate((el) => getComputedStyle(el).transitionDuration.split(',').map(parseFloat));
    // The suite runs with reduced motion (playwright.config.ts): first the motion a person gets by default.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(c.settingsPanel).toBeVisible();
    expect(Math.max(...(await transitionOf()))).toBeGreaterThanOrEqual(0.1);
    await page.keyboard.press('Escape');
    await expect(c.settingsPanel).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(c.settingsPanel).toBeVisible();
    const durations = await page.evaluate(() =>
      document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().duration ?? 0)),
    );
    expect(durations.every((ms) => ms < 1)).toBe(true);
    expect(Math.max(...(await transitionOf()))).toBeLessThan(0.001);
    const slide = await c.settingsPanel.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(slide.split(',').every((d) => parseFloat(d) < 0.001)).toBe(true);
  });
});
