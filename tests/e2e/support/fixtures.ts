import { test as base, expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunningServer } from '../../../server/listen.ts';
import { startWebHost, type WebHost } from './webHost.ts';
import { startNginx, type NginxHost } from './nginx.ts';
import { DevApi } from './devApi.ts';
import { KeptPanels } from './keptPanel.ts';
import { startRecordingServer } from './tokens.ts';
import { trackCalls } from './settled.ts';

export type ShellKind = 'web' | 'extension';
/** What serves the web build: our own test host (webHost.ts) or Debian's nginx with deploy/nginx.conf. */
export type WebServer = 'test-host' | 'nginx';

/** One API server (and, for the web build, one web host) per test worker, so injected faults never leak between workers. */
interface Stack {
  api: RunningServer;
  web: WebHost | null;
  /** The same host as `web` when the web build is served by nginx. */
  nginx: NginxHost | null;
  dev: DevApi;
}

/** The console as a person meets it: a page, and how to reach a path inside it. */
export interface ConsoleShell {
  kind: ShellKind;
  page: Page;
  context: BrowserContext;
  /** Extension only: the background worker. */
  worker: Worker | null;
  /** URL of a hash path inside the console, e.g. `/login`. */
  url(hashPath: string): string;
  open(hashPath: string): Promise<void>;
}

export const EXTENSION_DIR = resolve('dist/extension');
const WEB_DIR = resolve('dist/web');
/** The policy header the web build writes for nginx (scripts/vite/deployFiles.ts). */
const NGINX_CSP_INCLUDE = resolve('dist/nginx/csp-header.conf');
export const SIDE_PANEL_PATH = 'src/platform/extension/sidepanel.html';

export interface ShellWorkerOptions {
  shellKind: ShellKind;
  webServer: WebServer;
}

export const test = base.extend<
  { shell: ConsoleShell; dev: DevApi; nginxErrors: void },
  ShellWorkerOptions & { stack: Stack; panels: KeptPanels }
>({
  shellKind: ['web', { option: true, scope: 'worker' }],
  webServer: ['test-host', { option: true, scope: 'worker' }],

  stack: [
    async ({ shellKind, webServer }, use) => {
      const dir = await mkdtemp(join(tmpdir(), 'console-api-'));
      const api = await startRecordingServer({
        mode: 'test',
        dataFile: join(dir, 'state.json'),
        port: 0,
        log: () => undefined,
        // nginx, like npm start's proxy, is on this machine and names each caller in X-Forwarded-For.
        trustProxy: ['loopback'],
      });
      const nginx =
        shellKind === 'web' && webServer === 'nginx'
          ? await startNginx({ webRoot: WEB_DIR, cspInclude: NGINX_CSP_INCLUDE, apiUrl: api.url })
          : null;
      const web = shellKind !== 'web' ? null : (nginx ?? (await startWebHost(WEB_DIR, api.url)));
      await use({ api, web, nginx, dev: new DevApi(api.url) });
      await web?.close();
      await api.close();
      await rm(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  /** The side panel's browser, kept from test to test in a worker (keptPanel.ts says what is reset). */
  panels: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
    async ({}, use) => {
      const panels = new KeptPanels(EXTENSION_DIR);
      await use(panels);
      await panels.close();
    },
    { scope: 'worker' },
  ],

  /** A test that fails behind nginx shows what nginx logged meanwhile (attached, and printed). */
  nginxErrors: [
    async ({ stack }, use, testInfo) => {
      const before = (await stack.nginx?.errorLog())?.length ?? 0;
      await use();
      if (!stack.nginx || testInfo.status === testInfo.expectedStatus) return;
      const log = (await stack.nginx.errorLog()).slice(before);
      await testInfo.attach('nginx error.log', { body: log, contentType: 'text/plain' });
      console.error(`nginx error.log during "${testInfo.title}":\n${log || '(empty)'}`);
    },
    { auto: true },
  ],

  dev: async ({ stack }, use) => {
    await stack.dev.reset();
    await use(stack.dev);
  },

  shell: async ({ stack, panels, shellKind, browser, locale, viewport, dev }, use, testInfo) => {
    void dev; // the server is reset before the console opens
    if (shellKind === 'web') {
      const context = await browser.newContext({
        locale: locale ?? 'en-US',
        viewport: viewport ?? { width: 1280, height: 800 },
        // nginx speaks https with a certificate made for the run, which no browser knows.
        ignoreHTTPSErrors: stack.nginx !== null,
      });
      trackCalls(context);
      const page = await context.newPage();
      const root = stack.web!.url + '/';
      await use({
        kind: 'web',
        page,
        context,
        worker: null,
        url: (hashPath) => `${root}#${hashPath}`,
        open: async (hashPath) => {
          await page.goto(`${root}#${hashPath}`);
        },
      });
      await context.close();
      return;
    }
    const { context, page, worker, id } = await panels.take({
      apiBase: stack.api.url,
      locale: locale ?? 'en-US',
      viewport: viewport ?? null,
    });
    trackCalls(context);
    const root = `chrome-extension://${id}/${SIDE_PANEL_PATH}`;
    await use({
      kind: 'extension',
      page,
      context,
      worker,
      url: (hashPath) => `${root}#${hashPath}`,
      open: async (hashPath) => {
        await page.goto(`${root}#${hashPath}`);
      },
    });
    panels.give(testInfo.status === testInfo.expectedStatus);
  },
});

/**
 * Tests that are one shell's only (`kind`): skipped in the other before their shell starts (a side
 * panel costs a browser launch or a reset: keptPanel.ts), with `reason` shown for them. Skipped
 * inside the test, the shell had already started.
 */
export function onlyIn(kind: ShellKind, reason: string, tests: () => void): void {
  test.describe(() => {
    test.skip(({ shellKind }) => shellKind !== kind, reason);
    tests();
  });
}

export { expect };
