import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';

/**
 * Overlays as a screen reader and a keyboard meet them, read from the accessibility tree (Playwright's
 * ARIA snapshot): the drawers are modal dialogs named by their titles, focus moves in when one opens,
 * Tab and Shift+Tab stay inside, Escape closes it and focus is back on the control that opened it.
 * Only the keyboard is used. The axe sweep is accessibility-sweep.spec.ts.
 */
test.describe.configure({ mode: 'parallel' });

const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** Tab goes round the dialog's controls back to where it started, and so does Shift+Tab: focus never leaves it. */
async function tabStaysInside(page: Page, dialog: Locator) {
  await page.evaluate(() => document.activeElement?.setAttribute('data-tab-start', ''));
  for (const key of ['Tab', 'Shift+Tab']) {
    let round = false;
    for (let i = 0; i < 80 && !round; i++) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `focus inside after ${key} ×${i + 1}`).toBe(true);
      round = await page.evaluate(() => document.activeElement?.hasAttribute('data-tab-start') ?? false);
    }
    expect(round, `${key} comes round to where it started`).toBe(true);
  }
}

/** The control focused in the page now. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

/** Focuses the navigation bar's button named `name` the way a keyboard does: Tab from the page's start. */
async function tabTo(page: Page, name: string) {
  await page.locator('body').focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

for (const drawer of [
  // The request log is the worker's in the side panel: both shells. The settings drawer is the core's.
  { opener: 'Request log', title: 'Request log', close: 'Close', only: {} },
  { opener: 'Settings', title: 'Settings', close: 'Close settings', only: { tag: '@screen' } },
]) {
  test(
    `the ${drawer.title.toLowerCase()} drawer is a modal dialog named by its title: focus in, kept in, back on its opener`,
    drawer.only,
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      const page = c.page;
      await tabTo(page, drawer.opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: drawer.title, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      // What a screen reader is told: a dialog with this name, its title a heading, and no unnamed
      // landmark (PrimeReact's drawer alone is an unnamed `complementary`).
      await expect(dialog).toMatchAriaSnapshot(`
      - dialog "${drawer.title}":
        - heading "${drawer.title}" [level=2]
        - button "${drawer.close}"
    `);
      await expect(page.getByRole('complementary')).toHaveCount(1);
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(1);
      // Focus moved in (on the × button), and Tab does not leave.
      await expect(dialog.getByRole('button', { name: drawer.close, exact: true })).toBeFocused();
      await tabStaysInside(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: drawer.opener, exact: true })).toBeFocused();
      // Closed with its × button from the keyboard: the same way back.
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: drawer.close, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: drawer.opener, exact: true })).toBeFocused();
    },
  );
}

test.describe('web build', () => {
  test.skip(
    ({ shellKind }) => shellKind !== 'web',
    'the same core dialogs in the side panel, whose drawers are checked above',
  );
  test('a form dialog and the question before discarding are named modal dialogs; focus goes back to New', async ({
    shell,
    dev,
  }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/vehicle');
    const page = c.page;
    const create = page.getByRole('button', { name: /^New / });
    await create.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog').first();
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('aria-modal', 'true');
    expect(await form.getAttribute('aria-labelledby')).toBeTruthy();
    await expect.poll(() => focusInside(form)).toBe(true);
    await tabStaysInside(page, form);
    // Something typed: Escape asks first, and the question is a named dialog of its own.
    await page.getByRole('dialog').getByRole('textbox').first().focus();
    await page.keyboard.type('x');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(question).toBeVisible();
    await expect(question).toHaveAccessibleDescription(/has not been saved/);
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(question.getByRole('button', { name: 'Discard' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(create).toBeFocused();
  });
});

test.describe('at 360 px', () => {
  test.skip(
    ({ shellKind }) => shellKind !== 'web',
    'the same core layout in the side panel (its sweep opens this drawer)',
  );
  test.use({ viewport: { width: 360, height: 800 } });
  test('the menu drawer is a modal dialog while it covers the page: focus in, kept in, Escape back to its button', async ({
    shell,
    dev,
  }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const page = c.page;
    const toggle = page.getByRole('button', { name: 'Open or close the sidebar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Sidebar' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect.poll(() => focusInside(drawer)).toBe(true);
    await tabStaysInside(page, drawer);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
