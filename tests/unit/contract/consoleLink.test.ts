import { describe, expect, it } from 'vitest';
import {
  checkWebConsoleAddress,
  consoleLink,
  LINK_MAX_LENGTH,
  routeOfLink,
  WEB_CONSOLE_KEY,
} from '../../../src/contract/consoleLink.ts';

describe('Copy link: a view of the console as a link that opens it in every shell', () => {
  it("the web console's address: http(s), no credentials; its query and fragment are dropped", () => {
    expect(checkWebConsoleAddress('https://admin.example.com/console/?x=1#/dashboard')).toEqual({
      ok: true,
      address: 'https://admin.example.com/console/',
    });
    expect(checkWebConsoleAddress(' http://127.0.0.1:5173 ')).toEqual({ ok: true, address: 'http://127.0.0.1:5173/' });
    for (const bad of ['javascript:alert(1)', 'ftp://x.example', 'https://u:p@x.example/', 'not a url', '', 7, null])
      expect(checkWebConsoleAddress(bad)).toEqual({ ok: false });
    expect(checkWebConsoleAddress(`https://x.example/${'a'.repeat(2000)}`)).toEqual({ ok: false });
  });

  it('a link is the route on the web console, or the route itself without one', () => {
    expect(consoleLink('https://admin.example.com/', '/business/user?status=1')).toBe(
      'https://admin.example.com/#/business/user?status=1',
    );
    expect(consoleLink(null, '/business/user?status=1')).toBe('/business/user?status=1');
    expect(consoleLink('javascript:alert(1)', 'business/user')).toBe('/business/user');
  });

  it('a pasted link or route opens its route; anything else is looked up as text', () => {
    expect(routeOfLink('https://admin.example.com/#/business/user?status=1')).toBe('/business/user?status=1');
    expect(routeOfLink('  #/business/tag  ')).toBe('/business/tag');
    expect(routeOfLink('/business/withdrawal?status=pending')).toBe('/business/withdrawal?status=pending');
    for (const text of [
      '13800000001',
      '王伟',
      'https://example.com/',
      'https://x.example/#dashboard',
      'javascript:alert(1)//#/x',
    ])
      expect(routeOfLink(text)).toBeNull();
    // Another site's address written as a route, and texts with spaces, are not links.
    expect(routeOfLink('//evil.example/#/x')).toBeNull();
    expect(routeOfLink('https://x.example/#//evil.example')).toBeNull();
    expect(routeOfLink('/business/user and more')).toBeNull();
    expect(routeOfLink('')).toBeNull();
    expect(routeOfLink(`/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('Copy link: the edges of what is a link', () => {
  it('the stored key, the longest address and link taken, and one character more refused', () => {
    expect(WEB_CONSOLE_KEY).toBe('web-console-address');
    const base = 'https://x.example/';
    const longest = base + 'a'.repeat(LINK_MAX_LENGTH - base.length);
    expect(checkWebConsoleAddress(longest)).toEqual({ ok: true, address: longest });
    expect(checkWebConsoleAddress(longest + 'a')).toEqual({ ok: false });
    const route = '/' + 'a'.repeat(LINK_MAX_LENGTH - 1);
    expect(routeOfLink(route)).toBe(route);
    expect(routeOfLink(route + 'a')).toBeNull();
  });

  it('a user name or a password alone makes an address refused; http and https both pass', () => {
    expect(checkWebConsoleAddress('https://user@x.example/')).toEqual({ ok: false });
    expect(checkWebConsoleAddress('https://:secret@x.example/')).toEqual({ ok: false });
    expect(checkWebConsoleAddress('http://x.example')).toEqual({ ok: true, address: 'http://x.example/' });
    expect(checkWebConsoleAddress('https://x.example')).toEqual({ ok: true, address: 'https://x.example/' });
  });

  it('an empty web console address gives the route; a hash route of another site is not a route', () => {
    expect(consoleLink('', '/dashboard')).toBe('/dashboard');
    expect(routeOfLink('#//evil.example/x')).toBeNull();
    expect(routeOfLink('//evil.example/#/x')).toBeNull();
    expect(routeOfLink('http://x.example/#/a b')).toBeNull();
    expect(routeOfLink('http://x.example/#/a\tb')).toBeNull();
    expect(routeOfLink('ftp://x.example/#/dashboard')).toBeNull();
    expect(routeOfLink('http://x.example/#/dashboard')).toBe('/dashboard');
  });
});
