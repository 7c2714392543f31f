import { test, expect } from '../support/fixtures.ts';
import { callsSettled } from '../support/settled.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN, OPERATOR } from '../support/accounts.ts';
import type { Page } from '@playwright/test';

// SPEC.md section 2 (/password), section 3 (SMS code request and reset payloads), section 5.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectFieldMessage(page: Page, label: string, message: string) {
  await expect(field(page, label)).toHaveAccessibleDescription(message);
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
}

test.beforeEach(async ({ shell }) => {
  await shell.open('/login');
  await shell.page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(shell.page).toHaveURL(/#\/password$/);
  await expect(shell.page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
});

test('the mobile number is checked before any SMS call', async ({ shell, dev }) => {
  await shell.page.getByRole('button', { name: 'Get SMS code' }).click();
  await expectFieldMessage(shell.page, 'Phone number', 'Phone number is required');
  await field(shell.page, 'Phone number').fill('2380000000a');
  await shell.page.getByRole('button', { name: 'Get SMS code' }).click();
  await expectFieldMessage(shell.page, 'Phone number', 'Phone number must be 11 digits starting with 1');
  await callsSettled(shell, dev);
  expect(await dev.requests('/api/sys/getSmsCode')).toHaveLength(0);
});

test("SPEC 5 on the reset form: missing code, short password and 'confirmation password is not correct'", async ({
  shell,
  dev,
}) => {
  await field(shell.page, 'Phone number').fill(ADMIN.mobile);
  await field(shell.page, 'New password').fill('12345');
  await field(shell.page, 'Confirm password').fill('12346');
  await shell.page.getByRole('button', { name: 'Reset password' }).click();
  await expectFieldMessage(shell.page, 'SMS code', 'SMS code is required');
  await expectFieldMessage(shell.page, 'New password', 'The password can not be less than 6 digits');
  await expectFieldMessage(shell.page, 'Confirm password', 'confirmation password is not correct');
  await callsSettled(shell, dev);
  expect(await dev.requests('/api/sys/alterPasswordBySms')).toHaveLength(0);
});

test('keyboard only: a full SMS reset (60 s countdown), then sign-in with the new password', async ({ shell, dev }) => {
  const page = shell.page;
  await field(page, 'Phone number').focus();
  await page.keyboard.type(OPERATOR.mobile);
  await page.keyboard.press('Tab'); // SMS code
  await page.keyboard.press('Tab'); // Get SMS code
  await expect(page.getByRole('button', { name: 'Get SMS code' })).toBeFocused();
  await page.keyboard.press('Enter');
  // SPEC 3: type 1 and the mobile; the code then counts down before it can be asked again.
  await expect(page.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
  const [request] = await dev.requests('/api/sys/getSmsCode');
  expect(request?.method).toBe('POST');
  await expect(field(page, 'SMS code')).toBeFocused();
  await page.keyboard.type(await dev.smsCode(OPERATOR.mobile));
  await page.keyboard.press('Tab');
  await expect(field(page, 'New password')).toBeFocused();
  await page.keyboard.type('reset-by-sms');
  await page.keyboard.press('Tab');
  await page.keyboard.type('reset-by-sms');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator('.console-toast').getByText('Password reset, sign in with the new password')).toBeVisible();
  expect(await dev.requests('/api/sys/alterPasswordBySms')).toHaveLength(1);

  const login = new LoginPage(page, dev);
  await login.signIn(OPERATOR);
  await expect(page.locator('.console-toast').getByText('Wrong username or password')).toBeVisible();
  await login.signIn({ userName: OPERATOR.userName, password: 'reset-by-sms' });
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test("a wrong SMS code shows the server's message and keeps what was typed", async ({ shell, dev }) => {
  await field(shell.page, 'Phone number').fill(ADMIN.mobile);
  await shell.page.getByRole('button', { name: 'Get SMS code' }).click();
  await expect(shell.page.getByRole('button', { name: /^Resend in/ })).toBeVisible();
  const code = await dev.smsCode(ADMIN.mobile);
  await field(shell.page, 'SMS code').fill(code === '000000' ? '111111' : '000000');
  await field(shell.page, 'New password').fill('abcdef');
  await field(shell.page, 'Confirm password').fill('abcdef');
  await shell.page.getByRole('button', { name: 'Reset password' }).click();
  await expect(shell.page.locator('.console-toast').getByText('The SMS code is wrong or has expired')).toBeVisible();
  await expect(shell.page).toHaveURL(/#\/password$/);
  await expect(field(shell.page, 'Phone number')).toHaveValue(ADMIN.mobile);
  await expect(field(shell.page, 'New password')).toHaveValue('abcdef');
});
