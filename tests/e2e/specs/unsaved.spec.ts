import type { Page } from '@playwright/test';
import { test, expect, onlyIn } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';

/** Nothing a person types is thrown away without asking (issue "Nothing a person types is lost"). */

const FIRST_SCREEN = { timeout: 20_000 };
const dataRows = (page: Page) => page.getByRole('main').getByRole('table').first().locator('tbody tr');
const question = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });

test(
  'a changed edit dialog asks before Escape, ×, Cancel or a click outside throw it away; an unchanged one just closes',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
    const page = c.page;
    const row = dataRows(page).first();
    await expect(row).toBeVisible(FIRST_SCREEN);

    // Unchanged: closes without asking.
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tag' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(question(page)).toBeHidden();

    // Changed and changed back: not a change.
    await row.getByRole('button', { name: /^Edit / }).click();
    const name = dialog.getByLabel('Name', { exact: true });
    const original = await name.inputValue();
    await name.fill('临时');
    await name.fill(original);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(question(page)).toBeHidden();

    // Changed: Escape asks; Keep editing keeps the text.
    await row.getByRole('button', { name: /^Edit / }).click();
    await name.fill('改了还没保存');
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeVisible();
    await expect(question(page)).toContainText('has not been saved');
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(question(page)).toBeHidden();
    await expect(name).toHaveValue('改了还没保存');

    // Cancel asks too; the keyboard reaches the question (Keep editing has the focus).
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeHidden();
    await expect(name).toHaveValue('改了还没保存');

    // × asks; Discard closes and nothing was saved.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    const server = await dev.apiData<{ list: { name: string }[] }>(ADMIN, '/api/business/tag/list?limit=50');
    expect(server.list.map((t) => t.name)).not.toContain('改了还没保存');
  },
);

test(
  'a changed form screen asks before a route change or its tab closing takes it away',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/incentive-add');
    const page = c.page;
    const form = page.getByRole('region', { name: /incentive config/ });
    await form.getByLabel('Name', { exact: true }).fill('半途的激励', FIRST_SCREEN);

    // A route change: asked; Keep editing stays on the form with the text.
    await c.goto('/dashboard');
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/#\/config\/incentive-add$/);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('半途的激励');

    // Its tab closed from the tags bar: asked; Discard closes it.
    await page.getByRole('button', { name: /^Close New incentive/ }).click();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).not.toHaveURL(/incentive-add/);
  },
);

onlyIn('web', 'the side panel has no unload question', () => {
  test('the web page asks the browser before it unloads with a changed form', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/incentive-add');
    const page = c.page;
    const form = page.getByRole('region', { name: /incentive config/ });
    await form.getByLabel('Name', { exact: true }).fill('刷新前', FIRST_SCREEN);
    let asked = false;
    page.once('dialog', (dialog) => {
      asked = dialog.type() === 'beforeunload';
      void dialog.dismiss();
    });
    await page.evaluate(() => location.reload()).catch(() => undefined);
    await expect.poll(() => asked).toBe(true);
    // Stayed: what was typed is still there.
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('刷新前');
  });
});
