import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';
import { openExtensionPage, PANEL_PAGE } from '../support/firefox.ts';
import { loadPictureInPage, sendInPage } from '../support/custodyRecorder.ts';
import { startForeignHost } from '../support/foreignHost.ts';

/**
 * docs/security.md "Pictures from server data", in Firefox: the sidebar shows pictures from the API host
 * (fetched by the background page) and `data:` ones; another site's picture is its address in text,
 * and that site receives nothing, not even from code in the page that tries.
 */

type BrandRow = { id: number; name: string };

test('pictures: another site’s logo is its address and that site hears nothing; the API host’s comes through the background page', async ({
  panel,
  dev,
  stack,
  firefox,
}) => {
  // Signed in first: the sign-in form reads the captcha the panel asked for last.
  await panel.signedIn(ADMIN);
  const foreign = await startForeignHost();
  try {
    const [own, elsewhere] = (
      await dev.apiData<{ list: BrandRow[] }>(ADMIN, '/api/config/brand/list?page=1&limit=2&sort=sort&order=asc')
    ).list;
    const uuid = crypto.randomUUID();
    await dev.apiSend(ADMIN, 'PUT', '/api/config/brand', {
      id: own!.id,
      logo: `${stack.api.url}/api/getCaptchaCode?uuid=${uuid}`,
    });
    const foreignLogo = `${foreign.origin}/logo.png?brand=${elsewhere!.id}`;
    await dev.apiSend(ADMIN, 'PUT', '/api/config/brand', { id: elsewhere!.id, logo: foreignLogo });

    await openExtensionPage(panel.page, firefox.url(`${PANEL_PAGE}#/config/brand`));
    expect(await panel.waitForText('.picture-withheld__address', foreignLogo)).toBe(1);
    // The API host's picture, as the background page fetched it: a data: URL, drawn.
    await panel.page.waitForFunction(
      () =>
        [...document.querySelectorAll('img')].some(
          (img) => img.src.startsWith('data:image/svg+xml;base64,') && img.complete && img.naturalWidth > 0,
        ),
      { timeout: 10_000, polling: 100 },
    );
    expect((await dev.requests('/api/getCaptchaCode')).some((seen) => seen.query.uuid === uuid)).toBe(true);

    // Code in the page: a picture element of its own, and the background page asked directly.
    const address = `${foreign.origin}/pixel.png?by=page`;
    const loaded = await panel.page.evaluate(loadPictureInPage, address);
    expect(loaded).toBe(false);
    expect(await panel.page.evaluate(sendInPage, { type: 'picture.fetch', url: address })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(foreign.hits).toEqual([]);
  } finally {
    await foreign.close();
  }
});
