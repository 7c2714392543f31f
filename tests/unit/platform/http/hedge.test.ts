// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hedged, READ_HEDGE_AFTER_MS } from '../../../../src/platform/http/hedge.ts';
import { HttpGateway } from '../../../../src/platform/http/httpGateway.ts';
import type { TokenStore } from '../../../../src/platform/http/tokenStore.ts';
import type { ApiRequest, TransportReply } from '../../../../src/contract/platform.ts';
import { createApiClient } from '../../../../src/core/api/client.ts';
import { send } from '../../../../src/platform/http/transport.ts';

/**
 * A read with no answer after a while is asked again beside itself (src/platform/http/hedge.ts):
 * on a network that stalls one call in a while, the screen is fresh without waiting out the
 * request timeout. A write is never sent twice.
 */

const HOST = 'https://api.example';
const TOKEN = 'tok-5f1e9a7c0b2d4e6f';

const tokens: TokenStore = {
  get: async () => TOKEN,
  set: async () => undefined,
  clear: async () => false,
};

interface Call {
  url: string;
  method: string;
  token: string | null;
  cache: RequestCache | undefined;
  signal: AbortSignal;
  answer(body: unknown): void;
  fail(): void;
}

/** A server whose every answer the test gives by hand. */
function heldServer() {
  const calls: Call[] = [];
  const fetchImpl = ((input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        url: String(input),
        method: init.method ?? 'GET',
        token: new Headers(init.headers).get('token'),
        cache: init.cache,
        signal,
        answer: (body) =>
          resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
        fail: () => reject(new TypeError('connection reset')),
      });
    })) as typeof fetch;
  return { calls, fetchImpl };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
});

