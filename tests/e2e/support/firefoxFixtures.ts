import { test as base, expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../../../server/listen.ts';
import { DevApi } from './devApi.ts';
import { launchFirefoxWithAddon, openExtensionPage, PANEL_PAGE, type FirefoxWithAddon } from './firefox.ts';
import { FirefoxPanel } from './FirefoxPanel.ts';
import { sendInPage } from './custodyRecorder.ts';
import { startRecordingServer } from './tokens.ts';

/** A reference API server on a free port, as the Chromium suite's fixtures start one per worker. */
export async function startApi(): Promise<{ api: RunningServer; dev: DevApi; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'console-api-'));
  const api = await startRecordingServer({
    mode: 'test',
    dataFile: join(dir, 'state.json'),
    port: 0,
    log: () => undefined,
  });
  return {
    api,
    dev: new DevApi(api.url),
    close: async () => {
      await api.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface FirefoxWorker {
  firefox: FirefoxWithAddon;
  stack: { api: RunningServer; dev: DevApi };
}

interface FirefoxTest {
  dev: DevApi;
  /** The sidebar page (`sidepanel.html`) in a tab, at `#/login`, with the add-on's state wiped. */
  panel: FirefoxPanel;
  /** Opens another extension page (e.g. the options page) in a new tab. */
  openPage(path: string): Promise<FirefoxPanel>;
}

/**
 * One Firefox with the add-on for the whole suite (a launch costs seconds), one reference server.
 * Each test starts from a wiped add-on: no session, no settings, the API host set to the server.
 */
export const test = base.extend<FirefoxTest, FirefoxWorker>({
  firefox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      const firefox = await launchFirefoxWithAddon();
      await use(firefox);
      await firefox.close();
    },
    { scope: 'worker' },
  ],

  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      const { api, dev, close } = await startApi();
      await use({ api, dev });
      await close();
    },
    { scope: 'worker' },
  ],

  dev: async ({ stack }, use) => {
    await stack.dev.reset();
    await stack.dev.clearFaults();
    await use(stack.dev);
  },

  panel: async ({ firefox, stack, dev }, use) => {
    const page = await firefox.browser.newPage();
    await openExtensionPage(page, firefox.url(`${PANEL_PAGE}#/login`));
    await wipeAddon(page, stack.api.url);
    await openExtensionPage(page, firefox.url(`${PANEL_PAGE}#/login`));
    await onlyPageOfAddon(page);
    await use(new FirefoxPanel(page, dev));
    await closeAllPages(firefox);
  },

  openPage: async ({ firefox, dev }, use) => {
    await use(async (path) => {
      const page = await firefox.browser.newPage();
      await openExtensionPage(page, firefox.url(path));
      return new FirefoxPanel(page, dev);
    });
  },
});

/**
 * Closes every tab a test left. Firefox keeps its last tab when asked to close it (the window would
 * go with it), so a blank tab is opened first: without it the test's sidebar page stayed open into
 * the next test, which then ended its session, and that page's sign-in form asked for a captcha of its
 * own beside the next test's form.
 */
async function closeAllPages(firefox: FirefoxWithAddon): Promise<void> {
  const blank = await firefox.browser.newPage();
  for (const open of await firefox.browser.pages()) if (open !== blank) await open.close();
}

/**
 * Fails when an add-on page other than the test's own is open (left by an earlier test): it would
 * answer the add-on's broadcasts too, and ask the server for things (a captcha) the test counts.
 */
async function onlyPageOfAddon(page: Page): Promise<void> {
  const others = await page.evaluate(() => {
    const { extension } = (globalThis as unknown as { browser: { extension: { getViews(): Window[] } } }).browser;
    return extension
      .getViews()
      .filter((view) => view !== window && !view.location.pathname.includes('background'))
      .map((view) => view.location.href);
  });
  if (others.length > 0) throw new Error(`add-on pages left open by an earlier test: ${others.join(', ')}`);
}

/** Ends any session and empties the add-on's storage, then points it at `apiUrl`. */
async function wipeAddon(page: Page, apiUrl: string): Promise<void> {
  // Just after the add-on is installed its background page may not listen yet: ask until it answers.
  await expect
    .poll(() => page.evaluate(sendInPage, { type: 'session.clear' }).then(() => 'answered', String), {
      intervals: [50],
    })
    .toBe('answered');
  await page.evaluate(async (url) => {
    const { storage } = (globalThis as unknown as { browser: typeof chrome }).browser;
    await storage.local.clear();
    await storage.session.clear();
    await storage.local.set({ 'api-base': url });
  }, apiUrl);
}

export { expect };
