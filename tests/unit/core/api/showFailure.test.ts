import { afterEach, describe, expect, it, vi } from 'vitest';

const t = (key: string) => `t:${key}`;

afterEach(() => {
  vi.doUnmock('../../../../src/core/api/failureMessage.ts');
  vi.resetModules();
});

describe('showFailure: a failed call is always shown, whether its text rules load or not', () => {
  it('with the text rules: the catalogue’s text for the failure', async () => {
    const { showFailure } = await import('../../../../src/core/api/showFailure.ts');
    const shown: string[] = [];
    await showFailure({ kind: 'timeout' }, t, (text) => shown.push(text));
    expect(shown).toEqual(['t:errors.timeout']);
  });

  it('when the text rules cannot load (the connection may be what failed): the server’s own message', async () => {
    vi.doMock('../../../../src/core/api/failureMessage.ts', () => {
      throw new Error('chunk could not load');
    });
    const { showFailure } = await import('../../../../src/core/api/showFailure.ts');
    const shown: string[] = [];
    await showFailure({ kind: 'server', code: 'B0001', message: '余额不足' }, t, (text) => shown.push(text));
    await showFailure({ kind: 'timeout' }, t, (text) => shown.push(text));
    expect(shown).toEqual(['余额不足', 't:errors.timeout']);
  });
});
