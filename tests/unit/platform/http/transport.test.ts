// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { parseBody, send } from '../../../../src/platform/http/transport.ts';
import { HttpGateway } from '../../../../src/platform/http/httpGateway.ts';
import type { TokenStore } from '../../../../src/platform/http/tokenStore.ts';

type Seen = { url: string; init: RequestInit };

function fakeFetch(answer: (seen: Seen) => Promise<Response> | Response) {
  const seen: Seen[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const entry = { url: String(input), init: init ?? {} };
    seen.push(entry);
    return answer(entry);
  }) as typeof fetch;
  return { impl, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const base = 'http://127.0.0.1:9';

describe('an answer cut off on the way is no answer (a write whose outcome is unknown)', () => {
  const cut = (body: BodyInit | null, headers: Record<string, string>) =>
    fakeFetch(() => new Response(body, { status: 200, headers: { 'content-type': 'application/json', ...headers } }));
  const sendTo = (f: ReturnType<typeof fakeFetch>, timeoutMs?: number) =>
    send({ method: 'PUT', url: '/api/business/user', data: { id: 1 } }, 'tok', {
      baseUrl: () => base,
      fetchImpl: f.impl,
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('a body whose reading fails (the connection dropped mid-answer) is a network failure, not an empty success', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":0,'));
        controller.error(new TypeError('network error'));
      },
    });
    expect(await sendTo(cut(broken, {}))).toEqual({ ok: false, kind: 'network' });
  });

  it('fewer bytes than the Content-Length announced is a network failure; as many is an answer', async () => {
    expect(await sendTo(cut('{"code":0,', { 'content-length': '4096' }))).toEqual({ ok: false, kind: 'network' });
    const whole = '{"code":0,"data":"改"}';
    const length = String(new TextEncoder().encode(whole).byteLength);
    expect(await sendTo(cut(whole, { 'content-length': length }))).toEqual({
      ok: true,
      status: 200,
      body: { code: 0, data: '改' },
    });
    // A compressed body's length cannot be measured against it.
    expect((await sendTo(cut(whole, { 'content-length': '4096', 'content-encoding': 'gzip' }))).ok).toBe(true);
  });

  it('the timeout striking while the body is read is a timeout (headers then nothing)', async () => {
    const f = fakeFetch((seen) => {
      const stalled = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":0,'));
          // As a browser's fetch does: the abort errors the body being read.
          seen.init.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(stalled, { status: 200 });
    });
    expect(await sendTo(f, 50)).toEqual({ ok: false, kind: 'timeout' });
  });

  it('an empty answer is still an answer (a 200 without a body)', async () => {
    expect(await sendTo(cut(null, {}))).toEqual({ ok: true, status: 200, body: '' });
  });
});

