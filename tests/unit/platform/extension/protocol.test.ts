import { describe, expect, it } from 'vitest';
import { isBroadcast, isOwnSender, parseWorkerRequest } from '../../../../src/platform/extension/protocol.ts';

describe('worker protocol — messages are checked on receipt', () => {
  it('accepts the typed messages of the extension pages', () => {
    expect(parseWorkerRequest({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } })).toEqual({
      type: 'api.request',
      request: { method: 'GET', url: '/api/sys/menu/nav' },
    });
    expect(
      parseWorkerRequest({
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 'a', password: 'b', uuid: 'u', captcha: 'c' } },
        remember: true,
      }),
    ).toMatchObject({ type: 'session.signIn' });
    for (const type of ['session.signOut', 'session.has', 'session.clear'])
      expect(parseWorkerRequest({ type })).toEqual({ type });
  });

  it('accepts both kinds of sign-in and passes on only their known fields', () => {
    expect(
      parseWorkerRequest({
        type: 'session.signIn',
        request: { kind: 'sms', payload: { mobile: '13800000001', smsCode: '123456', extra: 'x' } },
        remember: false,
      }),
    ).toEqual({
      type: 'session.signIn',
      request: { kind: 'sms', payload: { mobile: '13800000001', smsCode: '123456' } },
      remember: false,
    });
    expect(
      parseWorkerRequest({
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 'a', password: 'b', token: 't' } },
        remember: true,
      }),
    ).toEqual({
      type: 'session.signIn',
      request: { kind: 'password', payload: { userName: 'a', password: 'b' } },
      remember: true,
    });
  });

  it.each([
    [null],
    ['api.request'],
    [{ type: 'session.getToken' }],
    [{ type: 'api.request', request: { method: 'PATCH', url: '/api/x' } }],
    [{ type: 'api.request', request: { method: 'GET', url: 'https://evil.example/api' } }],
    [{ type: 'api.request', request: { method: 'GET', url: '//evil.example/api' } }],
    [{ type: 'api.request', request: { method: 'GET', url: '/api/x', params: 'a=1' } }],
    [
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 1, password: 'b' } },
        remember: true,
      },
    ],
    [{ type: 'session.signIn', request: { kind: 'password', payload: { userName: 'a', password: 'b' } } }],
    [{ type: 'session.signIn', payload: { userName: 'a', password: 'b' }, remember: true }],
    [{ type: 'session.signIn', request: { payload: { userName: 'a', password: 'b' } }, remember: true }],
    [{ type: 'session.signIn', request: { kind: 'token', payload: { token: 't' } }, remember: true }],
    [{ type: 'session.signIn', request: { kind: 'sms', payload: { mobile: '13800000001' } }, remember: true }],
    [
      {
        type: 'session.signIn',
        request: { kind: 'sms', payload: { mobile: 13800000001, smsCode: '123456' } },
        remember: true,
      },
    ],
    [{ type: 'session.signIn', request: { kind: 'sms', payload: { userName: 'a', password: 'b' } }, remember: true }],
    [
      {
        type: 'session.signIn',
        request: { kind: 'password', payload: { userName: 'a', password: 'b', captcha: 1 } },
        remember: true,
      },
    ],
  ])('refuses %j', (message) => {
    expect(parseWorkerRequest(message)).toBeNull();
  });

  it('only the extension itself may send', () => {
    const origin = 'chrome-extension://abc/';
    expect(
      isOwnSender({ id: 'abc', url: 'chrome-extension://abc/src/platform/extension/sidepanel.html' }, 'abc', origin),
    ).toBe(true);
    expect(isOwnSender({ id: 'abc', url: 'https://evil.example/', tab: {} }, 'abc', origin)).toBe(false);
    expect(isOwnSender({ id: 'other', url: 'chrome-extension://other/x.html' }, 'abc', origin)).toBe(false);
    expect(isOwnSender({}, 'abc', origin)).toBe(false);
  });

  it('recognises the session broadcast', () => {
    expect(isBroadcast({ type: 'session.changed', hasSession: false })).toBe(true);
    expect(isBroadcast({ type: 'session.changed', hasSession: 'no' })).toBe(false);
  });
});

describe('options page messages and API hosts', () => {
  it('accepts a connection test for an http(s) origin only', async () => {
    const { apiOrigin } = await import('../../../../src/platform/extension/protocol.ts');
    expect(parseWorkerRequest({ type: 'config.testConnection', host: 'https://api.example.com/' })).toEqual({
      type: 'config.testConnection',
      host: 'https://api.example.com',
    });
    for (const host of [
      'ftp://x',
      'javascript:alert(1)',
      'https://x/path',
      'https://user:pw@x',
      42,
      '',
      'https://x?y=1',
    ]) {
      expect(parseWorkerRequest({ type: 'config.testConnection', host })).toBeNull();
      expect(apiOrigin(host)).toBeNull();
    }
    expect(apiOrigin(' http://127.0.0.1:8790 ')).toBe('http://127.0.0.1:8790');
  });
});
