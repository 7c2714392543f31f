import { violations as axeViolations } from '../support/axe.ts';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN, OPERATOR } from '../support/accounts.ts';

/** Chooses `option` in the PrimeReact dropdown labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The name a row's "View …" button gives its record. */
async function rowName(row: Locator): Promise<string> {
  const label = await row.getByRole('button', { name: /^View / }).getAttribute('aria-label');
  return (label ?? '').replace(/^View /, '');
}

const dataRows = (page: Page) => page.getByRole('main').getByRole('table').first().locator('tbody tr');

/**
 * The list shows the page its report names: the report first (it changes at the press), then the
 * rows, which stay those of the page before while the next page is read (the list says so with
 * `aria-busy`). Read before then, a row was page 1's, gone a moment later.
 */
async function pageShown(page: Page, report: string) {
  await expect(page.getByText(report)).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The first screen after sign-in loads its code first: on a busy machine that takes a while. */
const FIRST_SCREEN = { timeout: 20_000 };

test('users: filter, page, open a user, edit and save; the list keeps its filter and page and shows the change', async ({
  shell,
  dev,
}) => {
  test.slow(); // a long flow through several screens
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
  const page = c.page;
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible(FIRST_SCREEN);
  await expect(dataRows(page)).toHaveCount(10);
  await expect(page.getByText('1–10 of 600')).toBeVisible();

  // Filter: disabled users only.
  const filters = page.getByRole('search', { name: 'Search user records' });
  await choose(page, filters, 'Status', 'Disabled');
  await filters.getByRole('button', { name: 'Search' }).click();
  // The filtered page has arrived when the total is no longer all 600 users.
  const filtered = page.getByText(/^1–10 of (?!600$)\d+$/);
  await expect(filtered).toBeVisible();
  const report = (await filtered.textContent()) ?? '';
  const disabled = Number(report.split(' of ')[1]);
  expect(disabled).toBeGreaterThan(10);
  expect(disabled).toBeLessThan(600);
  // Every row of the page, ten of them: an empty table would pass a loop over its rows.
  const statuses = await dataRows(page).locator('.resource-tag').allTextContents();
  expect(statuses).toEqual(Array(10).fill('Disabled'));

  // Page 2 of the filtered list.
  await page.getByRole('button', { name: 'Next Page' }).click();
  await pageShown(page, `11–${Math.min(20, disabled)} of ${disabled}`);
  const row = dataRows(page).first();
  const name = await rowName(row);
  await row.getByRole('button', { name: `View ${name}` }).click();

  // The user, with their records.
  await expect(page).toHaveURL(/#\/business\/user-look\?id=\d+$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await c.expandSidebar();
  await expect(c.sidebar.getByRole('link', { name: 'Users', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'Points' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Points records of ${name}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Raw data' }).click();
  await expect(page.getByRole('region', { name: `Raw data of ${name}` })).toContainText(`"nickname": "${name}"`);

  // Edit and save.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog.getByLabel('Nickname', { exact: true })).toHaveValue(name);
  await dialog.getByLabel('Nickname', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Nickname is required' })).toBeVisible();
  await dialog.getByLabel('Nickname', { exact: true }).fill('测试改名用户');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: '测试改名用户', level: 2 })).toBeVisible();

  // Back on the kept-alive list: same filter and page, fresh data.
  await c.tab('Users').click();
  await expect(page).toHaveURL(/#\/business\/user\?status=0&page=2$/);
  await expect(page.getByText(`11–${Math.min(20, disabled)} of ${disabled}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(dataRows(page).first()).toContainText('测试改名用户');
});

test('users: a tag assignment and a status toggle are updates; columns can be shown and hidden', async ({
  shell,
  dev,
}) => {
  test.slow(); // a long flow through several screens
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
  const page = c.page;
  const row = dataRows(page).first();
  await expect(row).toBeVisible(FIRST_SCREEN);
  const name = await rowName(row);
  await row.getByRole('button', { name: `Assign tags to ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign tags' });
  await dialog.locator('.p-multiselect').click();
  await page.getByRole('option', { name: '高价值' }).click();
  // Close the option list with a click outside it (Escape would close the dialog too; the list
  // itself may cover the field when it opens upwards).
  await dialog.getByText('Assign tags', { exact: true }).click();
  await expect(page.getByRole('option', { name: '高价值' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(dataRows(page).first()).toContainText('高价值');

  await row.getByRole('button', { name: `Disable ${name}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Disable user' }));
  await expect(confirm.getByText(`Disable the user “${name}”?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(
    dataRows(page)
      .first()
      .getByRole('button', { name: `Enable ${name}` }),
  ).toBeVisible();

  // The gender column is offered but hidden at first.
  await expect(page.getByRole('columnheader', { name: 'Gender' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  const columns = page.getByRole('dialog', { name: 'Columns' });
  await columns.getByLabel('Gender', { exact: true }).check();
  await columns.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('columnheader', { name: 'Gender' })).toBeVisible();
});

test('withdrawals: a pending one is approved with a remark and changes status; rejecting needs a reason', async ({
  shell,
  dev,
}) => {
  test.slow(); // a long flow through several screens
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/withdrawal');
  const page = c.page;
  const filters = page.getByRole('search', { name: 'Search withdrawal records' });
  await expect(filters).toBeVisible(FIRST_SCREEN);
  await choose(page, filters, 'Status', 'Pending');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(dataRows(page).first().locator('.resource-tag').filter({ hasText: 'Pending' })).toBeVisible();
  // The filtered page has arrived when the total is no longer all 420 withdrawals.
  const filtered = page.getByText(/^1–\d+ of (?!420$)\d+$/);
  await expect(filtered).toBeVisible();
  const pending = Number(((await filtered.textContent()) ?? '').split(' of ')[1]);
  const row = dataRows(page).first();
  const id = (await rowName(row)).replace('#', '');

  await row.getByRole('button', { name: `Audit withdrawal #${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Audit withdrawal #${id}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'A reason is required to reject' })).toBeVisible();
  await dialog.getByLabel('Audit remark').fill('核对无误，同意打款');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  // Filtered by "pending", the list no longer holds it.
  await expect(page.getByText(new RegExp(`of ${pending - 1}$`))).toBeVisible();

  await filters.getByRole('button', { name: 'Reset' }).click();
  const audited = dataRows(page).filter({ has: page.getByRole('button', { name: `View #${id}` }) });
  await expect(audited.locator('.resource-tag').filter({ hasText: 'Approved' })).toBeVisible();
  await audited.getByRole('button', { name: `View #${id}` }).click();
  const detail = page.getByRole('dialog', { name: `Withdrawal: #${id}` });
  await expect(detail.getByText('核对无误，同意打款')).toBeVisible();
  await expect(detail.getByText('系统管理员')).toBeVisible();
  await expect(detail.getByRole('button', { name: `Audit withdrawal #${id}` })).toHaveCount(0);
});

test('the operator sees the buttons their permissions grant and no others', async ({ shell, dev }) => {
  test.slow(); // a long flow through several screens
  const c = await ConsolePage.signedIn(shell, dev, OPERATOR, '/business/tag');
  const page = c.page;
  await expect(page.getByRole('heading', { name: 'Tags', level: 2 })).toBeVisible(FIRST_SCREEN);
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New tag' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  // Users: looking only — no edit, status, tag or delete buttons, not even on the user's own screen.
  await c.goto('/business/user');
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Disable|Enable|Assign tags to) / })).toHaveCount(0);
  const name = await rowName(dataRows(page).first());
  await dataRows(page)
    .first()
    .getByRole('button', { name: `View ${name}` })
    .click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  // Points are theirs to read; withdrawals and invitations are not.
  await expect(page.getByRole('tab', { name: 'Points' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Withdrawals' })).toHaveCount(0);

  // The operator has no withdrawal screen at all.
  await c.goto('/business/withdrawal');
  await expect(page).toHaveURL(/#\/404$/);
});

test('incentives: add, look (read-only), edit and see the change; a server error keeps the form', async ({
  shell,
  dev,
}) => {
  test.slow(); // a long flow through several screens
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/incentive');
  const page = c.page;
  await page.getByRole('button', { name: 'New incentive config' }).click(FIRST_SCREEN);
  await expect(page).toHaveURL(/#\/config\/incentive-add$/);
  await c.expandSidebar();
  await expect(c.sidebar.getByRole('link', { name: 'Incentive configs' })).toHaveAttribute('aria-current', 'page');
  // The kept-alive list stays in the page, hidden: look inside the form screen only.
  const form = page.getByRole('region', { name: /incentive config/ });
  await form.getByLabel('Name', { exact: true }).fill('端到端新人礼');
  await choose(page, form, 'Type', 'Registration');
  await form.getByLabel('Reward', { exact: true }).pressSequentially('12.5');
  await form.getByLabel('Trigger', { exact: true }).fill('完成注册并实名');
  await form.getByLabel('Starts', { exact: true }).fill('2026-01-01');
  await page.keyboard.press('Escape');
  await form.getByLabel('Ends', { exact: true }).fill('2025-12-31');
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'The end cannot be before the start' })).toBeVisible();
  await form.getByLabel('Ends', { exact: true }).fill('2026-12-31');
  await page.keyboard.press('Escape');

  // The server refuses once: the form stays, with everything typed and the server's message.
  await dev.fault({ mode: 'error', code: 'A0400', msg: '激励名称已存在', path: '/api/config/incentive' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '激励名称已存在' })).toBeVisible();
  await expect(page).toHaveURL(/#\/config\/incentive-add$/);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('端到端新人礼');
  await expect(form.getByLabel('Trigger', { exact: true })).toHaveValue('完成注册并实名');
  await expect(form.getByLabel('Reward', { exact: true })).toHaveValue('¥12.5');

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/config\/incentive-look\?id=\d+$/);
  // Looking: the same form, read-only.
  await expect(form.getByLabel('Name', { exact: true })).toHaveText('端到端新人礼');
  await expect(form.getByLabel('Reward', { exact: true })).toHaveText('¥12.50');
  await expect(form.getByRole('textbox')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await form.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/#\/config\/incentive-edit\?id=\d+$/);
  const reward = form.getByLabel('Reward', { exact: true });
  await reward.selectText();
  await reward.pressSequentially('15');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/config\/incentive-look\?id=\d+$/);
  await expect(form.getByLabel('Reward', { exact: true })).toHaveText('¥15.00');

  // The list shows it too.
  await form.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/#\/config\/incentive$/);
  const row = dataRows(page).filter({ hasText: '端到端新人礼' });
  await expect(row).toContainText('¥15.00');
  await row.getByRole('button', { name: 'View 端到端新人礼' }).click();
  await expect(page).toHaveURL(/#\/config\/incentive-look\?id=\d+$/);
});

test('agreements are previewed as text: markup in the content is shown, not run', async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/agreement');
  const page = c.page;
  const row = dataRows(page).first();
  await expect(row).toBeVisible(FIRST_SCREEN);
  const name = await rowName(row);
  await row.getByRole('button', { name: `Preview ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Preview: ${name}` });
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(dialog.getByText('<b>注意：</b>', { exact: false })).toBeVisible();
  await expect(dialog.locator('b')).toHaveCount(0);
});

test('institutions are a tree: a child is added under its parent', async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/organization/institution');
  const page = c.page;
  await expect(page.getByRole('row', { name: /运营中心/ })).toBeVisible(FIRST_SCREEN);
  await page.getByRole('button', { name: 'New institution under 运营中心' }).click();
  const dialog = page.getByRole('dialog', { name: 'New institution' });
  await expect(dialog.locator('.p-dropdown', { has: page.getByLabel('Parent', { exact: true }) })).toContainText(
    '运营中心',
  );
  await dialog.getByLabel('Name', { exact: true }).fill('客服部');
  await dialog.getByLabel('Code', { exact: true }).fill('ops-cs');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Capital letters, digits and -, starting with a letter' }),
  ).toBeVisible();
  await dialog.getByLabel('Code', { exact: true }).fill('OPS-CS');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /客服部/ })).toBeVisible();
  await page.getByLabel('Name, code or leader').fill('客服');
  await expect(page.getByRole('row', { name: /运营中心/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /财务中心/ })).toHaveCount(0);
});

test('the dashboard shows the figures the user may see', async ({ shell, dev }) => {
  const admin = await ConsolePage.signedIn(shell, dev, ADMIN);
  await expect(admin.page.getByRole('link', { name: /^Users registered this week: \d+, open the list$/ })).toBeVisible(
    FIRST_SCREEN,
  );
  await expect(
    admin.page.getByRole('link', { name: /^Pending withdrawals: \d+, ¥[\d,]+\.\d\d in all, open the list$/ }),
  ).toBeVisible();
  await admin.logout();
  const operator = await ConsolePage.signedIn(shell, dev, OPERATOR);
  await expect(
    operator.page.getByRole('link', { name: /^Users registered this week: \d+, open the list$/ }),
  ).toBeVisible();
  await expect(operator.page.getByRole('link', { name: /^Pending withdrawals/ })).toHaveCount(0);
});

test('in a 360 px side panel the lists show compact items, and the page never scrolls sideways', async ({
  shell,
  dev,
}) => {
  await shell.page.setViewportSize({ width: 360, height: 800 });
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
  const items = c.page.getByRole('main').locator('.resource-screen:visible .list-item');
  await expect(items.first()).toBeVisible(FIRST_SCREEN);
  expect(await c.scrollsSideways()).toBe(false);
  await c.goto('/config/vehicle');
  await expect(items.first()).toBeVisible();
  expect(await c.scrollsSideways()).toBe(false);
  await c.goto('/business/user-look?id=7');
  await expect(c.page.getByRole('tab', { name: 'Points' })).toBeVisible();
  expect(await c.scrollsSideways()).toBe(false);
});

test('the user form dialog has no accessibility violations (the sweep opens the vehicle form)', async ({
  shell,
  dev,
}) => {
  // Every screen, and a form dialog over a list, are in accessibility-sweep.spec.ts; the user form has
  // its own controls (mobile number, gender, avatar, tags), checked here.
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
  const page = c.page;
  await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
  await page.getByRole('button', { name: 'New user' }).click();
  await expect(page.getByRole('dialog', { name: 'New user' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
