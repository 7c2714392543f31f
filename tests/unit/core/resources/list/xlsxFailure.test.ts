import { describe, expect, it, vi } from 'vitest';
import type * as Fflate from 'fflate';

// The zip library reporting an error (it never does for what toXlsx gives it): the workbook is refused, not half made.
vi.mock('fflate', async (original) => ({
  ...(await original<typeof Fflate>()),
  Zip: class {
    constructor(private readonly ondata: (error: Error | null, data: Uint8Array, final: boolean) => void) {}
    add(file: { ondata: unknown }): void {
      file.ondata = () => undefined;
    }
    end(): void {
      this.ondata(null, new Uint8Array(1), false);
      this.ondata(new Error('zip failed'), new Uint8Array(0), true);
    }
  },
}));

describe('toXlsx', () => {
  it('rejects when the zip library reports an error', async () => {
    const { toXlsx } = await import('../../../../../src/core/resources/list/xlsx.ts');
    await expect(toXlsx('s', ['a'], [[1]])).rejects.toThrow('zip failed');
  });
});
