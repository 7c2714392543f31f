import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { LoadFailureReporter } from '../../support/loadFailureReporter.ts';

const moduleOf = (task: object) => ({ task }) as unknown as TestModule;

describe('mutation testing: a test file that cannot load counts as a failed test', () => {
  it('gives a file that failed with no tests one failed test carrying its load error', () => {
    const file = { tasks: [] as object[], result: { state: 'fail', errors: [{ message: 'boom on import' }] } };
    new LoadFailureReporter().onTestRunEnd([moduleOf(file)]);
    expect(file.tasks).toHaveLength(1);
    expect(file.tasks[0]).toMatchObject({
      type: 'test',
      mode: 'run',
      result: { state: 'fail', errors: [{ message: 'boom on import' }] },
      file,
      suite: file,
    });
  });

  it('leaves files that loaded as they are, whether their tests passed or failed', () => {
    const passed = { tasks: [] as object[], result: { state: 'pass' } };
    const failedTest = { tasks: [{ type: 'test' }], result: { state: 'fail' } };
    new LoadFailureReporter().onTestRunEnd([moduleOf(passed), moduleOf(failedTest)]);
    expect(passed.tasks).toEqual([]);
    expect(failedTest.tasks).toEqual([{ type: 'test' }]);
  });

  it('a load failure without errors still fails with a message', () => {
    const file = { tasks: [] as { result: { errors: unknown[] } }[], result: { state: 'fail' } };
    new LoadFailureReporter().onTestRunEnd([moduleOf(file)]);
    expect(file.tasks[0]!.result.errors).toEqual([{ message: 'the test file failed to load' }]);
  });
});
