import { test, expect } from '../support/fixtures.ts';
import { callsSettled } from '../support/settled.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN, NEWHIRE, OPERATOR } from '../support/accounts.ts';
import { signOut } from '../support/signOut.ts';
import { FINGERPRINT, sessionOwner } from '../support/tokens.ts';
import type { Page } from '@playwright/test';

// SPEC.md section 2 "Login screen" and section 5, in English (the exact texts of SPEC 5).

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The message shown at a field: announced (role=alert) and tied to the input as its description. */
async function expectFieldMessage(page: Page, label: string, message: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
}

test.beforeEach(async ({ shell }) => {
  await shell.open('/login');
});

test(
  "SPEC 5: missing username, password and verification code show 'Please enter Username', 'Please enter Password', 'Please enter Verify Code' at their fields",
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const login = new LoginPage(shell.page, dev);
    await expect(login.captchaImage).toBeVisible();
    await login.submit.click();
    await expectFieldMessage(shell.page, 'Username or phone number', 'Please enter Username');
    await expectFieldMessage(shell.page, 'Password', 'Please enter Password');
    await expectFieldMessage(shell.page, 'Verification code', 'Please enter Verify Code');
    await expect(login.userName).toBeFocused();
    await callsSettled(shell, dev);
    expect(await dev.requests('/api/sys/login')).toHaveLength(0);
    // Typing into a field takes its message away.
    await login.userName.fill('admin');
    await expect(login.userName).toHaveAccessibleDescription('');
  },
);

test(
  "SPEC 5: a password shorter than 6 shows 'The password can not be less than 6 digits'",
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const login = new LoginPage(shell.page, dev);
    await login.userName.fill(ADMIN.userName);
    await login.password.fill('12345');
    await login.captcha.fill('abcd');
    await login.submit.click();
    await expectFieldMessage(shell.page, 'Password', 'The password can not be less than 6 digits');
    await callsSettled(shell, dev);
    expect(await dev.requests('/api/sys/login')).toHaveLength(0);
  },
);

test(
  "SPEC 5: a wrong verification code shows 'Error code entered' at the field, with a new code image",
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const login = new LoginPage(shell.page, dev);
    await login.captchaCode();
    const before = (await dev.latestCaptcha()).uuid;
    await login.userName.fill(ADMIN.userName);
    await login.password.fill(ADMIN.password);
    // Captchas never contain 0, so this one is wrong.
    await login.captcha.fill('0000');
    await login.submit.click();
    await expectFieldMessage(shell.page, 'Verification code', 'Error code entered');
    await expect(login.captcha).toBeFocused();
    await expect(login.captcha).toHaveValue('');
    await expect.poll(async () => (await dev.latestCaptcha()).uuid).not.toBe(before);
    // The new code works.
    await login.captcha.fill(await login.captchaCode());
    await login.submit.click();
    await expect(shell.page).toHaveURL(/#\/dashboard$/);
  },
);

test(
  'SPEC 3: clicking the code image asks for a new one with a new random v4 uuid',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const login = new LoginPage(shell.page, dev);
    await login.captchaCode();
    const first = (await dev.requests('/api/getCaptchaCode')).map((r) => r.query.uuid);
    await login.captchaImage.click();
    await expect.poll(async () => (await dev.requests('/api/getCaptchaCode')).length).toBe(first.length + 1);
    await login.captchaImage.click();
    await expect.poll(async () => (await dev.requests('/api/getCaptchaCode')).length).toBe(first.length + 2);
    const uuids = (await dev.requests('/api/getCaptchaCode')).map((r) => r.query.uuid);
    for (const uuid of uuids) expect(uuid).toMatch(UUID_V4);
    expect(new Set(uuids).size).toBe(uuids.length);
    await expect(login.captchaImage).toBeVisible();
  },
);

