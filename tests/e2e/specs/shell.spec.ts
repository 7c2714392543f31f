import { test, expect, type ConsoleShell } from '../support/fixtures.ts';
import type { DevApi } from '../support/devApi.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';
import { untilStill } from '../support/settled.ts';
import { CONSTANT_ROUTES } from '../../../src/core/routes/table.ts';
import type { RouteDef } from '../../../src/core/routes/types.ts';
import { buildRoutes } from '../../../src/core/routes/buildRoutes.ts';
import { PERMISSION_ROUTES } from '../../../src/features/index.ts';

const primaryBackground = (c: ConsolePage) =>
  c.page.getByRole('button', { name: 'Sign in', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('layouts — SPEC 3 layout left, top, mix', () => {
  test('each layout puts the menu where it belongs', { tag: '@screen' }, async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/brand');
    await c.expandSidebar();
    await expect(c.sidebar.getByRole('link', { name: 'Users', exact: true })).toBeAttached();

    await c.openSettings();
    await c.page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Top' }).click();
    await c.closeSettings();
    await expect(c.page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await expect(
      c.page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).getByText('Business'),
    ).toBeVisible();

    await c.openSettings();
    await c.page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Mix' }).click();
    await c.closeSettings();
    const top = c.page.getByRole('navigation', { name: 'Top menu' });
    await expect(top.getByRole('link', { name: 'Configuration' })).toHaveAttribute('aria-current', 'true');
    // The left menu shows the children of the selected top-level route.
    await expect(c.sidebar.getByRole('link', { name: 'Brands' })).toBeAttached();
    await expect(c.sidebar.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await top.getByRole('link', { name: 'Business' }).click();
    await expect(c.page).toHaveURL(/#\/business\/user$/);
    await expect(c.sidebar.getByRole('link', { name: 'Points records' })).toBeAttached();
    // activeTopMenuPath is remembered.
    await c.page.reload();
    await expect(
      c.page.getByRole('navigation', { name: 'Top menu' }).getByRole('link', { name: 'Business' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('the sidebar starts closed and remembers being opened (sidebarStatus)', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const toggle = c.page.getByRole('button', { name: 'Open or close the sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await c.page.reload();
    await expect(c.page.getByRole('button', { name: 'Open or close the sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await c.page.getByRole('button', { name: 'Open or close the sidebar' }).click();
    await c.page.reload();
    await expect(c.page.getByRole('button', { name: 'Open or close the sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('tags view', () => {
  test('open four screens and use every action; pinned dashboard stays', { tag: '@screen' }, async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    for (const name of ['Users', 'Tags', 'Brands', 'Channels']) await c.openMenu(name);
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard', 'Users', 'Tags', 'Brands', 'Channels']);

    await c.page.getByRole('button', { name: 'Close Channels' }).click();
    await expect(c.page).toHaveURL(/#\/config\/brand$/);
    await c.tabAction('Tags', 'Close right');
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard', 'Users', 'Tags']);
    await c.tabAction('Tags', 'Close left');
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard', 'Tags']);
    for (const name of ['Users', 'Brands']) await c.openMenu(name);
    await c.tabAction('Users', 'Close others');
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard', 'Users']);
    await expect(c.page).toHaveURL(/#\/business\/user$/);
    // Middle click closes; Delete closes the focused tab.
    await c.openMenu('Brands');
    await c.tab('Brands').click({ button: 'middle' });
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard', 'Users']);
    await c.tab('Users').focus();
    await c.page.keyboard.press('Delete');
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard']);
    // The pinned tab cannot be closed.
    await c.openMenu('Tags');
    await c.tabAction('Tags', 'Close all');
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard']);
    await expect(c.page).toHaveURL(/#\/dashboard$/);
    await expect(c.page.getByRole('button', { name: 'Close Dashboard' })).toHaveCount(0);
  });

  test('the actions are reachable from the keyboard', { tag: '@screen' }, async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
    await c.tab('Users').focus();
    await c.page.keyboard.press('Shift+F10');
    await c.page.getByRole('menuitem', { name: 'Close', exact: true }).click();
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard']);
    await c.page.getByRole('button', { name: 'Page actions' }).click();
    await expect(c.page.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
  });

  test('open tabs survive a reload; corrupt stored tabs are ignored', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    for (const name of ['Users', 'Brands']) await c.openMenu(name);
    await c.page.reload();
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard', 'Users', 'Brands']);
    if (shell.kind === 'web') await c.page.evaluate(() => sessionStorage.setItem('tags-view', '{not json'));
    else
      await c.page.evaluate(() =>
        chrome.storage.session.set({ 'tags-view': { evil: '<img src=x onerror=alert(1)>' } }),
      );
    await c.page.reload();
    await expect(c.tabs.getByRole('link')).toHaveText(['Dashboard', 'Brands']);
  });
});

test.describe('settings — SPEC 3 and 4', () => {
  test("switching the language changes the texts and confirms 'Switch Language Successful!'", async ({
    shell,
    dev,
  }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    await c.page.getByRole('button', { name: 'Switch language: 简体中文' }).click();
    await expect(c.page.getByText('切换语言成功！')).toBeVisible();
    await expect(
      c.page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '业务管理' }),
    ).toBeAttached();
    await c.page.getByRole('button', { name: '切换语言: English' }).click();
    await expect(c.page.getByText('Switch Language Successful!')).toBeVisible();
    await expect(c.page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test(
    "switching the size confirms 'Switch Layout Size Successful!' and is remembered",
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      await c.page.getByRole('button', { name: 'Layout size' }).click();
      await c.page.getByRole('menuitem', { name: 'Large' }).click();
      await expect(c.page.getByText('Switch Layout Size Successful!')).toBeVisible();
      await expect(c.page.locator('html')).toHaveClass(/size-large/);
      await c.page.reload();
      await expect(c.page.locator('html')).toHaveClass(/size-large/);
    },
  );

  test(
    'the dark theme adds the class dark to the page and dark surfaces',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      await c.openSettings();
      await c.page.getByRole('group', { name: 'Theme mode' }).getByRole('button', { name: 'Dark' }).click();
      await expect(c.page.locator('html')).toHaveClass(/\bdark\b/);
      await expect
        .poll(() => c.page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .not.toBe('rgb(245, 247, 250)');
      // The dark theme's rules arrive as a stylesheet of their own: the header darkens when it has.
      const luminance = () =>
        c.page.evaluate(() => {
          const [r, g, b] = getComputedStyle(document.querySelector('.console__header')!)
            .backgroundColor.match(/\d+/g)!
            .map(Number);
          return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
        });
      await expect.poll(luminance).toBeLessThan(0.3);
    },
  );

  test(
    'a new theme colour reaches a primary Button, in light and dark theme',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      await c.openSettings();
      await c.page.getByRole('button', { name: 'Use colour #F5222D' }).click();
      await c.closeSettings();
      await c.logout();
      expect(await primaryBackground(c)).toBe('rgb(245, 34, 45)');
      await new LoginPage(c.page, dev).signIn(ADMIN);
      await c.openSettings();
      await c.page.getByRole('group', { name: 'Theme mode' }).getByRole('button', { name: 'Dark' }).click();
      await c.page.getByRole('button', { name: 'Use colour #13C2C2' }).click();
      await c.closeSettings();
      await c.logout();
      await expect(c.page.locator('html')).toHaveClass(/\bdark\b/);
      await expect.poll(() => primaryBackground(c)).toBe('rgb(19, 194, 194)');
    },
  );

  test(
    'the watermark shows the content, sits at z-index 9999 and comes back when its node is removed',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      await c.openSettings();
      await c.page.getByLabel('Watermark', { exact: true }).click();
      await c.page.getByRole('button', { name: 'Use my identity as the watermark' }).click();
      await c.closeSettings();
      const mark = c.page.locator('.console-watermark');
      await expect(mark).toHaveCount(1);
      await expect(mark).toHaveAttribute('data-content', /系统管理员 13800000001/);
      expect(await mark.evaluate((el) => getComputedStyle(el).zIndex)).toBe('9999');
      await c.page.evaluate(() => document.querySelector('.console-watermark')!.remove());
      await expect(mark).toHaveCount(1);
      await c.page.evaluate(
        () => ((document.querySelector('.console-watermark') as HTMLElement).style.display = 'none'),
      );
      await expect.poll(() => mark.evaluate((el) => getComputedStyle(el).display)).toBe('block');
    },
  );

  test('corrupt stored settings fall back to the defaults without breaking the page', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    if (shell.kind === 'web') {
      await c.page.evaluate(() => {
        // Well-formed JSON with hostile fields: each field falls back on its own.
        localStorage.setItem(
          'app-settings',
          '{"layout": "diagonal", "themeColor": "red;}</style><script>alert(1)</script>"}',
        );
        localStorage.setItem('app-state', '[]');
      });
    } else {
      await c.page.evaluate(() =>
        chrome.storage.local.set({
          'app-settings': { layout: 'diagonal', themeColor: 'red;}' },
          'app-state': { size: 'enormous' },
        }),
      );
    }
    await c.page.reload();
    await expect(c.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await expect(c.page.locator('html')).toHaveClass(/size-default/);
    // The layout's default, left: the menu at the side, the breadcrumb in the header, no top menu.
    await expect(c.page.locator('.console')).toHaveClass(/\blayout-left\b/);
    await expect(c.page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(c.page.getByRole('navigation', { name: 'Top menu' })).toHaveCount(0);
    expect(
      await c.page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--console-primary').trim(),
      ),
    ).toBe('#4080FF');
  });
});

/**
 * Goes to every screen of the route table the administrator's menu keeps (all of them), hidden ones
 * too, in one page, and names each that makes the page scroll sideways.
 */
async function widerScreens(c: ConsolePage, shell: ConsoleShell, dev: DevApi): Promise<string[]> {
  const { menuList } = await dev.apiData<{ menuList: unknown }>(ADMIN, '/api/sys/menu/nav');
  const screens = (groups: RouteDef[]) => groups.flatMap((group) => (group.children ?? []).map((r) => r.path));
  const all = screens(PERMISSION_ROUTES);
  expect(screens(buildRoutes(PERMISSION_ROUTES, menuList))).toEqual(all);
  const wide: string[] = [];
  for (const path of [...CONSTANT_ROUTES.map((route) => route.path), ...all]) {
    await c.page.goto(shell.url(path));
    // The screen's own content (kept-alive screens stay in the page, hidden), a list's first rows.
    const main = c.page.getByRole('main');
    const shown = main.locator('.p-datatable, h1, h2, h3, form, section, [role="region"], [role="alert"]');
    await expect(shown.filter({ visible: true }).first(), path).toBeVisible();
    await expect(async () => {
      const tables = await main.getByRole('table').filter({ visible: true }).all();
      for (const table of tables) expect(await table.getByRole('row').count(), path).toBeGreaterThan(1);
    }).toPass();
    await untilStill(c.page);
    const [scroll, client] = await c.page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    if (scroll! > client! + 1) wide.push(`${path}: ${scroll} px wide in ${client}`);
  }
  return wide;
}

test.describe('side-panel width 360×800', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('every screen is usable without sideways scrolling; the menu is a drawer', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    expect(await c.scrollsSideways()).toBe(false);
    // The screens are the core's, the same in both shells: walked in the web build only.
    if (shell.kind === 'web') {
      expect(await widerScreens(c, shell, dev)).toEqual([]);
      await c.page.goto(shell.url('/dashboard'));
      await expect(c.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    }
    const toggle = c.page.getByRole('button', { name: 'Open or close the sidebar' });
    await toggle.click();
    await c.sidebar.getByRole('link', { name: 'Brands' }).click();
    await expect(c.page).toHaveURL(/#\/config\/brand$/);
    await expect(c.page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    expect(await c.scrollsSideways()).toBe(false);
    await c.openSettings();
    expect(await c.scrollsSideways()).toBe(false);
  });
});
