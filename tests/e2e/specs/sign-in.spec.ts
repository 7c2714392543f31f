import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ADMIN } from '../support/accounts.ts';
import { FINGERPRINT, issuedTokens, tokenFingerprint } from '../support/tokens.ts';

test('a demo account signs in and sees the dashboard', async ({ shell, dev, stack }) => {
  await shell.open('/dashboard');
  // SPEC 2: an unauthenticated visit goes to login with the requested path in `redirect`.
  await expect(shell.page).toHaveURL(/#\/login\?redirect=%2Fdashboard$/);
  const login = new LoginPage(shell.page, dev);
  await login.signIn(ADMIN);
  await expect(shell.page).toHaveURL(/#\/dashboard$/);
  await expect(shell.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(
    shell.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Business' }),
  ).toBeVisible();

  // The Token header of the nav call was added by whoever holds the token: the page (web) or the worker (extension).
  const nav = (await dev.requests('/api/sys/menu/nav')).at(-1);
  // The request log shows the token only as its fingerprint.
  expect(nav?.token).toMatch(FINGERPRINT);

  const pageStorage = await shell.page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  if (shell.kind === 'web') {
    // SPEC 4: the token is stored in browser storage under admin-token.
    expect(pageStorage.local['admin-token']).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenFingerprint(pageStorage.local['admin-token']!)).toBe(nav?.token);
  } else {
    // The side panel never holds the token; the worker keeps it under admin-token sealed, with the
    // origin of the host that issued it (docs/security.md: "Bound to its host").
    const issued = issuedTokens(stack.api.state).at(-1)!;
    expect(JSON.stringify(pageStorage)).not.toContain(issued);
    const stored = await shell.worker!.evaluate(() => chrome.storage.local.get('admin-token'));
    expect(stored['admin-token']).toMatchObject({ v: 1, origin: new URL(dev.baseUrl).origin });
    expect(JSON.stringify(stored)).not.toContain(issued);
  }
});