test(
  'SPEC 2: a caps-lock warning appears while typing the password with caps lock on',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const login = new LoginPage(shell.page, dev);
    const warning = shell.page.getByRole('status').filter({ hasText: 'Caps Lock is on' });
    // The live form's warning: the keys below are sent to the field, which the form drawn before
    // the code runs would have received while the live one was not there yet (seen once in a run).
    await expect(shell.page.locator('#sign-in-prepaint')).toHaveCount(0);
    await login.password.click();
    await shell.page.keyboard.type('abc');
    await expect(warning).toHaveCount(0);
    // Headless Chromium keeps no caps-lock state for keyboard.press('CapsLock'): the key events
    // carry the modifier themselves, as a real keyboard's do.
    await login.password.dispatchEvent('keydown', { key: 'D', code: 'KeyD', modifierCapsLock: true });
    await login.password.dispatchEvent('keyup', { key: 'D', code: 'KeyD', modifierCapsLock: true });
    await expect(warning).toBeVisible();
    await login.password.dispatchEvent('keydown', { key: 'CapsLock', code: 'CapsLock', modifierCapsLock: false });
    await expect(warning).toHaveCount(0);
    // Leaving the field hides it too.
    await login.password.dispatchEvent('keyup', { key: 'E', code: 'KeyE', modifierCapsLock: true });
    await expect(warning).toBeVisible();
    await login.captcha.focus();
    await expect(warning).toHaveCount(0);
  },
);

