import { readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfigEnv, ViteUserConfig } from 'vitest/config';
import base from './vite.config.ts';
import { LoadFailureReporter } from './tests/support/loadFailureReporter.ts';
import { testFiles } from './tests/support/unitProjects.ts';

/**
 * The unit tests that mutation testing runs (`npm run mutate`, stryker.config.mjs): every unit test
 * file that imports code from the mutated folders. Stryker runs all of them for each mutant of
 * module-level code, so leaving out the tests of unrelated screens keeps that affordable.
 */
export const MUTATED_FOLDERS = new RegExp(
  [
    String.raw`src/(?:core/(?:api|session|routes|permission|config|resources/list)|platform|contract|entries|features/dashboard)/`,
    // Single files: the unsaved-changes guard, the drafts in a form, reopening an interrupted form, the
    // record an address names, what reaches the API from a list's address, the lookup's targets.
    String.raw`src/core/kernel/unsaved\.ts`,
    String.raw`src/core/components/(?:useDraft|draftOffer)\.ts`,
    String.raw`src/core/resources/(?:params|interruptedForm|hooks/useReopenInterrupted|hooks/useLookFromAddress)\.ts`,
    String.raw`src/core/lookup/target\.ts`,
    String.raw`server/business/stats\.ts`,
  ].join('|'),
);

const here = fileURLToPath(new URL('.', import.meta.url));

export function mutationTests(): string[] {
  return testFiles(join(here, 'tests/unit'))
    .filter((file) => MUTATED_FOLDERS.test(readFileSync(file, 'utf8')))
    .map((file) => relative(here, file));
}

export default (env: ConfigEnv): ViteUserConfig => {
  const config = (base as unknown as (env: ConfigEnv) => ViteUserConfig)(env);
  return {
    ...config,
    // Stryker runs the tests in a copy of the project whose node_modules links to this one: files
    // read from there (icon outlines) lie outside the copy, and Vite must be allowed to serve them.
    server: {
      ...config.server,
      fs: {
        ...config.server?.fs,
        allow: [...(config.server?.fs?.allow ?? [here]), realpathSync(join(here, 'node_modules'))],
      },
    },
    // One project of the files mutation reaches, each file alone (the split of vite.config.ts aside).
    test: {
      ...config.test,
      projects: undefined,
      include: mutationTests(),
      reporters: ['default', new LoadFailureReporter()],
    },
  };
};
