import { describe, expect, it } from 'vitest';
import {
  assertBuildApiBase,
  checkApiHost,
  hostPermissionFor,
  isLoopbackHost,
} from '../../../../src/platform/http/apiHost.ts';

describe('API host — plain http only for loopback hosts', () => {
  it.each([
    ['http://127.0.0.1:8790', 'http://127.0.0.1:8790'],
    ['http://127.0.0.2', 'http://127.0.0.2'],
    ['http://127.255.255.254:1', 'http://127.255.255.254:1'],
    ['http://127.1:8790', 'http://127.0.0.1:8790'],
    ['http://localhost:8790/', 'http://localhost:8790'],
    ['http://[::1]:8790', 'http://[::1]:8790'],
    ['https://api.example.com', 'https://api.example.com'],
    [' https://api.example.com:8443/ ', 'https://api.example.com:8443'],
  ])('allows %s', (value, origin) => {
    expect(checkApiHost(value)).toEqual({ ok: true, origin });
  });

  it.each([
    'http://api.example.com',
    'http://10.0.0.5:8790',
    'http://192.168.1.10',
    'http://128.0.0.1',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
    'http://[::2]',
    'http://0.0.0.0',
  ])('refuses %s: https is required', (value) => {
    expect(checkApiHost(value)).toEqual({ ok: false, reason: 'https-required' });
  });

  it.each([
    'ftp://x',
    'javascript:alert(1)',
    'https://x/path',
    'https://user:pw@x',
    42,
    null,
    '',
    'https://x?y=1',
    'https://x#f',
    'x'.repeat(301),
  ])('refuses %j: not an API host', (value) => {
    expect(checkApiHost(value)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('knows the loopback names after the URL parser has normalised them', () => {
    expect(isLoopbackHost(new URL('http://0x7f.0.0.1').hostname)).toBe(true);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('127.0.0.1.example')).toBe(false);
  });

  it('a build with a non-loopback http API base fails with the reason', () => {
    expect(() => assertBuildApiBase('VITE_API_BASE', 'http://api.example.com')).toThrow(
      /VITE_API_BASE=http:\/\/api\.example\.com: https is required/,
    );
    expect(() => assertBuildApiBase('VITE_EXTENSION_API_BASE', 'not a host')).toThrow(/not an API host/);
    expect(() => assertBuildApiBase('VITE_API_BASE', undefined)).not.toThrow();
    expect(() => assertBuildApiBase('VITE_API_BASE', '')).not.toThrow();
    expect(() => assertBuildApiBase('VITE_EXTENSION_API_BASE', 'https://api.example.com')).not.toThrow();
    expect(() => assertBuildApiBase('VITE_EXTENSION_API_BASE', 'http://127.0.0.1:8790')).not.toThrow();
  });
});

describe('API host — the host permission that grants it', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com/*'],
    ['https://api.example.com:8443', 'https://api.example.com/*'],
    ['http://127.0.0.1:8790', 'http://127.0.0.1/*'],
    ['http://localhost:4000', 'http://localhost/*'],
    ['http://[::1]:8790', 'http://[::1]/*'],
    ['https://API.Example.com', 'https://api.example.com/*'],
  ])('%s is granted by %s: the scheme and host, any port (Firefox finds no port-specific grant)', (origin, pattern) => {
    expect(hostPermissionFor(origin)).toBe(pattern);
  });

  it('a value that is not a URL throws', () => {
    expect(() => hostPermissionFor('api.example.com')).toThrow();
  });
});
