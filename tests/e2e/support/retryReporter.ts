import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Tests allowed a retry, each with why (the flake it has and where it is followed up): a title
 * path's tail as the list reporter prints it ("file.spec.ts › describe › test"). Every other test
 * is expected to pass the first time.
 */
export const KNOWN_FLAKY: readonly string[] = [];

/** "file.spec.ts › describe › test": the test's place without the project and the path's folders. */
export function testName(test: TestCase): string {
  const [, , file = '', ...titles] = test.titlePath();
  return [file.split('/').at(-1) ?? file, ...titles].join(' › ');
}

/**
 * Prints, at the end of a run, every test that needed a retry (its project, name, how each try
 * ended and the first failure's message), and fails the run when one of them is not on
 * KNOWN_FLAKY: a retry absorbs a slow moment, and a flake nobody is told of is a defect hidden.
 */
export default class RetryReporter implements Reporter {
  readonly #tries = new Map<TestCase, TestResult[]>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.#tries.set(test, [...(this.#tries.get(test) ?? []), result]);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const retried = [...this.#tries].filter(([, tries]) => tries.length > 1);
    if (retried.length === 0) return undefined;
    const unexpected: string[] = [];
    console.log(`\n${retried.length} test(s) needed a retry:`);
    for (const [test, tries] of retried) {
      const name = testName(test);
      const known = KNOWN_FLAKY.includes(name);
      if (!known) unexpected.push(name);
      const project = test.parent.project()?.name ?? '?';
      const first = tries.find((t) => t.status !== 'passed' && t.status !== 'skipped');
      const why = (first?.error?.message ?? '')
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
        .split('\n')[0]
        ?.slice(0, 200);
      console.log(`  [${project}] ${name}: ${tries.map((t) => t.status).join(' → ')}${known ? ' (known flaky)' : ''}`);
      if (why) console.log(`      first failure: ${why}`);
    }
    if (unexpected.length === 0 || result.status !== 'passed') return undefined;
    console.error(`\nRetried but not on the known-flaky list (tests/e2e/support/retryReporter.ts): the run fails.`);
    return { status: 'failed' };
  }

  printsToStdio(): boolean {
    return false;
  }
}
