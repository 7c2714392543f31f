// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiRead } from '../../../../../src/core/kernel/data/useRead.ts';
import { useConnection } from '../../../../../src/core/kernel/data/DataLayer.tsx';
import { withDataLayer } from '../../../support/dataLayer.tsx';
import { QueryClient } from '@tanstack/react-query';
import { watchConnection } from '../../../../../src/core/kernel/data/connection.ts';
import type { ApiClient, CallObserver } from '../../../../../src/core/api/client.ts';

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

  it('while the browser says it is offline, an answer does not end the offline state; its `online` does', () => {
    let observer: CallObserver = () => undefined;
    const api: ApiClient = {
      call: vi.fn(),
      observe: (o) => {
        observer = o;
        return () => undefined;
      },
    };
    const connection = watchConnection(api, new QueryClient());
    const answered = () => observer({ method: 'GET', url: '/api/business/withdrawal/pendingCount' }, { ok: true });
    // A call failed on the way, the browser online: the next answer ends it.
    observer({ method: 'GET', url: '/api/business/user/list' }, { ok: false, failure: { kind: 'timeout' } });
    expect(connection.get().offline).toBe(true);
    answered();
    expect(connection.get().offline).toBe(false);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      dispatchEvent(new Event('offline'));
      expect(connection.get().offline).toBe(true);
      // An answer arrives all the same (one on its way, or through the extension's worker).
      answered();
      expect(connection.get().offline).toBe(true);
    } finally {
      onLine.mockRestore();
    }
    dispatchEvent(new Event('online'));
    expect(connection.get().offline).toBe(false);
    connection.stop();
  });
});
