import { describe, expect, it } from 'vitest';
import { isApiPath, MAX_API_PATH_LENGTH } from '../../../src/contract/apiPath.ts';

/**
 * One path check for both shells (docs/security.md "A call's path stays on its host"): what the
 * web page's gateway and the extension's worker send. Each refused path would resolve to another
 * origin in a browser (or after a server's decoding) and carry the `Token` header there.
 */
describe('isApiPath — a path stays on the API host', () => {
  it.each([
    '/api/sys/menu/nav',
    '/api/business/user/info/7',
    '/api/business/user/list?page=1&keyword=a%2Fb',
    '/api/getCaptchaCode?uuid=3f1e',
    '/api/x#frag',
    '/api/a%20b',
  ])('%s is sent', (url) => {
    expect(isApiPath(url)).toBe(true);
  });

  it.each([
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash after the slash, with a path', '/\\evil.example/api/x'],
    ['two backslashes', '\\\\evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/api'],
    ['a slash and a backslash', '//\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash, lower case', '/%5cevil.example'],
    ['an encoded slash', '/%2Fevil.example'],
    ['a doubly encoded backslash', '/%255Cevil.example'],
    ['an absolute URL', 'https://evil.example/api'],
    ['an absolute URL in upper case', 'HTTPS://evil.example'],
    ['a scheme without slashes', 'http:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/plain,x'],
    ['no leading slash', 'api/x'],
    ['a user part', '@evil.example/x'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a line break inside the slashes', '/\n/evil.example'],
    ['a leading space', ' //evil.example'],
    ['a backslash further on', '/api/..\\..\\x'],
    ['not valid percent-encoding', '/api/%E0%A4%A'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(MAX_API_PATH_LENGTH)}`],
  ])('%s (%s) is refused', (_name, url) => {
    expect(isApiPath(url)).toBe(false);
  });

  it.each([undefined, null, 7, { toString: () => '/api/x' }])('%s is not a path', (url) => {
    expect(isApiPath(url)).toBe(false);
  });
});
