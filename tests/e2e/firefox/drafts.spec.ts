import type { ElementHandle } from 'puppeteer-core';
import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';
import { openExtensionPage, PANEL_PAGE } from '../support/firefox.ts';

/** A draft in the Firefox sidebar: what was typed when the session ended comes back after signing in again. */

test('a save answered with an ended session: signing in again reopens the form with what was typed', async ({
  panel,
  dev,
  firefox,
}) => {
  await panel.signedIn(ADMIN);
  await openExtensionPage(panel.page, firefox.url(`${PANEL_PAGE}#/business/tag`));
  const edit = await panel.page.waitForSelector('main tbody tr button[aria-label^="Edit "]', { timeout: 20_000 });
  await panel.clickWhenStill(edit!);
  const nameField = async () =>
    (await panel.page.waitForFunction(() => {
      const dialog = document.querySelector('[role=dialog]');
      const label = [...(dialog?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === 'Name');
      return label?.control ?? null;
    })) as unknown as ElementHandle<HTMLInputElement>;
  const field = await nameField();
  // Typed over the record's name, selected: a value emptied behind React's back came back at its
  // next render (the draft's read ends after the dialog opens), and the typing was added to it.
  await field.focus();
  await field.evaluate((input) => input.select());
  await panel.page.keyboard.type('火狐里会话过期前');
  expect(await field.evaluate((input) => input.value)).toBe('火狐里会话过期前');
  await dev.fault({ mode: 'token-invalid', path: '/api/business/tag', count: 1 });
  await panel.click('button', 'Save', () => panel.page.waitForSelector('[role=dialog]').then((d) => d!));
  await panel.waitForAddress(/#\/login\?redirect=/);

  await panel.signIn(ADMIN);
  await panel.waitForAddress(/#\/business\/tag/);
  await panel.waitForText('.draft-notice p', 'Unsaved changes restored');
  const restored = await nameField();
  expect(await restored.evaluate((input) => input.value)).toBe('火狐里会话过期前');
  await panel.click('button', 'Save', () => panel.page.waitForSelector('[role=dialog]').then((d) => d!));
  await expect
    .poll(async () =>
      (await dev.apiData<{ list: { name: string }[] }>(ADMIN, '/api/business/tag/list?limit=50')).list.map(
        (t) => t.name,
      ),
    )
    .toContain('火狐里会话过期前');
});