describe('a read with no answer after a while is asked again beside itself', () => {
  it('the second call’s answer is taken when the first stalls, and the first is aborted', async () => {
    vi.useFakeTimers();
    const server = heldServer();
    const gateway = new HttpGateway(tokens, { baseUrl: () => HOST, fetchImpl: server.fetchImpl });
    const reply = gateway.request({ method: 'GET', url: '/api/business/user/list', params: { page: 1 }, hedge: true });
    await vi.advanceTimersByTimeAsync(READ_HEDGE_AFTER_MS - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    const [first, second] = server.calls;
    expect(second!.url).toBe(first!.url);
    expect(second!.token).toBe(TOKEN);
    // Past the browser's cache, which would hold it until the first one's answer is in.
    expect([first!.cache, second!.cache]).toEqual([undefined, 'no-store']);
    second!.answer({ code: 0, data: { list: [], total: 0 }, msg: TOKEN });
    // Its answer, as any other: without the token it carried.
    expect(await reply).toEqual({
      ok: true,
      status: 200,
      body: { code: 0, data: { list: [], total: 0 }, msg: '[redacted]' },
    });
    expect(first!.signal.aborted).toBe(true);
  });

  it('an answer before the while is the only call; a write, the captcha or a read no screen shows is never asked twice', async () => {
    vi.useFakeTimers();
    const server = heldServer();
    const gateway = new HttpGateway(tokens, { baseUrl: () => HOST, fetchImpl: server.fetchImpl });
    const read = gateway.request({ method: 'GET', url: '/api/sys/nav', hedge: true });
    await vi.advanceTimersByTimeAsync(10);
    server.calls[0]!.answer({ code: 0, data: {} });
    await expect(read).resolves.toMatchObject({ ok: true });
    await vi.advanceTimersByTimeAsync(READ_HEDGE_AFTER_MS * 2);
    expect(server.calls).toHaveLength(1);

    for (const method of ['POST', 'PUT', 'DELETE'] as const)
      void gateway.request({ method, url: '/api/business/user', data: { id: 1 }, hedge: true });
    void gateway.request({
      method: 'GET',
      url: '/api/getCaptchaCode',
      params: { uuid: 'u' },
      responseType: 'image',
      hedge: true,
    });
    // An export's page: a read of its own, cancelled by a person rather than asked again.
    void gateway.request({ method: 'GET', url: '/api/business/user/list', params: { limit: 500 } });
    await vi.advanceTimersByTimeAsync(READ_HEDGE_AFTER_MS * 10);
    expect(server.calls.map((call) => call.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'GET', 'GET']);
  });
});

describe('hedged: which answer counts', () => {
  const ok = (body: unknown): TransportReply => ({ ok: true, status: 200, body });
  const down: TransportReply = { ok: false, kind: 'http', status: 503 };

  function pair() {
    const answers: ((reply: TransportReply) => void)[] = [];
    const signals: AbortSignal[] = [];
    const attempt = vi.fn(
      (signal: AbortSignal, _second: boolean) =>
        new Promise<TransportReply>((resolve) => {
          signals.push(signal);
          answers.push(resolve);
        }),
    );
    return { attempt, answers, signals };
  }

  it('a failure before the while is the answer at once: the retries are the data layer’s', async () => {
    vi.useFakeTimers();
    const { attempt, answers } = pair();
    const reply = hedged(attempt, 100);
    answers[0]!(down);
    await expect(reply).resolves.toEqual(down);
    await vi.advanceTimersByTimeAsync(500);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('the first answer after the second call started is the answer, a failure too (never held while the other may stall), and the other is aborted', async () => {
    vi.useFakeTimers();
    const { attempt, answers, signals } = pair();
    const reply = hedged(attempt, 100);
    await vi.advanceTimersByTimeAsync(100);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(attempt.mock.calls.map(([, second]) => second)).toEqual([false, true]);
    answers[1]!(down);
    await expect(reply).resolves.toEqual(down);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    answers[0]!(ok('late'));
    await settle();

    const again = pair();
    const first = hedged(again.attempt, 100);
    await vi.advanceTimersByTimeAsync(100);
    again.answers[0]!(ok('first'));
    await expect(first).resolves.toEqual(ok('first'));
    expect(again.signals[1]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(again.attempt).toHaveBeenCalledTimes(2);
  });

  it('a server refusal is an answer like any other (not a failure on the way)', async () => {
    vi.useFakeTimers();
    const { attempt, answers } = pair();
    const reply = hedged(attempt, 100);
    await vi.advanceTimersByTimeAsync(100);
    const refusal = ok({ code: 403, msg: 'no' });
    answers[0]!(refusal);
    await expect(reply).resolves.toEqual(refusal);
  });
});

describe('which reads are a screen’s', () => {
  it('the data layer’s reads (retried) ask for the hedge; other calls, and its writes, do not', async () => {
    const seen: ApiRequest[] = [];
    const api = createApiClient(
      {
        request: async (request: ApiRequest) => (
          seen.push(request),
          { ok: true, status: 200, body: { code: 0, data: 1 } }
        ),
      } as never,
      vi.fn(),
    );
    await api.call({ method: 'GET', url: '/api/business/user/list' }, { retried: true });
    await api.call({ method: 'POST', url: '/api/business/user', data: {} }, { retried: true });
    await api.call({ method: 'GET', url: '/api/business/user/list', params: { limit: 500 } });
    expect(seen.map((request) => request.hedge)).toEqual([true, undefined, undefined]);
  });
});

describe('a call the other of its pair has made needless', () => {
  it('a signal already aborted: the call ends as a failure on the way, its fetch given an aborted signal', async () => {
    const seen: AbortSignal[] = [];
    const fetchImpl = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push(init.signal!);
      throw new DOMException('aborted', 'AbortError');
    }) as typeof fetch;
    const controller = new AbortController();
    controller.abort();
    const reply = await send({ method: 'GET', url: '/api/x' }, null, {
      baseUrl: () => HOST,
      fetchImpl,
      signal: controller.signal,
    });
    expect(reply).toEqual({ ok: false, kind: 'network' });
    expect(seen[0]!.aborted).toBe(true);
  });
});
