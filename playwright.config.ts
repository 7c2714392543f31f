import { defineConfig } from '@playwright/test';
import type { ShellWorkerOptions } from './tests/e2e/support/fixtures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WEB_CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium, in both shells: `web` (dist/web served locally with /api
 * forwarded) and `extension` (dist/extension loaded unpacked, side panel page opened in a tab).
 * Each worker starts its own reference API server on a free port. Run `npm run build` first.
 */
export default defineConfig<object, ShellWorkerOptions>({
  testDir: 'tests/e2e/specs',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Three browsers on two cores: the tests mostly wait on the page (6.8 min against 8.6 with two).
  workers: 3,
  // A committed test.only would run that test alone and pass: refused in CI.
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI absorbs a slow moment on a 2-core runner; a test that fails twice fails the run,
  // and the retry reporter lists every retried test and fails the run on one not known to be flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/support/retryReporter.ts']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // A step that hangs (a click on something that never becomes clickable, a page that never
    // loads) fails in seconds with what it waited for, not at the test's timeout (5 min for a sweep).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // A trace records screenshots all through a test (a third of the suite's CPU on 2 cores): it is
    // taken only when a failed test runs again (`--trace on` records every test).
    trace: 'on-first-retry',
    // Drawers, dialogs and tabs appear without their transitions: on two cores every animated frame
    // is drawn in software beside the other workers (about 8 % of the suite's time). The motion itself
    // and its reduced form are checked in zoom-spacing.spec.ts.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'web',
      // The web build needs no extension: it runs in the lighter headless shell (support/chromium.ts).
      use: { shellKind: 'web', launchOptions: { executablePath: WEB_CHROMIUM_PATH, args: CHROMIUM_ARGS } },
      // What a deployment sends (headers, compression, the byte budget) is measured behind nginx.
      testIgnore: ['**/budget.spec.ts', '**/deployment.spec.ts', '**/nginx.spec.ts'],
    },
    {
      // The web build behind Debian's nginx with deploy/nginx.conf (docs/deploying.md), started by
      // each worker in front of its reference server: the person's walk, the headers and the budget.
      name: 'nginx',
      use: {
        shellKind: 'web',
        webServer: 'nginx',
        launchOptions: { executablePath: WEB_CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
      testMatch: ['**/budget.spec.ts', '**/deployment.spec.ts', '**/nginx.spec.ts'],
    },
    {
      name: 'extension',
      use: { shellKind: 'extension' },
      // The screens' markup and behaviour are the core's, identical in both shells, and run in full
      // against the web build: whole specs below, single tests tagged @screen. The extension
      // project runs everything that crosses the shell boundary — gateway, token storage,
      // messaging, worker lifecycle, options, stored settings and tabs, chunks and texts loaded
      // from the package — plus navigation, sign-in and permissions, within CI's time budget.
      testIgnore: [
        // The web build's deployment (the nginx project).
        '**/budget.spec.ts',
        '**/deployment.spec.ts',
        '**/nginx.spec.ts',
        '**/password-reset.spec.ts',
        // The web page draws the sign-in form itself; the side panel asks its worker first.
        '**/prepaint.spec.ts',
        '**/profile.spec.ts',
        '**/resources.spec.ts',
      ],
      grepInvert: /@screen/,
    },
  ],
});
