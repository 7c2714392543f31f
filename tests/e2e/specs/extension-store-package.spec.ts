import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import type { BrowserContext } from '@playwright/test';
import { test, expect, EXTENSION_DIR, SIDE_PANEL_PATH } from '../support/fixtures.ts';
import { launchExtension, type LoadedExtension } from '../support/extensionBrowser.ts';
import { sendFromPage } from '../support/custodyRecorder.ts';
import { packageExtension } from '../../../scripts/package.ts';

/**
 * docs/extension.md "No default host in the store packages", "Setting the host for a deployment": the store package of a build
 * without VITE_EXTENSION_API_BASE has no default API host. Until one is set on the options page it
 * sends nothing anywhere, not even to the local reference server the development build defaults to,
 * and its side panel says where to set one.
 */

/** The Chrome package exactly as `npm run package` zips it (store manifest included), unpacked into `dir`. */
async function unpackedStorePackage(dir: string): Promise<string> {
  const zip = join(dir, 'store.zip');
  packageExtension(EXTENSION_DIR, zip);
  const root = join(dir, 'unpacked');
  for (const [name, bytes] of Object.entries(unzipSync(await readFile(zip)))) {
    if (name.endsWith('/')) continue;
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), bytes);
  }
  return root;
}

/** Every request the browser makes outside the extension itself, from its pages and its worker alike. */
function recordRequestsLeaving(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (!/^(chrome-extension|data|blob):/.test(request.url())) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

const NO_HOST_EN = "Set the API host on the extension's Options page to sign in.";
const NO_HOST_ZH = '请先在扩展的“选项”页设置接口地址，再登录。';
const REFUSED = { ok: false, kind: 'setup' };

test.describe('the store package without a built-in host', () => {
  test.skip(({ shellKind }) => shellKind !== 'extension', 'extension only');

  let dir: string;
  let extension: LoadedExtension;
  let sent: string[];

  test.beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'console-store-'));
    const unpacked = await unpackedStorePackage(dir);
    await mkdir(join(dir, 'profile'));
    extension = await launchExtension(unpacked, join(dir, 'profile'));
    sent = recordRequestsLeaving(extension.context);
  });

  test.afterEach(async () => {
    await extension.context.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('no host until one is set: sign-in is refused without a request, and the panel says where to set it, in both languages', async () => {
    const { context } = extension;
    const panel = context.pages()[0] ?? (await context.newPage());
    await panel.goto(extension.url(`${SIDE_PANEL_PATH}#/login`));

    // Code in the page that signs in anyway, or calls the API, is refused by the worker.
    const signIn = {
      type: 'session.signIn',
      request: { kind: 'password', payload: { userName: 'admin', password: 'admin123', uuid: 'u', captcha: 'c' } },
      remember: true,
    };
    expect(await sendFromPage(panel, signIn)).toEqual(REFUSED);
    expect(
      await sendFromPage(panel, { type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } }),
    ).toEqual(REFUSED);
    expect(sent).toEqual([]);

    await expect(panel.getByRole('alert')).toHaveText(NO_HOST_EN);
    await expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);

    // The button opens the options page, which says that no host is set.
    const opened = context.waitForEvent('page');
    await panel.getByRole('button', { name: 'Open the Options page' }).click();
    const options = await opened;
    await expect(options).toHaveURL(/options\.html/);
    await expect(options.getByRole('heading', { name: 'Console settings' })).toBeVisible();
    await expect(options.getByRole('definition').first()).toHaveText('Not set');
    await expect(options.getByLabel('API host')).toHaveValue('');

    await extension.worker.evaluate(() => chrome.storage.local.set({ 'app-state': { language: 'zh-cn' } }));
    await panel.reload();
    await expect(panel.getByRole('alert')).toHaveText(NO_HOST_ZH);
    await expect(panel.getByRole('button', { name: '打开选项页' })).toBeVisible();

    expect(sent).toEqual([]);
  });

  test('a host set while the panel is open brings the sign-in form', async () => {
    const panel = extension.context.pages()[0] ?? (await extension.context.newPage());
    await panel.goto(extension.url(`${SIDE_PANEL_PATH}#/login`));
    await expect(panel.getByRole('alert')).toHaveText(NO_HOST_EN);
    expect(sent).toEqual([]);
    // As the options page saves it (the host here answers nothing).
    await extension.worker.evaluate(() => chrome.storage.local.set({ 'api-base': 'https://api.example.com' }));
    await expect(panel.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });
});
