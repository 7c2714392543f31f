import { test, expect, onlyIn } from '../support/fixtures.ts';
import { callsSettled } from '../support/settled.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN, OPERATOR } from '../support/accounts.ts';
import { signOut } from '../support/signOut.ts';
import type { DevApi } from '../support/devApi.ts';
import { stopServiceWorkers } from '../support/stopWorker.ts';

/**
 * The console as a support desk: look up selected text (the lookup route the extension's context
 * menu and keyboard command open, Ctrl/⌘+K in the navbar), the request log with its copyable
 * report, and the badge of withdrawals awaiting audit (menu entry; toolbar icon in the extension).
 */

type UserRow = { id: number; nickname: string; mobile: string };
type WithdrawalRow = { id: number; orderNo: string; userNickname: string };

const firstUser = async (dev: DevApi) =>
  (await dev.apiData<{ list: UserRow[] }>(ADMIN, '/api/business/user/list?page=1&limit=1&sort=id&order=asc')).list[0]!;
const lookup = (text: string) => `/lookup?q=${encodeURIComponent(text)}`;
/** The address of a list searched for `keyword`: the view lives in the list's address. */
const searched = (path: string, keyword: string) =>
  new RegExp(`#${path.replace(/\//g, '\\/')}\\?keyword=${encodeURIComponent(keyword)}$`);

