import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';

/**
 * Copy for ticket (docs/support-desk.md): a user's screen, a withdrawal's audit dialog and a list's
 * selected rows put a summary on the clipboard, as text and as an HTML table, labelled in the
 * console's language and without secret fields — even when the server's reply holds some.
 */

const FIRST_SCREEN = { timeout: 20_000 };
const SECRETS = ['hunter2-SECRET', '654321', 'AK-SECRET', '[redacted]', 'assword'];
const dataRows = (page: Page) => page.getByRole('main').getByRole('table').first().locator('tbody tr');

type UserRow = { id: number; nickname: string; mobile: string };
type WithdrawalRow = { id: number; orderNo: string; status: string };

/** The clipboard's text once it holds `expected`, and its HTML. */
async function clipboard(page: Page, expected: RegExp): Promise<{ text: string; html: string }> {
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 5000 }).toMatch(expected);
  return page.evaluate(async () => {
    const items = await navigator.clipboard.read();
    const html = items[0]!.types.includes('text/html') ? await (await items[0]!.getType('text/html')).text() : '';
    return { text: await navigator.clipboard.readText(), html };
  });
}
const clear = (page: Page) => page.evaluate(() => navigator.clipboard.writeText(''));

test('Copy for ticket: a user’s screen, a withdrawal’s audit dialog and selected rows, in English and Chinese, with no secret field', async ({
  shell,
  dev,
}) => {
  test.slow(); // several screens, two languages
  await shell.context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
  const user = (
    await dev.apiData<{ list: UserRow[] }>(ADMIN, '/api/business/user/list?page=1&limit=1&sort=id&order=asc')
  ).list[0]!;
  const info = await dev.apiData<Record<string, unknown>>(ADMIN, `/api/business/user/info/${user.id}`);
  // A server that puts secrets in the record: none of them reaches the clipboard.
  const hostile = { ...info, loginPassword: 'hunter2-SECRET', smsCode: '654321', apiKey: 'AK-SECRET' };
  await dev.fault({
    mode: 'custom',
    path: `/api/business/user/info/${user.id}`,
    count: 2,
    body: { code: 0, msg: 'success', data: hostile },
  });
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, `/business/user-look?id=${user.id}`);
  const page = c.page;
  await expect(page.getByRole('heading', { name: user.nickname, exact: true })).toBeVisible(FIRST_SCREEN);
  await clear(page);
  await page.getByRole('button', { name: 'Copy for ticket' }).click();
  await expect(page.getByText(`Copied for the ticket: ${user.nickname}`)).toBeVisible();
  const copied = await clipboard(page, /Nickname: /);
  expect(copied.text.split('\n')[0]).toBe(`${user.nickname} (user)`);
  expect(copied.text).toContain(`Mobile: ${user.mobile}`);
  expect(copied.text).toMatch(/Status: (Enabled|Disabled)/);
  expect(copied.text).toMatch(/Times in \S+/);
  expect(copied.html).toContain(`<tr><th>Mobile</th><td>${user.mobile}</td></tr>`);
  for (const secret of SECRETS) expect(copied.text + copied.html).not.toContain(secret);

  // Selected withdrawals: a block each.
  await c.goto('/business/withdrawal?status=pending');
  await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
  const pending = (
    await dev.apiData<{ list: WithdrawalRow[] }>(
      ADMIN,
      '/api/business/withdrawal/list?page=1&limit=2&status=pending&sort=createdAt&order=desc',
    )
  ).list;
  for (let i = 0; i < 2; i++)
    await dataRows(page)
      .nth(i)
      .getByRole('checkbox', { name: /^Select / })
      .check();
  await clear(page);
  await page.getByRole('region', { name: 'Selected records' }).getByRole('button', { name: 'Copy for ticket' }).click();
  await expect(page.getByText('Copied for the ticket: 2 withdrawal records')).toBeVisible();
  const rows = await clipboard(page, /Order number: /);
  for (const w of pending) expect(rows.text).toContain(`Order number: ${w.orderNo}`);
  expect(rows.text).toContain('Status: Pending');
  expect(rows.text).toMatch(/Amount: ¥[\d,]+\.\d\d/);
  expect(rows.html).toMatch(/^<table><thead><tr><th>Order number<\/th>/);

  // The audit dialog of one of them.
  const id = pending[0]!.id;
  await dataRows(page)
    .first()
    .getByRole('button', { name: `Audit withdrawal #${id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Audit withdrawal #${id}` });
  await clear(page);
  await dialog.getByRole('button', { name: 'Copy for ticket' }).click();
  const one = await clipboard(page, new RegExp(`Order number: ${pending[0]!.orderNo}`));
  expect(one.text.split('\n')[0]).toBe(`#${id} (withdrawal)`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // In Chinese.
  await page.getByRole('button', { name: 'Switch language: 简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  await c.goto(`/business/user-look?id=${user.id}`);
  await expect(page.getByRole('heading', { name: user.nickname, exact: true })).toBeVisible();
  await clear(page);
  await page.getByRole('button', { name: '复制到工单' }).click();
  await expect(page.getByText(`已复制到工单：${user.nickname}`)).toBeVisible();
  const chinese = await clipboard(page, /昵称：/);
  expect(chinese.text.split('\n')[0]).toBe(`用户 ${user.nickname}`);
  expect(chinese.text).toContain(`手机号：${user.mobile}`);
  expect(chinese.text).toMatch(/时间为 \S+ 时区/);
  expect(chinese.text).not.toMatch(/Nickname|Mobile/);
  for (const secret of SECRETS) expect(chinese.text + chinese.html).not.toContain(secret);
});
