// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

vi.mock('webextension-polyfill', () => ({ default: {} }));
const { MessageGateway, isRepeatable } = await import('../../../../src/platform/extension/messageGateway.ts');
const { isBroadcast, isOwnSender, isSignal, parseWorkerRequest } =
  await import('../../../../src/platform/extension/protocol.ts');

/** The worker protocol, row by row: what a page may ask, exactly as the worker will read it. */
describe('parseWorkerRequest — well-formed requests, read exactly', () => {
  const signIn = { kind: 'password', payload: { userName: 'a', password: 'b' } };
  it.each<[unknown, unknown]>([
    [
      { type: 'api.request', request: { method: 'GET', url: '/api/x', params: { a: 1 }, responseType: 'json' } },
      { type: 'api.request', request: { method: 'GET', url: '/api/x', params: { a: 1 }, responseType: 'json' } },
    ],
    [
      { type: 'api.request', request: { method: 'DELETE', url: '/api/x', data: [1] } },
      { type: 'api.request', request: { method: 'DELETE', url: '/api/x', data: [1] } },
    ],
    [
      { type: 'api.request', request: { method: 'GET', url: '/api/img', responseType: 'image' } },
      { type: 'api.request', request: { method: 'GET', url: '/api/img', responseType: 'image' } },
    ],
    [
      { type: 'api.request', request: { method: 'GET', url: '/api/x', hedge: true } },
      { type: 'api.request', request: { method: 'GET', url: '/api/x', hedge: true } },
    ],
    [
      { type: 'session.signIn', request: { ...signIn, extra: 1 }, remember: false },
      { type: 'session.signIn', request: signIn, remember: false },
    ],
    [
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 'a', password: 'b', uuid: 'u', captcha: 'c', more: 1 } },
        remember: true,
      },
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 'a', password: 'b', uuid: 'u', captcha: 'c' } },
        remember: true,
      },
    ],
    [
      {
        type: 'session.signIn',
        request: { kind: 'sms', payload: { mobile: '138', smsCode: '1', x: 2 } },
        remember: true,
      },
      { type: 'session.signIn', request: { kind: 'sms', payload: { mobile: '138', smsCode: '1' } }, remember: true },
    ],
    [{ type: 'session.signOut', extra: 1 }, { type: 'session.signOut' }],
    [{ type: 'session.has' }, { type: 'session.has' }],
    [{ type: 'session.clear' }, { type: 'session.clear' }],
    [{ type: 'session.endReason' }, { type: 'session.endReason' }],
    [{ type: 'log.list' }, { type: 'log.list' }],
    [{ type: 'log.clear' }, { type: 'log.clear' }],
    [{ type: 'lookup.take' }, { type: 'lookup.take' }],
    [
      { type: 'config.testConnection', host: 'https://api.example/' },
      { type: 'config.testConnection', host: 'https://api.example' },
    ],
    [
      { type: 'config.setHost', host: 'http://evil.example' },
      { type: 'config.setHost', host: 'http://evil.example' },
    ],
  ])('%j', (message, expected) => {
    expect(parseWorkerRequest(message)).toStrictEqual(expected);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a list', [{ type: 'session.has' }]],
    ['a type that is not text', { type: 1 }],
    ['an unknown type', { type: 'session.token' }],
    ['a request that is not an object', { type: 'api.request', request: 'GET /api/x' }],
    ['a request that is null', { type: 'api.request', request: null }],
    ['no request at all', { type: 'api.request' }],
    ['a method that is not text', { type: 'api.request', request: { method: 1, url: '/api/x' } }],
    ['an unknown method', { type: 'api.request', request: { method: 'get', url: '/api/x' } }],
    ['a url that is not text', { type: 'api.request', request: { method: 'GET', url: 5 } }],
    ['a relative url', { type: 'api.request', request: { method: 'GET', url: 'api/x' } }],
    ['an absolute url', { type: 'api.request', request: { method: 'GET', url: 'https://evil.example/api' } }],
    ['a protocol-relative url', { type: 'api.request', request: { method: 'GET', url: '//evil.example/api' } }],
    ['params that are a list', { type: 'api.request', request: { method: 'GET', url: '/x', params: [1] } }],
    ['params that are text', { type: 'api.request', request: { method: 'GET', url: '/x', params: 'a=1' } }],
    ['an unknown response type', { type: 'api.request', request: { method: 'GET', url: '/x', responseType: 'blob' } }],
    ['a hedge that is not true or false', { type: 'api.request', request: { method: 'GET', url: '/x', hedge: 'yes' } }],
    ['a sign-in without remember', { type: 'session.signIn', request: signIn }],
    ['a sign-in with remember as text', { type: 'session.signIn', request: signIn, remember: 'yes' }],
    ['a sign-in of an unknown kind', { type: 'session.signIn', request: { ...signIn, kind: 'oauth' }, remember: true }],
    ['a sign-in request that is not an object', { type: 'session.signIn', request: 'x', remember: true }],
    [
      'a password sign-in without a password',
      { type: 'session.signIn', request: { kind: 'password', payload: { userName: 'a' } }, remember: true },
    ],
    [
      'a password sign-in with a numeric user',
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 1, password: 'b' } },
        remember: true,
      },
    ],
    [
      'a uuid that is not text',
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 'a', password: 'b', uuid: 1 } },
        remember: true,
      },
    ],
    [
      'a captcha that is not text',
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 'a', password: 'b', captcha: 1 } },
        remember: true,
      },
    ],
    [
      'a payload that is not an object',
      { type: 'session.signIn', request: { kind: 'password', payload: null }, remember: true },
    ],
    [
      'an SMS sign-in without a code',
      { type: 'session.signIn', request: { kind: 'sms', payload: { mobile: '138' } }, remember: true },
    ],
    [
      'an SMS sign-in with a numeric mobile',
      { type: 'session.signIn', request: { kind: 'sms', payload: { mobile: 138, smsCode: '1' } }, remember: true },
    ],
    [
      'an SMS payload on a password sign-in',
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { mobile: '138', smsCode: '1' } },
        remember: true,
      },
    ],
    ['a connection test of a plain-http host', { type: 'config.testConnection', host: 'http://api.example' }],
    [
      'a connection test of an oversized host',
      { type: 'config.testConnection', host: `https://${'a'.repeat(3000)}.example` },
    ],
    ['a connection test of a host that is not text', { type: 'config.testConnection', host: 1 }],
    ['a host to set that is not text', { type: 'config.setHost', host: { href: 'https://x' } }],
  ])('%s is refused', (_, message) => {
    expect(parseWorkerRequest(message)).toBeNull();
  });
});

