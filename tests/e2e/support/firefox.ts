import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GECKO_ID, OPTIONS_PAGE, PANEL_PAGE } from '../../../manifest.config.ts';

/**
 * Debian's Firefox ESR with the console's add-on installed, driven by puppeteer-core over WebDriver
 * BiDi (Playwright cannot load add-ons in Firefox). One browser serves a whole suite.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const FIREFOX_DIR = resolve('dist/firefox');
export { PANEL_PAGE, OPTIONS_PAGE };

/** The add-on's fixed moz-extension:// host in the test profile (pref `extensions.webextensions.uuids`). */
export const ADDON_UUID = '3f0c6a52-7d1e-4b8a-9c35-2e6b1d0f4a77';
export const ADDON_ORIGIN = `moz-extension://${ADDON_UUID}`;

/**
 * Firefox unloads an idle background page after this long (its default is 30 s): short, so a test
 * can see the page go and the session outlive it.
 */
export const BACKGROUND_IDLE_MS = 1500;

/**
 * A copy of the built add-on in which the sidebar and options pages are web-accessible. WebDriver
 * BiDi will not navigate a tab to moz-extension:// itself; a web page may send it there by script
 * when the target is web-accessible. Only the test copy exposes them: the shipped add-on does not.
 */
export function testCopyOfAddon(dir = FIREFOX_DIR): { dir: string; remove(): void } {
  const copy = mkdtempSync(join(tmpdir(), 'console-firefox-addon-'));
  cpSync(dir, copy, { recursive: true });
  const path = join(copy, 'manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  manifest.web_accessible_resources = [{ resources: [PANEL_PAGE, OPTIONS_PAGE], matches: ['<all_urls>'] }];
  writeFileSync(path, JSON.stringify(manifest, null, 2));
  return { dir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

export interface FirefoxWithAddon {
  browser: Browser;
  /** Where the browser saves downloads (an export), without asking. */
  downloads: string;
  /** `moz-extension://uuid/path`. */
  url(path: string): string;
  close(): Promise<void>;
}

/** Firefox ESR, headless, in English, with the add-on at `dir` (dist/firefox) installed as a temporary add-on. */
export async function launchFirefoxWithAddon(dir = FIREFOX_DIR): Promise<FirefoxWithAddon> {
  const addon = testCopyOfAddon(dir);
  const downloads = mkdtempSync(join(tmpdir(), 'console-firefox-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: ADDON_UUID }),
      // The options page's permissions.request is granted without a prompt (headless has no doorhanger).
      'extensions.webextOptionalPermissionPrompts': false,
      'extensions.background.idle.timeout': BACKGROUND_IDLE_MS,
      'intl.accept_languages': 'en-US',
      'intl.locale.requested': 'en-US',
      // A download is saved to `downloads` at once, as a person's browser set to save without asking.
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.alwaysOpenPanel': false,
    },
  });
  try {
    const id = await browser.installExtension(addon.dir);
    if (id !== GECKO_ID) throw new Error(`installed ${id}, expected ${GECKO_ID}`);
  } catch (error) {
    await browser.close();
    addon.remove();
    throw error;
  }
  return {
    browser,
    downloads,
    url: (path) => `${ADDON_ORIGIN}/${path.replace(/^\//, '')}`,
    close: async () => {
      await browser.close();
      addon.remove();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

/**
 * Loads the extension page `url` in `page` as a fresh document: from a blank page, by script (the
 * only way BiDi allows), then waits until the page has its own document (the console may change the
 * hash as it starts: a redirect to the sign-in form or to the dashboard).
 */
export async function openExtensionPage(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.evaluate((target) => {
    location.href = target;
  }, url);
  const document = url.replace(/#.*$/, '');
  await page
    .waitForFunction(
      (target) => location.href.replace(/#.*$/, '') === target && window.document.readyState === 'complete',
      { polling: 50, timeout: 15_000 },
      document,
    )
    .catch(async (error: unknown) => {
      throw new Error(`${url} did not load; the tab is at ${await addressOf(page).catch(String)}`, { cause: error });
    });
}

/** The page's address (puppeteer's `page.url()` misses navigations made by script). */
export function addressOf(page: Page): Promise<string> {
  return page.evaluate(() => location.href);
}
