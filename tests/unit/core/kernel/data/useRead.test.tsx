// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiRead } from '../../../../../src/core/kernel/data/useRead.ts';
import { writeChanges } from '../../../../../src/core/kernel/data/readKeys.ts';
import { withDataLayer } from '../../../support/dataLayer.tsx';

afterEach(cleanup);

describe('one data layer: identical reads in flight are shared', () => {
  it('the badge and the figure asking for pendingCount together make one call', async () => {
    const call = vi.fn(async () => ({ count: 4 }) as never);
    const wrapper = withDataLayer({ api: { call } });
    const { result } = renderHook(
      () => [
        useApiRead<{ count: number }>({ url: '/api/business/withdrawal/pendingCount' }),
        useApiRead<{ count: number }>({ url: '/api/business/withdrawal/pendingCount' }),
      ],
      { wrapper },
    );
    // Waited for, not slept for (beside the browsers 20 ms was too short).
    await vi.waitFor(() => expect(result.current.map((read) => read.data)).toEqual([{ count: 4 }, { count: 4 }]));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('reads of other calls are not shared', async () => {
    const call = vi.fn(async () => ({ count: 4 }) as never);
    const wrapper = withDataLayer({ api: { call } });
    renderHook(
      () => [useApiRead({ url: '/api/a/b/pendingCount' }), useApiRead({ url: '/api/a/b/list', params: { page: 2 } })],
      { wrapper },
    );
    // Waited for, not slept for: one call for each read.
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });
});

describe('a write invalidates the reads of its area', () => {
  it.each([
    ['POST', '/api/business/withdrawal/audit', '/api/business/withdrawal/pendingCount', true],
    ['DELETE', '/api/business/withdrawal', '/api/business/withdrawal/list', true],
    ['PUT', '/api/sys/menu', '/api/sys/menu/list', true],
    ['POST', '/api/business/withdrawal/audit', '/api/business/user/list', false],
    ['POST', '/api/business/withdrawal/audit', '/api/business/withdrawals/list', false],
    ['GET', '/api/business/withdrawal/list', '/api/business/withdrawal/list', false],
  ] as const)('%s %s changes %s: %s', (method, path, read, changed) => {
    expect(writeChanges(method, path, read)).toBe(changed);
  });
});
