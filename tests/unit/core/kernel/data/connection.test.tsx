// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiRead } from '../../../../../src/core/kernel/data/useRead.ts';
import { useConnection } from '../../../../../src/core/kernel/data/DataLayer.tsx';
import { withDataLayer } from '../../../support/dataLayer.tsx';

afterEach(cleanup);

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));

describe('offline and back: one banner state, every shown read asked again once', () => {
  it('the browser going offline says so; back online, each shown read asks once, and the state clears', async () => {
    const call = vi.fn(async () => ({ count: 4 }) as never);
    const wrapper = withDataLayer({ api: { call } });
    const { result } = renderHook(
      () => ({
        list: useApiRead({ url: '/api/business/user/list', params: { page: 1 } }),
        count: useApiRead({ url: '/api/business/withdrawal/pendingCount' }),
        connection: useConnection(),
      }),
      { wrapper },
    );
    // The calls are waited for, not slept for; a sleep stays only where nothing is to happen.
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(result.current.connection.offline).toBe(false);
    await act(async () => void dispatchEvent(new Event('offline')));
    expect(result.current.connection.offline).toBe(true);
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
    await act(async () => void dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(result.current.connection.offline).toBe(false));
    // Once each: two reads, two calls.
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(4));
    // A second "online" without an "offline" between changes nothing.
    await act(async () => void dispatchEvent(new Event('online')));
    await settle();
    expect(call).toHaveBeenCalledTimes(4);
  });
});
