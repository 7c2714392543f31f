// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiRead } from '../../../../../src/core/kernel/data/useRead.ts';
import { useConnection } from '../../../../../src/core/kernel/data/DataLayer.tsx';
import { withDataLayer } from '../../../support/dataLayer.tsx';
import { observedApi } from '../../../support/observedApi.ts';
import { QueryClient } from '@tanstack/react-query';
import { watchConnection } from '../../../../../src/core/kernel/data/connection.ts';
import type { CallOutcome } from '../../../../../src/core/api/client.ts';

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

  it('once the browser has said it went offline, an answer does not end the offline state; its `online` does', () => {
    const { connection, answered } = watched();
    // A call failed on the way, the browser online: the next answer ends it.
    answered({ ok: false, failure: { kind: 'timeout' } });
    expect(connection.get().offline).toBe(true);
    answered({ ok: true });
    expect(connection.get().offline).toBe(false);
    dispatchEvent(new Event('offline'));
    expect(connection.get().offline).toBe(true);
    // An answer arrives all the same (one on its way, or through the extension's worker).
    answered({ ok: true });
    expect(connection.get().offline).toBe(true);
    dispatchEvent(new Event('online'));
    expect(connection.get().offline).toBe(false);
    // Back online, answers end a failure's offline state again.
    answered({ ok: false, failure: { kind: 'timeout' } });
    answered({ ok: true });
    expect(connection.get().offline).toBe(false);
    connection.stop();
  });

  it('offline from the start (an API on this machine, no network): the first answer ends it', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { connection, answered } = watched();
      expect(connection.get().offline).toBe(true);
      answered({ ok: true });
      expect(connection.get().offline).toBe(false);
      connection.stop();
    } finally {
      onLine.mockRestore();
    }
  });
});

function watched() {
  const { api, tell } = observedApi();
  const connection = watchConnection(api, new QueryClient());
  const answered = (outcome: CallOutcome) => tell({ method: 'GET', url: '/api/business/user/list' }, outcome);
  return { connection, answered };
}
