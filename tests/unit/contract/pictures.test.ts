import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_ADDRESS_LENGTH, pictureOnHome, routePicture } from '../../../src/contract/pictures.ts';

const HOME = 'https://api.example.com';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

describe('pictures from server data — only data: images and the console’s own host are fetched', () => {
  it.each([PNG, SVG, 'DATA:IMAGE/JPEG;base64,/9j/', ` ${PNG} `])('a data: image %s is shown as it is', (address) => {
    expect(routePicture(address, HOME)).toEqual({ from: 'inline', url: address.trim() });
    expect(routePicture(address, null)).toEqual({ from: 'inline', url: address.trim() });
  });

  it.each([
    ['https://api.example.com/avatars/1.png', 'https://api.example.com/avatars/1.png'],
    ['https://API.example.com:443/a.png?v=2#x', 'https://api.example.com/a.png?v=2#x'],
    ['/avatars/1.png', 'https://api.example.com/avatars/1.png'],
    ['avatars/1.png', 'https://api.example.com/avatars/1.png'],
  ])('%s is on the home origin: fetched as %s', (address, url) => {
    expect(routePicture(address, HOME)).toEqual({ from: 'home', url });
  });

  it.each([
    ['another site', 'https://tracker.example/pixel.png'],
    ['a subdomain of home', 'https://cdn.api.example.com/a.png'],
    ['a look-alike host', 'https://api.example.com.evil.example/a.png'],
    ['home on another port', 'https://api.example.com:8443/a.png'],
    ['home over plain http', 'http://api.example.com/a.png'],
    ['a protocol-relative address elsewhere', '//tracker.example/a.png'],
    ['an address with a user name', 'https://someone@api.example.com/a.png'],
    ['an address with a password', 'https://a:b@api.example.com/a.png'],
    ['a data: URL that is no image', 'data:text/html,<script>alert(1)</script>'],
    ['a data: SVG-like type', 'data:image/svg;base64,AAAA'],
    ['javascript:', 'javascript:alert(1)'],
    ['a blob: URL', 'blob:https://api.example.com/0f0f'],
    ['a file', 'file:///etc/passwd'],
    ['an FTP address on home', 'ftp://api.example.com/a.png'],
    ['an empty address', ''],
    ['an address too long to be one', `https://api.example.com/${'a'.repeat(MAX_PICTURE_ADDRESS_LENGTH)}`],
    ['an address that cannot be read', 'https://[::1/a.png'],
  ])('%s is not fetched', (_what, address) => {
    expect(routePicture(address, HOME)).toEqual({ from: 'elsewhere' });
  });

  it('without a home nothing is fetched', () => {
    expect(routePicture('https://api.example.com/a.png', null)).toEqual({ from: 'elsewhere' });
    expect(routePicture('/a.png', null)).toEqual({ from: 'elsewhere' });
  });

  it('a home that is a page address counts by its origin, and relative addresses resolve against the page', () => {
    const page = 'https://console.example.com/admin/index.html';
    expect(routePicture('logo.png', page)).toEqual({ from: 'home', url: 'https://console.example.com/admin/logo.png' });
    expect(routePicture('https://console.example.com/x.png', page)).toEqual({
      from: 'home',
      url: 'https://console.example.com/x.png',
    });
    expect(routePicture('https://api.example.com/x.png', page)).toEqual({ from: 'elsewhere' });
  });

  it('a home that cannot be read fetches nothing', () => {
    expect(routePicture('https://api.example.com/a.png', 'not a url')).toEqual({ from: 'elsewhere' });
  });
});

describe('web page — pictures: its own origin and data: only, as its Content-Security-Policy allows', () => {
  const PAGE = 'https://console.example.com/index.html';
  it.each<[string, string | null]>([
    ['https://console.example.com/logo.png', 'https://console.example.com/logo.png'],
    ['/api/avatar/1', 'https://console.example.com/api/avatar/1'],
    ['data:image/gif;base64,R0lGOD', 'data:image/gif;base64,R0lGOD'],
    ['https://tracker.example/pixel.png', null],
    ['https://api.example.com/avatar.png', null],
  ])('%s → %s', (address, source) => {
    expect(pictureOnHome(address, PAGE)).toBe(source);
  });
});
