// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from '../../../../src/platform/http/transport.ts';
import { HttpGateway } from '../../../../src/platform/http/httpGateway.ts';
import { REVOKE_TIMEOUT_MS } from '../../../../src/contract/constants.ts';
import { interpretReply } from '../../../../src/contract/envelope.ts';
import { failureMessage } from '../../../../src/core/api/failureMessage.ts';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh-cn.json';
import { memoryTokens } from '../../support/memoryTokens.ts';

/**
 * The HTTP layer both shells share, attacked by the server it talks to (docs/security.md, the
 * extension's promises: a hostile server or network): a redirect, an echo of the token, an image of any path,
 * a session replaced or ended while a call is in flight.
 */

type Seen = { url: string; method: string; headers: Headers; body: unknown; init: RequestInit };
const HOST = 'https://api.example';
const OLD = 'tok-old-5f1e9a7c0b2d4e6f';
const NEW = 'tok-new-a0b1c2d3e4f5a6b7';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function fakeFetch(answer: (s: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const impl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const s = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      init,
    };
    seen.push(s);
    return answer(s);
  }) as typeof fetch;
  return { impl, seen };
}

/** What `redirect: 'manual'` gives a page in a browser: an opaque answer, status 0. */
const opaqueRedirect = () => {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
  Object.defineProperty(response, 'status', { value: 0 });
  return response;
};

/**
 * A fetch that follows redirects the way the platform's does unless told `redirect: 'manual'` or
 * `'error'`: it sends the request again, Token header and body included, to the `Location`.
 */
function followingFetch(first: (s: Seen) => Response) {
  const f = fakeFetch(() => new Response(null));
  const impl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = await f.impl(input, init);
    void answer;
    const response = first(f.seen.at(-1)!);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      if (init.redirect === 'error') throw new TypeError('redirect');
      if (init.redirect === 'manual') return response;
      return f.impl(new URL(location, String(input)), init);
    }
    return response;
  }) as typeof fetch;
  return { impl, seen: f.seen };
}

afterEach(() => vi.useRealTimers());

describe('redirects are never followed (docs/security.md: a call that carries the token or a password never follows a redirect)', () => {
  it.each([301, 302, 303, 307, 308])(
    'a %i to another origin: the other origin sees nothing, the call answers "redirect"',
    async (status) => {
      const f = followingFetch((s) =>
        s.url.startsWith(HOST)
          ? new Response(null, { status, headers: { location: 'http://evil.example/steal' } })
          : json({}),
      );
      const reply = await send({ method: 'POST', url: '/api/sys/role', data: { name: 'x' } }, OLD, {
        baseUrl: () => HOST,
        fetchImpl: f.impl,
      });
      expect(reply).toEqual({ ok: false, kind: 'redirect' });
      expect(f.seen.map((s) => s.url)).toEqual([`${HOST}/api/sys/role`]);
      expect(f.seen[0]!.init.redirect).toBe('manual');
    },
  );

  it("a browser's opaque redirect answer (status 0) is refused the same way", async () => {
    const f = fakeFetch(() => opaqueRedirect());
    expect(await send({ method: 'GET', url: '/api/x' }, OLD, { baseUrl: () => HOST, fetchImpl: f.impl })).toEqual({
      ok: false,
      kind: 'redirect',
    });
  });

  it('a 300 is a redirect too; a 299 is an answer and a 400 an HTTP failure', async () => {
    const answer = (status: number) => fakeFetch(() => new Response('{}', { status })).impl;
    const call = (status: number) =>
      send({ method: 'GET', url: '/api/x' }, OLD, { baseUrl: () => HOST, fetchImpl: answer(status) });
    expect(await call(300)).toEqual({ ok: false, kind: 'redirect' });
    expect(await call(399)).toEqual({ ok: false, kind: 'redirect' });
    expect(await call(400)).toMatchObject({ ok: false, kind: 'http', status: 400 });
    expect(await call(299)).toMatchObject({ ok: true, status: 299 });
  });

  it('a 307 at sign-in does not send the password again, and no session is kept', async () => {
    const tokens = memoryTokens();
    const f = followingFetch((s) =>
      s.url.startsWith(HOST)
        ? new Response(null, { status: 307, headers: { location: 'http://evil.example/login' } })
        : json({ code: 0, data: { token: NEW } }),
    );
    const gateway = new HttpGateway(tokens.store, { baseUrl: () => HOST, fetchImpl: f.impl });
    const reply = await gateway.signIn(
      { kind: 'password', payload: { userName: 'admin', password: 'admin123', uuid: 'u', captcha: 'c' } },
      { remember: true },
    );
    expect(reply).toEqual({ ok: false, kind: 'redirect' });
    expect(f.seen.filter((s) => String(s.body).includes('admin123')).map((s) => s.url)).toEqual([
      `${HOST}/api/sys/login`,
    ]);
    expect(tokens.held.size).toBe(0);
  });

  it('says so in the error catalogue’s words, in both languages', () => {
    const outcome = interpretReply({ ok: false, kind: 'redirect' });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'redirect' } });
    if (outcome.ok) return;
    const t = (table: Record<string, unknown>) => (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table) as string;
    expect(failureMessage(outcome.failure, t(en))).toBe(
      'The server answered with a redirect; the call was not sent on',
    );
    expect(failureMessage(outcome.failure, t(zh))).toBe('服务器返回了重定向，请求未被转发');
  });
});

