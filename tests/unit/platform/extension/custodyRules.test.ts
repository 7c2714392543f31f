// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  isSessionPath,
  REFUSED_REQUEST,
  replyWithoutToken,
} from '../../../../src/platform/extension/custody.ts';
import { REDACTED } from '../../../../src/contract/secrets.ts';

/** The body a page is handed of a reply `body`, the worker knowing `token`. */
const withoutToken = (body: unknown, token: string | null) =>
  (replyWithoutToken({ ok: true, status: 200, body }, [token]) as { body: unknown }).body;

/** The worker relays no call that would hand a page the token, however its path is spelled. */
describe('canonicalPath — a path as a server would route it', () => {
  it.each<[string, string | null]>([
    ['/api/sys/login', '/api/sys/login'],
    ['/API/Sys/Login', '/api/sys/login'],
    ['api/sys/login', '/api/sys/login'],
    ['///api//sys///login//', '/api/sys/login'],
    ['/api/sys/x/../login', '/api/sys/login'],
    ['/api/./sys/login', '/api/sys/login'],
    ['/api/sys/login;jsessionid=1', '/api/sys/login'],
    ['/api;a=b/sys/login', '/api/sys/login'],
    ['/api/sys/login.json', '/api/sys/login'],
    ['/api/sys/login.tar.gz', '/api/sys/login.tar'],
    ['/api/v1.2/list', '/api/v1.2/list'],
    ['/api/sys/%6Cogin', '/api/sys/login'],
    ['/api/sys/%256Cogin', '/api/sys/login'],
    ['/api/sys/%25256Cogin', '/api/sys/login'],
    ['%2Fapi%2Fsys%2Flogin', '/api/sys/login'],
    ['/api/sys/%E0%A4%A', null],
    ['/api\\sys\\login', null],
    ['/api/sys/%5Clogin', null],
    ['/api/sys/login%00', null],
    ['/api/sys/log\u007fin', null],
    ['/api/sys/log\nin', null],
    ['/login.json', '/login'],
    ['/', '/'],
    ['', '/'],
  ])('%j → %j', (url, expected) => {
    expect(canonicalPath(url)).toBe(expected);
  });

  it('undoes at most five layers of encoding', () => {
    let deep = '/api/sys/login';
    for (let i = 0; i < 6; i += 1) deep = encodeURIComponent(deep);
    expect(canonicalPath(deep)).not.toBe('/api/sys/login');
    let five = '/api/sys/login';
    for (let i = 0; i < 5; i += 1) five = encodeURIComponent(five);
    expect(canonicalPath(five)).toBe('/api/sys/login');
  });
});

describe('isSessionPath — sign-in and sign-out are the worker’s own operations', () => {
  it.each([
    '/api/sys/login',
    '/api/sys/loginBySms',
    '/api/sys/exit',
    '/API/SYS/LOGIN/',
    '/api/sys/exit.json',
    '/api/sys/%6Coginbysms',
    '/api/sys/../sys/exit',
    '/api/sys/%E0%A4%A',
  ])('%j is refused', (url) => {
    expect(isSessionPath(url)).toBe(true);
  });
  it.each(['/api/sys/menu/nav', '/api/sys/loginx', '/api/sys/login/extra', '/api/getCaptchaCode'])(
    '%j is relayed',
    (url) => {
      expect(isSessionPath(url)).toBe(false);
    },
  );
  it('a refused call answers as a request that could not be made', () => {
    expect(REFUSED_REQUEST).toStrictEqual({ ok: false, kind: 'setup' });
  });
});

describe('withoutToken — a reply as a page may see it', () => {
  const T = 'qz-5f1e9a7c0b2d';
  it.each<[string, unknown, unknown]>([
    ['a string holding the token', `a ${T} b ${T}`, `a ${REDACTED} b ${REDACTED}`],
    ['a string without it', 'plain', 'plain'],
    ['numbers and booleans', [1, true, null], [1, true, null]],
    [
      'a property named token, any case',
      { token: 'x', Token: 'y', TOKEN: 'z', keep: 1 },
      { token: REDACTED, Token: REDACTED, TOKEN: REDACTED, keep: 1 },
    ],
    ['a key holding the token', { [`k-${T}`]: 1 }, { [`k-${REDACTED}`]: 1 }],
    ['nested', { data: { list: [{ note: T }] } }, { data: { list: [{ note: REDACTED }] } }],
  ])('%s', (_, value, expected) => {
    expect(withoutToken(value, T)).toStrictEqual(expected);
  });

  it('without a token held, strings stay as they are but token properties are still redacted', () => {
    expect(withoutToken({ token: 'x', s: 'text' }, null)).toStrictEqual({ token: REDACTED, s: 'text' });
    expect(withoutToken('text', '')).toBe('text');
  });

  it('cuts what lies deeper than 64 levels', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 70; i += 1) deep = [deep];
    let out = withoutToken(deep, T);
    let depth = 0;
    while (Array.isArray(out)) {
      out = out[0];
      depth += 1;
    }
    expect(out).toBe('[…]');
    expect(depth).toBe(64);
    let sixtyFour: unknown = 'bottom';
    for (let i = 0; i < 64; i += 1) sixtyFour = [sixtyFour];
    expect(withoutToken(sixtyFour, T)).toStrictEqual(sixtyFour);
  });

  it('replyWithoutToken cleans the body and leaves a reply without one as it is', () => {
    expect(replyWithoutToken({ ok: true, status: 200, body: { token: T, msg: T } }, [T])).toStrictEqual({
      ok: true,
      status: 200,
      body: { token: REDACTED, msg: REDACTED },
    });
    const failed = { ok: false, kind: 'network' } as const;
    expect(replyWithoutToken(failed, [T])).toBe(failed);
    const noBody = { ok: false, kind: 'http', status: 500, body: undefined } as const;
    expect(replyWithoutToken(noBody, [T])).toBe(noBody);
  });
});
