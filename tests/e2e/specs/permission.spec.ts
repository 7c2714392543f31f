import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN, OPERATOR } from '../support/accounts.ts';

test('a menu created by the administrator and granted to a role appears for its users after sign-in; gated buttons stay hidden', async ({
  shell,
  dev,
}) => {
  const admin = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/menu');
  const page = admin.page;
  await expect(page.getByRole('button', { name: 'New menu' })).toBeVisible();
  await page.getByRole('button', { name: 'New menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'New menu' });
  await dialog.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Menu', exact: true }).click();
  await dialog.locator('.p-dropdown', { has: page.getByLabel('Parent') }).click();
  await page.getByRole('option', { name: 'Configuration' }).click();
  await dialog.getByLabel('Menu name', { exact: true }).fill('品牌看板');
  await dialog.getByLabel('Route name').fill('brand');
  await dialog.getByLabel('Permission strings').fill('sys:brand:list');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Menu saved')).toBeVisible();

  // The operator's role gets the new entry and the menu screen, but no menu buttons.
  await admin.goto('/permission/role');
  await page.getByRole('button', { name: 'Edit 运营' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Edit role' });
  const node = (scope: Locator, name: string) => scope.getByRole('treeitem', { name, exact: true }).first();
  const own = (item: Locator) => item.locator(':scope > .p-treenode-content');
  // In English the entries are named as the sidebar names them: the new entry opens brand, so it
  // reads Brands too, and comes first (order 0) before the Brands screen (order 3).
  await own(node(roleDialog, 'Configuration')).locator('.p-tree-toggler').click();
  await own(node(roleDialog, 'Brands')).locator('.p-checkbox').click();
  await own(node(roleDialog, 'Permissions')).locator('.p-tree-toggler').click();
  const menuNode = node(roleDialog, 'Menus');
  await own(menuNode).locator('.p-tree-toggler').click();
  // Only the list button of the menu screen: no add, edit or delete.
  await own(node(menuNode, 'View')).locator('.p-checkbox').click();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await admin.logout();

  const operator = await ConsolePage.signedIn(shell, dev, OPERATOR);
  await operator.expandSidebar();
  await expect(operator.sidebar.getByRole('link', { name: 'Brands' })).toBeAttached();
  await operator.goto('/permission/menu');
  await expect(operator.page.getByRole('heading', { name: 'Menus', level: 2 })).toBeVisible();
  await expect(operator.page.getByRole('button', { name: 'Expand all' })).toBeVisible();
  await expect(operator.page.getByRole('button', { name: 'New menu' })).toHaveCount(0);
  await expect(operator.page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
});

test('deleting asks first', { tag: '@screen' }, async ({ shell, dev }) => {
  const admin = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/role');
  const page = admin.page;
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Role name').fill('临时角色');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /临时角色/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete 临时角色' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete role' }));
  await expect(confirm.getByText('Delete the role “临时角色”?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /临时角色/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete 临时角色' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: /临时角色/ })).toHaveCount(0);
});

test(
  "a server error in a dialog keeps the typed values and shows the server's message",
  { tag: '@screen' },
  async ({ shell, dev }) => {
    const admin = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/menu');
    const page = admin.page;
    await page.getByRole('button', { name: 'New menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'New menu' });
    await dialog.getByLabel('Menu name', { exact: true }).fill('报表中心');
    await dialog.getByLabel('Permission strings').fill('sys:report:list');
    await dev.fault({ mode: 'error', code: 'A0400', msg: '菜单名称已存在', path: '/api/sys/menu' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: '菜单名称已存在' })).toBeVisible();
    await expect(dialog.getByLabel('Menu name', { exact: true })).toHaveValue('报表中心');
    await expect(dialog.getByLabel('Permission strings')).toHaveValue('sys:report:list');
    // Fixing nothing and saving again succeeds: nothing typed was lost.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(page.getByRole('row', { name: /报表中心/ })).toBeVisible();
  },
);

test('the role screen searches roles and reports what a role reaches', { tag: '@screen' }, async ({ shell, dev }) => {
  const admin = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/role');
  const page = admin.page;
  await page.getByLabel('Search roles').fill('运营');
  await expect(page.getByRole('row')).toHaveCount(2);
  // "View" shows the role as its administrator reads it: name, remark, the menu tree with its grants checked.
  await page.getByRole('button', { name: 'View 运营' }).click();
  const view = page.getByRole('dialog', { name: 'Role: 运营' });
  await expect(view.getByRole('definition').first()).toHaveText('运营');
  const tree = view.getByRole('list', { name: 'Menu permissions' });
  await expect(tree).toBeVisible();
  // The innermost entry carrying a permission string, and its state in words.
  const state = (perms: string) =>
    tree
      .getByRole('listitem')
      .filter({ has: page.getByText(perms, { exact: true }) })
      .last()
      .getByRole('img')
      .first();
  await expect(state('sys:user:list')).toHaveAccessibleName('Granted');
  await expect(state('sys:tag:add')).toHaveAccessibleName('Granted');
  await expect(state('sys:brand:list')).toHaveAccessibleName('Not granted');
  await expect(
    tree.getByRole('listitem').filter({ hasText: 'Business' }).first().getByRole('img').first(),
  ).toHaveAccessibleName('Partly granted');
  await expect(view.getByText('sys:tag:add', { exact: true })).toBeVisible();
  // The access report stays one click away.
  await view.getByRole('button', { name: 'Access report' }).click();
  const report = page.getByRole('dialog', { name: 'Access report: 运营' });
  await expect(report.getByText('/business/user', { exact: true })).toBeVisible();
  await expect(report.getByText('/config/brand', { exact: true })).toHaveCount(0);
  await expect(report.getByText('sys:tag:add', { exact: true }).first()).toBeVisible();
});
