import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN, BROKEN } from '../support/accounts.ts';
import type { ConsoleShell } from '../support/fixtures.ts';
import type { DevApi, Fault } from '../support/devApi.ts';

// SPEC.md section 8, with the exact Chinese texts of the catalogue.
test.use({ locale: 'zh-CN' });

const NAV = '/api/sys/menu/nav';
const SMS = '/api/sys/getSmsCode';

async function signIn(shell: ConsoleShell, dev: DevApi, account: { userName: string; password: string } = ADMIN) {
  await shell.open('/login');
  await new LoginPage(shell.page, dev, 'zh-cn').signIn(account);
}

async function storedToken(shell: ConsoleShell): Promise<string | null> {
  if (shell.kind === 'web')
    return shell.page.evaluate(() => localStorage.getItem('admin-token') ?? sessionStorage.getItem('admin-token'));
  const worker = shell.context.serviceWorkers()[0]!;
  return worker.evaluate(async () => {
    const local = await chrome.storage.local.get('admin-token');
    const session = await chrome.storage.session.get('admin-token');
    return (local['admin-token'] ?? session['admin-token'] ?? null) as string | null;
  });
}

/** Signs in, then makes the next nav call (the reload's) answer with the fault. */
async function reloadWithNavFault(shell: ConsoleShell, dev: DevApi, fault: Fault) {
  await signIn(shell, dev);
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
  await dev.fault({ ...fault, path: NAV });
  await shell.page.reload();
}

async function expectSessionExpiredNotice(shell: ConsoleShell) {
  const notice = shell.page.locator('.console-notice');
  await expect(notice.getByText('提示', { exact: true })).toBeVisible();
  await expect(notice.getByText('您的会话已过期，请重新登录')).toBeVisible();
  await expect(shell.page).toHaveURL(/#\/login/);
  await expect.poll(() => storedToken(shell)).toBeNull();
}

test("code 500 'token无效' shows the session-expired notice, clears the session and goes to /login", async ({
  shell,
  dev,
}) => {
  await reloadWithNavFault(shell, dev, { mode: 'token-invalid' });
  await expectSessionExpiredNotice(shell);
});

test('an HTTP error whose body has code A0230 gives the same expiry notice', async ({ shell, dev }) => {
  await reloadWithNavFault(shell, dev, { mode: 'a0230' });
  await expectSessionExpiredNotice(shell);
});

test("a nav answer without userInfo fails with '验证失败,请重新登录!' and goes to login", async ({ shell, dev }) => {
  await reloadWithNavFault(shell, dev, { mode: 'nav-no-userinfo' });
  await expect(shell.page.getByText('验证失败,请重新登录!')).toBeVisible();
  await expect(shell.page).toHaveURL(/#\/login/);
  await expect.poll(() => storedToken(shell)).toBeNull();
});

test('failure to generate routes clears the session and goes to login', async ({ shell, dev }) => {
  await signIn(shell, dev, BROKEN);
  await expect(shell.page.getByText('菜单加载失败，请重新登录')).toBeVisible();
  await expect(shell.page).toHaveURL(/#\/login/);
  await expect.poll(() => storedToken(shell)).toBeNull();
});

test.describe('ordinary failures show an error toast and lose nothing typed', () => {
  async function askSmsWith(shell: ConsoleShell, dev: DevApi, fault: Fault) {
    await shell.open('/password');
    await shell.page.getByLabel('手机号', { exact: true }).fill('13800000001');
    await dev.fault({ ...fault, path: SMS });
    await shell.page.getByRole('button', { name: '获取验证码' }).click();
  }

  const rows: [string, Fault, string][] = [
    ['another code shows its msg', { mode: 'error', code: 'B0001', msg: '短信通道繁忙' }, '短信通道繁忙'],
    ["another code without msg shows '系统出错'", { mode: 'error', code: 'B0001' }, '系统出错'],
    [
      'an HTTP error body with a msg shows that msg',
      { mode: 'http-error', status: 503, msg: '服务维护中' },
      '服务维护中',
    ],
    ["an HTTP error body without msg shows '系统出错'", { mode: 'http-error', status: 500 }, '系统出错'],
    // Chromium retries a request on another idle keep-alive connection when a reused one closes
    // before any answer: the server drops every try.
    ["a dropped connection shows '请求超时，请稍后再试'", { mode: 'drop', count: 10 }, '请求超时，请稍后再试'],
    ["a malformed body shows '系统出错'", { mode: 'malformed' }, '系统出错'],
  ];
  // Through the extension's worker: a server message, an HTTP error body, a dropped connection and a
  // malformed body (the rest are the same replies, read by the same core).
  const acrossTheWorker = /another code shows its msg|HTTP error body with a msg|dropped connection|malformed body/;
  for (const [name, fault, text] of rows) {
    test(name, acrossTheWorker.test(name) ? {} : { tag: '@screen' }, async ({ shell, dev }) => {
      await askSmsWith(shell, dev, fault);
      await expect(shell.page.locator('.console-toast').getByText(text, { exact: true })).toBeVisible();
      await expect(shell.page.getByLabel('手机号', { exact: true })).toHaveValue('13800000001');
      await expect(shell.page).toHaveURL(/#\/password$/);
    });
  }
});