test('the form cannot be submitted twice while the sign-in is in flight', async ({ shell, dev }) => {
  const login = new LoginPage(shell.page, dev);
  await login.userName.fill(ADMIN.userName);
  await login.password.fill(ADMIN.password);
  await login.captcha.fill(await login.captchaCode());
  // Long enough to be seen on a busy machine.
  await dev.fault({ mode: 'slow', delayMs: 3000, path: '/api/sys/login' });
  await login.captcha.press('Enter');
  await login.captcha.press('Enter');
  await login.captcha.press('Enter');
  await expect(shell.page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
  expect(await dev.requests('/api/sys/login')).toHaveLength(1);
});

test('keyboard only: Tab and Enter sign in from the first field', { tag: '@screen' }, async ({ shell, dev }) => {
  const login = new LoginPage(shell.page, dev);
  const code = await login.captchaCode();
  await login.userName.focus();
  await shell.page.keyboard.type(ADMIN.userName);
  await shell.page.keyboard.press('Tab');
  await expect(login.password).toBeFocused();
  await shell.page.keyboard.type(ADMIN.password);
  await shell.page.keyboard.press('Tab'); // show / hide password
  await shell.page.keyboard.press('Tab');
  await expect(login.captcha).toBeFocused();
  await shell.page.keyboard.type(code);
  await shell.page.keyboard.press('Enter');
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
});

test.describe('other login method: phone number and SMS code', () => {
  const smsTab = (page: Page) => page.getByRole('tab', { name: 'SMS sign-in' });

  test('the mobile number is checked before any SMS call', { tag: '@screen' }, async ({ shell, dev }) => {
    await smsTab(shell.page).click();
    await shell.page.getByRole('button', { name: 'Get SMS code' }).click();
    await expectFieldMessage(shell.page, 'Phone number', 'Phone number is required');
    await shell.page.getByLabel('Phone number', { exact: true }).fill('1380000');
    await shell.page.getByRole('button', { name: 'Get SMS code' }).click();
    await expectFieldMessage(shell.page, 'Phone number', 'Phone number must be 11 digits starting with 1');
    await callsSettled(shell, dev);
    expect(await dev.requests('/api/sys/getSmsCode')).toHaveLength(0);
  });

  test('signs in with the code sent to the phone, after a 60 s countdown starts', async ({ shell, dev, stack }) => {
    await shell.page.goto(shell.url('/login?redirect=' + encodeURIComponent('/business/tag')));
    await smsTab(shell.page).click();
    await expect(smsTab(shell.page)).toHaveAttribute('aria-selected', 'true');
    await shell.page.getByLabel('Phone number', { exact: true }).fill(OPERATOR.mobile);
    await shell.page.getByRole('button', { name: 'Get SMS code' }).click();
    await expect(shell.page.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
    await expect(shell.page.getByLabel('SMS code', { exact: true })).toBeFocused();
    await shell.page.getByLabel('SMS code', { exact: true }).fill(await dev.smsCode(OPERATOR.mobile));
    await shell.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(shell.page).toHaveURL(/#\/business\/tag$/);
    const seen = await dev.requests('/api/sys/loginBySms');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.token).toBeNull();
    // The address moves with the sign-in's answer; the menu's call follows it.
    await expect.poll(async () => (await dev.requests('/api/sys/menu/nav')).length).toBeGreaterThan(0);
    const nav = (await dev.requests('/api/sys/menu/nav')).at(-1);
    expect(nav?.token).toMatch(FINGERPRINT);
    expect(sessionOwner(stack.api.state, nav?.token)).toBe(OPERATOR.userName);
  });

  test(
    "a wrong SMS code shows the server's message in the user's language and signs nobody in",
    { tag: '@screen' },
    async ({ shell, dev }) => {
      await smsTab(shell.page).click();
      await shell.page.getByLabel('Phone number', { exact: true }).fill(ADMIN.mobile);
      await shell.page.getByRole('button', { name: 'Get SMS code' }).click();
      await expect(shell.page.getByRole('button', { name: /^Resend in/ })).toBeVisible();
      const code = await dev.smsCode(ADMIN.mobile);
      await shell.page.getByLabel('SMS code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
      await shell.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(
        shell.page.locator('.console-toast').getByText('The SMS code is wrong or has expired'),
      ).toBeVisible();
      await expect(shell.page).toHaveURL(/#\/login$/);
      await callsSettled(shell, dev);
      expect(await dev.requests('/api/sys/menu/nav')).toHaveLength(0);
    },
  );

  test('arrow keys move between the sign-in methods', { tag: '@screen' }, async ({ shell }) => {
    // Keys are the live form's: the form drawn before the code runs carries over presses, not keys.
    await expect(shell.page.getByRole('img', { name: /Verification code image/ })).toBeVisible();
    // The drawn form is gone once the live one took it over (a tab focused before is replaced).
    await expect(shell.page.locator('#sign-in-prepaint')).toHaveCount(0);
    await shell.page.getByRole('tab', { name: 'Password sign-in' }).focus();
    await shell.page.keyboard.press('ArrowRight');
    await expect(smsTab(shell.page)).toBeFocused();
    await expect(smsTab(shell.page)).toHaveAttribute('aria-selected', 'true');
    await expect(
      shell.page.getByRole('tabpanel', { name: 'SMS sign-in' }).getByLabel('SMS code', { exact: true }),
    ).toBeVisible();
    await shell.page.keyboard.press('ArrowLeft');
    await expect(shell.page.getByLabel('Verification code', { exact: true })).toBeVisible();
  });
});

test.describe('SPEC 2 password-change mode: an account that must change its initial password', () => {
  async function signInNewhire(page: Page, dev: ConstructorParameters<typeof LoginPage>[1]) {
    await new LoginPage(page, dev).signIn(NEWHIRE);
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  }

  test("OK changes the password ('confirmation password is not correct' on a mismatch) and continues to the redirect target", async ({
    shell,
    dev,
  }) => {
    await shell.open('/business/user?page=2');
    await expect(shell.page).toHaveURL(/#\/login\?redirect=/);
    await signInNewhire(shell.page, dev);
    await expect(shell.page.getByLabel('New password', { exact: true })).toBeFocused();
    // No routes are loaded while the change is pending.
    await callsSettled(shell, dev);
    expect(await dev.requests('/api/sys/menu/nav')).toHaveLength(0);

    await shell.page.getByRole('button', { name: 'OK' }).click();
    await expectFieldMessage(shell.page, 'New password', 'Please enter Password');
    await shell.page.getByLabel('New password', { exact: true }).fill('12345');
    await shell.page.getByLabel('Confirm password', { exact: true }).fill('12345');
    await shell.page.getByRole('button', { name: 'OK' }).click();
    await expectFieldMessage(shell.page, 'New password', 'The password can not be less than 6 digits');
    await shell.page.getByLabel('New password', { exact: true }).fill('my-own-pass');
    await shell.page.getByLabel('Confirm password', { exact: true }).fill('my-own-pasS');
    await shell.page.getByRole('button', { name: 'OK' }).click();
    await expectFieldMessage(shell.page, 'Confirm password', 'confirmation password is not correct');
    await callsSettled(shell, dev);
    expect(await dev.requests('/api/sys/user/changePs')).toHaveLength(0);

    await shell.page.getByLabel('Confirm password', { exact: true }).fill('my-own-pass');
    await shell.page.getByRole('button', { name: 'OK' }).click();
    await expect(shell.page).toHaveURL(/#\/business\/user\?page=2$/);
    await expect(shell.page.locator('.console-toast').getByText('Password changed')).toBeVisible();
    const [change] = await dev.requests('/api/sys/user/changePs');
    expect(change?.method).toBe('PUT');
    expect((await dev.requests('/api/sys/menu/nav')).at(-1)?.token).toBe(change?.token);

    // The new password is the password now, and no change is asked for any more.
    await signOut(shell.page);
    await new LoginPage(shell.page, dev).signIn({ userName: NEWHIRE.mobile, password: 'my-own-pass' });
    await expect(shell.page).not.toHaveURL(/#\/login/);
    await expect.poll(async () => (await dev.requests('/api/sys/menu/nav')).length).toBe(2);
    await expect(shell.page.getByRole('heading', { name: 'Change your password' })).toHaveCount(0);
  });

  test('Cancel signs out and returns to the normal login form', { tag: '@screen' }, async ({ shell, dev }) => {
    await signInNewhire(shell.page, dev);
    await shell.page.getByRole('button', { name: 'Cancel' }).click();
    await expect(shell.page.getByRole('tab', { name: 'Password sign-in' })).toHaveAttribute('aria-selected', 'true');
    await expect(shell.page.getByLabel('Verification code', { exact: true })).toBeVisible();
    const exit = (await dev.requests('/api/sys/exit')).at(-1);
    expect(exit?.query.Token).toMatch(FINGERPRINT);
    // Still logged out, and the initial password still has to be changed.
    await shell.page.goto(shell.url('/dashboard'));
    await expect(shell.page).toHaveURL(/#\/login\?redirect=%2Fdashboard$/);
    await signInNewhire(shell.page, dev);
  });
});

test('the sign-in screen switches between light and dark itself', { tag: '@screen' }, async ({ shell }) => {
  await shell.open('/login');
  await shell.page.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect(shell.page.locator('html')).toHaveClass(/\bdark\b/);
  await shell.page.reload();
  await expect(shell.page.locator('html')).toHaveClass(/\bdark\b/);
  await shell.page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect(shell.page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test.describe('theme split', () => {
  // The same stylesheet handling in both shells; the web build runs it.
  test.skip(({ shellKind }) => shellKind !== 'web', 'covered by the web build');
  test('dark chosen on the sign-in screen stays dark in components whose code loads later', async ({ shell, dev }) => {
    await shell.open('/login?redirect=%2Fbusiness%2Fuser');
    await shell.page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    // The users table (PrimeReact DataTable) header: lara-dark's text colour, not lara-light's #374151.
    const header = shell.page.locator('.p-datatable-thead th').first();
    // The first list screen after sign-in: its code, styles and data all load now.
    await expect(header).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => header.evaluate((cell) => getComputedStyle(cell).color)).toBe('rgba(255, 255, 255, 0.87)');
  });
});

test.describe("server messages in the user's language", () => {
  // The browser asks for Chinese, so the server answers in Chinese; the person reads English.
  test.use({ locale: 'zh-CN' });

  test(
    'a wrong password in the English interface shows the English message',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      await shell.page.getByRole('button', { name: '切换语言: English' }).click();
      const login = new LoginPage(shell.page, dev);
      await login.signIn({ userName: ADMIN.userName, password: 'not-the-password' });
      await expect(
        shell.page.locator('.console-toast').getByText('Wrong username or password', { exact: true }),
      ).toBeVisible();
      await expect(shell.page.locator('.console-toast').getByText('用户名或密码错误')).toHaveCount(0);
      await expect(shell.page).toHaveURL(/#\/login$/);
    },
  );
});
