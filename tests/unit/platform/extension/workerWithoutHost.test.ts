// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The worker's modules read the extension APIs through the polyfill; these tests give them fakes.
vi.mock('webextension-polyfill', () => ({ default: {} }));

const { testWorker, TEST_EXTENSION_ID: ID, TEST_EXTENSION_ORIGIN: ORIGIN } = await import('./testWorker.ts');

const PANEL = { id: ID, url: `${ORIGIN}src/platform/extension/sidepanel.html` };
const REFUSED = { ok: false, kind: 'setup' };

/** A worker of a store package without a built-in host: storage holds the only host there is. */
function setup() {
  const sent: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    sent.push(String(input));
    return new Response(JSON.stringify({ code: 0, data: { token: 't'.repeat(40) }, msg: 'success' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const { worker, local } = testWorker({
    fetchImpl,
    apiBase: (local) => ({
      get: async () => ((await local.get('api-base'))['api-base'] as string | undefined) ?? null,
      invalidate: vi.fn(),
    }),
  });
  return { worker, sent, local };
}

const SIGN_IN = {
  type: 'session.signIn',
  request: { kind: 'password', payload: { userName: 'admin', password: 'admin123', uuid: 'u', captcha: 'c' } },
  remember: true,
};

describe('worker — no API host: nothing is sent until one is set', () => {
  // As in the worker, a relative address would resolve against the extension's own origin.
  beforeEach(() => vi.stubGlobal('location', new URL(ORIGIN)));
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a sign-in and every proxied call without sending anything', async () => {
    const { worker, sent } = setup();
    expect(await worker.onMessage(SIGN_IN, PANEL)).toEqual(REFUSED);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
      expect(
        await worker.onMessage({ type: 'api.request', request: { method, url: '/api/sys/menu/nav' } }, PANEL),
      ).toEqual(REFUSED);
    expect(await worker.onMessage({ type: 'session.has' }, PANEL)).toBe(false);
    expect(await worker.onMessage({ type: 'session.signOut' }, PANEL)).toMatchObject({ ok: true });
    await worker.refreshBadge();
    expect(sent).toEqual([]);
  });

  it('a host set on the options page is used from then on', async () => {
    const { worker, sent, local } = setup();
    expect(await worker.onMessage({ type: 'config.setHost', host: 'https://api.example.com' }, PANEL)).toEqual({
      ok: true,
      origin: 'https://api.example.com',
      sessionEnded: false,
    });
    expect(local.items.get('api-base')).toBe('https://api.example.com');
    expect(await worker.onMessage(SIGN_IN, PANEL)).toMatchObject({ ok: true, body: { code: 0 } });
    expect(sent[0]).toBe('https://api.example.com/api/sys/login');
    expect(sent.every((url) => url.startsWith('https://api.example.com/'))).toBe(true);
  });
});
