import { ImportProblem } from '../../../../../src/core/resources/import/limits.ts';

/** The ImportProblem `run` throws (any other error is thrown on; none at all fails the test). */
export async function problemOf(run: () => unknown): Promise<ImportProblem> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('no problem');
}
