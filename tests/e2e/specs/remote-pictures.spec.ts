import type { Page } from '@playwright/test';
import { test, expect, onlyIn } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { startForeignHost, type ForeignHost } from '../support/foreignHost.ts';
import { loadPictureInPage, sendFromPage } from '../support/custodyRecorder.ts';

/**
 * docs/security.md "Pictures from server data": avatars, logos and covers are shown from the console's own
 * API host and from `data:` URLs only. Any other address is shown as text: a customer who sets their
 * avatar to their own server learns nothing when staff open their record, in the web build and in
 * the extension alike.
 */

type UserRow = { id: number; nickname: string };
type BrandRow = { id: number; name: string };

const WITHHELD_NOTE = 'Picture not loaded:';

/** Gives a picture the page may still be fetching time to reach the foreign host. */
async function settled(page: Page) {
  await page.waitForTimeout(500);
}

test.describe('pictures named by server data', () => {
  let foreign: ForeignHost;
  test.beforeEach(async () => {
    foreign = await startForeignHost();
  });
  test.afterEach(async () => {
    await foreign.close();
  });

  test('an avatar on another site is shown as its address, in the record and its edit form, and that site receives no request', async ({
    shell,
    dev,
  }) => {
    const [user] = (
      await dev.apiData<{ list: UserRow[] }>(ADMIN, '/api/business/user/list?page=1&limit=1&sort=id&order=asc')
    ).list;
    const avatar = `${foreign.origin}/avatar.png?customer=${user!.id}`;
    await dev.apiSend(ADMIN, 'PUT', '/api/business/user', { id: user!.id, avatar });

    const c = await ConsolePage.signedIn(shell, dev, ADMIN, `/business/user-look?id=${user!.id}`);
    const page = c.page;
    await expect(page.getByRole('heading', { name: user!.nickname, level: 2 })).toBeVisible({ timeout: 20_000 });
    const record = page.getByRole('region', { name: user!.nickname });
    await expect(record.getByText(WITHHELD_NOTE)).toBeVisible();
    await expect(record.getByText(avatar, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Avatar')).toHaveValue(avatar);
    await expect(dialog.getByText(avatar, { exact: true })).toBeVisible();

    await expect(page.locator(`img[src^="${foreign.origin}"]`)).toHaveCount(0);
    await settled(page);
    expect(foreign.hits).toEqual([]);
  });

  test("a list shows logos from the console's own API host and data: URLs, and another site's address as text", async ({
    shell,
    dev,
    stack,
  }) => {
    const [own, elsewhere, seeded] = (
      await dev.apiData<{ list: BrandRow[] }>(ADMIN, '/api/config/brand/list?page=1&limit=3&sort=sort&order=asc')
    ).list;
    // The console's API host: the page's own origin in the web build (it forwards /api), the configured
    // host in the extension. The reference server answers this address with a picture.
    const apiHost = shell.kind === 'web' ? stack.web!.url : stack.api.url;
    const uuid = crypto.randomUUID();
    const ownLogo = `${apiHost}/api/getCaptchaCode?uuid=${uuid}`;
    const foreignLogo = `${foreign.origin}/logo.png?brand=${elsewhere!.id}`;
    await dev.apiSend(ADMIN, 'PUT', '/api/config/brand', { id: own!.id, logo: ownLogo });
    await dev.apiSend(ADMIN, 'PUT', '/api/config/brand', { id: elsewhere!.id, logo: foreignLogo });

    const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/brand');
    const page = c.page;
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    const loaded = (name: string) =>
      row(name)
        .getByRole('img', { name: 'Picture: Logo' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

    await expect(row(elsewhere!.name).getByText(foreignLogo, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(row(elsewhere!.name).getByRole('img')).toHaveCount(0);
    await expect.poll(() => loaded(own!.name)).toBe(true);
    await expect.poll(() => loaded(seeded!.name)).toBe(true);
    // The extension page shows it as the worker fetched it; the web page loads it from its own origin.
    const src = await row(own!.name).getByRole('img', { name: 'Picture: Logo' }).getAttribute('src');
    if (shell.kind === 'extension') expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    else expect(src).toBe(ownLogo);
    // The API host's picture came from the API host itself.
    const asked = await dev.requests('/api/getCaptchaCode');
    expect(asked.some((request) => request.query.uuid === uuid)).toBe(true);

    await settled(page);
    expect(foreign.hits).toEqual([]);
  });

  onlyIn('extension', 'extension only', () => {
    test('code in an extension page cannot load another site’s picture: the pages’ policy refuses it, the worker fetches only the API host', async ({
      shell,
      dev,
    }) => {
      await ConsolePage.signedIn(shell, dev, ADMIN);
      const page = shell.page;
      const address = `${foreign.origin}/pixel.png?by=page`;
      const loaded = await page.evaluate(loadPictureInPage, address);
      expect(loaded).toBe(false);
      expect(await sendFromPage(page, { type: 'picture.fetch', url: address })).toBeNull();
      await settled(page);
      expect(foreign.hits).toEqual([]);
    });
  });
});
