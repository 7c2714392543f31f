// @ts-check
/**
 * Mutation testing of the security and contract core (`npm run mutate`): the session, the API client
 * and error catalogue, route building and the guard, permission, configuration, and the platform
 * layer (both shells' gateways, token stores, storage, the worker and its protocol). It changes the
 * code one small step at a time and counts the changes no unit test notices. Too slow for every
 * commit: a separate command, not part of `npm test`.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vite.config.ts' },
  mutate: [
    'src/core/api/**/*.ts',
    'src/core/session/**/*.ts',
    'src/core/routes/**/*.ts',
    'src/core/permission/**/*.ts',
    'src/core/config/**/*.ts',
    'src/platform/**/*.ts',
  ],
  coverageAnalysis: 'perTest',
  // Module-level constants (the token key, the timeout…) are mutated too.
  ignoreStatic: false,
  thresholds: { high: 95, low: 90, break: 90 },
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
};
