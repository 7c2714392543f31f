import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';
import type { DevApi } from '../support/devApi.ts';

/**
 * The web page draws the sign-in form from its own HTML before the console's code has run
 * (src/entries/web/prepaint, src/core/kernel/prepaint.ts). The sign-in screen's code is held back
 * here, so the drawn form stays on screen while the test acts on it, then let through.
 */
async function holdSignInCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const DRAWN = '#sign-in-prepaint';

/** Where each control of the visible sign-in form sits. */
function layout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main.login-page :is(input, button, h1, label, a)')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.id || element.getAttribute('aria-label') || element.textContent} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
}

test('the sign-in form is on screen before the code has run, and what was typed there stays when the code takes over', async ({
  shell,
  dev,
}) => {
  const release = await holdSignInCode(shell.page);
  await shell.open('/login');
  const login = new LoginPage(shell.page, dev);
  // The form a person sees is the drawn one: found by its labels, nothing else on the page.
  await expect(shell.page.locator(DRAWN).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(shell.page.locator('#app')).toBeHidden();
  await login.userName.fill('13800000000');
  await login.password.fill('secret-typed-early');
  await login.password.press('ArrowLeft');
  await login.password.press('ArrowLeft');
  const drawnLayout = await layout(shell.page);

  release();
  await expect(shell.page.locator(DRAWN)).toHaveCount(0);
  await expect(login.submit).toBeEnabled();
  await expect(login.captchaImage).toBeVisible();
  await expect(login.userName).toHaveValue('13800000000');
  await expect(login.password).toHaveValue('secret-typed-early');
  await expect(login.password).toBeFocused();
  expect(await login.password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(16);
  // Nothing moved: the drawing is the screen's own markup.
  expect(await layout(shell.page)).toEqual(drawnLayout);

  // And the live form signs in with what was typed before.
  await login.password.fill(ADMIN.password);
  await login.userName.fill(ADMIN.userName);
  await login.captcha.fill((await dev.latestCaptcha()).code);
  await login.submit.click();
  await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});

test('the drawn form follows the stored language and theme, and a signed-in page never draws it', async ({
  shell,
  dev,
}) => {
  await shell.open('/login');
  await shell.page.evaluate(() => {
    localStorage.setItem('app-settings', JSON.stringify({ theme: 'dark' }));
    localStorage.setItem('app-state', JSON.stringify({ language: 'zh-cn' }));
  });
  const release = await holdSignInCode(shell.page);
  await shell.page.reload();
  const drawn = shell.page.locator(DRAWN);
  await expect(drawn.getByRole('button', { name: '切换到明亮主题' })).toBeVisible();
  await expect(drawn.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await expect(shell.page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(shell.page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  release();
  await expect(drawn).toHaveCount(0);

  const login = new LoginPage(shell.page, dev, 'zh-cn');
  await login.signIn(ADMIN);
  await expect(shell.page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  // From now on the page holds a token: reloads draw no sign-in form, not even for a moment.
  await shell.page.addInitScript(`(() => {
    new MutationObserver(() => {
      if (document.getElementById('sign-in-prepaint')) globalThis.__drawnWhileSignedIn = true;
    }).observe(document, { childList: true, subtree: true });
  })();`);
  await shell.page.reload();
  await expect(shell.page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  expect(await shell.page.evaluate(() => (globalThis as { __drawnWhileSignedIn?: boolean }).__drawnWhileSignedIn)).toBe(
    undefined,
  );
});

test('a link followed in the drawn form leads to its screen once the code is there', async ({ shell }) => {
  const release = await holdSignInCode(shell.page);
  await shell.open('/login');
  await shell.page.locator(DRAWN).getByRole('link', { name: 'Forgot password' }).click();
  release();
  await expect(shell.page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expect(shell.page.locator(DRAWN)).toHaveCount(0);
});

test('a language and a theme chosen on the drawn form are chosen again once the code has taken over', async ({
  shell,
}) => {
  const release = await holdSignInCode(shell.page);
  await shell.open('/login');
  const drawn = shell.page.locator(DRAWN);
  await drawn.getByRole('button', { name: 'Switch language: 简体中文' }).click();
  await drawn.getByRole('button', { name: 'Switch to the dark theme' }).click();
  release();
  await expect(drawn).toHaveCount(0);
  await expect(shell.page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await expect(shell.page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(shell.page.locator('html')).toHaveClass(/\bdark\b/);
  // Pressed once, chosen once: the live buttons now offer the way back.
  await expect(shell.page.getByRole('button', { name: '切换到明亮主题' })).toBeVisible();
});

/** Holds the console's code (the `app` chunk the page's entry imports) until released. */
async function holdConsoleCode(page: Page): Promise<{ release: () => void; finished: Promise<number> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/assets\/app-[^/]*\.js$/;
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  const finished = new Promise<number>((resolve) =>
    page.on('requestfinished', (request) => {
      if (pattern.test(new URL(request.url()).pathname)) resolve(Date.now());
    }),
  );
  return { release, finished };
}

/** The sign-in page with the console's code held, its drawn form filled as given (the password kept as typed). */
async function drawnFormFilled(
  shell: { page: Page; open(path: string): Promise<unknown> },
  dev: DevApi,
  fields: { password: string; captcha?: string },
) {
  const page = shell.page;
  const held = await holdConsoleCode(page);
  await shell.open('/login');
  const drawn = page.locator(DRAWN);
  const login = new LoginPage(page, dev);
  await login.userName.fill(ADMIN.userName);
  await login.password.fill(fields.password);
  if (fields.captcha !== undefined) {
    await expect(drawn.getByRole('img', { name: /Verification code image/ })).toBeVisible();
    await login.captcha.fill(fields.captcha);
  }
  return { ...held, drawn, login, page };
}

test('issue 52: Sign in pressed on the drawn form before the console has loaded sends the sign-in at once, and the console signs in with its answer, exactly once; its verification code is asked for beside the console’s code', async ({
  shell,
  dev,
}) => {
  const page = shell.page;
  const { release, finished } = await holdConsoleCode(page);
  let captchaAskedAt = 0;
  const signIns: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/getCaptchaCode' && captchaAskedAt === 0) captchaAskedAt = Date.now();
    if (request.method() === 'POST' && path === '/api/sys/login') signIns.push(path);
  });
  await shell.open('/login');
  const drawn = page.locator(DRAWN);
  const login = new LoginPage(page, dev);
  // The image is on the drawn form while the console's code is still on its way.
  await expect(drawn.getByRole('img', { name: /Verification code image/ })).toBeVisible();
  await login.userName.fill(ADMIN.userName);
  await login.password.fill(ADMIN.password);
  await login.captcha.fill((await dev.latestCaptcha()).code);
  await login.captcha.press('Enter');
  // Sent at once, while the console's code is still held; the drawing says so and takes no second press.
  await expect.poll(() => signIns.length).toBe(1);
  await expect(drawn.getByRole('button', { name: 'Signing in…', exact: true })).toBeDisabled();
  expect(page.url()).not.toContain(ADMIN.password);
  expect(page.url()).toMatch(/#\/login$/);

  release();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  expect(captchaAskedAt).toBeGreaterThan(0);
  expect(captchaAskedAt).toBeLessThan(await finished);
  // The live form carried the press out with the answer already there: nothing sent twice.
  await page.waitForTimeout(300);
  expect(signIns).toHaveLength(1);
  expect(await dev.requests('/api/sys/login')).toHaveLength(1);
});

test('issue 52: a wrong code sent from the drawn form is reported by the live form as its own (SPEC 5), with a new code, and the next Sign in works', async ({
  shell,
  dev,
}) => {
  const { page, release, drawn, login } = await drawnFormFilled(shell, dev, {
    password: ADMIN.password,
    captcha: 'wrong-code',
  });
  await drawn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(async () => (await dev.requests('/api/sys/login')).length).toBe(1);

  release();
  await expect(drawn).toHaveCount(0);
  await expect(page.getByText('Error code entered')).toBeVisible();
  await expect(login.captcha).toHaveValue('');
  await expect.poll(async () => (await dev.requests('/api/getCaptchaCode')).length).toBe(2);
  expect(await dev.requests('/api/sys/login')).toHaveLength(1);
  await login.signIn(ADMIN);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  expect(await dev.requests('/api/sys/login')).toHaveLength(2);
});

test('issue 52: a drawn form with a message to show sends nothing; the live form shows the message (SPEC 5)', async ({
  shell,
  dev,
}) => {
  const { page, release, drawn } = await drawnFormFilled(shell, dev, { password: '12345' });
  await drawn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForTimeout(200);
  expect(await dev.requests('/api/sys/login')).toHaveLength(0);
  release();
  await expect(drawn).toHaveCount(0);
  await expect(page.getByText('The password can not be less than 6 digits')).toBeVisible();
  await expect(page.getByText('Please enter Verify Code')).toBeVisible();
  expect(await dev.requests('/api/sys/login')).toHaveLength(0);
});

test('SPEC 3 on the drawn form: the code image pressed before the console has loaded asks for a new one, and the live form signs in with it', async ({
  shell,
  dev,
}) => {
  const page = shell.page;
  const { release } = await holdConsoleCode(page);
  await shell.open('/login');
  const drawn = page.locator(DRAWN);
  const login = new LoginPage(page, dev);
  const image = drawn.getByRole('img', { name: /Verification code image/ });
  await expect(image).toBeVisible();
  const first = (await dev.requests('/api/getCaptchaCode')).map((r) => r.query.uuid);
  expect(first).toHaveLength(1);
  const firstSource = await image.getAttribute('src');
  await drawn.getByRole('button', { name: /Verification code image/ }).click();
  await expect.poll(async () => (await dev.requests('/api/getCaptchaCode')).length).toBe(2);
  const [, second] = (await dev.requests('/api/getCaptchaCode')).map((r) => r.query.uuid);
  expect(second).not.toBe(first[0]);
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).not.toBe(firstSource);

  release();
  await expect(drawn).toHaveCount(0);
  await expect(login.captchaImage).toBeVisible();
  // The live form shows the one asked for last, and asks for no other.
  await login.signIn(ADMIN);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  const asked = (await dev.requests('/api/getCaptchaCode')).map((r) => r.query.uuid);
  expect(asked).toEqual([first[0], second]);
});
