// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// The worker's modules read the extension APIs through the polyfill; these tests give them fakes.
vi.mock('webextension-polyfill', () => ({ default: {} }));

const { SESSION_END_KEY } = await import('../../../../src/platform/extension/worker.ts');
const { createCallLog } = await import('../../../../src/platform/http/callLog.ts');
const { testWorker, TEST_EXTENSION_ID: ID, TEST_EXTENSION_ORIGIN: ORIGIN } = await import('./testWorker.ts');
import type { WorkerBroadcast, WorkerRequest } from '../../../../src/platform/extension/protocol.ts';
import type { CallLog } from '../../../../src/platform/http/callLog.ts';

const TOKEN = 'c0ffee'.repeat(10) + 'beef';
const PANEL = { id: ID, url: `${ORIGIN}src/platform/extension/sidepanel.html` };

type Seen = { method: string | undefined; url: string; headers: Headers; body: unknown };

function setup(options: { access?: boolean } = {}) {
  let host = 'https://a.example';
  const seen: Seen[] = [];
  let answer: (s: Seen) => unknown = (s) =>
    s.url.includes('/api/sys/login') ? { code: 0, data: { token: TOKEN }, msg: 'success' } : { code: 0, data: {} };
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const s = { method: init?.method, url: String(input), headers: new Headers(init?.headers), body: init?.body };
    seen.push(s);
    return new Response(JSON.stringify(await answer(s)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const broadcasts: WorkerBroadcast[] = [];
  const log = createCallLog();
  const badges: (number | null)[] = [];
  const { worker, local, session } = testWorker({
    fetchImpl,
    // As in the worker: storage holds the host; `host` stands for the build default.
    apiBase: (local) => ({
      get: async () => ((await local.get('api-base'))['api-base'] as string | undefined) ?? host,
      invalidate: vi.fn(),
    }),
    deps: {
      hasAccess: async () => options.access ?? true,
      broadcast: (message) => broadcasts.push(message),
      log,
      badge: {
        show: async (count) => {
          badges.push(count);
        },
      },
    },
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

describe('worker — a hostile server or a session that changes while a call is in flight', () => {
  it('a call in flight when the page signs out: the token it sent, echoed later, reaches no page', async () => {
    const { worker, signIn, setAnswer, seen } = setup();
    await signIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetched = seen.length;
    setAnswer(async (s) => {
      if (!s.url.includes('/user/info')) return { code: 0, data: null };
      await gate;
      return { code: 0, data: { echo: `you sent ${s.headers.get('Token')}` } };
    });
    const slow = worker.onMessage(
      { type: 'api.request', request: { method: 'GET', url: '/api/sys/user/info' } },
      PANEL,
    ) as Promise<unknown>;
    await vi.waitFor(() => expect(seen.length).toBe(fetched + 1));
    await worker.onMessage({ type: 'session.signOut' }, PANEL);
    expect(await worker.onMessage({ type: 'session.has' }, PANEL)).toBe(false);
    release();
    const reply = await slow;
    expect(JSON.stringify(reply)).not.toContain(TOKEN);
    expect(reply).toMatchObject({ body: { data: { echo: 'you sent [redacted]' } } });
    await vi.waitFor(async () => expect((await worker.handle({ type: 'log.list' })) as unknown[]).not.toHaveLength(0));
    expect(JSON.stringify(await worker.handle({ type: 'log.list' }))).not.toContain(TOKEN);
  });

  it('a page asking for any path but the captcha as an image is refused, and nothing is sent', async () => {
    const { worker, signIn, seen } = setup();
    await signIn();
    const before = seen.length;
    const reply = await worker.onMessage(
      { type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav', responseType: 'image' } },
      PANEL,
    );
    expect(reply).toEqual({ ok: false, kind: 'setup' });
    expect(seen).toHaveLength(before);
  });
});

describe('worker — the session is bound to the host that issued it', () => {
  it('setting another host on the options page ends the session first, says why, and the new host never sees the token', async () => {
    const { worker, seen, signIn, broadcasts, session } = setup();
    await signIn();
    const outcome = await worker.onMessage({ type: 'config.setHost', host: 'https://b.example/' }, PANEL);
    expect(outcome).toEqual({ ok: true, origin: 'https://b.example', sessionEnded: true });
    expect(broadcasts.filter((b) => b.type === 'session.changed').at(-1)).toEqual({
      type: 'session.changed',
      hasSession: false,
      reason: 'host-changed',
    });
    expect(session.items.get(SESSION_END_KEY)).toBe('host-changed');
    expect(await worker.onMessage({ type: 'session.endReason' }, PANEL)).toBe('host-changed');
    await worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/list' } }, PANEL);
    expect(seen.at(-1)!.url).toBe('https://b.example/api/sys/menu/list');
    expect(seen.filter((s) => s.url.startsWith('https://b.example')).every((s) => !s.headers.has('Token'))).toBe(true);
    // Signing in again forgets the reason.
    await signIn();
    expect(await worker.onMessage({ type: 'session.endReason' }, PANEL)).toBeNull();
  });

  it('a page that writes another host itself: a call reaching the worker before it hears of the change ends the session and says why, once', async () => {
    const { worker, seen, signIn, broadcasts, local, session } = setup();
    await signIn();
    // Written by a page, not by setHost: storage.onChanged has not reached hostChanged yet.
    await local.set({ 'api-base': 'https://b.example' });
    await worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/list' } }, PANEL);
    const ends = () => broadcasts.filter((b) => b.type === 'session.changed' && !b.hasSession);
    expect(ends()).toEqual([{ type: 'session.changed', hasSession: false, reason: 'host-changed' }]);
    await vi.waitFor(() => expect(session.items.get(SESSION_END_KEY)).toBe('host-changed'));
    await vi.waitFor(() => expect(seen.some((s) => s.url.startsWith('https://a.example/api/sys/exit'))).toBe(true));
    expect(seen.filter((s) => s.url.startsWith('https://b.example')).every((s) => !s.headers.has('Token'))).toBe(true);
    // Then the change event arrives: nothing more to end, nothing announced twice.
    await worker.hostChanged('https://a.example', 'https://b.example');
    expect(ends()).toHaveLength(1);
    expect(await worker.onMessage({ type: 'session.endReason' }, PANEL)).toBe('host-changed');
  });

  it('setting another host signs the old session out at the old host first (revoked, not only forgotten)', async () => {
    const { worker, seen, signIn, setAnswer, local } = setup();
    await signIn();
    const hostWhenRevoked: unknown[] = [];
    setAnswer((s) => {
      if (s.url.includes('/api/sys/exit')) hostWhenRevoked.push(local.items.get('api-base'));
      return { code: 0, data: null };
    });
    await worker.onMessage({ type: 'config.setHost', host: 'https://b.example' }, PANEL);
    const exits = seen.filter((s) => s.url.includes('/api/sys/exit'));
    expect(exits.map((s) => [s.url, s.headers.get('Token')])).toEqual([
      [`https://a.example/api/sys/exit?Token=${TOKEN}`, TOKEN],
    ]);
    // Before the new host was written: nothing could reach it with the old token meanwhile.
    expect(hostWhenRevoked).toEqual([undefined]);
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
    const { worker, signIn, broadcasts, useHost, seen } = setup();
    await signIn();
    useHost('https://c.example');
    await worker.hostChanged('https://a.example', 'https://c.example');
    expect(broadcasts.filter((b) => b.type === 'session.changed').at(-1)).toEqual({
      type: 'session.changed',
      hasSession: false,
      reason: 'host-changed',
    });
    // Signed out where it was issued, though the host in storage is already the new one.
    expect(seen.filter((s) => s.url.includes('/api/sys/exit')).map((s) => s.url)).toEqual([
      `https://a.example/api/sys/exit?Token=${TOKEN}`,
    ]);
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

/** The calls the worker's log holds once it holds `count` (recording does not hold up the answer). */
async function loggedCalls(log: CallLog, count: number) {
  await vi.waitFor(async () => expect(await log.list()).toHaveLength(count));
  return log.list();
}

/** Signs in and waits for the badge count that the new session starts. */
async function signedIn(s: ReturnType<typeof setup>) {
  await s.signIn();
  await vi.waitFor(() => expect(s.badges.length).toBeGreaterThan(0));
  await loggedCalls(s.log, 1);
}

const PENDING = '/api/business/withdrawal/pendingCount';

describe('worker — the request log of the calls it relays', () => {
  it('records a relayed request redacted, without the token', async () => {
    const s = setup();
    await signedIn(s);
    s.setAnswer(() => ({
      code: 0,
      data: { token: TOKEN, echo: `Token: ${TOKEN}`, list: [{ Token: TOKEN }] },
      msg: `hello ${TOKEN}`,
    }));
    await s.worker.onMessage(
      {
        type: 'api.request',
        request: {
          method: 'PUT',
          url: '/api/sys/user/changePs',
          data: { password: 'S3cret-pw-1', newPassword: 'S3cret-pw-2' },
        },
      },
      PANEL,
    );
    const calls = await loggedCalls(s.log, 2);
    const text = JSON.stringify(calls);
    for (const secret of [TOKEN, 'S3cret-pw-1', 'S3cret-pw-2', 'admin123']) expect(text).not.toContain(secret);
    expect(calls[1]).toMatchObject({
      id: 2,
      method: 'PUT',
      path: '/api/sys/user/changePs',
      outcome: 'ok',
      status: 200,
      code: 0,
      msg: 'hello [redacted]',
      request: { data: { password: '[redacted]', newPassword: '[redacted]' } },
      reply: { data: { echo: 'Token: [redacted]' } },
    });
  });

  it('records a refused session-path request as a request that could not be made (setup)', async () => {
    const s = setup();
    await signedIn(s);
    const reply = await s.worker.onMessage(
      {
        type: 'api.request',
        request: { method: 'POST', url: '/api/sys/login', data: { userName: 'admin', password: 'S3cret-pw-1' } },
      },
      PANEL,
    );
    expect(reply).toEqual({ ok: false, kind: 'setup' });
    const calls = await loggedCalls(s.log, 2);
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/sys/login',
      outcome: 'setup',
      request: { data: { userName: 'admin', password: '[redacted]' } },
    });
    expect(calls[1]).not.toHaveProperty('reply');
    expect(calls[1]).not.toHaveProperty('status');
    expect(JSON.stringify(calls)).not.toContain('S3cret-pw-1');
  });

  it('records sign-in with the password and the captcha answer redacted; the sign-out empties the log (the request log is the session’s)', async () => {
    const s = setup();
    await s.worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/before' } }, PANEL);
    await loggedCalls(s.log, 1);
    await s.worker.onMessage(
      {
        type: 'session.signIn',
        request: {
          kind: 'password',
          payload: { userName: 'admin', password: 'S3cret-pw-1', uuid: 'u-1', captcha: 'k7Qz' },
        },
        remember: false,
      },
      PANEL,
    );
    // The sign-in that opened the session is the first call kept: what came before is gone.
    const calls = await loggedCalls(s.log, 1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/sys/login',
      outcome: 'ok',
      code: 0,
      request: { data: { userName: 'admin', password: '[redacted]', uuid: 'u-1', captcha: '[redacted]' } },
    });
    const text = JSON.stringify(calls);
    for (const secret of [TOKEN, 'S3cret-pw-1', 'k7Qz']) expect(text).not.toContain(secret);
    await s.worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/customer' } }, PANEL);
    await loggedCalls(s.log, 2);
    await s.worker.onMessage({ type: 'session.signOut' }, PANEL);
    // Emptied (waited for); the sleep after judges that the sign-out call itself is not kept.
    await vi.waitFor(async () => expect(await s.log.list()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await s.log.list()).toEqual([]);
    // The server did get the token on sign-out.
    expect(s.seen.at(-1)!.url).toContain(TOKEN);
  });

  it('a session that ends without a sign-out (expiry) empties the log too', async () => {
    const s = setup();
    await s.signIn();
    await s.worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/customer' } }, PANEL);
    await loggedCalls(s.log, 2);
    await s.worker.onMessage({ type: 'session.clear' }, PANEL);
    await vi.waitFor(async () => expect(await s.log.list()).toEqual([]));
  });

  it('records an SMS sign-in without the code', async () => {
    const s = setup();
    s.setAnswer((seen) => (seen.url.includes('loginBySms') ? { code: 0, data: { token: TOKEN } } : { code: 0 }));
    await s.worker.onMessage(
      {
        type: 'session.signIn',
        request: { kind: 'sms', payload: { mobile: '13800000001', smsCode: '864209' } },
        remember: true,
      },
      PANEL,
    );
    const [call] = await loggedCalls(s.log, 1);
    expect(call).toMatchObject({
      path: '/api/sys/loginBySms',
      request: { data: { mobile: '13800000001', smsCode: '[redacted]' } },
    });
    expect(JSON.stringify(call)).not.toMatch(new RegExp(`864209|${TOKEN}`));
  });

  it('answers log.list and log.clear to its own pages only', async () => {
    const s = setup();
    await signedIn(s);
    const listed = await s.worker.onMessage({ type: 'log.list' }, PANEL);
    expect(listed).toEqual(await s.log.list());
    expect(listed).toHaveLength(1);
    const stranger = { id: ID, url: 'https://evil.example/', tab: { id: 1 } };
    expect(s.worker.onMessage({ type: 'log.list' }, stranger)).toBeUndefined();
    expect(s.worker.onMessage({ type: 'log.clear' }, stranger)).toBeUndefined();
    expect(await s.log.list()).toHaveLength(1);
    expect(await s.worker.onMessage({ type: 'log.clear' }, PANEL)).toBeNull();
    expect(await s.worker.onMessage({ type: 'log.list' }, PANEL)).toEqual([]);
  });

  it('tells the open pages that the log changed, without its content', async () => {
    const s = setup();
    await signedIn(s);
    const before = s.broadcasts.filter((b) => b.type === 'log.changed').length;
    expect(before).toBeGreaterThan(0);
    await s.worker.onMessage({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } }, PANEL);
    await vi.waitFor(() => expect(s.broadcasts.filter((b) => b.type === 'log.changed')).toHaveLength(before + 1));
    await s.worker.onMessage({ type: 'log.clear' }, PANEL);
    expect(s.broadcasts.filter((b) => b.type === 'log.changed')).toHaveLength(before + 2);
    expect(s.broadcasts.filter((b) => b.type === 'log.changed').every((b) => Object.keys(b).length === 1)).toBe(true);
  });
});

describe('worker — lookups left for the side panel', () => {
  it('lookup.take answers the cleaned text once, and the open pages hear that one waits', async () => {
    const s = setup();
    await s.worker.queueLookup(' 138 0000 0001 ');
    expect(s.broadcasts.at(-1)).toEqual({ type: 'lookup.pending' });
    expect(await s.worker.onMessage({ type: 'lookup.take' }, PANEL)).toBe('138 0000 0001');
    expect(await s.worker.onMessage({ type: 'lookup.take' }, PANEL)).toBeNull();
  });

  it('another sender cannot take the lookup', async () => {
    const s = setup();
    await s.worker.queueLookup('13800000001');
    expect(s.worker.onMessage({ type: 'lookup.take' }, { id: ID, url: 'https://evil.example/' })).toBeUndefined();
    expect(await s.worker.onMessage({ type: 'lookup.take' }, PANEL)).toBe('13800000001');
  });
});

describe('worker — SPEC 9 badge: the count of withdrawals awaiting audit on the toolbar', () => {
  const counting = (answer: unknown) => (seen: { url: string }) =>
    decodeURIComponent(seen.url).toLowerCase().includes('pendingcount') ? answer : { code: 0, data: {} };
  /** The sign-in answers a token; every call after it answers `count` withdrawals waiting. */
  const signInThenCount = (count: number) => (seen: { url: string }) =>
    seen.url.includes('/api/sys/login')
      ? { code: 0, data: { token: TOKEN } }
      : counting({ code: 0, data: { count } })(seen);

  it('the panel’s own count sets the badge: 100 shows 100 (the badge writes it 99+)', async () => {
    const s = setup();
    await signedIn(s);
    s.setAnswer(counting({ code: 0, data: { count: 100 } }));
    const reply = await s.worker.onMessage({ type: 'api.request', request: { method: 'GET', url: PENDING } }, PANEL);
    expect(reply).toMatchObject({ ok: true, body: { code: 0, data: { count: 100 } } });
    expect(s.badges.at(-1)).toBe(100);
  });

  it('a refusal (A0301, no permission) shows no badge', async () => {
    const s = setup();
    await signedIn(s);
    s.setAnswer(counting({ code: 0, data: { count: 5 } }));
    await s.worker.onMessage({ type: 'api.request', request: { method: 'GET', url: PENDING } }, PANEL);
    expect(s.badges.at(-1)).toBe(5);
    s.setAnswer(counting({ code: 'A0301', msg: 'no access' }));
    await s.worker.onMessage({ type: 'api.request', request: { method: 'GET', url: PENDING } }, PANEL);
    expect(s.badges.at(-1)).toBeNull();
  });

  it.each([
    '/API/business/withdrawal/pendingCount/',
    '/api/business//withdrawal/pendingcount',
    '/api/business/withdrawal/%70endingCount',
  ])('the count spelled %j still counts', async (url) => {
    const s = setup();
    await signedIn(s);
    s.setAnswer(counting({ code: 0, data: { count: 7 } }));
    await s.worker.onMessage({ type: 'api.request', request: { method: 'GET', url } }, PANEL);
    expect(s.badges.at(-1)).toBe(7);
  });

  it('other calls leave the badge alone', async () => {
    const s = setup();
    await signedIn(s);
    const shown = s.badges.length;
    s.setAnswer(() => ({ code: 0, data: { count: 9 } }));
    await s.worker.onMessage(
      { type: 'api.request', request: { method: 'GET', url: '/api/business/user/list' } },
      PANEL,
    );
    await s.worker.onMessage({ type: 'api.request', request: { method: 'POST', url: PENDING, data: {} } }, PANEL);
    expect(s.badges).toHaveLength(shown);
  });

  it('refreshBadge without a session shows no badge and asks no server', async () => {
    const s = setup();
    await s.worker.refreshBadge();
    expect(s.badges).toEqual([null]);
    expect(s.seen).toEqual([]);
  });

  it('refreshBadge with a session asks for the count and shows it', async () => {
    const s = setup();
    await signedIn(s);
    s.setAnswer(counting({ code: 0, data: { count: 42 } }));
    const asked = s.seen.length;
    await s.worker.refreshBadge();
    expect(s.seen.slice(asked).map((seen) => `${seen.method} ${seen.url}`)).toEqual([
      `GET https://a.example${PENDING}`,
    ]);
    expect(s.seen.at(-1)!.headers.get('Token')).toBe(TOKEN);
    expect(s.badges.at(-1)).toBe(42);
  });

  it('a new session counts at once', async () => {
    const s = setup();
    s.setAnswer(signInThenCount(3));
    await s.signIn();
    await vi.waitFor(() => expect(s.badges).toEqual([3]));
  });

  it.each([
    ['signing out', { type: 'session.signOut' }],
    ['the session cleared', { type: 'session.clear' }],
  ])('%s shows no badge', async (_name, message) => {
    const s = setup();
    s.setAnswer(signInThenCount(3));
    await s.signIn();
    await vi.waitFor(() => expect(s.badges).toEqual([3]));
    await s.worker.onMessage(message, PANEL);
    await vi.waitFor(() => expect(s.badges).toEqual([3, null]));
  });
});

describe('worker — a request of no known type', () => {
  it('is answered null by the last branch of the switch, and nothing is sent', async () => {
    const s = setup();
    await expect(s.worker.handle({ type: 'unknown.type' } as unknown as WorkerRequest)).resolves.toBeNull();
    expect(s.seen).toEqual([]);
  });
});
