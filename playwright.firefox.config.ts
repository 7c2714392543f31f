import { defineConfig } from '@playwright/test';

/**
 * The add-on in Firefox ESR (`npm run test:firefox`): dist/firefox installed as a temporary add-on
 * in Debian's /usr/bin/firefox-esr, driven by puppeteer-core over WebDriver BiDi (Playwright cannot
 * load add-ons in Firefox). Playwright's runner runs the tests: one worker, one Firefox for all of
 * them (tests/e2e/support/firefoxFixtures.ts). Run `npm run build:firefox` first.
 */
export default defineConfig({
  testDir: 'tests/e2e/firefox',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // As the Chromium suite: one retry in CI, and the retry reporter fails the run on a retried test
  // that is not on its known-flaky list.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/support/retryReporter.ts']],
  // Beside the Chromium suite's results (test-results/), which a run of this suite would otherwise clear.
  outputDir: 'test-results/firefox',
});
