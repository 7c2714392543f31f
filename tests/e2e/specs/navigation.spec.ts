import { test, expect, onlyIn } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN, OPERATOR } from '../support/accounts.ts';

test('the operator sees only the menus the server gave (SPEC 2: routes built from the menu)', async ({
  shell,
  dev,
}) => {
  const c = await ConsolePage.signedIn(shell, dev, OPERATOR);
  await c.expandSidebar();
  for (const name of ['Dashboard', 'Users', 'Points records', 'Tags', 'Vehicle series', 'Recommended cars']) {
    await expect(c.sidebar.getByRole('link', { name, exact: true })).toBeAttached();
  }
  for (const name of ['Withdrawal records', 'Brands', 'Roles', 'Menus', 'Institutions']) {
    await expect(c.sidebar.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(c.sidebar.getByRole('button', { name: 'Permissions' })).toHaveCount(0);
});

test("a parent's URL goes to its first visible child; a screen outside the menu goes to /404", async ({
  shell,
  dev,
}) => {
  const c = await ConsolePage.signedIn(shell, dev, OPERATOR);
  await c.goto('/config');
  await expect(c.page).toHaveURL(/#\/config\/vehicle$/);
  await c.goto('/business');
  await expect(c.page).toHaveURL(/#\/business\/user$/);
  await c.goto('/config/brand');
  await expect(c.page).toHaveURL(/#\/404$/);
  await c.goto('/permission/menu');
  await expect(c.page).toHaveURL(/#\/404$/);
});

test(
  'detail routes (add, edit, look) stay reachable and highlight their menu',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    await c.expandSidebar();
    for (const path of ['/config/incentive-add', '/config/incentive-edit', '/config/incentive-look']) {
      await c.goto(path);
      await expect(c.page).toHaveURL(new RegExp(`#${path}$`));
      await expect(c.sidebar.getByRole('link', { name: 'Incentive configs' })).toHaveAttribute('aria-current', 'page');
    }
    await c.goto('/business/user-look?id=1');
    await expect(c.sidebar.getByRole('link', { name: 'Users', exact: true })).toHaveAttribute('aria-current', 'page');
    // The operator has no incentive menu, but the detail screens still exist for them.
    await c.logout();
    const operator = await ConsolePage.signedIn(shell, dev, OPERATOR, '/config/incentive-add');
    await expect(operator.page).toHaveURL(/#\/config\/incentive-add$/);
  },
);

test(
  "a title query parameter adds a detail to a detail screen's declared title; the route title and the app name otherwise",
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
    await expect(c.page).toHaveTitle('Users - Management Platform');
    await c.goto('/business/user-look?id=7&title=VIP%20customer');
    await expect(c.page).toHaveTitle('View user · VIP customer - Management Platform');
    await expect(c.tab('View user · VIP customer')).toBeVisible();
  },
);

/** What a hostile link would have the console say (docs/security.md "Titles come from the console"). */
const SPOOF = 'Session expired — call 400-820-0000';
const spoofed = (path: string) => `${path}${path.includes('?') ? '&' : '?'}title=${encodeURIComponent(SPOOF)}`;

test('a title in a link cannot make the sign-in page say something else: tab title and heading are its own', async ({
  shell,
}) => {
  await shell.open(spoofed('/login'));
  await expect(shell.page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(shell.page).toHaveTitle('Sign in - Management Platform');
  await expect(shell.page.getByText(/Session expired/)).toHaveCount(0);
  await shell.open(spoofed('/password'));
  await expect(shell.page).toHaveTitle('Reset password - Management Platform');
  await expect(shell.page.getByText(/Session expired/)).toHaveCount(0);
});

test(
  'a title in a link names nothing on the dashboard, a list or an error page, and only a detail of a detail screen',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    for (const [path, title] of <[string, string][]>[
      ['/dashboard', 'Dashboard'],
      ['/business/user', 'Users'],
      ['/404', '404'],
      ['/profile', 'Profile'],
    ]) {
      await c.goto(spoofed(path));
      await expect(c.page).toHaveTitle(`${title} - Management Platform`);
      await expect(c.page.getByText(/Session expired/)).toHaveCount(0);
    }
    // On a detail screen it is a detail after the declared title, never the title itself.
    await c.goto(spoofed('/business/user-look?id=1'));
    await expect(c.page).toHaveTitle(`View user · ${SPOOF} - Management Platform`);
    await expect(c.tab(`View user · ${SPOOF}`)).toBeVisible();
  },
);

test(
  'a kept-alive screen keeps typed input across tab switches until it is refreshed',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const find = c.page.getByLabel('Find a screen');
    await find.fill('brand');
    await expect(c.page.getByRole('main').getByRole('link', { name: 'Brands' })).toBeVisible();
    await c.openMenu('Users');
    await expect(c.page).toHaveURL(/#\/business\/user$/);
    await c.tab('Dashboard').click();
    await expect(c.page.getByLabel('Find a screen')).toHaveValue('brand');
    await c.tabAction('Dashboard', 'Refresh');
    await expect(c.page).toHaveURL(/#\/dashboard$/);
    await expect(c.page.getByLabel('Find a screen')).toHaveValue('');
  },
);

test('the navigation progress bar runs and goes away', { tag: '@screen' }, async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN);
  const bar = c.page.locator('.nav-progress');
  // The bar of the sign-in's own navigation has gone: what follows is the next navigation's.
  await expect(bar).toHaveCount(0, { timeout: 10_000 });
  // Every appearance and disappearance of the bar, recorded in the page (a check after the fact
  // could not tell a bar that ran from one that never started).
  await c.page.evaluate(() => {
    const seen: string[] = [];
    (window as { __bar?: string[] }).__bar = seen;
    let shown = false;
    new MutationObserver(() => {
      const element = document.querySelector('.nav-progress');
      if (element && !shown) seen.push(`shown ${element.getAttribute('data-value')}`);
      if (!element && shown) seen.push('hidden');
      shown = element !== null;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const seen = () => c.page.evaluate(() => (window as { __bar?: string[] }).__bar ?? []);
  expect(await seen()).toEqual([]);

  await c.openMenu('Brands');
  await expect(c.page).toHaveURL(/#\/config\/brand$/);
  // It appeared during the navigation, at least at the minimum (SPEC 9: 0.3)...
  await expect.poll(seen).toContainEqual(expect.stringMatching(/^shown (0\.[3-9]\d\d|1\.000)$/));
  // ...and went away once the screen was there, for good.
  await expect(bar).toHaveCount(0, { timeout: 10_000 });
  expect(await seen()).toEqual([expect.stringMatching(/^shown /), 'hidden']);
});

onlyIn('web', 'the extension loads its chunks from disk', () => {
  test('a pointer over a menu entry fetches its screen’s code before the click', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    await c.expandSidebar();
    await c.page.waitForLoadState('networkidle');
    const fetched = c.page.waitForRequest(/\/assets\/MenuAdminView-[^/]+\.js$/, { timeout: 5_000 });
    await c.sidebar.getByRole('link', { name: 'Menus', exact: true }).hover();
    await fetched;
    await expect(c.page).toHaveURL(/#\/dashboard$/);
    await c.sidebar.getByRole('link', { name: 'Menus', exact: true }).click();
    await expect(c.page.getByRole('row').nth(1)).toBeVisible();
  });
});
