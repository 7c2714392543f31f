// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

/** Something that is there only after `ms`: a wait for it fails when it gives up sooner. */
const after = (ms: number) => {
  const start = Date.now();
  return () => {
    if (Date.now() - start < ms) throw new Error(`not yet: ${Date.now() - start} ms`);
  };
};

describe('a unit test waits for what it expects as long as a loaded machine needs (tests/unit/support/patience.ts, set up for every file)', () => {
  it('vi.waitFor and Testing Library wait past their own 1 s default', async () => {
    await vi.waitFor(after(1200));
    await waitFor(after(1200));
  });

  it('not for ever, and a timeout a test names is kept', async () => {
    await expect(vi.waitFor(after(60_000), { timeout: 100 })).rejects.toThrow(/not yet/);
    await expect(vi.waitFor(after(60_000), 100)).rejects.toThrow(/not yet/);
  });
});
