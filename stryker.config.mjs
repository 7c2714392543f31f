// @ts-check
/**
 * `npm run mutate`: mutation testing of the security and contract core — session, API client and
 * error catalogue, route building and guard, permission, configuration, and the platform layer
 * (both shells' gateways, token stores, storage, the worker and its protocol). It fails below 90 %.
 * Runs incrementally: reports/mutation/incremental.json remembers the last run's results, so a run
 * after a small change tests only the mutants that change touches.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // `related` would ask Vite's module graph which tests import the mutated files; it misses some
  // (the drawn sign-in form's tests), and the test set is already only the tests of this code.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/core/api/**/*.ts',
    'src/core/session/**/*.ts',
    'src/core/routes/**/*.ts',
    'src/core/permission/**/*.{ts,tsx}',
    'src/core/config/**/*.ts',
    'src/platform/**/*.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'bench-results', 'test-results', 'reports', '.probe', '.data', '.tmp'],
  cleanTempDir: 'always',
};
