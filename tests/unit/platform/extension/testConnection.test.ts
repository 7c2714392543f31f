// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConnection } from '../../../../src/platform/extension/testConnection.ts';

/** The options page's "Test connection": does this host speak the console's API? */
afterEach(() => vi.unstubAllGlobals());

function answering(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init ?? {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('testConnection', () => {
  it('calls the nav endpoint of that host without a session', async () => {
    const fetchMock = answering(() => json({ code: 500, msg: 'token无效' }, 200));
    await testConnection('https://api.example');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://api.example/api/sys/menu/nav');
    expect(new Headers(init?.headers).get('Token')).toBeNull();
  });

  it.each<[string, () => Response, unknown]>([
    [
      "the envelope of a session refusal (code 500 'token无效')",
      () => json({ code: 500, msg: 'token无效' }),
      { outcome: 'api' },
    ],
    ['an envelope with code 0', () => json({ code: 0, data: {} }), { outcome: 'api' }],
    [
      'a page that is not the API (200, HTML)',
      () => new Response('<html></html>', { status: 200 }),
      { outcome: 'not-api', status: 200 },
    ],
    ['JSON without an envelope', () => json({ hello: 'world' }), { outcome: 'not-api', status: 200 }],
    [
      'an HTTP error without an envelope',
      () => new Response('Not Found', { status: 404 }),
      { outcome: 'not-api', status: 404 },
    ],
    [
      'an HTTP error with an envelope and its message',
      () => json({ code: 'A0230', msg: 'token invalid' }, 401),
      { outcome: 'error', status: 401, message: 'token invalid' },
    ],
    [
      'an HTTP error with an envelope and no text message',
      () => json({ code: 'B0001', msg: 42 }, 500),
      { outcome: 'error', status: 500, message: null },
    ],
  ])('describes %s', async (_, reply, outcome) => {
    answering(reply);
    expect(await testConnection('https://api.example')).toStrictEqual(outcome);
  });

  it('a host that cannot be reached is unreachable', async () => {
    answering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await testConnection('https://api.example')).toStrictEqual({ outcome: 'unreachable' });
  });

  it('gives up after 10 seconds: a host that never answers is unreachable', async () => {
    vi.useFakeTimers();
    try {
      answering(
        (_, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const outcome = testConnection('https://api.example');
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toStrictEqual({ outcome: 'unreachable' });
    } finally {
      vi.useRealTimers();
    }
  });
});