describe('send — SPEC 7 request layer', () => {
  it('sends the Token header, JSON UTF-8 and bracket-style query parameters', async () => {
    const f = fakeFetch(() => json({ code: 0, data: 1 }));
    const reply = await send(
      { method: 'GET', url: '/api/sys/menu/list', params: { ids: [1, 2], a: { b: 1 } } },
      'tok',
      { baseUrl: () => base, fetchImpl: f.impl },
    );
    expect(reply).toEqual({ ok: true, status: 200, body: { code: 0, data: 1 } });
    expect(f.seen[0]!.url).toBe(`${base}/api/sys/menu/list?ids[]=1&ids[]=2&a[b]=1`);
    const headers = new Headers(f.seen[0]!.init.headers);
    expect(headers.get('Token')).toBe('tok');
    expect(headers.get('Content-Type')).toBe('application/json;charset=utf-8');
  });

  it('sends no Token header without a session, and a JSON body', async () => {
    const f = fakeFetch(() => json({ code: 0 }));
    await send({ method: 'POST', url: '/api/sys/login', data: { userName: 'a', password: 'b' } }, null, {
      baseUrl: () => base,
      fetchImpl: f.impl,
    });
    const last = f.seen.at(-1)!;
    expect(new Headers(last.init.headers).has('Token')).toBe(false);
    expect(last.init.body).toBe('{"userName":"a","password":"b"}');
    expect(last.init.method).toBe('POST');
  });

  it('times out after the limit (50000 ms by default) and answers timeout', async () => {
    const f = fakeFetch(
      ({ init }) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const reply = await send({ method: 'GET', url: '/api/slow' }, null, {
      baseUrl: () => base,
      fetchImpl: f.impl,
      timeoutMs: 30,
    });
    expect(reply).toEqual({ ok: false, kind: 'timeout' });
  });

  it('answers network when the connection fails or is dropped', async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    expect(await send({ method: 'GET', url: '/api/x' }, null, { baseUrl: () => base, fetchImpl: f.impl })).toEqual({
      ok: false,
      kind: 'network',
    });
  });

  it('answers setup when the request cannot be built', async () => {
    const f = fakeFetch(() => json({}));
    expect(
      await send({ method: 'GET', url: '/api/x' }, null, {
        baseUrl: () => {
          throw new Error('no host');
        },
        fetchImpl: f.impl,
      }),
    ).toEqual({ ok: false, kind: 'setup' });
    expect(
      await send({ method: 'GET', url: '/api/x' }, null, { baseUrl: () => 'http://[bad', fetchImpl: f.impl }),
    ).toEqual({ ok: false, kind: 'setup' });
    expect(f.seen).toHaveLength(0);
  });

  it('answers http with the parsed body for an error status', async () => {
    const f = fakeFetch(() => json({ code: 'A0230', msg: 'token已过期' }, 401));
    expect(await send({ method: 'GET', url: '/api/x' }, 't', { baseUrl: () => base, fetchImpl: f.impl })).toEqual({
      ok: false,
      kind: 'http',
      status: 401,
      body: { code: 'A0230', msg: 'token已过期' },
    });
  });

  it('passes a text body through as it came', async () => {
    const f = fakeFetch(() => new Response('plain words', { status: 200, headers: { 'content-type': 'text/plain' } }));
    expect(await send({ method: 'GET', url: '/api/x' }, null, { baseUrl: () => base, fetchImpl: f.impl })).toEqual({
      ok: true,
      status: 200,
      body: 'plain words',
    });
  });

  it('answers a failure for a body that claims to be JSON and does not parse', async () => {
    const f = fakeFetch(
      () =>
        new Response('{"code":0,"data":', {
          status: 200,
          headers: { 'content-type': 'application/json;charset=utf-8' },
        }),
    );
    expect(await send({ method: 'GET', url: '/api/x' }, null, { baseUrl: () => base, fetchImpl: f.impl })).toEqual({
      ok: false,
      kind: 'http',
      status: 200,
    });
  });

  it('answers images as data: URLs', async () => {
    const f = fakeFetch(
      () => new Response('<svg/>', { status: 200, headers: { 'content-type': 'image/svg+xml; charset=utf-8' } }),
    );
    const reply = await send(
      { method: 'GET', url: '/api/getCaptchaCode', params: { uuid: 'u' }, responseType: 'image' },
      null,
      { baseUrl: () => base, fetchImpl: f.impl },
    );
    expect(reply).toEqual({
      ok: true,
      status: 200,
      body: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
    });
  });
});

function memoryTokens(): TokenStore & { value: string | null; remember: boolean | null; origin: string | null } {
  return {
    value: null,
    remember: null,
    origin: null,
    async get(origin) {
      return this.origin === null || this.origin === origin ? this.value : null;
    },
    async set(token, options) {
      this.value = token;
      this.remember = options.remember;
      this.origin = options.origin;
    },
    async clear() {
      const had = this.value !== null;
      this.value = null;
      this.origin = null;
      return had;
    },
  };
}