test.describe('look up what is selected', () => {
  // In the extension, the hand-over test below drives the same route from the worker's lookup.
  test('the lookup route opens platform users filtered by a selected mobile, and says when nothing matches @screen', async ({
    shell,
    dev,
  }) => {
    const user = await firstUser(dev);
    const { page } = await ConsolePage.signedIn(shell, dev, ADMIN);
    // As selected on a ticket page: spaces inside the number.
    await shell.open(lookup(` ${user.mobile.slice(0, 3)} ${user.mobile.slice(3, 7)} ${user.mobile.slice(7)} `));
    await expect(page).toHaveURL(searched('/business/user', user.mobile));
    await expect(page.getByLabel('Nickname or mobile')).toHaveValue(user.mobile);
    const table = page.getByRole('main').getByRole('table').first();
    await expect(table.getByRole('cell', { name: user.mobile })).toBeVisible();
    await expect(page.getByText('1 in all', { exact: true })).toBeVisible();

    await shell.open(lookup('13999999999'));
    await expect(page.getByLabel('Nickname or mobile')).toHaveValue('13999999999');
    await expect(table.getByText('No match for “13999999999”')).toBeVisible();
  });

  test('hostile selected text stays text: shown, never run, and sent nowhere but the API host @screen', async ({
    shell,
    dev,
  }) => {
    const { page } = await ConsolePage.signedIn(shell, dev, ADMIN);
    const apiOrigin = new URL(dev.baseUrl).origin;
    const consoleOrigin = new URL(shell.url('/')).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const origin = new URL(request.url()).origin;
      if (origin !== apiOrigin && origin !== consoleOrigin) elsewhere.push(request.url());
    });
    const hostile = '<img src=x onerror="window.__looked=1">';
    await shell.open(lookup(hostile));
    await expect(page.getByLabel('Nickname or mobile')).toHaveValue(hostile);
    await expect(page.getByText(`No match for “${hostile}”`)).toBeVisible();
    await shell.open(lookup('javascript:window.__looked=2'));
    await expect(page.getByText('No match for “javascript:window.__looked=2”')).toBeVisible();
    expect(await page.evaluate(() => (window as { __looked?: number }).__looked)).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(elsewhere).toEqual([]);
    const keywords = (await dev.requests('/api/business/user/list')).map((r) => r.query.keyword);
    expect(keywords).toContain(hostile);
  });

  onlyIn('extension', 'the hand-over from the worker is the extension’s', () => {
    test('a lookup the context menu or keyboard command left opens in the panel: while it is open, and when it opens', async ({
      shell,
      dev,
    }) => {
      const user = await firstUser(dev);
      const { page } = await ConsolePage.signedIn(shell, dev, ADMIN);
      // What the worker's queueLookup leaves (supportDesk.ts pendingLookups), then its signal to the pages.
      const leave = (text: string, signal: boolean) =>
        shell.worker!.evaluate(
          async ([value, tell]) => {
            await chrome.storage.session.set({ 'pending-lookup': { text: value, at: Date.now() } });
            if (tell) await chrome.runtime.sendMessage({ type: 'lookup.pending' }).catch(() => undefined);
          },
          [text, signal] as const,
        );

      await leave(user.mobile, true);
      await expect(page).toHaveURL(searched('/business/user', user.mobile));
      await expect(page.getByLabel('Nickname or mobile')).toHaveValue(user.mobile);

      await shell.open('/dashboard');
      await leave('13999999999', false);
      await page.reload();
      await expect(page.getByLabel('Nickname or mobile')).toHaveValue('13999999999');
      // Taken: the address is the list's, searched for it. (Leaving before that races the list's own
      // replacement of the address with the navigation away.)
      await expect(page).toHaveURL(searched('/business/user', '13999999999'));
      // Taken once: the next opening of the panel shows what it shows, not the lookup again.
      await shell.open('/dashboard');
      await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
      await expect(page).toHaveURL(/#\/dashboard$/);
      await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    });
  });

  test('a lookup before sign-in shows the sign-in form, then the lookup @screen', async ({ shell, dev }) => {
    const user = await firstUser(dev);
    await shell.open(lookup(user.mobile));
    await expect(shell.page).toHaveURL(/#\/login\?redirect=/);
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    await expect(shell.page).toHaveURL(searched('/business/user', user.mobile));
    await expect(shell.page.getByLabel('Nickname or mobile')).toHaveValue(user.mobile);
  });

  test('Ctrl+K looks up a mobile, a user id and a withdrawal number from any screen @screen', async ({
    shell,
    dev,
  }) => {
    const user = await firstUser(dev);
    const withdrawal = (
      await dev.apiData<{ list: WithdrawalRow[] }>(ADMIN, '/api/business/withdrawal/list?page=1&limit=1')
    ).list[0]!;
    const { page } = await ConsolePage.signedIn(shell, dev, ADMIN);
    const dialog = page.getByRole('dialog', { name: 'Look up in console' });
    const field = dialog.getByLabel('Mobile number, user id, withdrawal number or any text');

    // Typed straight after Ctrl+K, before the dialog's code has loaded: no key is lost.
    await page.keyboard.press('Control+K');
    await page.keyboard.type(user.mobile);
    await expect(field).toHaveValue(user.mobile);
    await expect(dialog).toContainText(`Platform users with mobile ${user.mobile}`);
    await field.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(searched('/business/user', user.mobile));
    await expect(page.getByLabel('Nickname or mobile')).toHaveValue(user.mobile);

    await page.getByRole('button', { name: 'Look up' }).click();
    await field.fill(`ID ${user.id}`);
    await expect(dialog).toContainText(`Platform user #${user.id}`);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/business/user-look\\?id=${user.id}$`));
    await expect(page.getByRole('heading', { name: user.nickname, exact: true })).toBeVisible();

    await page.keyboard.press('Control+K');
    await field.fill(withdrawal.orderNo.toLowerCase());
    await expect(dialog).toContainText(`Withdrawal ${withdrawal.orderNo}`);
    await field.press('Enter');
    await expect(page).toHaveURL(searched('/business/withdrawal', withdrawal.orderNo));
    const table = page.getByRole('main').getByRole('table').first();
    await expect(table.getByRole('cell', { name: withdrawal.orderNo })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
  });
});

test.describe('request log', () => {
  test('shows a refused call with its msg, opens its request and reply, and survives a reload of the side panel', async ({
    shell,
    dev,
  }) => {
    const { page } = await ConsolePage.signedIn(shell, dev, ADMIN);
    await dev.fault({ mode: 'error', path: '/api/business/tag/list', code: 'B0001', msg: '标签服务维护中', count: 1 });
    await shell.open('/business/tag');
    await expect(page.getByText('标签服务维护中').first()).toBeVisible();

    const openLog = async () => {
      await page.getByRole('button', { name: 'Request log' }).click();
      return page.getByRole('dialog', { name: 'Request log' });
    };
    let log = await openLog();
    const failed = log
      .getByRole('listitem')
      .filter({ hasText: '/api/business/tag/list' })
      .filter({ hasText: '标签服务维护中' });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('Warning');
    await expect(failed).toContainText('code B0001');

    await log.getByRole('checkbox', { name: 'Errors only' }).check();
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await failed.getByRole('button').click();
    await expect(failed.getByRole('region', { name: 'Reply of GET /api/business/tag/list' })).toContainText(
      '"msg": "标签服务维护中"',
    );
    await expect(failed.getByRole('region', { name: 'Request of GET /api/business/tag/list' })).toContainText(
      '"page": 1',
    );

    if (shell.kind !== 'extension') return;
    // The extension's log is the worker's: the panel closed and opened again still shows it, and so
    // does a worker the browser stopped in between (the log is in storage.session, not in memory).
    const failedCall = () =>
      log.getByRole('listitem').filter({ hasText: '/api/business/tag/list' }).filter({ hasText: '标签服务维护中' });
    await page.goto('about:blank');
    await stopServiceWorkers(page);
    await shell.open('/dashboard');
    log = await openLog();
    await expect(failedCall()).toHaveCount(1);
  });

  onlyIn('web', 'the clipboard is read back in the web build', () => {
    test('Copy report puts the console, route and calls on the clipboard with no password, token, captcha answer or code', async ({
      shell,
      dev,
    }) => {
      await shell.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(shell.url('/')).origin,
      });
      const { page } = shell;
      await shell.open('/login');
      const login = new LoginPage(page, dev);
      const captcha = await login.captchaCode();
      await login.userName.fill(ADMIN.userName);
      await login.password.fill(ADMIN.password);
      await login.captcha.fill(captcha);
      await login.submit.click();
      await expect(page).toHaveURL(/#\/dashboard/);
      const token = await page.evaluate(
        () => localStorage.getItem('admin-token') ?? sessionStorage.getItem('admin-token'),
      );
      expect(token).toBeTruthy();

      await page.getByRole('button', { name: 'Request log' }).click();
      await page.getByRole('button', { name: 'Copy report' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Report copied' })).toBeVisible();
      const text = await page.evaluate(() => navigator.clipboard.readText());
      const report = JSON.parse(text) as {
        console: Record<string, string>;
        calls: { method: string; path: string; request: { data?: Record<string, unknown> }; style: string }[];
      };
      expect(report.console).toMatchObject({ version: '0.1.0', shell: 'web', language: 'en', route: '/dashboard' });
      expect(report.console.browser).toMatch(/Chrom/);
      const signIn = report.calls.find((call) => call.path === '/api/sys/login');
      expect(signIn?.request.data).toEqual({
        userName: ADMIN.userName,
        password: '[redacted]',
        uuid: expect.any(String),
        captcha: '[redacted]',
      });
      expect(report.calls.map((call) => call.path)).toContain('/api/sys/menu/nav');
      for (const secret of [ADMIN.password, captcha, token!]) expect(text).not.toContain(secret);
    });
  });
});

test.describe('work waiting: withdrawals awaiting audit', () => {
  // The extension's toolbar-badge test below checks the menu entry's count in the panel too.
  test('the withdrawal menu entry shows the count; an account without the screen does not ask @screen', async ({
    shell,
    dev,
  }) => {
    await dev.pendingWithdrawals(12);
    const { page } = await ConsolePage.signedIn(shell, dev, ADMIN);
    // The sidebar starts collapsed (SPEC 3): the group's icon carries a dot, its pop-out the count.
    await page.getByRole('button', { name: 'Business' }).click();
    await expect(page.getByRole('menuitem', { name: 'Withdrawal records' })).toContainText('12');

    await signOut(page);
    const asked = (await dev.requests('/api/business/withdrawal/pendingCount')).length;
    await ConsolePage.signedIn(shell, dev, OPERATOR);
    await expect(page.getByRole('button', { name: 'Business' })).toBeVisible();
    // Judged once every call the sign-in started has been answered: a dot drawn from a late answer counts.
    await callsSettled(shell, dev);
    await expect(page.locator('.menu-dot')).toHaveCount(0);
    if (shell.kind === 'web') expect(await dev.requests('/api/business/withdrawal/pendingCount')).toHaveLength(asked);
    // The worker asks for the toolbar badge whoever signs in: refused, it shows nothing.
    else await expect.poll(() => shell.worker!.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
  });

  onlyIn('extension', 'the toolbar badge is the extension’s', () => {
    test('the toolbar badge follows the server: 99, then 99+, and clears at sign-out', async ({ shell, dev }) => {
      const badge = () => shell.worker!.evaluate(() => chrome.action.getBadgeText({}));
      await dev.pendingWithdrawals(99);
      const { page } = await ConsolePage.signedIn(shell, dev, ADMIN);
      await expect.poll(badge).toBe('99');

      await dev.pendingWithdrawals(100);
      await page.reload();
      await expect.poll(badge).toBe('99+');
      await page.getByRole('button', { name: 'Business' }).click();
      await expect(page.getByRole('menuitem', { name: 'Withdrawal records' })).toContainText('99+');

      await page.keyboard.press('Escape');
      await signOut(page);
      await expect.poll(badge).toBe('');
    });
  });
});
