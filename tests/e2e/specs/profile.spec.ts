import { test, expect } from '../support/fixtures.ts';
import { callsSettled } from '../support/settled.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN, OPERATOR } from '../support/accounts.ts';
import { signOut } from '../support/signOut.ts';
import { FINGERPRINT } from '../support/tokens.ts';
import type { ConsoleShell } from '../support/fixtures.ts';
import type { DevApi } from '../support/devApi.ts';
import type { Page } from '@playwright/test';

// The personal centre (SPEC 2 navigation bar "user profile"): the nav answer's userInfo and a password change.

async function openProfile(shell: ConsoleShell, dev: DevApi, account: { userName: string; password: string }) {
  await shell.open('/profile');
  await expect(shell.page).toHaveURL(/#\/login\?redirect=%2Fprofile$/);
  await new LoginPage(shell.page, dev).signIn(account);
  await expect(shell.page).toHaveURL(/#\/profile$/);
}

const field = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Change password' }).getByLabel(label, { exact: true });
const fact = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Account' })
    .getByRole('term')
    .filter({ hasText: term })
    .locator('xpath=following-sibling::dd[1]');

test('shows the userInfo of the nav answer: nickname, username, mobile, email, roles', async ({ shell, dev }) => {
  await openProfile(shell, dev, ADMIN);
  await expect(shell.page.getByRole('heading', { name: '系统管理员', level: 2 })).toBeVisible();
  await expect(fact(shell.page, 'Nickname')).toHaveText('系统管理员');
  await expect(fact(shell.page, 'Username')).toHaveText('admin');
  await expect(fact(shell.page, 'Phone number')).toHaveText(ADMIN.mobile);
  await expect(fact(shell.page, 'Email')).toHaveText('admin@example.com');
  await expect(fact(shell.page, 'Roles')).toHaveText('超级管理员');
});

test('userInfo is shown as plain text, never as markup', async ({ shell, dev }) => {
  const hostile = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
  await dev.fault({
    mode: 'custom',
    path: '/api/sys/menu/nav',
    body: {
      code: 0,
      msg: 'success',
      data: {
        userInfo: { userName: 'admin', nickname: hostile, email: '<i>e</i>', roleNames: ['<u>r</u>'] },
        permissions: [],
        tabs: [],
        menuList: [],
      },
    },
  });
  await openProfile(shell, dev, ADMIN);
  await expect(fact(shell.page, 'Nickname')).toHaveText(hostile);
  await expect(fact(shell.page, 'Email')).toHaveText('<i>e</i>');
  await expect(fact(shell.page, 'Roles')).toHaveText('<u>r</u>');
  await expect(fact(shell.page, 'Phone number')).toHaveText('Not set');
  await expect(shell.page.locator('main b, main img[src="x"], main u')).toHaveCount(0);
  expect(await shell.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("change password: 'confirmation password is not correct' on a mismatch; success empties the form; then sign-in with the new one", async ({
  shell,
  dev,
}) => {
  await openProfile(shell, dev, OPERATOR);
  const page = shell.page;
  await page.getByRole('button', { name: 'Change password' }).click();
  for (const label of ['Current password', 'New password', 'Confirm password']) {
    await expect(field(page, label)).toHaveAccessibleDescription('Please enter Password');
  }
  await field(page, 'Current password').fill(OPERATOR.password);
  await field(page, 'New password').fill('changed-1');
  await field(page, 'Confirm password').fill('changed-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('confirmation password is not correct');
  await expect(page.getByRole('alert').filter({ hasText: 'confirmation password is not correct' })).toBeVisible();
  await callsSettled(shell, dev);
  expect(await dev.requests('/api/sys/user/changePs')).toHaveLength(0);

  await field(page, 'Confirm password').fill('changed-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('.console-toast').getByText('Password changed')).toBeVisible();
  for (const label of ['Current password', 'New password', 'Confirm password'])
    await expect(field(page, label)).toHaveValue('');
  const [change] = await dev.requests('/api/sys/user/changePs');
  expect(change?.method).toBe('PUT');
  expect(change?.token).toMatch(FINGERPRINT);

  await signOut(page);
  const login = new LoginPage(page, dev);
  await login.signIn(OPERATOR);
  await expect(page.locator('.console-toast').getByText('Wrong username or password')).toBeVisible();
  await login.signIn({ userName: OPERATOR.userName, password: 'changed-1' });
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
});

test("a refused change shows the server's message and keeps what was typed", async ({ shell, dev }) => {
  await openProfile(shell, dev, ADMIN);
  const page = shell.page;
  await field(page, 'Current password').fill('not-my-password');
  await field(page, 'New password').fill('changed-1');
  await field(page, 'Confirm password').fill('changed-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('.console-toast').getByText('The current password is wrong')).toBeVisible();
  await expect(field(page, 'Current password')).toHaveValue('not-my-password');
  await expect(field(page, 'New password')).toHaveValue('changed-1');
  await expect(field(page, 'Confirm password')).toHaveValue('changed-1');
});