describe('HttpGateway — the token stays in the gateway', () => {
  it('keeps the token from a successful sign-in and answers without it', async () => {
    const tokens = memoryTokens();
    const f = fakeFetch(() => json({ code: 0, data: { token: 'secret-token' }, msg: 'success' }));
    const gateway = new HttpGateway(tokens, { baseUrl: () => base, fetchImpl: f.impl });
    const changes: boolean[] = [];
    gateway.onSessionChange((has) => changes.push(has));
    const reply = await gateway.signIn(
      { kind: 'password', payload: { userName: 'admin', password: 'admin123' } },
      { remember: false },
    );
    expect(JSON.stringify(reply)).not.toContain('secret-token');
    expect(reply).toMatchObject({ ok: true, body: { code: 0 } });
    expect(tokens.value).toBe('secret-token');
    expect(tokens.remember).toBe(false);
    expect(changes).toEqual([true]);
    expect(await gateway.hasSession()).toBe(true);
  });

  it('a success without a token is no session', async () => {
    const tokens = memoryTokens();
    const f = fakeFetch(() => json({ code: 0, data: {} }));
    const gateway = new HttpGateway(tokens, { baseUrl: () => base, fetchImpl: f.impl });
    const reply = await gateway.signIn(
      { kind: 'password', payload: { userName: 'a', password: 'b' } },
      { remember: true },
    );
    expect(reply).toMatchObject({ ok: true, body: { code: 'B0001' } });
    expect(tokens.value).toBeNull();
  });

  it('signs in by SMS code with POST /api/sys/loginBySms and keeps that token too', async () => {
    const tokens = memoryTokens();
    const f = fakeFetch(() => json({ code: 0, data: { token: 'sms-token' }, msg: 'success' }));
    const gateway = new HttpGateway(tokens, { baseUrl: () => base, fetchImpl: f.impl });
    const reply = await gateway.signIn(
      { kind: 'sms', payload: { mobile: '13800000001', smsCode: '123456' } },
      { remember: true },
    );
    expect(f.seen[0]!.url).toBe(`${base}/api/sys/loginBySms`);
    expect(f.seen[0]!.init.body).toBe('{"mobile":"13800000001","smsCode":"123456"}');
    expect(JSON.stringify(reply)).not.toContain('sms-token');
    expect(reply).toMatchObject({ ok: true, body: { code: 0, data: {} } });
    expect([tokens.value, tokens.remember]).toEqual(['sms-token', true]);
  });

  it('passes mustChangePassword on (never the token), keeps that session for this page only and announces nothing', async () => {
    const tokens = memoryTokens();
    const f = fakeFetch(() =>
      json({ code: 0, data: { token: 'first-token', mustChangePassword: true }, msg: 'success' }),
    );
    const gateway = new HttpGateway(tokens, { baseUrl: () => base, fetchImpl: f.impl });
    const changes: boolean[] = [];
    gateway.onSessionChange((has) => changes.push(has));
    const reply = await gateway.signIn(
      { kind: 'password', payload: { userName: 'newhire', password: 'newhire123' } },
      { remember: true },
    );
    expect(reply).toEqual({
      ok: true,
      status: 200,
      body: { code: 0, data: { mustChangePassword: true }, msg: 'success' },
    });
    expect([tokens.value, tokens.remember]).toEqual(['first-token', false]);
    expect(changes).toEqual([]);
  });

  it('a refused sign-in answers the server reply as it came and keeps no token', async () => {
    const tokens = memoryTokens();
    const f = fakeFetch(() => json({ code: 'A0241', msg: '短信验证码错误或已过期' }));
    const gateway = new HttpGateway(tokens, { baseUrl: () => base, fetchImpl: f.impl });
    const reply = await gateway.signIn(
      { kind: 'sms', payload: { mobile: '13800000001', smsCode: '000000' } },
      { remember: true },
    );
    expect(reply).toEqual({ ok: true, status: 200, body: { code: 'A0241', msg: '短信验证码错误或已过期' } });
    expect(tokens.value).toBeNull();
  });

  it('logout calls GET /api/sys/exit with the token as query Token, then forgets the token even if the call fails', async () => {
    const tokens = memoryTokens();
    tokens.value = 'abc';
    const f = fakeFetch(() => Promise.reject(new TypeError('down')));
    const gateway = new HttpGateway(tokens, { baseUrl: () => base, fetchImpl: f.impl });
    const reply = await gateway.signOut();
    expect(f.seen[0]!.url).toBe(`${base}/api/sys/exit?Token=abc`);
    expect(reply).toEqual({ ok: false, kind: 'network' });
    expect(tokens.value).toBeNull();
  });
});