describe('the token a call sent is the one taken out of its reply', () => {
  it('a session ended while the call is in flight: its echo still comes back redacted', async () => {
    const tokens = memoryTokens({ origin: HOST, token: OLD });
    let release!: () => void;
    const f = fakeFetch(async (s) => {
      await new Promise<void>((resolve) => (release = resolve));
      return json({ code: 0, data: { echo: `sent ${s.headers.get('Token')}`, b64: btoa(`>${OLD}<`) } });
    });
    const gateway = new HttpGateway(tokens.store, { baseUrl: () => HOST, fetchImpl: f.impl });
    const pending = gateway.request({ method: 'GET', url: '/api/echo' });
    await vi.waitFor(() => expect(f.seen).toHaveLength(1));
    await gateway.clearSession();
    release();
    const text = JSON.stringify(await pending);
    expect(text).not.toContain(OLD);
    expect(text).toContain('sent [redacted]');
    expect(text).not.toContain(btoa(`>${OLD}<`).slice(4, 20));
  });

  it('secret-named fields of any reply are redacted, whatever the session', async () => {
    const f = fakeFetch(() => json({ code: 0, data: { id: 1, password: 'hash', accessToken: 'x', name: 'n' } }));
    const gateway = new HttpGateway(memoryTokens().store, { baseUrl: () => HOST, fetchImpl: f.impl });
    expect(await gateway.request({ method: 'GET', url: '/api/x' })).toEqual({
      ok: true,
      status: 200,
      body: { code: 0, data: { id: 1, password: '[redacted]', accessToken: '[redacted]', name: 'n' } },
    });
  });
});

describe('images: only the captcha, and never with the token', () => {
  const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });

  it.each(['/api/sys/menu/nav', '/api/sys/user/info', '/api/getCaptchaCode/../sys/menu/nav', '/api/x.png'])(
    '%s asked as an image is refused before anything is sent',
    async (url) => {
      const f = fakeFetch(png);
      const gateway = new HttpGateway(memoryTokens({ origin: HOST, token: OLD }).store, {
        baseUrl: () => HOST,
        fetchImpl: f.impl,
      });
      expect(await gateway.request({ method: 'GET', url, responseType: 'image' })).toEqual({
        ok: false,
        kind: 'setup',
      });
      expect(f.seen).toEqual([]);
    },
  );

  it('the captcha image is fetched without the Token header, even with a session', async () => {
    const f = fakeFetch(png);
    const gateway = new HttpGateway(memoryTokens({ origin: HOST, token: OLD }).store, {
      baseUrl: () => HOST,
      fetchImpl: f.impl,
    });
    const reply = await gateway.request({
      method: 'GET',
      url: '/api/getCaptchaCode',
      params: { uuid: 'u' },
      responseType: 'image',
    });
    expect(reply).toEqual({ ok: true, status: 200, body: 'data:image/png;base64,iVBORw==' });
    expect(f.seen[0]!.headers.has('Token')).toBe(false);
  });
});

