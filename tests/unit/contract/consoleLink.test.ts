import { describe, expect, it } from 'vitest';
import { checkWebConsoleAddress, consoleLink, routeOfLink } from '../../../src/contract/consoleLink.ts';

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