describe('HttpGateway — the token goes only to the host that issued it', () => {
  it('keeps the token with the origin of the host it was issued by', async () => {
    const tokens = memoryTokens();
    const f = fakeFetch(() => json({ code: 0, data: { token: 'issued-by-a' }, msg: 'success' }));
    const gateway = new HttpGateway(tokens, { baseUrl: () => 'https://a.example/', fetchImpl: f.impl });
    await gateway.signIn(
      { kind: 'password', payload: { userName: 'admin', password: 'admin123' } },
      { remember: true },
    );
    expect(tokens.origin).toBe('https://a.example');
  });

  it('after the host changes, calls go to the new host without the old token and there is no session', async () => {
    const tokens = memoryTokens();
    let host = 'https://a.example';
    const f = fakeFetch(() => json({ code: 0, data: { token: 'issued-by-a' }, msg: 'success' }));
    const gateway = new HttpGateway(tokens, { baseUrl: () => host, fetchImpl: f.impl });
    await gateway.signIn(
      { kind: 'password', payload: { userName: 'admin', password: 'admin123' } },
      { remember: true },
    );
    await gateway.request({ method: 'GET', url: '/api/sys/menu/list' });
    expect(new Headers(f.seen.at(-1)!.init.headers).get('Token')).toBe('issued-by-a');
    host = 'https://b.example';
    await gateway.request({ method: 'GET', url: '/api/sys/menu/list' });
    expect(f.seen.at(-1)!.url).toBe('https://b.example/api/sys/menu/list');
    expect(new Headers(f.seen.at(-1)!.init.headers).has('Token')).toBe(false);
    expect(await gateway.hasSession()).toBe(false);
    await gateway.signOut();
    expect(f.seen.at(-1)!.url).not.toContain('issued-by-a');
  });

  it('a host that changes while a call is being made never receives the token of the previous one', async () => {
    const tokens = memoryTokens();
    await tokens.set('issued-by-a', { remember: true, origin: 'https://a.example' });
    const f = fakeFetch(() => json({ code: 0, data: {} }));
    // The first read of the host answers A, every later read B.
    let reads = 0;
    const gateway = new HttpGateway(tokens, {
      baseUrl: () => (reads++ === 0 ? 'https://a.example' : 'https://b.example'),
      fetchImpl: f.impl,
    });
    await gateway.request({ method: 'GET', url: '/api/sys/menu/list' });
    const sent = f.seen.at(-1)!;
    expect(new URL(sent.url).origin === 'https://b.example' && new Headers(sent.init.headers).has('Token')).toBe(false);
  });

  it('ending the session tells the listeners why, once, and only when there was one', async () => {
    const tokens = memoryTokens();
    const gateway = new HttpGateway(tokens, { baseUrl: () => base });
    const heard: unknown[] = [];
    gateway.onSessionChange((has, reason) => heard.push([has, reason]));
    expect(await gateway.endSession('host-changed')).toBe(false);
    await tokens.set('t', { remember: true, origin: new URL(base).origin });
    expect(await gateway.endSession('host-changed')).toBe(true);
    expect(heard).toEqual([[false, 'host-changed']]);
  });
});

