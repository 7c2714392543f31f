// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '@webext-core/fake-browser';

// The extension pages' storage, API host and read-through cache against an in-memory browser.
vi.mock('webextension-polyfill', async () => ({ default: (await import('@webext-core/fake-browser')).fakeBrowser }));

const { extensionStorage } = await import('../../../../src/platform/extension/extensionStorage.ts');
const { API_BASE_KEY, DEFAULT_EXTENSION_API_BASE, apiBaseFrom, grantedDefault, readApiBase } =
  await import('../../../../src/platform/extension/apiBase.ts');
const { storeManifest } = await import('../../../../scripts/package.ts');
const { extensionManifest } = await import('../../../../manifest.config.ts');
const { cachedRead } = await import('../../../../src/platform/extension/storageCache.ts');
const { createExtensionPlatform } = await import('../../../../src/platform/extension/extensionPlatform.ts');

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('extension storage: JSON values in chrome.storage', () => {
  it('reads, writes and removes in its own area only', async () => {
    const local = extensionStorage('local');
    const session = extensionStorage('session');
    await local.set('k', { a: [1] });
    await session.set('k', 'tab');
    expect(await fakeBrowser.storage.local.get('k')).toEqual({ k: { a: [1] } });
    expect(await local.get('k')).toEqual({ a: [1] });
    expect(await session.get('k')).toBe('tab');
    await local.remove('k');
    expect(await local.get('k')).toBeUndefined();
    expect(await session.get('k')).toBe('tab');
  });

  it('a refused read is undefined, not an error', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'get').mockRejectedValue(new Error('storage unavailable'));
    await expect(extensionStorage('local').get('k')).resolves.toBeUndefined();
  });

  it('subscribe hears its key in its area, with the new value, until stopped', async () => {
    const heard: unknown[] = [];
    const stop = extensionStorage('local').subscribe('k', (value) => heard.push(value));
    await fakeBrowser.storage.local.set({ k: 1 });
    await fakeBrowser.storage.local.set({ other: 2 });
    await fakeBrowser.storage.session.set({ k: 3 });
    // As Chrome reports a removed key (the fake adds newValue: null).
    await fakeBrowser.storage.onChanged.trigger({ k: { oldValue: 1 } }, 'local');
    stop();
    await fakeBrowser.storage.local.set({ k: 4 });
    expect(heard).toEqual([1, undefined]);
  });
});

