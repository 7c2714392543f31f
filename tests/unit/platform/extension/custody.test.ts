import { describe, expect, it } from 'vitest';
import { canonicalPath, isSessionPath, replyWithoutToken } from '../../../../src/platform/extension/custody.ts';
import { REDACTED } from '../../../../src/contract/secrets.ts';

/** The body a page is handed of a reply `body`, the worker knowing `tokens`. */
const relayed = (body: unknown, tokens: (string | null)[]) =>
  (replyWithoutToken({ ok: true, status: 200, body }, tokens) as { body: unknown }).body;

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

  it('redacts every property named token, at any depth and in any case', () => {
    const body = {
      code: 0,
      data: { token, Token: 'x', TOKEN: 'y', list: [{ token: 'z', id: 1 }], nested: { deeper: { token } } },
      msg: 'success',
    };
    expect(relayed(body, [null])).toEqual({
      code: 0,
      data: {
        token: REDACTED,
        Token: REDACTED,
        TOKEN: REDACTED,
        list: [{ token: REDACTED, id: 1 }],
        nested: { deeper: { token: REDACTED } },
      },
      msg: 'success',
    });
  });

  it('replaces the token wherever a string contains it, keys included', () => {
    const body = { msg: `echo ${token}!`, data: [`${token}${token}`], [token]: 1 };
    const clean = relayed(body, [token]);
    expect(JSON.stringify(clean)).not.toContain(token);
    expect(clean).toEqual({ msg: `echo ${REDACTED}!`, data: [`${REDACTED}${REDACTED}`], [REDACTED]: 1 });
  });

  it('leaves other values as they are and cuts what is nested beyond reason', () => {
    expect(relayed(42, [token])).toBe(42);
    expect(relayed(null, [token])).toBeNull();
    expect(relayed('plain', [token])).toBe('plain');
    let deep: unknown = 'end';
    for (let i = 0; i < 100; i += 1) deep = { next: deep };
    expect(JSON.stringify(relayed(deep, [token]))).not.toContain('end');
  });

  it('applies to the body of successful and failed replies alike', () => {
    expect(replyWithoutToken({ ok: true, status: 200, body: { data: { token } } }, [token])).toEqual({
      ok: true,
      status: 200,
      body: { data: { token: REDACTED } },
    });
    expect(replyWithoutToken({ ok: false, kind: 'http', status: 500, body: { msg: token } }, [token])).toEqual({
      ok: false,
      kind: 'http',
      status: 500,
      body: { msg: REDACTED },
    });
    expect(replyWithoutToken({ ok: false, kind: 'network' }, [token])).toEqual({ ok: false, kind: 'network' });
  });
});
