import { describe, expect, it, vi } from 'vitest';
import { HttpGateway, originOf } from '../../../../src/platform/http/httpGateway.ts';
import type { TokenStore } from '../../../../src/platform/http/tokenStore.ts';

type Seen = { url: string; method: string; headers: Headers; body: unknown };

/** A token store that keeps each token with its origin, as both shells' stores do. */
function memoryTokens() {
  const held = new Map<string, { token: string; remember: boolean }>();
  const order: string[] = [];
  const store: TokenStore = {
    async get(origin) {
      return held.get(origin)?.token ?? null;
    },
    async set(token, { remember, origin }) {
      order.push('set');
      held.set(origin, { token, remember });
    },
    async clear() {
      order.push('clear');
      const had = held.size > 0;
      held.clear();
      return had;
    },
    async issuer() {
      return [...held.keys()][0] ?? null;
    },
  };
  return { store, held, order };
}

function setup(answer: (s: Seen) => unknown = () => ({ code: 0, data: { token: 'tok-1' }, msg: 'success' })) {
  const tokens = memoryTokens();
  let base = 'https://api.example';
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const s = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    seen.push(s);
    return new Response(JSON.stringify(answer(s)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const gateway = new HttpGateway(tokens.store, { baseUrl: () => base, fetchImpl });
  const changes: [boolean, string | undefined][] = [];
  gateway.onSessionChange((has, reason) => changes.push([has, reason]));
  return { gateway, tokens, seen, changes, setBase: (next: string) => (base = next) };
}

const password = {
  kind: 'password',
  payload: { userName: 'admin', password: 'admin123', uuid: 'u-1', captcha: 'abcd' },
} as const;
const sms = { kind: 'sms', payload: { mobile: '13800138000', smsCode: '123456' } } as const;

describe('HttpGateway sign-in (SPEC 3, 7)', () => {
  it('a password sign-in posts the payload to /api/sys/login without a token', async () => {
    const t = setup();
    await t.gateway.signIn(password, { remember: true });
    expect(t.seen).toHaveLength(1);
    expect(t.seen[0]).toMatchObject({
      url: 'https://api.example/api/sys/login',
      method: 'POST',
      body: password.payload,
    });
    expect(t.seen[0]!.headers.get('Token')).toBeNull();
  });

  it('an SMS sign-in posts its payload to the SMS sign-in path', async () => {
    const t = setup();
    await t.gateway.signIn(sms, { remember: false });
    expect(t.seen[0]).toMatchObject({
      url: 'https://api.example/api/sys/loginBySms',
      method: 'POST',
      body: sms.payload,
    });
  });

  it('keeps the token with the origin that issued it, says so, and answers success without the token', async () => {
    const t = setup();
    const reply = await t.gateway.signIn(password, { remember: true });
    expect(reply).toEqual({ ok: true, status: 200, body: { code: 0, data: {}, msg: 'success' } });
    expect(t.tokens.held.get('https://api.example')).toEqual({ token: 'tok-1', remember: true });
    expect(t.tokens.order).toEqual(['clear', 'set']);
    expect(t.changes).toEqual([[true, undefined]]);
    expect(await t.gateway.hasSession()).toBe(true);
  });

  it('"remember me" unticked keeps the token for this session only', async () => {
    const t = setup();
    await t.gateway.signIn(password, { remember: false });
    expect(t.tokens.held.get('https://api.example')!.remember).toBe(false);
  });

  it.each<[string, unknown]>([
    ['no data', { code: 0, msg: 'success' }],
    ['data null', { code: 0, data: null }],
    ['no token', { code: 0, data: {} }],
    ['an empty token', { code: 0, data: { token: '' } }],
    ['a number', { code: 0, data: { token: 42 } }],
    ['data a string', { code: 0, data: 'tok' }],
  ])('a success with %s is no session: the call reports B0001 and nothing is kept', async (_, body) => {
    const t = setup(() => body);
    const reply = await t.gateway.signIn(password, { remember: true });
    expect(reply).toEqual({ ok: true, status: 200, body: { code: 'B0001', msg: null } });
    expect(t.tokens.held.size).toBe(0);
    expect(t.changes).toEqual([]);
  });

  it('a refused sign-in answers the server, secrets redacted, and keeps nothing', async () => {
    const refused = { code: 'A0240', msg: '验证码错误', data: { token: 'should-not-be-kept' } };
    const t = setup(() => refused);
    const reply = await t.gateway.signIn(password, { remember: true });
    expect(reply).toEqual({ ok: true, status: 200, body: { ...refused, data: { token: '[redacted]' } } });
    expect(t.tokens.held.size).toBe(0);
    expect(t.tokens.order).toEqual([]);
  });

  it('a session that must change its password is kept for this page only and not announced', async () => {
    const t = setup(() => ({ code: 0, data: { token: 'tok-2', mustChangePassword: true } }));
    const reply = await t.gateway.signIn(password, { remember: true });
    expect(reply).toEqual({
      ok: true,
      status: 200,
      body: { code: 0, data: { mustChangePassword: true }, msg: 'success' },
    });
    expect(t.tokens.held.get('https://api.example')).toEqual({ token: 'tok-2', remember: false });
    expect(t.changes).toEqual([]);
  });

  it('mustChangePassword counts only when it is true', async () => {
    const t = setup(() => ({ code: 0, data: { token: 'tok-3', mustChangePassword: 'yes' } }));
    const reply = await t.gateway.signIn(password, { remember: true });
    expect(reply.ok && reply.body).toEqual({ code: 0, data: {}, msg: 'success' });
    expect(t.tokens.held.get('https://api.example')!.remember).toBe(true);
    expect(t.changes).toEqual([[true, undefined]]);
  });
});

describe('HttpGateway requests (SPEC 7: the token in the Token header, only to its origin)', () => {
  it('sends the token the origin issued, and none to another origin', async () => {
    const t = setup();
    await t.gateway.signIn(password, { remember: true });
    await t.gateway.request({ method: 'GET', url: '/api/sys/menu/nav' });
    expect(t.seen[1]!.headers.get('Token')).toBe('tok-1');
    t.setBase('https://other.example');
    await t.gateway.request({ method: 'GET', url: '/api/sys/menu/nav' });
    const toOther = t.seen.find((s) => s.url === 'https://other.example/api/sys/menu/nav')!;
    expect(toOther.headers.get('Token')).toBeNull();
    expect(await t.gateway.hasSession()).toBe(false);
  });

  it('the first call to a new host ends the previous host’s session: announced as host-changed, signed out at its issuer, never sent here', async () => {
    const t = setup();
    await t.gateway.signIn(password, { remember: true });
    t.setBase('https://other.example');
    await t.gateway.request({ method: 'GET', url: '/api/sys/menu/nav' });
    await vi.waitFor(() => expect(t.seen.some((s) => s.url.includes('/api/sys/exit'))).toBe(true));
    expect(t.changes.at(-1)).toEqual([false, 'host-changed']);
    expect(t.tokens.held.size).toBe(0);
    const exit = t.seen.find((s) => s.url.includes('/api/sys/exit'))!;
    expect(exit.url).toBe('https://api.example/api/sys/exit?Token=tok-1');
    for (const s of t.seen.filter((s) => s.url.startsWith('https://other.example')))
      expect(s.headers.get('Token')).toBeNull();
    // Announced once: the next call finds no session to end.
    await t.gateway.request({ method: 'GET', url: '/api/sys/menu/nav' });
    expect(t.changes.filter(([has]) => !has)).toHaveLength(1);
  });
});

describe('HttpGateway sign-out and session end', () => {
  it('signs out with GET /api/sys/exit carrying the token, then forgets it', async () => {
    const t = setup();
    await t.gateway.signIn(password, { remember: true });
    const reply = await t.gateway.signOut();
    expect(reply.ok).toBe(true);
    expect(t.seen[1]!.url).toBe('https://api.example/api/sys/exit?Token=tok-1');
    expect(t.seen[1]!.method).toBe('GET');
    expect(t.seen[1]!.headers.get('Token')).toBe('tok-1');
    expect(t.tokens.held.size).toBe(0);
    expect(t.changes).toEqual([
      [true, undefined],
      [false, undefined],
    ]);
  });

  it('without a session, sign-out calls nothing and answers success', async () => {
    const t = setup();
    expect(await t.gateway.signOut()).toEqual({ ok: true, status: 200, body: { code: 0, data: null } });
    expect(t.seen).toHaveLength(0);
    expect(t.changes).toEqual([]);
  });

  it('endSession announces the end with its reason only when there was a session', async () => {
    const t = setup();
    expect(await t.gateway.endSession('host-changed')).toBe(false);
    expect(t.changes).toEqual([]);
    await t.gateway.signIn(password, { remember: true });
    expect(await t.gateway.endSession('host-changed')).toBe(true);
    expect(t.changes.at(-1)).toEqual([false, 'host-changed']);
    await t.gateway.signIn(password, { remember: true });
    await t.gateway.clearSession();
    expect(t.changes.at(-1)).toEqual([false, undefined]);
  });

  it('a listener that stops hears nothing more', async () => {
    const t = setup();
    const heard = vi.fn();
    const stop = t.gateway.onSessionChange(heard);
    t.gateway.emit(true);
    stop();
    t.gateway.emit(false);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith(true, undefined);
  });
});

describe('originOf', () => {
  it.each([
    ['https://api.example/base/', 'https://api.example'],
    ['http://127.0.0.1:8790', 'http://127.0.0.1:8790'],
    ['::not a url::', ''],
  ])('originOf(%j) is %j', (base, origin) => {
    expect(originOf(base)).toBe(origin);
  });

  it("'' is the page's own origin", () => {
    vi.stubGlobal('location', { href: 'http://localhost:5190/#/login' });
    try {
      expect(originOf('')).toBe('http://localhost:5190');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('HttpGateway — a call whose path would leave the API host is never sent (one path check, contract/apiPath.ts)', () => {
  it.each(['/\\evil.example/x', '//evil.example/x', '/%5Cevil.example', 'https://evil.example/x', 'http:evil.example'])(
    '%s: refused before anything is sent, in the web page (same-origin base) and behind an API host',
    async (url) => {
      for (const base of ['', 'https://api.example']) {
        const { gateway, seen, setBase } = setup();
        setBase(base);
        expect(await gateway.request({ method: 'GET', url })).toEqual({ ok: false, kind: 'setup' });
        expect(seen).toHaveLength(0);
      }
    },
  );
});
