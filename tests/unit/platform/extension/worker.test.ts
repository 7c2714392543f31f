// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// The worker's modules read the extension APIs through the polyfill; these tests give them fakes.
vi.mock('webextension-polyfill', () => ({ default: {} }));

const { createWorker, SESSION_END_KEY } = await import('../../../../src/platform/extension/worker.ts');
const { createSealedTokenStore } = await import('../../../../src/platform/extension/sealedTokenStore.ts');
const { HttpGateway } = await import('../../../../src/platform/http/httpGateway.ts');
const { memoryArea } = await import('./memoryArea.ts');
const { createCallLog } = await import('../../../../src/platform/http/callLog.ts');
const { pendingLookups } = await import('../../../../src/platform/extension/supportDesk.ts');
import type { WorkerBroadcast } from '../../../../src/platform/extension/protocol.ts';

const TOKEN = 'c0ffee'.repeat(10) + 'beef';
const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}/`;
const PANEL = { id: ID, url: `${ORIGIN}src/platform/extension/sidepanel.html` };

type Seen = { url: string; headers: Headers; body: unknown };

function setup(options: { access?: boolean } = {}) {
  const local = memoryArea();
  const session = memoryArea();
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const tokens = createSealedTokenStore({ key: 'admin-token', durable: local, session, sealingKey: () => key });
  let host = 'https://a.example';
  const seen: Seen[] = [];
  let answer: (s: Seen) => unknown = (s) =>
    s.url.includes('/api/sys/login') ? { code: 0, data: { token: TOKEN }, msg: 'success' } : { code: 0, data: {} };
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const s = { url: String(input), headers: new Headers(init?.headers), body: init?.body };
    seen.push(s);
    return new Response(JSON.stringify(answer(s)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  // As in the worker: storage holds the host; `host` stands for the build default.
  const apiBase = {
    get: async () => ((await local.get('api-base'))['api-base'] as string | undefined) ?? host,
    invalidate: vi.fn(),
  };
  const gateway = new HttpGateway(tokens, { baseUrl: () => apiBase.get(), fetchImpl });
  const broadcasts: WorkerBroadcast[] = [];
  const log = createCallLog();
  const badges: (number | null)[] = [];
  const worker = createWorker({
    gateway,
    tokens,
    apiBase,
    local,
    session,
    hasAccess: async () => options.access ?? true,
    testConnection: async () => ({ outcome: 'api' }),
    broadcast: (message) => broadcasts.push(message),
    log,
    lookups: pendingLookups(session),
    badge: {
      show: async (count) => {
        badges.push(count);
      },
    },
    extensionId: ID,
    extensionOrigin: ORIGIN,
  });
  const useHost = (next: string) => {
    host = next;
  };
  const signIn = () =>
    worker.onMessage(
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 'admin', password: 'admin123' } },
        remember: true,
      },
      PANEL,
    );
  return {
    worker,
    seen,
    broadcasts,
    log,
    badges,
    local,
    session,
    signIn,
    useHost,
    setAnswer: (a: typeof answer) => (answer = a),
  };
}

describe("worker — only the extension's own pages are answered", () => {
  it.each([
    ['a content script in a web page', { id: ID, url: 'https://evil.example/', tab: { id: 1 } }],
    [
      'another extension',
      { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/x.html' },
    ],
    ['a page that claims our id from a look-alike origin', { id: ID, url: `chrome-extension://${ID}.evil/x.html` }],
    ['a sender without a url', { id: ID }],
    ['nobody', {}],
  ])('refuses %s', async (_name, sender) => {
    const { worker, signIn } = setup();
    await signIn();
    expect(worker.onMessage({ type: 'session.has' }, sender)).toBeUndefined();
    expect(
      worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } }, sender),
    ).toBeUndefined();
  });

  it('refuses malformed and unknown requests from its own pages', () => {
    const { worker } = setup();
    for (const message of [
      null,
      'session.has',
      { type: 'session.getToken' },
      { type: 'config.setHost', host: 42 },
      { type: 'api.request', request: { method: 'GET', url: 'https://evil.example/' } },
    ]) {
      expect(worker.onMessage(message, PANEL)).toBeUndefined();
    }
  });
});