describe('API host of the extension (options page; https, or http on loopback)', () => {
  /** The development build's manifest grants the loopback reference server. */
  const developmentBuild = () =>
    vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue(extensionManifest('chrome', undefined) as never);

  it('the build default is the local reference server', () => {
    expect(DEFAULT_EXTENSION_API_BASE).toBe('http://127.0.0.1:8790');
    expect(API_BASE_KEY).toBe('api-base');
  });

  it.each<[unknown, string]>([
    ['https://api.example.com', 'https://api.example.com'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://api.example.com', 'http://127.0.0.1:8790'],
    ['ftp://api.example.com', 'http://127.0.0.1:8790'],
    ['not a url', 'http://127.0.0.1:8790'],
    [42, 'http://127.0.0.1:8790'],
    [undefined, 'http://127.0.0.1:8790'],
  ])('in the development build a stored %j means %s', (value, host) => {
    developmentBuild();
    expect(apiBaseFrom(value)).toBe(host);
  });

  it('reads the stored host, and the default when none is stored or storage refuses', async () => {
    developmentBuild();
    expect(await readApiBase()).toBe('http://127.0.0.1:8790');
    await fakeBrowser.storage.local.set({ 'api-base': 'https://api.example.com' });
    expect(await readApiBase()).toBe('https://api.example.com');
    vi.spyOn(fakeBrowser.storage.local, 'get').mockRejectedValue(new Error('gone'));
    expect(await readApiBase()).toBe('http://127.0.0.1:8790');
  });
});

describe('API host of the store package: no default host unless one was built in', () => {
  const installed = (manifest: Record<string, unknown>) =>
    vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue(manifest as never);

  it('the store package of a build without VITE_EXTENSION_API_BASE has no host until one is stored', async () => {
    installed(storeManifest(extensionManifest('chrome', undefined)));
    expect(apiBaseFrom(undefined)).toBeNull();
    expect(apiBaseFrom('http://api.example.com')).toBeNull();
    expect(await readApiBase()).toBeNull();
    await fakeBrowser.storage.local.set({ 'api-base': 'https://api.example.com' });
    expect(await readApiBase()).toBe('https://api.example.com');
  });

  it('the Firefox store package alike', () => {
    installed(storeManifest(extensionManifest('firefox', undefined)));
    expect(apiBaseFrom(undefined)).toBeNull();
  });

  it('the side panel of the store package asks whether a host is set, hears when one is, and opens the options page', async () => {
    installed(storeManifest(extensionManifest('chrome', undefined)));
    const openOptions = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue(undefined);
    const platform = createExtensionPlatform();
    expect(await platform.apiHost!.isSet()).toBe(false);
    const heard: boolean[] = [];
    const stop = platform.apiHost!.subscribe((isSet) => heard.push(isSet));
    await fakeBrowser.storage.local.set({ 'api-base': 'https://api.example.com' });
    expect(await platform.apiHost!.isSet()).toBe(true);
    await fakeBrowser.storage.local.remove('api-base');
    stop();
    expect(heard).toEqual([true, false]);
    platform.openSettings!();
    expect(openOptions).toHaveBeenCalledOnce();
  });

  it('the development build has a default host, always: its side panel does not ask', () => {
    installed(extensionManifest('chrome', undefined));
    expect(createExtensionPlatform().apiHost).toBeUndefined();
  });

  it('a manifest that cannot be read grants no default', () => {
    vi.spyOn(fakeBrowser.runtime, 'getManifest').mockImplementation(() => {
      throw new Error('no runtime');
    });
    expect(apiBaseFrom(undefined)).toBeNull();
  });

  it.each<[string, string | undefined, string | null]>([
    ['development build', undefined, 'http://127.0.0.1:8790'],
    ['development build with a deployment host', 'https://api.example.com', 'https://api.example.com'],
    ['store package', undefined, null],
    ['store package with a deployment host', 'https://api.example.com:8443', 'https://api.example.com:8443'],
    ['store package with a loopback host built in', 'http://127.0.0.1:9000', null],
  ])('grantedDefault: the %s (%s) defaults to %s', (kind, built, expected) => {
    const manifest = extensionManifest('chrome', built);
    const hosts = (kind.startsWith('store') ? storeManifest(manifest) : manifest).host_permissions;
    expect(grantedDefault(built ?? 'http://127.0.0.1:8790', hosts)).toBe(expected);
  });
});

describe('read-through cache of stored values (the worker reads storage once while it is unchanged)', () => {
  it('reads once, again after a watched key changes or after invalidate, not for other keys', async () => {
    let n = 0;
    const read = vi.fn(async () => ++n);
    const cache = cachedRead(read, ['a', 'b']);
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    await fakeBrowser.storage.local.set({ other: 1 });
    expect(await cache.get()).toBe(1);
    await fakeBrowser.storage.local.set({ b: 1 });
    expect(await cache.get()).toBe(2);
    await fakeBrowser.storage.session.set({ a: 1 });
    expect(await cache.get()).toBe(3);
    cache.invalidate();
    expect(await cache.get()).toBe(4);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('a failed read is not kept: the next get reads again', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('busy')).mockResolvedValue('ok');
    const cache = cachedRead(read, ['a']);
    await expect(cache.get()).rejects.toThrow('busy');
    expect(await cache.get()).toBe('ok');
    expect(await cache.get()).toBe('ok');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('extension platform (the side panel and options pages)', () => {
  it('is the extension shell, with storage in chrome.storage local and session', async () => {
    const platform = createExtensionPlatform();
    expect(platform.kind).toBe('extension');
    await platform.storage.set('s', 1);
    await platform.sessionStorage.set('t', 2);
    expect(await fakeBrowser.storage.local.get()).toEqual({ s: 1 });
    expect(await fakeBrowser.storage.session.get()).toEqual({ t: 2 });
  });

  it('opens external links in a new browser tab, not in the panel', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    createExtensionPlatform().openExternal('https://example.com/doc');
    expect(create).toHaveBeenCalledWith({ url: 'https://example.com/doc' });
  });

  it("answers the browser's languages", () => {
    vi.stubGlobal('navigator', { languages: ['zh-CN', 'en'], language: 'zh-CN' });
    expect(createExtensionPlatform().languages()).toEqual(['zh-CN', 'en']);
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(createExtensionPlatform().languages()).toEqual(['en-US']);
  });

  it('asks the worker, by message, whether there is a session; the answer is a boolean only', async () => {
    fakeBrowser.runtime.onMessage.addListener((message: unknown, _sender: unknown, reply: (v: unknown) => void) => {
      if ((message as { type?: string }).type === 'session.has') reply(true);
      return true;
    });
    expect(await createExtensionPlatform().gateway.hasSession()).toBe(true);
  });
});
