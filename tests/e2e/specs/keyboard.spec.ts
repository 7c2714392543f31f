import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { Keyboard } from '../support/keyboard.ts';

/**
 * A working day with the keyboard alone, in the web build and the Chrome side panel: Tab, Shift+Tab,
 * Enter, Space, arrows and Escape, no mouse event. At every stop the focused control shows a ring of
 * 3:1 against its surroundings that nothing covers (support/keyboard.ts).
 */
test.describe.configure({ mode: 'parallel' });

test('sign in, open screens from the sidebar (collapsed and open) and the tags bar, close a tab, sign out', async ({
  shell,
  dev,
}) => {
  const page = shell.page;
  const keys = new Keyboard(page);
  await shell.open('/login');
  await expect(page.getByRole('img', { name: /Verification code image/ })).toBeVisible();
  const { code } = await dev.latestCaptcha();
  await keys.tabTo(page.getByLabel('Username or phone number', { exact: true }));
  await page.keyboard.type(ADMIN.userName);
  await keys.tabTo(page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(ADMIN.password);
  await keys.tabTo(page.getByLabel('Verification code', { exact: true }));
  await page.keyboard.type(code);
  await keys.press('Enter');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  const c = new ConsolePage(shell);

  // The sidebar starts collapsed to icons: a group opens its pop-out submenu, arrows choose.
  await keys.activate(c.sidebar.getByRole('button', { name: 'Business' }));
  const popout = page.getByRole('menu', { name: 'Business' });
  await expect(popout).toBeVisible();
  await expect(popout.getByRole('menuitem').first()).toBeFocused();
  await keys.ringShown();
  await keys.press('ArrowDown');
  await expect(popout.getByRole('menuitem', { name: 'Points records' })).toBeFocused();
  await keys.press('Enter');
  await expect(page).toHaveURL(/#\/business\/points$/);

  // Opened: the links are in the page's order.
  await keys.activate(page.getByRole('button', { name: 'Open or close the sidebar' }), 'Enter', { back: true });
  await expect(page.getByRole('button', { name: 'Open or close the sidebar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await keys.activate(c.sidebar.getByRole('link', { name: 'Brands', exact: true }), 'Enter', { back: true });
  await expect(page).toHaveURL(/#\/config\/brand$/);

  // The tags bar: a tab is a link; Delete closes the focused tab.
  // Back from the sidebar round the page's end: past the whole Brands list (Views, Import, its rows).
  await keys.activate(c.tab('Points records'), 'Enter', { back: true, max: 200 });
  await expect(page).toHaveURL(/#\/business\/points$/);
  await keys.tabTo(c.tab('Points records'), { back: true });
  await keys.press('Delete');
  await expect(c.tab('Points records')).toHaveCount(0);
  // On failure: what the tags bar showed as current and where the focus was (a close judged
  // against a current tab that lagged the address leaves the address where it was).
  await expect(page)
    .not.toHaveURL(/#\/business\/points$/)
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => ({
        tabs: [...document.querySelectorAll('.tags-view a')].map(
          (a) => `${a.textContent?.trim() ?? ''}${a.getAttribute('aria-current') === 'page' ? ' (current)' : ''}`,
        ),
        focused: document.activeElement?.textContent?.trim().slice(0, 40) ?? null,
        address: location.hash,
      }));
      throw new Error(`the address stayed on the closed tab's screen: ${JSON.stringify(seen)}`, { cause: error });
    });

  // Sign out from the user menu: Enter opens it with focus inside, End is its last item.
  await keys.activate(page.getByRole('button', { name: /^User menu/ }), 'Enter', { back: true });
  await expect(page.getByRole('menu')).toBeVisible();
  await keys.press('End');
  await keys.press('Enter');
  await expect(page).toHaveURL(/#\/login/);
});

test('a list: search, sort, page, open a record, edit and save', { tag: '@screen' }, async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/brand');
  const page = c.page;
  const keys = new Keyboard(page);
  const main = page.getByRole('main');
  await expect(main.locator('.p-datatable-tbody tr').first()).toBeVisible();

  // Sort: a column header is a button of its own.
  const nameHeader = main.getByRole('columnheader', { name: 'ID' });
  await keys.tabTo(nameHeader);
  await keys.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', /ascending|descending/);
  // Page.
  await keys.activate(main.getByRole('button', { name: 'Next Page' }));
  await expect(page).toHaveURL(/page=2/);
  // Search: the keyword, then Enter.
  await keys.tabTo(main.getByRole('searchbox').first(), { back: true });
  await page.keyboard.type('长');
  await keys.press('Enter');
  await expect(page).toHaveURL(/keyword=%E9%95%BF/);
  // Screen readers hear how many match.
  await expect(main.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toBeAttached();
  await expect(main.getByRole('button', { name: /^View / })).not.toHaveCount(0);

  // Open a record and close it: focus comes back to its View button.
  const view = main.getByRole('button', { name: /^View / }).first();
  await keys.activate(view);
  const details = page.getByRole('dialog').first();
  await expect(details).toBeVisible();
  await keys.press('Escape');
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();

  // Edit and save.
  const edit = main.getByRole('button', { name: /^Edit / }).first();
  await keys.activate(edit);
  const form = page.getByRole('dialog', { name: /^Edit / });
  await expect(form).toBeVisible();
  await keys.tabTo(form.getByRole('textbox', { name: 'Name', exact: true }));
  await keys.press('End');
  await page.keyboard.type(' (kbd)');
  await keys.activate(form.getByRole('button', { name: 'Save' }));
  await expect(form).toBeHidden();
  await expect(page.getByText('Changes saved')).toBeVisible();
});

test('the column chooser, export and a bulk action', { tag: '@screen' }, async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/channel');
  const page = c.page;
  const keys = new Keyboard(page);
  const main = page.getByRole('main');
  await expect(main.locator('.p-datatable-tbody tr').first()).toBeVisible();

  await keys.activate(main.getByRole('button', { name: 'Columns' }));
  const columns = page.getByRole('dialog', { name: 'Columns' });
  await expect(columns).toBeVisible();
  await keys.activate(columns.getByRole('button', { name: /^Move .* down$/ }).first());
  await keys.activate(columns.getByRole('button', { name: 'Done' }));
  await expect(columns).toBeHidden();
  await expect(main.getByRole('button', { name: 'Columns' })).toBeFocused();

  await keys.activate(main.getByRole('button', { name: 'Export' }));
  const exporting = page.getByRole('dialog', { name: /^Export / });
  await expect(exporting).toBeVisible();
  const download = page.waitForEvent('download');
  await keys.activate(exporting.getByRole('button', { name: 'Export', exact: true }));
  await download;
  // Saved: the dialog closes, a toast says so (a live region), focus is back on Export.
  await expect(exporting).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: /^Saved / })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Export' })).toBeFocused();

  // Bulk: Space ticks rows, the bar's action asks first, Enter confirms.
  const row = main.getByRole('checkbox', { name: /^Select (?!every)/ }).first();
  const rowName = (await row.getAttribute('aria-label'))!;
  await keys.tabTo(row);
  await keys.press('Space');
  const bar = page.getByRole('region', { name: 'Selected records' });
  await expect(bar).toBeVisible();
  // The bar stands above the table: back from the row with Shift+Tab.
  await keys.activate(bar.getByRole('button', { name: 'Delete' }), 'Enter', { back: true });
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete: 1 record' }));
  await expect(confirm).toBeVisible();
  await keys.activate(confirm.getByRole('button', { name: 'Delete' }));
  await expect(confirm).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(main.getByRole('checkbox', { name: rowName, exact: true })).toHaveCount(0);
});

test('the request log and its report, the theme and the language', async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN);
  const page = c.page;
  const keys = new Keyboard(page);
  if (shell.kind === 'web') await shell.context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await keys.activate(page.getByRole('button', { name: 'Request log' }));
  const log = page.getByRole('dialog', { name: 'Request log' });
  await expect(log).toBeVisible();
  await keys.activate(log.getByRole('button', { name: 'Copy report' }));
  await expect(log.getByRole('status')).toHaveText(/Report copied|clipboard refused/);
  await keys.press('Escape');
  await expect(log).toBeHidden();

  await keys.activate(page.getByRole('button', { name: 'Settings', exact: true }));
  const settings = page.getByRole('dialog', { name: 'Settings' });
  // The theme's choices are one stop: arrows move within it, Space chooses.
  await keys.tabTo(settings.getByRole('button', { name: 'Light' }));
  await keys.press('ArrowRight');
  await expect(settings.getByRole('button', { name: 'Dark' })).toBeFocused();
  await keys.press('Space');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await keys.press('Escape');
  await expect(settings).toBeHidden();
  await keys.ringShown();

  await keys.activate(page.getByRole('button', { name: /^Switch language/ }));
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
});