describe('broadcasts and signals from the worker', () => {
  it.each<[unknown, boolean]>([
    [{ type: 'session.changed', hasSession: true }, true],
    [{ type: 'session.changed', hasSession: false, reason: 'host-changed' }, true],
    [{ type: 'session.changed', hasSession: 'yes' }, false],
    [{ type: 'session.changed', hasSession: false, reason: 'other' }, false],
    [{ type: 'log.changed', hasSession: true }, false],
    [null, false],
    ['session.changed', false],
  ])('isBroadcast(%j) is %s', (message, expected) => {
    expect(isBroadcast(message)).toBe(expected);
  });
  it('signals are told apart by type', () => {
    expect(isSignal({ type: 'log.changed' }, 'log.changed')).toBe(true);
    expect(isSignal({ type: 'log.changed' }, 'lookup.pending')).toBe(false);
    expect(isSignal(null, 'log.changed')).toBe(false);
  });
});

describe('isOwnSender — only the extension’s own pages', () => {
  const ID = 'abcdefghijklmnopabcdefghijklmnop';
  const ORIGIN = `chrome-extension://${ID}/`;
  it.each<[object, boolean]>([
    [{ id: ID, url: `${ORIGIN}src/platform/extension/sidepanel.html` }, true],
    [{ id: ID, url: `${ORIGIN}src/platform/extension/options.html` }, true],
    [{ id: ID, url: 'https://evil.example/' }, false],
    [{ id: ID }, false],
    [{ id: 'other', url: `${ORIGIN}x.html` }, false],
    [{ url: `${ORIGIN}x.html` }, false],
    [{ id: ID, url: `chrome-extension://${ID}.evil/` }, false],
  ])('%j → %s', (sender, expected) => {
    expect(isOwnSender(sender, ID, ORIGIN)).toBe(expected);
  });
});

