import { test, expect } from '../support/fixtures.ts';
import { LoginPage } from '../support/LoginPage.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { startForeignHost, type ForeignHost } from '../support/foreignHost.ts';

/**
 * docs/security.md "No redirect is followed": a call that carries the token or a password never follows
 * a redirect. The API host (or a gateway in front of it) answers `307`/`302` with a `Location` on
 * another origin; that origin receives nothing — in the web build and through the extension's
 * worker alike — and the person reads why the call failed.
 */
const REDIRECT_MESSAGE = 'The server answered with a redirect; the call was not sent on';

let elsewhere: ForeignHost;
test.beforeEach(async () => {
  elsewhere = await startForeignHost();
});
test.afterEach(async () => {
  await elsewhere.close();
});

test('a 307 at sign-in does not carry the password to another origin, and says why', async ({ shell, dev }) => {
  await shell.open('/login');
  await dev.fault({ mode: 'redirect', status: 307, location: `${elsewhere.origin}/steal`, path: '/api/sys/login' });
  await new LoginPage(shell.page, dev).signIn(ADMIN);
  await expect(shell.page.getByText(REDIRECT_MESSAGE)).toBeVisible();
  await expect(shell.page).toHaveURL(/#\/login/);
  // The redirect reached the browser (the server was asked once), and the other origin heard nothing.
  expect((await dev.requests('/api/sys/login')).length).toBe(1);
  expect(elsewhere.hits).toEqual([]);
});

test('a 302 on a list call does not carry the token to another origin, and the list says why', async ({
  shell,
  dev,
}) => {
  const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/business/user');
  const page = c.page;
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible({ timeout: 20_000 });
  for (const status of [302, 307]) {
    await dev.fault({
      mode: 'redirect',
      status,
      location: `${elsewhere.origin}/steal?status=${status}`,
      path: '/api/business/user/list',
    });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText(REDIRECT_MESSAGE).first()).toBeVisible();
  }
  expect(elsewhere.hits).toEqual([]);
  // The session is still there: a redirect is a failed call, not an ended session.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
});
