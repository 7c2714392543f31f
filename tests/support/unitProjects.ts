import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The unit test files that may share one module registry per worker (Vitest's `isolate: false`),
 * and the others. Isolating every file (a fresh registry, and for a DOM file a fresh DOM) cost the
 * unit tests 149 processor-seconds of a run, sharing them all 46 (2026-11-28), but 132 tests in 11
 * files failed on state another file had left: stubbed globals, mocked modules, a module's own
 * state set up by a mock. Each of those files says so in its text, which is what is read here: a
 * file with a DOM, or one that mocks, stubs, spies, fakes the clock, resets modules or touches
 * `globalThis` or `process.env`, runs alone; the rest (pure rules, the reference server over its
 * own port) share.
 */
const NEEDS_ITS_OWN =
  /@vitest-environment jsdom|\bvi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules|hoisted)\b|\bglobalThis\b|\bprocess\.env\b/;

/** Every unit test file (`*.test.ts`, `*.test.tsx`) under `dir`. */
export function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The unit test files of `root`, split: `shared` may share a registry, `isolated` may not. */
export function unitProjects(root: string): { shared: string[]; isolated: string[] } {
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const file of testFiles(join(root, 'tests/unit'))) {
    (NEEDS_ITS_OWN.test(readFileSync(file, 'utf8')) ? isolated : shared).push(relative(root, file));
  }
  return { shared, isolated };
}
