import type { Reporter, TestModule } from 'vitest/node';

type Task = {
  type: string;
  name: string;
  mode: string;
  tasks?: Task[];
  result?: { state?: string; errors?: unknown[] };
};

/**
 * For mutation testing only (vitest.mutation.config.ts). Stryker's vitest runner builds each
 * mutant's result from the tests it collected, and a test file that fails to load (its import
 * throws) collects none, so a mutant that breaks a module as it loads is counted as survived
 * (stryker-js#6150). This reporter gives such a file one failed test carrying the load error, so
 * the mutant counts as killed, and a dry run with a file that cannot load fails loudly instead of
 * leaving its code uncovered.
 */
export class LoadFailureReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    for (const module of testModules) {
      // The runner's own record of the file, which Stryker's runner reads back.
      const file = (module as unknown as { task: Task & { tasks: Task[] } }).task;
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push({
        type: 'test',
        name: 'the test file loads',
        mode: 'run',
        result: { state: 'fail', errors: file.result.errors ?? [{ message: 'the test file failed to load' }] },
        ...{ file, suite: file, meta: {} },
      } as Task);
    }
  }
}
