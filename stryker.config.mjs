// @ts-check
/**
 * `npm run mutate`: mutation testing of the security and contract core — session, API client and
 * error catalogue, route building and guard, permission, configuration, the lists' pure modules
 * (address, CSV and XLSX export, bulk actions, paging through an export), and the platform layer
 * (both shells' gateways, token stores, storage and drafts, the worker and its protocol) and the contract floor
 * both stand on (the one secret rule, path canonicalisation), and the dashboard's figures and trends
 * with the reference server's stats call. It fails below 90 %.
 * Runs incrementally: reports/mutation/incremental.json remembers the last run's results, so a run
 * after a small change tests only the mutants that change touches.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // A mutant runs only the tests whose imports reach its file (Vite's module graph): a mutant of
  // module-level code no longer re-runs every test (the full run: 41 min on 2 cores, not ~19 h).
  // A test the graph misses can only let a mutant survive, never count one as killed: the score
  // can come out lower than the truth, not higher.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/core/api/**/*.ts',
    'src/core/session/**/*.ts',
    'src/core/routes/**/*.ts',
    'src/core/permission/**/*.{ts,tsx}',
    'src/core/config/**/*.ts',
    'src/core/resources/list/**/*.ts',
    'src/core/kernel/unsaved.ts',
    'src/core/components/useDraft.ts',
    'src/core/components/draftOffer.ts',
    'src/core/resources/params.ts',
    'src/core/resources/interruptedForm.ts',
    'src/core/resources/hooks/useReopenInterrupted.ts',
    'src/core/resources/hooks/useLookFromAddress.ts',
    'src/core/lookup/target.ts',
    'src/platform/**/*.ts',
    'src/contract/**/*.ts',
    'src/entries/**/*.ts',
    'src/features/dashboard/**/*.ts',
    'server/business/stats.ts',
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