describe('send — edges of the request layer', () => {
  const opts = (impl: typeof fetch, extra: object = {}) => ({ baseUrl: () => base, fetchImpl: impl, ...extra });

  it('clears its timer once the answer is in: nothing is left pending after a quick reply', async () => {
    vi.useFakeTimers();
    try {
      const f = fakeFetch(() => json({ code: 0 }));
      await send({ method: 'GET', url: '/api/x' }, null, opts(f.impl));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each<[string, string, string | null, unknown]>([
    ['an empty JSON answer', '', 'application/json', ''],
    ['a JSON answer that parses', '{"code":0}', 'application/json', { code: 0 }],
    ['a problem+json answer that parses', '{"code":"B0001"}', 'application/problem+json', { code: 'B0001' }],
    ['an HTML page', '<html>oops</html>', 'text/html', '<html>oops</html>'],
    ['text without a content type', 'hello', null, 'hello'],
  ])('%s is answered as it is', async (_, text, type, body) => {
    const f = fakeFetch(() => new Response(text, { status: 200, headers: type ? { 'content-type': type } : {} }));
    expect(await send({ method: 'GET', url: '/api/x' }, null, opts(f.impl))).toEqual({ ok: true, status: 200, body });
  });

  it('a problem+json body that does not parse is a broken answer', async () => {
    const f = fakeFetch(
      () => new Response('{', { status: 200, headers: { 'content-type': 'application/problem+json' } }),
    );
    expect(await send({ method: 'GET', url: '/api/x' }, null, opts(f.impl))).toEqual({
      ok: false,
      kind: 'http',
      status: 200,
    });
  });

  it.each<[string, unknown]>([
    ['a string', 'offline'],
    ['null', null],
    ['a number', 42],
    ['an object without a status', { message: 'reset' }],
  ])('a fetch that fails with %s is a network failure', async (_, thrown) => {
    const f = fakeFetch(() => Promise.reject(thrown));
    expect(await send({ method: 'GET', url: '/api/x' }, null, opts(f.impl))).toEqual({ ok: false, kind: 'network' });
  });

  it('trailing slashes of the API base are dropped', async () => {
    const f = fakeFetch(() => json({ code: 0 }));
    await send({ method: 'GET', url: '/api/x' }, null, { baseUrl: () => `${base}///`, fetchImpl: f.impl });
    expect(f.seen[0]!.url).toBe(`${base}/api/x`);
  });

  it('an image without a content type is application/octet-stream; a large one is encoded whole', async () => {
    const bytes = new Uint8Array(0x8000 * 2 + 3).map((_, i) => i % 251);
    const f = fakeFetch(() => new Response(bytes, { status: 200 }));
    const reply = await send({ method: 'GET', url: '/api/img', responseType: 'image' }, null, opts(f.impl));
    expect(reply).toEqual({
      ok: true,
      status: 200,
      body: `data:application/octet-stream;base64,${Buffer.from(bytes).toString('base64')}`,
    });
  });

  it('an image type keeps only its media type', async () => {
    const f = fakeFetch(() => new Response('x', { status: 200, headers: { 'content-type': ' image/png ; q=1' } }));
    const reply = await send({ method: 'GET', url: '/api/img', responseType: 'image' }, null, opts(f.impl));
    expect(reply.ok && reply.body).toBe(`data:image/png;base64,${btoa('x')}`);
  });
});

describe('parseBody', () => {
  it.each<[unknown, unknown]>([
    ['{"a":1}', { a: 1 }],
    ['[1]', [1]],
    ['not json', 'not json'],
    ['', ''],
    [5, 5],
    [null, null],
  ])('%j → %j', (data, expected) => {
    expect(parseBody(data)).toStrictEqual(expected);
  });
  it('a value that is not text comes back as the same value', () => {
    const data = { a: 1 };
    expect(parseBody(data)).toBe(data);
  });
});
