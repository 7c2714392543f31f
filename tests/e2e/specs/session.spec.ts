import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { liveToken, tokenFingerprint } from '../support/tokens.ts';

test('logout calls the server with the token, then removes it (SPEC 4)', async ({ shell, dev, stack }) => {
  await shell.open('/login');
  await new LoginPage(shell.page, dev).signIn(ADMIN);
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
  // The request log shows fingerprints only: the token itself comes from the server's live state.
  const token = liveToken(stack.api.state, (await dev.requests('/api/sys/menu/nav')).at(-1)?.token);
  const sealed = () =>
    shell.worker!.evaluate(async () => [
      (await chrome.storage.local.get('admin-token'))['admin-token'],
      (await chrome.storage.session.get('admin-token'))['admin-token'],
    ]);
  // Remembered: the sealed record is in the durable area until sign-out.
  if (shell.kind !== 'web') expect((await sealed())[0]).toMatchObject({ v: 1 });
  await new ConsolePage(shell).logout();
  await expect(shell.page).toHaveURL(/#\/login/);
  const exit = (await dev.requests('/api/sys/exit')).at(-1);
  expect(exit?.query.Token).toBe(tokenFingerprint(token));
  if (shell.kind === 'web') {
    expect(await shell.page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  } else {
    // The worker never holds the token in plain text (docs/security.md): what sign-out must remove
    // is the sealed record under `admin-token`, in both storage areas.
    await expect.poll(sealed).toEqual([undefined, undefined]);
    const stored = await shell.worker!.evaluate(async () => ({
      ...(await chrome.storage.local.get(null)),
      ...(await chrome.storage.session.get(null)),
    }));
    expect(JSON.stringify(stored)).not.toContain(token);
  }
  // The old token is dead on the server too.
  await shell.page.goto(shell.url('/dashboard'));
  await expect(shell.page).toHaveURL(/#\/login\?redirect=%2Fdashboard$/);
});

test('without "remember me" the token lives only as long as the browser session', async ({ shell, dev, stack }) => {
  await shell.open('/login');
  await new LoginPage(shell.page, dev).signIn(ADMIN, { remember: false });
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
  const token = liveToken(stack.api.state, (await dev.requests('/api/sys/menu/nav')).at(-1)?.token);
  if (shell.kind === 'web') {
    expect(
      await shell.page.evaluate(() => [localStorage.getItem('admin-token'), sessionStorage.getItem('admin-token')]),
    ).toEqual([null, token]);
  } else {
    // Sealed in the memory-only area (docs/security.md: "Not in plain text at rest").
    const [local, session] = await shell.worker!.evaluate(async () => [
      await chrome.storage.local.get('admin-token'),
      await chrome.storage.session.get('admin-token'),
    ]);
    expect(local['admin-token']).toBeUndefined();
    expect(session['admin-token']).toMatchObject({ v: 1, origin: new URL(dev.baseUrl).origin });
    expect(JSON.stringify(session)).not.toContain(token);
  }
});

test('two open consoles agree: signing out in one signs out the other without a reload', async ({ shell, dev }) => {
  await shell.open('/login');
  await new LoginPage(shell.page, dev).signIn(ADMIN);
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
  const other = await shell.context.newPage();
  await other.goto(shell.url('/dashboard'));
  await expect(other.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await new ConsolePage(shell).logout();
  await expect(other).toHaveURL(/#\/login/);
  await expect(other.getByLabel('Phone number')).toBeVisible();
});

test(
  'an unauthenticated deep link with a query string returns there after login',
  { tag: '@screen' },
  async ({ shell, dev }) => {
    await shell.open('/config/brand?page=3&q=x');
    await expect(shell.page).toHaveURL(/#\/login\?redirect=%2Fconfig%2Fbrand%3Fpage%3D3%26q%3Dx$/);
    await new LoginPage(shell.page, dev).signIn(ADMIN);
    // Back at the deep link: the list on its page 3. The list then writes its own address, which
    // keeps only its own parameters (`q` is none of them), so the address is judged either way; the
    // whole query string was judged in the redirect above.
    await expect(shell.page.getByText(/^21–\d+ of \d+$/)).toBeVisible();
    await expect(shell.page).toHaveURL(/#\/config\/brand\?page=3(?:&q=x)?$/);
  },
);

test('an authenticated visit to /login goes to the dashboard; an unknown path goes to /404', async ({ shell, dev }) => {
  await shell.open('/login');
  await new LoginPage(shell.page, dev).signIn(ADMIN);
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
  await shell.page.goto(shell.url('/login'));
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
  await shell.page.goto(shell.url('/no/such/screen'));
  await expect(shell.page).toHaveURL(/#\/404$/);
  await expect(shell.page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
});

test('a hostile redirect stays inside the console', { tag: '@screen' }, async ({ shell, dev }) => {
  await shell.page.goto(shell.url('/login?redirect=' + encodeURIComponent('//evil.example/steal')));
  await new LoginPage(shell.page, dev).signIn(ADMIN);
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
});
