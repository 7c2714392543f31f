import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';

const PAYLOAD = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';

function nav(
  menuList: unknown[],
  userInfo: Record<string, unknown> = { userName: 'admin', nickname: PAYLOAD, mobile: SCRIPT },
) {
  return {
    mode: 'custom' as const,
    path: '/api/sys/menu/nav',
    body: { code: 0, msg: 'success', data: { userInfo, permissions: [PAYLOAD, 'sys:menu:list'], tabs: [], menuList } },
  };
}

test.describe('hostile strings are shown as text and never run', () => {
  test.use({ locale: 'zh-CN' });

  test('menu names, userInfo fields and messages from the server', { tag: '@screen' }, async ({ shell, dev }) => {
    await shell.page.addInitScript(() => ((window as { __pwned?: number }).__pwned = undefined));
    await dev.fault(
      nav([
        {
          url: 'business',
          name: PAYLOAD,
          icon: SCRIPT,
          children: [{ url: 'user', name: SCRIPT, icon: 'x"><img src=x>' }],
        },
      ]),
    );
    await shell.open('/login');
    await new LoginPage(shell.page, dev, 'zh-cn').signIn(ADMIN);
    await expect(shell.page.getByRole('heading', { name: `欢迎回来，${PAYLOAD}` })).toBeVisible();
    const group = shell.page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: PAYLOAD });
    await group.hover();
    const page = shell.page.getByRole('menu', { name: PAYLOAD }).getByRole('menuitem', { name: SCRIPT });
    await expect(page).toBeVisible();
    // The icons named by the server are unknown names: each is the neutral icon, its name never a
    // class or markup of the page (src/core/layout/icons.ts).
    await expect(group.locator('i')).toHaveAttribute('class', 'pi pi-circle');
    await expect(page.locator('i')).toHaveAttribute('class', 'pi pi-circle');
    await expect(shell.page.locator('nav img, [role="menu"] img')).toHaveCount(0);
    // A server message with markup is a toast of plain text.
    await shell.page.goto(shell.url('/password'));
    await shell.page.getByLabel('手机号', { exact: true }).fill('13800000001');
    await dev.fault({ mode: 'error', msg: PAYLOAD, path: '/api/sys/getSmsCode' });
    await shell.page.getByRole('button', { name: '获取验证码' }).click();
    await expect(shell.page.locator('.console-toast').getByText(PAYLOAD, { exact: true })).toBeVisible();
    expect(await shell.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await shell.page.locator('img[src="x"]').count()).toBe(0);
  });

  test('watermark content and the site title typed in the settings', { tag: '@screen' }, async ({ shell, dev }) => {
    await shell.page.addInitScript(() => ((window as { __pwned?: number }).__pwned = undefined));
    await shell.open('/login');
    await new LoginPage(shell.page, dev, 'zh-cn').signIn(ADMIN);
    await shell.page.getByRole('button', { name: '设置', exact: true }).click();
    await shell.page.getByLabel('开启水印').click();
    await shell.page.getByLabel('水印内容').fill(PAYLOAD);
    await shell.page.getByLabel('系统标题').fill(SCRIPT);
    await expect(shell.page.locator('.console-watermark')).toHaveAttribute('data-content', PAYLOAD);
    await expect(shell.page.getByRole('link', { name: SCRIPT })).toBeAttached();
    expect(await shell.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test('a 10,000-entry menu renders and navigates', { tag: '@screen' }, async ({ shell, dev }) => {
  const menuList = Array.from({ length: 10_000 }, (_, i) => ({
    url: i === 0 ? 'business' : `area-${i}`,
    name: `菜单 ${i}`,
    children: i === 0 ? [{ url: 'user', name: '用户管理' }] : [],
  }));
  await dev.fault(nav(menuList, { userName: 'admin', nickname: 'Admin' }));
  await shell.open('/login?redirect=%2Fbusiness');
  await new LoginPage(shell.page, dev).signIn(ADMIN);
  await expect(shell.page).toHaveURL(/#\/business\/user$/);
  // The sidebar starts collapsed: the group's pop-out submenu holds the page.
  await shell.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Business' }).hover();
  await expect(
    shell.page.getByRole('menu', { name: 'Business' }).getByRole('menuitem', { name: 'Users', exact: true }),
  ).toBeVisible();
});

test('the web build runs under its strict Content-Security-Policy without violations', async ({
  shell,
  dev,
  shellKind,
}) => {
  test.skip(shellKind !== 'web', 'the extension has its own fixed policy');
  await shell.page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __csp?: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await shell.open('/login');
  const policy = await shell.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  await new LoginPage(shell.page, dev).signIn(ADMIN);
  await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await shell.page.getByRole('button', { name: 'Settings', exact: true }).click();
  await shell.page.getByRole('group', { name: 'Theme mode' }).getByRole('button', { name: 'Dark' }).click();
  await shell.page.getByLabel('Watermark', { exact: true }).click();
  await expect(shell.page.locator('html')).toHaveClass(/\bdark\b/);
  await shell.page.goto(shell.url('/permission/menu'));
  await expect(shell.page.getByRole('row').nth(1)).toBeVisible();
  expect(await shell.page.evaluate(() => (window as { __csp?: string[] }).__csp)).toEqual([]);
});
