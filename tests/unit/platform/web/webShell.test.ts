// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedToken, webTokenStore } from '../../../../src/platform/web/webTokenStore.ts';
import { readStoredJson, webStorage } from '../../../../src/platform/web/webStorage.ts';
import { createWebPlatform } from '../../../../src/platform/web/webPlatform.ts';

// SPEC 4: the web build keeps the token under `admin-token`, in localStorage when "remember me" is
// ticked and in sessionStorage otherwise.
const KEY = 'admin-token';
const ORIGIN = 'http://localhost:3000';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A Storage whose every call throws, as when the browser refuses site data. */
const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
} as unknown as Storage;

describe('web token store (SPEC 4: admin-token in localStorage or sessionStorage)', () => {
  it('keeps a remembered token in localStorage only, under admin-token', async () => {
    await webTokenStore.set('t-remembered', { remember: true, origin: ORIGIN });
    expect(localStorage.getItem(KEY)).toBe('t-remembered');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(await webTokenStore.get(ORIGIN)).toBe('t-remembered');
  });

  it('keeps a token without "remember me" in sessionStorage only', async () => {
    await webTokenStore.set('t-tab', { remember: false, origin: ORIGIN });
    expect(sessionStorage.getItem(KEY)).toBe('t-tab');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await webTokenStore.get(ORIGIN)).toBe('t-tab');
  });

  it('prefers the remembered token when both areas hold one', async () => {
    localStorage.setItem(KEY, 'durable');
    sessionStorage.setItem(KEY, 'tab');
    expect(await webTokenStore.get(ORIGIN)).toBe('durable');
  });

  it('answers null when neither area holds a token', async () => {
    expect(await webTokenStore.get(ORIGIN)).toBeNull();
  });

  it.each([
    ['localStorage', () => localStorage],
    ['sessionStorage', () => sessionStorage],
  ])('clear removes the token from both areas and answers that there was one (%s)', async (_, area) => {
    area().setItem(KEY, 'tok');
    localStorage.setItem('other', 'kept');
    expect(await webTokenStore.clear()).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    expect(await webTokenStore.clear()).toBe(false);
  });

  it('clear answers false when the only stored value is blank (a blank value is no session)', async () => {
    localStorage.setItem(KEY, '  ');
    sessionStorage.setItem(KEY, '');
    expect(await webTokenStore.clear()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['', null],
    [' \t', null],
    ['abc', 'abc'],
    [' abc ', ' abc '],
  ])('storedToken(%j) is %j', (value, expected) => {
    localStorage.setItem(KEY, value);
    expect(storedToken(localStorage)).toBe(expected);
  });

  it('storedToken reads admin-token and no other key', () => {
    localStorage.setItem('token', 'x');
    expect(storedToken(localStorage)).toBeNull();
  });

  it('storedToken answers null for a storage that refuses to be read', () => {
    expect(storedToken(refusing)).toBeNull();
  });
});

