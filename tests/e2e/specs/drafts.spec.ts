import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN, OPERATOR } from '../support/accounts.ts';
import { sendFromPage } from '../support/custodyRecorder.ts';

/**
 * Drafts: what a person typed outlives an ended session, a reload and a closed panel, for that
 * account only (issue "Nothing a person types is lost"), in the web build and the side panel.
 */

const FIRST_SCREEN = { timeout: 20_000 };
const dataRows = (page: Page) => page.getByRole('main').getByRole('table').first().locator('tbody tr');
/** Long enough for the draft to be kept (it is written once typing rests). */
const REST_MS = 900;
/** The form has looked for its kept draft (the page's signal): only now does "no offer" mean none. */
const draftRead = (form: ReturnType<Page['getByRole']>) => expect(form.locator('[data-draft-read]')).toBeAttached();

async function editFirstTag(page: Page) {
  const row = dataRows(page).first();
  await expect(row).toBeVisible(FIRST_SCREEN);
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit tag' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a save answered with an ended session: signing in again reopens the form with what was typed, and Save sends it', async ({
  shell,
  dev,
}) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
  const page = c.page;
  const dialog = await editFirstTag(page);
  await dialog.getByLabel('Name', { exact: true }).fill('会话过期前输入');
  await dev.fault({ mode: 'token-invalid', path: '/api/business/tag', count: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);

  await new LoginPage(page, dev).signIn(ADMIN);
  await expect(page).toHaveURL(/#\/business\/tag/);
  const reopened = page.getByRole('dialog', { name: 'Edit tag' });
  await expect(reopened.getByText('Unsaved changes restored')).toBeVisible(FIRST_SCREEN);
  await expect(reopened.getByLabel('Name', { exact: true })).toHaveValue('会话过期前输入');
  await reopened.getByRole('button', { name: 'Save' }).click();
  await expect(reopened).toBeHidden();
  const tags = await dev.apiData<{ list: { name: string }[] }>(ADMIN, '/api/business/tag/list?limit=50');
  expect(tags.list.map((t) => t.name)).toContain('会话过期前输入');
});

test('a reload offers the draft; Discard and signing out remove it', async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
  const page = c.page;
  // The web page asks the browser before it unloads with a changed form: the test says leave.
  page.on('dialog', (question) => void question.accept());
  const typeAndReload = async (text: string) => {
    const dialog = await editFirstTag(page);
    await dialog.getByLabel('Name', { exact: true }).fill(text);
    await page.waitForTimeout(REST_MS);
    await page.reload();
  };
  await typeAndReload('刷新后还在');

  // Offered when the form opens again; Restore puts it back.
  let dialog = await editFirstTag(page);
  await expect(dialog.getByText(/^Restore your unsaved changes from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('刷新后还在');
  await expect(dialog.getByText('Unsaved changes restored')).toBeVisible();
  // Discard (asked on Escape) removes it.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  dialog = await editFirstTag(page);
  await draftRead(dialog);
  await expect(dialog.getByText(/Restore your unsaved changes/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Signing out removes every draft of the account.
  await typeAndReload('退出前的草稿');
  await c.logout();
  await new LoginPage(page, dev).signIn(ADMIN);
  await c.goto('/business/tag');
  dialog = await editFirstTag(page);
  await draftRead(dialog);
  await expect(dialog.getByText(/Restore your unsaved changes/)).toHaveCount(0);
});

test('another account never sees a draft: the operator opens the same form empty', async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
  const page = c.page;
  await page.getByRole('button', { name: 'New tag' }).click(FIRST_SCREEN);
  const form = page.getByRole('dialog', { name: 'New tag' });
  await form.getByLabel('Name', { exact: true }).fill('管理员的草稿');
  await page.waitForTimeout(REST_MS);
  // The session ends (as when the server expires it); the draft stays the admin's.
  await dev.expireTokens();
  await dev.fault({ mode: 'token-invalid', path: '/api/business/tag', count: 1 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);

  await new LoginPage(page, dev).signIn(OPERATOR);
  await expect(page).toHaveURL(/#\/business\/tag/);
  await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
  await expect(page.getByRole('dialog', { name: 'New tag' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New tag' }).click();
  const own = page.getByRole('dialog', { name: 'New tag' });
  await draftRead(own);
  await expect(own.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(own.getByText(/Restore your unsaved changes|Unsaved changes restored/)).toHaveCount(0);
});

test('a draft of a record changed on the server since says which fields changed before anyone saves over them', async ({
  shell,
  dev,
}) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
  const page = c.page;
  page.on('dialog', (question) => void question.accept());
  let dialog = await editFirstTag(page);
  await dialog.getByLabel('Name', { exact: true }).fill('我的改动');
  await page.waitForTimeout(REST_MS);
  // Meanwhile someone else renames the tag; then the page is loaded again.
  const first = await dev.apiData<{ list: { id: number }[] }>(
    ADMIN,
    '/api/business/tag/list?limit=1&sort=sort&order=asc',
  );
  await dev.apiSend(ADMIN, 'PUT', '/api/business/tag', { id: first.list[0]!.id, name: '别人改的' });
  await page.reload();
  await expect(dataRows(page).first()).toContainText('别人改的', FIRST_SCREEN);
  dialog = await editFirstTag(page);
  await expect(
    dialog.getByText('Changed on the server since you began: Name. Check them before you save.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('我的改动');
});

test('typing while the offer is shown declines it: what is typed now is the draft kept', async ({ shell, dev }) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
  const page = c.page;
  page.on('dialog', (question) => void question.accept());
  let dialog = await editFirstTag(page);
  await dialog.getByLabel('Name', { exact: true }).fill('旧的草稿');
  await page.waitForTimeout(REST_MS);
  await page.reload();
  dialog = await editFirstTag(page);
  await expect(dialog.getByText(/^Restore your unsaved changes from /)).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('新的输入');
  await expect(dialog.getByText(/^Restore your unsaved changes from /)).toBeHidden();
  await page.waitForTimeout(REST_MS);
  await page.reload();
  dialog = await editFirstTag(page);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('新的输入');
});

test('two accounts on one browser profile: after the admin’s session expires and the operator signs in, no message or storage read reaches the admin’s draft or calls', async ({
  shell,
  dev,
}) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/tag');
  const page = c.page;
  const adminNav = await dev.apiData<{ userInfo: { userId: number } }>(ADMIN, '/api/sys/menu/nav');
  const admin = `id:${adminNav.userInfo.userId}`;
  const marker = 'ADMIN-ONLY-7c2e';
  await page.getByRole('button', { name: 'New tag' }).click(FIRST_SCREEN);
  const form = page.getByRole('dialog', { name: 'New tag' });
  await form.getByLabel('Name', { exact: true }).fill(marker);
  await page.waitForTimeout(REST_MS);
  // The save is sent (the request log keeps its body) and answered with an ended session.
  await dev.expireTokens();
  await dev.fault({ mode: 'token-invalid', path: '/api/business/tag', count: 1 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);

  await new LoginPage(page, dev).signIn(OPERATOR);
  await expect(dataRows(page).first()).toBeVisible(FIRST_SCREEN);
  // Positive control of the same form: it has looked for its draft, and offers none.
  await page.getByRole('button', { name: 'New tag' }).click();
  const own = page.getByRole('dialog', { name: 'New tag' });
  await draftRead(own);
  await expect(own.getByLabel('Name', { exact: true })).toHaveValue('');

  // Everything this page can read by itself: Web Storage, and in the extension chrome.storage.
  const readable = async () =>
    page.evaluate(async () => {
      const scope = globalThis as unknown as {
        chrome?: {
          storage?: { local: { get(k: null): Promise<unknown> }; session: { get(k: null): Promise<unknown> } };
        };
      };
      const areas = scope.chrome?.storage;
      return JSON.stringify([
        { ...localStorage },
        { ...sessionStorage },
        areas ? await areas.local.get(null) : null,
        areas ? await areas.session.get(null) : null,
      ]);
    });
  expect(await readable()).not.toContain(marker);
  if (shell.kind === 'extension') {
    // The panel's own context asks the worker for the admin's drafts and calls by name.
    const form = 'resource:tag:add:new';
    for (const message of [
      { type: 'draft.get', account: admin, form },
      { type: 'draft.get', form },
      { type: 'draft.interrupted', account: admin },
      { type: 'draft.interrupted' },
    ])
      expect(JSON.stringify((await sendFromPage(page, message)) ?? null)).not.toContain(marker);
    expect(JSON.stringify(await sendFromPage(page, { type: 'log.list' }))).not.toContain(marker);
  } else {
    // The web page's log: the drawer shows the operator's calls only.
    await page.keyboard.press('Escape');
    await expect(own).toBeHidden();
    await page.getByRole('button', { name: 'Request log' }).click();
    const drawer = page.getByRole('dialog', { name: 'Request log' });
    await expect(drawer.getByText(/The calls of .* since signing in/)).toBeVisible();
    const calls = drawer.getByRole('list', { name: 'Request log' }).getByRole('listitem');
    await expect(calls.first()).toBeVisible();
    // The operator's sign-in is the one POST kept: not the admin's sign-in, nor its save with the marker.
    await expect(calls.filter({ hasText: 'POST' })).toHaveCount(1);
    await expect(calls.filter({ hasText: '/api/sys/login' })).toHaveCount(1);
  }
});