describe('worker — custody: no answer carries the token', () => {
  it('sign-in answers the outcome, and the token is then sent on calls to the same host', async () => {
    const { worker, seen, signIn, broadcasts } = setup();
    const reply = await signIn();
    expect(JSON.stringify(reply)).not.toContain(TOKEN);
    expect(reply).toEqual({ ok: true, status: 200, body: { code: 0, data: {}, msg: 'success' } });
    expect(broadcasts.filter((b) => b.type === 'session.changed')).toEqual([
      { type: 'session.changed', hasSession: true },
    ]);
    await worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } }, PANEL);
    expect(seen.at(-1)!.headers.get('Token')).toBe(TOKEN);
  });

  it.each(['/api/sys/login', '/api/sys/loginBySms', '/api/sys/exit', '/api/sys//login/', '/api/sys/%6Cogin'])(
    'a proxied %s is refused before it is sent',
    async (url) => {
      const { worker, seen, signIn } = setup();
      await signIn();
      const before = seen.length;
      const reply = await worker.onMessage(
        { type: 'api.request', request: { method: 'POST', url, data: { userName: 'admin', password: 'admin123' } } },
        PANEL,
      );
      expect(reply).toEqual({ ok: false, kind: 'setup' });
      expect(seen.length).toBe(before);
    },
  );

  it('takes the token out of every reply it relays', async () => {
    const { worker, signIn, setAnswer } = setup();
    await signIn();
    setAnswer(() => ({
      code: 0,
      data: { token: TOKEN, echo: `Token: ${TOKEN}`, list: [{ Token: TOKEN }] },
      msg: TOKEN,
    }));
    const reply = await worker.onMessage(
      { type: 'api.request', request: { method: 'GET', url: '/api/sys/user/info' } },
      PANEL,
    );
    expect(JSON.stringify(reply)).not.toContain(TOKEN);
    expect(reply).toMatchObject({ ok: true, body: { code: 0, data: { echo: 'Token: [redacted]', list: [{}] } } });
    const signOut = await (setAnswer(() => ({ code: 0, data: { bye: TOKEN } })),
    worker.onMessage({ type: 'session.signOut' }, PANEL));
    expect(JSON.stringify(signOut)).not.toContain(TOKEN);
  });

  it('a refused sign-in whose body carries a token passes on no token and keeps no session', async () => {
    const { worker, signIn, setAnswer } = setup();
    setAnswer(() => ({ code: 'A0210', msg: 'wrong', data: { token: TOKEN } }));
    const reply = await signIn();
    expect(JSON.stringify(reply)).not.toContain(TOKEN);
    expect(await worker.onMessage({ type: 'session.has' }, PANEL)).toBe(false);
  });
});

describe('worker — the session is bound to the host that issued it', () => {
  it('setting another host on the options page ends the session first, says why, and the new host never sees the token', async () => {
    const { worker, seen, signIn, broadcasts, session } = setup();
    await signIn();
    const outcome = await worker.onMessage({ type: 'config.setHost', host: 'https://b.example/' }, PANEL);
    expect(outcome).toEqual({ ok: true, origin: 'https://b.example', sessionEnded: true });
    expect(broadcasts.at(-1)).toEqual({ type: 'session.changed', hasSession: false, reason: 'host-changed' });
    expect(session.items.get(SESSION_END_KEY)).toBe('host-changed');
    expect(await worker.onMessage({ type: 'session.endReason' }, PANEL)).toBe('host-changed');
    await worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/list' } }, PANEL);
    expect(seen.at(-1)!.url).toBe('https://b.example/api/sys/menu/list');
    expect(seen.filter((s) => s.url.startsWith('https://b.example')).every((s) => !s.headers.has('Token'))).toBe(true);
    // Signing in again forgets the reason.
    await signIn();
    expect(await worker.onMessage({ type: 'session.endReason' }, PANEL)).toBeNull();
  });

  it('saving the same host keeps the session', async () => {
    const { worker, signIn } = setup();
    await signIn();
    expect(await worker.onMessage({ type: 'config.setHost', host: 'https://a.example' }, PANEL)).toEqual({
      ok: true,
      origin: 'https://a.example',
      sessionEnded: false,
    });
    expect(await worker.onMessage({ type: 'session.has' }, PANEL)).toBe(true);
  });

  it('a host written to storage by anyone else ends the session too', async () => {
    const { worker, signIn, broadcasts, useHost } = setup();
    await signIn();
    useHost('https://c.example');
    await worker.hostChanged('https://a.example', 'https://c.example');
    expect(broadcasts.at(-1)).toEqual({ type: 'session.changed', hasSession: false, reason: 'host-changed' });
  });

  it('plain http for a remote host is refused with the reason, and so is a host without access', async () => {
    const { worker, signIn, local } = setup();
    await signIn();
    expect(await worker.onMessage({ type: 'config.setHost', host: 'http://api.example.com' }, PANEL)).toEqual({
      ok: false,
      reason: 'https-required',
    });
    expect(await worker.onMessage({ type: 'config.setHost', host: 'https://x/path' }, PANEL)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(local.items.has('api-base')).toBe(false);
    expect(await worker.onMessage({ type: 'session.has' }, PANEL)).toBe(true);
    const denied = setup({ access: false });
    expect(await denied.worker.onMessage({ type: 'config.setHost', host: 'https://b.example' }, PANEL)).toEqual({
      ok: false,
      reason: 'no-access',
    });
  });
});
