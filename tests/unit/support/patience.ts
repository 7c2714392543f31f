import { vi } from 'vitest';

/**
 * How long a test waits for something to happen before it fails: 10 s, not the 1 s that
 * `vi.waitFor` and Testing Library wait by default. `npm test` runs the unit tests beside the
 * browsers on two cores, where they run about four times slower than alone (544 s against 144 s
 * on 2026-11-28), and something a test waits for 300 ms here took longer than a second there. A
 * wait ends as soon as what it waits for is there; how fast it got there is the bench's question.
 * A call that names its own timeout keeps it.
 */
const PATIENCE_MS = 10_000;

const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: PATIENCE_MS, ...options })) as typeof vi.waitFor;

// Testing Library, in the files that have a DOM (its waitFor, findBy…).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: PATIENCE_MS });
}