describe('web storage: JSON values, corrupt or refused reads are undefined and never throw', () => {
  it('readStoredJson parses what is stored and is undefined for nothing, corrupt JSON or a refused area', () => {
    localStorage.setItem('a', '{"x":[1,2]}');
    localStorage.setItem('bad', '{not json');
    expect(readStoredJson(localStorage, 'a')).toEqual({ x: [1, 2] });
    expect(readStoredJson(localStorage, 'missing')).toBeUndefined();
    expect(readStoredJson(localStorage, 'bad')).toBeUndefined();
    expect(readStoredJson(refusing, 'a')).toBeUndefined();
    localStorage.setItem('null', 'null');
    expect(readStoredJson(localStorage, 'null')).toBeNull();
  });

  it('set writes JSON, get reads it back, remove deletes only that key', async () => {
    const storage = webStorage(() => localStorage);
    await storage.set('k', { a: 1 });
    await storage.set('j', 'kept');
    expect(localStorage.getItem('k')).toBe('{"a":1}');
    expect(await storage.get('k')).toEqual({ a: 1 });
    await storage.remove('k');
    expect(localStorage.getItem('k')).toBeNull();
    expect(await storage.get('j')).toBe('kept');
  });

  it('writes to the area it was given', async () => {
    const storage = webStorage(() => sessionStorage);
    await storage.set('k', 1);
    expect(sessionStorage.getItem('k')).toBe('1');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('get is undefined when the area itself cannot be reached (storage disabled)', async () => {
    const storage = webStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await expect(storage.get('k')).resolves.toBeUndefined();
  });

  it('subscribe hears another tab change its key in its area only, parses the value, and stops', () => {
    const storage = webStorage(() => localStorage);
    const heard: unknown[] = [];
    const stop = storage.subscribe('k', (value) => heard.push(value));
    const fire = (init: StorageEventInit) => dispatchEvent(new StorageEvent('storage', init));
    fire({ key: 'k', newValue: '{"v":1}', storageArea: localStorage });
    fire({ key: 'other', newValue: '2', storageArea: localStorage });
    fire({ key: 'k', newValue: '3', storageArea: sessionStorage });
    fire({ key: 'k', newValue: null, storageArea: localStorage });
    fire({ key: 'k', newValue: '{corrupt', storageArea: localStorage });
    stop();
    fire({ key: 'k', newValue: '4', storageArea: localStorage });
    expect(heard).toEqual([{ v: 1 }, undefined, undefined]);
    expect(heard).toHaveLength(3);
  });
});

describe('web platform', () => {
  it('is the web shell, with storage in localStorage and sessionStorage', async () => {
    const platform = createWebPlatform();
    expect(platform.kind).toBe('web');
    await platform.storage.set('s', 1);
    await platform.sessionStorage.set('t', 2);
    expect(localStorage.getItem('s')).toBe('1');
    expect(sessionStorage.getItem('t')).toBe('2');
    expect(localStorage.getItem('t')).toBeNull();
  });

  it('follows another tab signing in or out (admin-token in localStorage) and nothing else', () => {
    const platform = createWebPlatform();
    const seen: boolean[] = [];
    platform.gateway.onSessionChange((has) => seen.push(has));
    const fire = (init: StorageEventInit) => dispatchEvent(new StorageEvent('storage', init));
    fire({ key: KEY, newValue: 'tok', storageArea: localStorage });
    fire({ key: KEY, newValue: null, storageArea: localStorage });
    fire({ key: 'other', newValue: 'x', storageArea: localStorage });
    fire({ key: KEY, newValue: 'tok', storageArea: sessionStorage });
    expect(seen).toEqual([true, false]);
  });

  it('opens external links in a new tab without an opener or referrer', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    createWebPlatform().openExternal('https://example.com/doc');
    expect(open).toHaveBeenCalledWith('https://example.com/doc', '_blank', 'noopener,noreferrer');
  });

  it("answers the browser's languages, or its one language when the list is missing", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'zh-CN']);
    expect(createWebPlatform().languages()).toEqual(['en-GB', 'zh-CN']);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(undefined as unknown as string[]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(createWebPlatform().languages()).toEqual(['zh-CN']);
  });

  it('logs the calls it makes in its request log, with the token text redacted', async () => {
    localStorage.setItem(KEY, 'secret-token-value');
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 0, data: { echo: 'secret-token-value' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const platform = createWebPlatform();
    const reply = await platform.gateway.request({ method: 'GET', url: '/api/sys/menu/nav' });
    expect(reply.ok).toBe(true);
    const headers = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Token')).toBe('secret-token-value');
    // The log is written once the reply is in, without holding the reply back.
    await vi.waitFor(async () => expect(await platform.requestLog.list()).toHaveLength(1));
    const calls = await platform.requestLog.list();
    expect(calls[0]!.path).toBe('/api/sys/menu/nav');
    expect(JSON.stringify(calls)).not.toContain('secret-token-value');
  });
});
