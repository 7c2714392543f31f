import type { Page } from 'puppeteer-core';
import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';
import { LOGIN_TEXTS } from '../support/LoginPage.ts';
import { addressOf } from '../support/firefox.ts';

/** The focused control's name: its aria-label, else the text of its label, else its own text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
    return el.getAttribute('aria-label') ?? label ?? el.textContent?.trim() ?? '';
  });

/** Presses Tab (Shift+Tab with `back`) until the control named `name` (or matching it) has focus. */
async function tabTo(page: Page, name: string | RegExp, back = false) {
  for (let i = 0; i < 160; i++) {
    const now = await focusedName(page);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
    // Not found one way (the page's end reached): the other way round.
    if (i === 80) back = !back;
    if (back) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    } else await page.keyboard.press('Tab');
  }
  throw new Error(`the keyboard never reached ${String(name)} (at ${await focusedName(page)})`);
}

const until = async (page: Page, what: () => boolean) => {
  await page.waitForFunction(what, { timeout: 10_000, polling: 50 }).catch(async (error: unknown) => {
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
    throw new Error(`${String(what)} never held; focused: ${focused}`, { cause: error });
  });
};

/**
 * The Firefox sidebar with the keyboard alone: sign in, the request log as a named modal dialog with
 * focus inside and back on its button, a screen from the sidebar, sign out.
 */
test('a keyboard walk in the Firefox sidebar: sign in, the request log, a screen from the menu, sign out', async ({
  panel,
  dev,
}) => {
  const page = panel.page;
  const texts = LOGIN_TEXTS.en;
  // The live form's own captcha, shown: the server has issued it (any picture was not enough, and
  // under load the walk typed a captcha before the form had asked for one).
  await panel.liveSignInForm();
  await tabTo(page, texts.userName);
  await page.keyboard.type(ADMIN.userName);
  await tabTo(page, texts.password);
  await page.keyboard.type(ADMIN.password);
  await tabTo(page, texts.captcha);
  await page.keyboard.type((await dev.latestCaptcha()).code);
  await page.keyboard.press('Enter');
  // The newest captcha issued is the form's own: no other page of the add-on is open (firefoxFixtures.ts).
  await panel.waitForHeading(/Welcome back/);

  // The request log: a modal dialog named by its title, focus inside; Escape gives focus back.
  await tabTo(page, 'Request log');
  await page.keyboard.press('Enter');
  await until(page, () => {
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent;
    return title === 'Request log' && dialog!.contains(document.activeElement);
  });
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]')!.contains(document.activeElement))).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await until(page, () => document.querySelector('[role="dialog"]') === null);
  expect(await focusedName(page)).toBe('Request log');

  // A screen from the sidebar, opened first if it is collapsed to icons.
  await tabTo(page, 'Open or close the sidebar', true);
  if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))) !== 'true')
    await page.keyboard.press('Enter');
  await until(
    page,
    () => document.querySelector('[aria-label="Open or close the sidebar"]')?.getAttribute('aria-expanded') === 'true',
  );
  await tabTo(page, 'Brands', true);
  await page.keyboard.press('Enter');
  await panel.waitForAddress(/#\/config\/brand$/);

  // Sign out: the user menu opens with focus inside, End is Sign out.
  await tabTo(page, /^User menu/, true);
  await page.keyboard.press('Enter');
  await until(page, () => document.activeElement?.closest('[role="menu"]') !== null);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await panel.waitForAddress(/#\/login/);
  expect(await addressOf(page)).toMatch(/#\/login/);
});
