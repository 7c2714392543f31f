import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  isSessionPath,
  REDACTED,
  replyWithoutToken,
  withoutToken,
} from '../../../../src/platform/extension/custody.ts';

describe('custody — a proxied request may not touch the sign-in and session paths', () => {
  it.each([
    '/api/sys/login',
    '/api/sys/loginBySms',
    '/api/sys/exit',
    '/api/sys/login/',
    '/api/sys//login',
    '//api/sys/login',
    '/API/SYS/LOGIN',
    '/api/sys/loginbysms',
    '/api/sys/./login',
    '/api/sys/x/../login',
    '/api/x/../sys/login',
    '/api/sys/%6cogin',
    '/api/sys/%256cogin',
    '/api%2Fsys%2Flogin',
    '/api/sys/login;jsessionid=1',
    '/api/sys/login.json',
    '/api/sys/login?x=1',
    '/api/sys/login#x',
    '/api/sys/exit?Token=x',
    '/api/sys/%E0%A4%A',
    '/api/sys\\login',
    '/api/sys/lo\ngin',
  ])('refuses %j', (url) => {
    expect(isSessionPath(url)).toBe(true);
  });

  it.each([
    '/api/sys/menu/nav',
    '/api/sys/menu/list',
    '/api/sys/user/changePs',
    '/api/getCaptchaCode',
    '/api/sys/getSmsCode',
    '/api/sys/alterPasswordBySms',
    '/api/sys/loginLog',
  ])('lets %j through', (url) => {
    expect(isSessionPath(url)).toBe(false);
  });

  it('reads a path the way a server routes it', () => {
    expect(canonicalPath('/api//Sys/./menu/../login;a=b/')).toBe('/api/sys/login');
    expect(canonicalPath('/api/x%2e%2e/y')).toBe('/api/x../y');
  });
});

describe('custody — the worker takes the token out of every reply it relays', () => {
  const token = 'f'.repeat(64);

  it('removes every property named token, at any depth and in any case', () => {
    const body = {
      code: 0,
      data: { token, Token: 'x', TOKEN: 'y', list: [{ token: 'z', id: 1 }], nested: { deeper: { token } } },
      msg: 'success',
    };
    expect(withoutToken(body, null)).toEqual({
      code: 0,
      data: { list: [{ id: 1 }], nested: { deeper: {} } },
      msg: 'success',
    });
  });

  it('replaces the token wherever a string contains it, keys included', () => {
    const body = { msg: `echo ${token}!`, data: [`${token}${token}`], [token]: 1 };
    const clean = withoutToken(body, token);
    expect(JSON.stringify(clean)).not.toContain(token);
    expect(clean).toEqual({ msg: `echo ${REDACTED}!`, data: [`${REDACTED}${REDACTED}`], [REDACTED]: 1 });
  });

  it('leaves other values as they are and drops what is nested beyond reason', () => {
    expect(withoutToken(42, token)).toBe(42);
    expect(withoutToken(null, token)).toBeNull();
    expect(withoutToken('plain', token)).toBe('plain');
    let deep: unknown = 'end';
    for (let i = 0; i < 100; i += 1) deep = { next: deep };
    expect(JSON.stringify(withoutToken(deep, token))).not.toContain('end');
  });

  it('applies to the body of successful and failed replies alike', () => {
    expect(replyWithoutToken({ ok: true, status: 200, body: { data: { token } } }, token)).toEqual({
      ok: true,
      status: 200,
      body: { data: {} },
    });
    expect(replyWithoutToken({ ok: false, kind: 'http', status: 500, body: { msg: token } }, token)).toEqual({
      ok: false,
      kind: 'http',
      status: 500,
      body: { msg: REDACTED },
    });
    expect(replyWithoutToken({ ok: false, kind: 'network' }, token)).toEqual({ ok: false, kind: 'network' });
  });
});
