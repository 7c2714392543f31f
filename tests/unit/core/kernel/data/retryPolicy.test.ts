import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Failure } from '../../../../../src/contract/envelope.ts';
import { createApiClient } from '../../../../../src/core/api/client.ts';
import { isTransportError, retryDelayMs, shouldRetryRead } from '../../../../../src/core/kernel/data/retryPolicy.ts';
import { createConsoleQueryClient } from '../../../../../src/core/kernel/data/queryClient.ts';
import type { TransportReply } from '../../../../../src/contract/platform.ts';

const error = (failure: Failure) => new ApiError(failure);

describe('reads recover by themselves: which failures are retried', () => {
  it.each<[string, Failure]>([
    ['no connection, a timeout or a reset', { kind: 'timeout' }],
    ['a gateway answering 502', { kind: 'server', code: null, message: null, status: 502 }],
    ['503', { kind: 'server', code: 'B0001', message: null, status: 503 }],
    ['504', { kind: 'server', code: null, message: null, status: 504 }],
  ])('%s is retried', (_, failure) => {
    expect(isTransportError(error(failure))).toBe(true);
    expect(shouldRetryRead(0, error(failure))).toBe(true);
    expect(shouldRetryRead(50, error(failure))).toBe(true);
  });

  it.each<[string, unknown]>([
    ["a business code (SPEC's B0001)", error({ kind: 'server', code: 'B0001', message: 'x' })],
    ['an HTTP 500 with the system error', error({ kind: 'server', code: null, message: null, status: 500 })],
    ['an HTTP 404', error({ kind: 'server', code: null, message: null, status: 404 })],
    ['an expired session (A0230, token无效)', error({ kind: 'expired' })],
    ['a redirect', error({ kind: 'redirect' })],
    ['a request that could not be built', error({ kind: 'setup' })],
    ['an error that is no API failure', new Error('bug')],
  ])('%s is never retried', (_, failure) => {
    expect(shouldRetryRead(0, failure)).toBe(false);
  });

  it('waits 1 s, 2 s, 4 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000, 30_000]);
  });
});

describe('reads recover by themselves: the query client retries a read on that schedule', () => {
  it('a read failing twice on the way answers on its third try, after 1 s and 2 s', async () => {
    vi.useFakeTimers();
    try {
      const client = createConsoleQueryClient();
      const tries: number[] = [];
      const read = vi.fn(async () => {
        tries.push(Date.now());
        if (tries.length <= 2) throw error({ kind: 'timeout' });
        return 'page 2';
      });
      const answer = client.fetchQuery({ queryKey: ['/api/x/list'], queryFn: read });
      await vi.advanceTimersByTimeAsync(3100);
      await expect(answer).resolves.toBe('page 2');
      expect(tries.slice(1).map((at, i) => at - tries[i]!)).toEqual([1000, 2000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused read is tried once', async () => {
    const client = createConsoleQueryClient();
    const read = vi.fn(async () => {
      throw error({ kind: 'server', code: 'B0001', message: null });
    });
    await expect(client.fetchQuery({ queryKey: ['/api/x/list'], queryFn: read })).rejects.toBeInstanceOf(ApiError);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('writes never run twice', () => {
  it('the data layer never retries a mutation', () => {
    expect(createConsoleQueryClient().getDefaultOptions().mutations?.retry).toBe(0);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'a %s whose connection dropped is sent once and fails',
    async (method) => {
      const request = vi.fn(async (): Promise<TransportReply> => ({ ok: false, kind: 'network' }));
      const api = createApiClient({ request } as never, vi.fn());
      await expect(api.call({ method, url: '/api/business/user', data: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
      expect(request).toHaveBeenCalledTimes(1);
    },
  );
});