describe('message gateway — each call is the message the worker reads', () => {
  const answer = { ok: true, status: 200, body: { code: 0 } };
  function runtime(reply: unknown = answer) {
    const listeners = new Set<(message: unknown) => void>();
    return {
      sendMessage: vi.fn(async (_: unknown) => reply),
      onMessage: {
        addListener: (l: (message: unknown) => void) => void listeners.add(l),
        removeListener: (l: (message: unknown) => void) => void listeners.delete(l),
      },
      listeners,
    };
  }
  const signIn = { kind: 'sms', payload: { mobile: '138', smsCode: '1' } } as const;

  it.each<[string, (g: InstanceType<typeof MessageGateway>) => Promise<unknown>, unknown]>([
    [
      'request',
      (g) => g.request({ method: 'GET', url: '/api/x' }),
      { type: 'api.request', request: { method: 'GET', url: '/api/x' } },
    ],
    [
      'signIn',
      (g) => g.signIn(signIn, { remember: true }),
      { type: 'session.signIn', request: signIn, remember: true },
    ],
    ['signOut', (g) => g.signOut(), { type: 'session.signOut' }],
    ['hasSession', (g) => g.hasSession(), { type: 'session.has' }],
    ['clearSession', (g) => g.clearSession(), { type: 'session.clear' }],
    ['endReason', (g) => g.endReason(), { type: 'session.endReason' }],
  ])('%s', async (_, call, message) => {
    const r = runtime();
    await call(new MessageGateway(r));
    expect(r.sendMessage).toHaveBeenCalledOnce();
    expect(r.sendMessage.mock.calls[0]![0]).toStrictEqual(message);
    expect(parseWorkerRequest(message)).toStrictEqual(message);
  });

  it.each<[unknown, unknown]>([
    [answer, answer],
    [{ ok: 'yes' }, { ok: false, kind: 'network' }],
    [null, { ok: false, kind: 'network' }],
    ['ok', { ok: false, kind: 'network' }],
  ])('a worker answer %j is answered as %j', async (reply, expected) => {
    expect(await new MessageGateway(runtime(reply)).request({ method: 'GET', url: '/x' })).toStrictEqual(expected);
  });

  it('hasSession is true only for the answer true; endReason only for a known reason', async () => {
    expect(await new MessageGateway(runtime('true')).hasSession()).toBe(false);
    expect(await new MessageGateway(runtime(true)).hasSession()).toBe(true);
    expect(await new MessageGateway(runtime('host-changed')).endReason()).toBe('host-changed');
    expect(await new MessageGateway(runtime('other')).endReason()).toBeNull();
  });

  it('hears session changes until it stops listening', () => {
    const r = runtime();
    const heard: unknown[] = [];
    const stop = new MessageGateway(r).onSessionChange((has, reason) => heard.push([has, reason]));
    r.listeners.forEach((l) => l({ type: 'session.changed', hasSession: false, reason: 'host-changed' }));
    r.listeners.forEach((l) => l({ type: 'log.changed' }));
    stop();
    expect(r.listeners.size).toBe(0);
    expect(heard).toEqual([[false, 'host-changed']]);
  });

  it.each<[unknown, boolean]>([
    [{ type: 'session.has' }, true],
    [{ type: 'session.clear' }, true],
    [{ type: 'session.endReason' }, true],
    [{ type: 'log.list' }, true],
    [{ type: 'log.clear' }, true],
    [{ type: 'api.request', request: { method: 'GET', url: '/x' } }, true],
    [{ type: 'api.request', request: { method: 'POST', url: '/x' } }, false],
    [{ type: 'session.signIn', request: signIn, remember: true }, false],
    [{ type: 'session.signOut' }, false],
    [{ type: 'lookup.take' }, false],
    [{ type: 'config.setHost', host: 'https://x' }, false],
  ])('isRepeatable(%j) is %s', (message, expected) => {
    expect(isRepeatable(message as never)).toBe(expected);
  });
});