describe('ending a session revokes it at the host that issued it', () => {
  it('a sign-in over a session signs the old token out there before keeping the new one', async () => {
    const tokens = memoryTokens({ origin: HOST, token: OLD });
    const f = fakeFetch((s) =>
      s.url.includes('/api/sys/login') ? json({ code: 0, data: { token: NEW } }) : json({ code: 0 }),
    );
    const gateway = new HttpGateway(tokens.store, { baseUrl: () => HOST, fetchImpl: f.impl });
    await gateway.signIn({ kind: 'sms', payload: { mobile: '13800000001', smsCode: '123456' } }, { remember: false });
    expect(f.seen.map((s) => [s.url, s.headers.get('Token')])).toEqual([
      [`${HOST}/api/sys/loginBySms`, null],
      [`${HOST}/api/sys/exit?Token=${OLD}`, OLD],
    ]);
    expect(tokens.held.get(HOST)).toBe(NEW);
  });

  it('a sign-in without a session before, or given the same token again, signs nothing out', async () => {
    for (const held of [undefined, { origin: HOST, token: NEW }]) {
      const tokens = memoryTokens(held);
      const f = fakeFetch(() => json({ code: 0, data: { token: NEW } }));
      const gateway = new HttpGateway(tokens.store, { baseUrl: () => HOST, fetchImpl: f.impl });
      await gateway.signIn({ kind: 'sms', payload: { mobile: '13800000001', smsCode: '1' } }, { remember: false });
      expect(f.seen.map((s) => s.url)).toEqual([`${HOST}/api/sys/loginBySms`]);
    }
  });

  it("a sign-out's answer comes back without the token it sent", async () => {
    const f = fakeFetch(() => json({ code: 0, data: { bye: `farewell ${OLD}` } }));
    const gateway = new HttpGateway(memoryTokens({ origin: HOST, token: OLD }).store, {
      baseUrl: () => HOST,
      fetchImpl: f.impl,
    });
    expect(await gateway.signOut()).toEqual({
      ok: true,
      status: 200,
      body: { code: 0, data: { bye: 'farewell [redacted]' } },
    });
  });

  it('a failed sign-in leaves the session that was there', async () => {
    const tokens = memoryTokens({ origin: HOST, token: OLD });
    const f = fakeFetch(() => json({ code: 'A0210', msg: '用户名或密码错误' }));
    const gateway = new HttpGateway(tokens.store, { baseUrl: () => HOST, fetchImpl: f.impl });
    await gateway.signIn({ kind: 'sms', payload: { mobile: '13800000001', smsCode: '1' } }, { remember: false });
    expect(f.seen).toHaveLength(1);
    expect(tokens.held.get(HOST)).toBe(OLD);
  });

  it(`endSessionAt ends the session at once and signs it out at the old host, given up after ${REVOKE_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const tokens = memoryTokens({ origin: HOST, token: OLD });
    const f = fakeFetch(
      ({ init }) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const gateway = new HttpGateway(tokens.store, { baseUrl: () => 'https://new.example', fetchImpl: f.impl });
    const changes: unknown[] = [];
    gateway.onSessionChange((has, reason) => changes.push([has, reason]));
    const { ended, revoked } = await gateway.endSessionAt(HOST, 'host-changed');
    expect(ended).toBe(true);
    expect(tokens.held.size).toBe(0);
    expect(changes).toEqual([[false, 'host-changed']]);
    expect(f.seen.map((s) => [s.url, s.headers.get('Token')])).toEqual([[`${HOST}/api/sys/exit?Token=${OLD}`, OLD]]);
    let done = false;
    void revoked.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(REVOKE_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('endSessionAt with no host until now forgets the session and has nowhere to sign it out', async () => {
    const tokens = memoryTokens({ origin: HOST, token: OLD });
    const f = fakeFetch(() => json({ code: 0 }));
    const gateway = new HttpGateway(tokens.store, { baseUrl: () => HOST, fetchImpl: f.impl });
    const { ended, revoked } = await gateway.endSessionAt(null, 'host-changed');
    await revoked;
    expect(ended).toBe(true);
    expect(tokens.held.size).toBe(0);
    expect(f.seen).toEqual([]);
  });

  it('endSessionAt without a session sends nothing', async () => {
    const f = fakeFetch(() => json({ code: 0 }));
    const gateway = new HttpGateway(memoryTokens().store, { baseUrl: () => HOST, fetchImpl: f.impl });
    expect((await gateway.endSessionAt(HOST, 'host-changed')).ended).toBe(false);
    expect(f.seen).toEqual([]);
  });
});
