import { describe, expect, it } from 'vitest';
import { checkApiHost, isLoopbackHost, MAX_API_HOST_LENGTH } from '../../../../src/platform/http/apiHost.ts';

/** Which API hosts the console may talk to, at the edges of the rule. */
describe('checkApiHost at its edges', () => {
  const host = (length: number) => {
    const start = 'https://';
    const end = '.example';
    return start + 'a'.repeat(length - start.length - end.length) + end;
  };

  it('a host of 300 characters is read; 301 is refused before it is parsed', () => {
    expect(MAX_API_HOST_LENGTH).toBe(300);
    expect(host(300)).toHaveLength(300);
    expect(checkApiHost(host(300))).toEqual({ ok: true, origin: host(300) });
    expect(checkApiHost(host(301))).toEqual({ ok: false, reason: 'invalid' });
    // Spaces around it count: what is stored is what is checked.
    expect(checkApiHost(` ${host(300)}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each<[unknown, unknown]>([
    ['  https://api.example  ', { ok: true, origin: 'https://api.example' }],
    ['https://api.example/', { ok: true, origin: 'https://api.example' }],
    ['https://api.example:8443', { ok: true, origin: 'https://api.example:8443' }],
    ['https://user@api.example', { ok: false, reason: 'invalid' }],
    ['https://:secret@api.example', { ok: false, reason: 'invalid' }],
    ['https://api.example/path', { ok: false, reason: 'invalid' }],
    ['https://api.example?x=1', { ok: false, reason: 'invalid' }],
    ['https://api.example#x', { ok: false, reason: 'invalid' }],
    ['ftp://api.example', { ok: false, reason: 'invalid' }],
    ['http://api.example', { ok: false, reason: 'https-required' }],
    ['http://127.0.0.1:8790', { ok: true, origin: 'http://127.0.0.1:8790' }],
    ['http://localhost:8790', { ok: true, origin: 'http://localhost:8790' }],
    ['http://[::1]:8790', { ok: true, origin: 'http://[::1]:8790' }],
    [42, { ok: false, reason: 'invalid' }],
    [null, { ok: false, reason: 'invalid' }],
    ['', { ok: false, reason: 'invalid' }],
  ])('%j → %j', (value, expected) => {
    expect(checkApiHost(value)).toStrictEqual(expected);
  });

  it.each<[string, boolean]>([
    ['127.0.0.1', true],
    ['127.255.255.255', true],
    ['localhost', true],
    ['[::1]', true],
    ['evil127.0.0.1', false],
    ['127.0.0.1.evil.example', false],
    ['128.0.0.1', false],
    ['localhost.example', false],
  ])('isLoopbackHost(%j) is %s', (hostname, expected) => {
    expect(isLoopbackHost(hostname)).toBe(expected);
  });
});
