import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';
import { openExtensionPage, PANEL_PAGE } from '../support/firefox.ts';

/** Lists in the Firefox sidebar: an export of every matching row, and a console link opened from Ctrl+K. */

test('exports every matching row as a CSV that the browser saves, one line per record', async ({
  panel,
  dev,
  firefox,
}) => {
  const { total } = await dev.addUsers(700);
  await panel.signedIn(ADMIN);
  await openExtensionPage(panel.page, firefox.url(`${PANEL_PAGE}#/business/user`));
  await panel.waitForText('.resource-count', `${total} in all`);
  const before = new Set(readdirSync(firefox.downloads));
  await panel.click('button', 'Export');
  const dialog = () => panel.page.waitForSelector('[role=dialog]').then((d) => d!);
  await panel.page.evaluate(() => {
    const all = [...document.querySelectorAll('[role=dialog] label')].find((l) =>
      l.textContent?.startsWith('All matching the filters'),
    ) as HTMLLabelElement;
    all.click();
  });
  await panel.click('button', 'Export', dialog);
  await panel.page.waitForFunction(
    () => [...document.querySelectorAll('.console-toast')].some((e) => e.textContent?.includes('Saved user-')),
    { timeout: 20_000, polling: 100 },
  );
  let saved: string[] = [];
  await expect
    .poll(() => {
      saved = readdirSync(firefox.downloads).filter((name) => !before.has(name) && name.endsWith('.csv'));
      return saved.length;
    })
    .toBe(1);
  expect(saved[0]).toMatch(/^user-\d{8}-\d{4}\.csv$/);
  const text = readFileSync(join(firefox.downloads, saved[0]!), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split('\r\n').filter(Boolean)).toHaveLength(total + 1);
});

test('a console link pasted in Ctrl+K opens that view of the list', async ({ panel, dev }) => {
  await panel.signedIn(ADMIN);
  // Asked after the sign-in: the form's captcha is the newest one the server issued until then.
  const disabled = await dev.apiData<{ totalCount: number }>(ADMIN, '/api/business/user/list?status=0&limit=1');
  // The shell is there (its lookup button drawn) before the shortcut is pressed.
  await panel.byRole('button', 'Look up');
  await panel.page.keyboard.down('Control');
  await panel.page.keyboard.press('k');
  await panel.page.keyboard.up('Control');
  await panel.fill(
    'Mobile number, user id, withdrawal number or any text',
    'https://admin.example.com/#/business/user?status=0&page=2',
  );
  await panel.waitForText('.lookup-dialog__kind', 'Opens the console link /business/user?status=0&page=2');
  await panel.page.keyboard.press('Enter');
  await panel.waitForAddress(/#\/business\/user\?status=0&page=2$/);
  await panel.waitForText('.p-paginator-current', `11–20 of ${disabled.totalCount}`);
});
