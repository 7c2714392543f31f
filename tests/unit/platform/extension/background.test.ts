// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { fakeBrowser as FakeBrowser } from '@webext-core/fake-browser';

/**
 * The background worker as the browser loads it (background.ts), against an in-memory browser:
 * @webext-core/fake-browser for storage, runtime, alarms and the rest it implements; the APIs it
 * leaves out (context menus, commands, scripting, permissions, and `chrome.*`'s action, side panel
 * and i18n) are stubbed here. The fake's own `runtime.sendMessage` follows Chrome's `sendResponse`
 * convention and passes an empty sender, while the worker answers the polyfill's way (a promise)
 * and checks who sent: so these tests call the registered listener with the sender a page would
 * have. The sealing key is made in memory (no IndexedDB in Node).
 */
vi.mock('webextension-polyfill', async () => ({ default: (await import('@webext-core/fake-browser')).fakeBrowser }));
// One key for the whole file, as IndexedDB keeps it across a stopped worker.
const sealing = vi.hoisted(() => ({
  key: crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
}));
vi.mock('../../../../src/platform/extension/sealingKey.ts', () => ({ indexedDbSealingKey: () => () => sealing.key }));

const TOKEN = 'f00d'.repeat(16);
const HOST = 'https://api.example';

type Listener = (...args: never[]) => unknown;
/** An event the fake leaves out: listeners can be added, and a test fires them. */
function event() {
  const listeners: Listener[] = [];
  return {
    listeners,
    addListener: (listener: Listener) => void listeners.push(listener),
    removeListener: (listener: Listener) => void listeners.splice(listeners.indexOf(listener), 1),
    hasListener: (listener: Listener) => listeners.includes(listener),
    fire: (...args: unknown[]) =>
      Promise.all(listeners.map((listener) => (listener as (...a: unknown[]) => unknown)(...args))),
  };
}

type Seen = { url: string; method: string; headers: Headers; body: unknown };

async function load(
  options: {
    access?: boolean;
    alarmExists?: boolean;
    restart?: boolean;
    noSidePanel?: boolean;
    /** The Firefox build (`vite build --mode firefox`): the sidebar instead of the side panel. */
    firefox?: boolean;
    /** The optional `notifications` permission granted: `chrome.notifications` is there. */
    notifications?: boolean;
  } = {},
) {
  vi.resetModules();
  vi.stubEnv('MODE', options.firefox ? 'firefox' : 'extension');
  const browser = (await import('webextension-polyfill')).default as unknown as typeof FakeBrowser &
    Record<string, unknown>;
  // A restart: the worker was stopped; what it kept in storage is still there.
  const kept = options.restart
    ? { local: await browser.storage.local.get(), session: await browser.storage.session.get() }
    : { local: {}, session: {} };
  browser.reset();
  await browser.storage.local.set(kept.local);
  await browser.storage.session.set(kept.session);
  const contextMenusClicked = event();
  const command = event();
  const executeScript = vi.fn(async (_: unknown) => [{ result: '  13800138000 ' }]);
  const contains = vi.fn(async (_: unknown) => options.access ?? true);
  // Firefox's sidebar and toolbar button (browser.action.onClicked; Chrome's side panel needs no listener).
  const sidebarAction = { open: vi.fn(async () => undefined), toggle: vi.fn(async () => undefined) };
  const actionClicked = event();
  Object.assign(browser, {
    contextMenus: { onClicked: contextMenusClicked },
    commands: { onCommand: command },
    scripting: { executeScript },
    permissions: { contains, onAdded: event() },
    sidebarAction,
    action: { onClicked: actionClicked },
    // Following the page beside the panel (pageFollow.test.ts tests it): events the fake leaves out.
    tabs: { onActivated: event(), onUpdated: event(), query: vi.fn(async () => []) },
    windows: { onFocusChanged: event(), getLastFocused: vi.fn(async () => ({ id: 4 })), WINDOW_ID_CURRENT: -2 },
  });
  Object.assign(browser.runtime, { onConnect: event() });
  let badgeShown = '';
  const chrome = {
    action: {
      setBadgeText: vi.fn(async ({ text }: { text: string }) => void (badgeShown = text)),
      getBadgeText: vi.fn(async (_: unknown) => badgeShown),
      setBadgeBackgroundColor: vi.fn(async (_: unknown) => undefined),
      setTitle: vi.fn(async (_: unknown) => undefined),
    },
    sidePanel: {
      setPanelBehavior: vi.fn(async (_: unknown) => undefined),
      open: vi.fn(async (_: unknown) => undefined),
    },
    contextMenus: {
      removeAll: vi.fn((done: () => void) => done()),
      create: vi.fn((_: unknown, done?: () => void) => done?.()),
    },
    i18n: { getMessage: vi.fn((name: string, subs?: string[]) => `${name}(${(subs ?? []).join(',')})`) },
    runtime: { lastError: undefined },
    notifications: options.notifications
      ? {
          create: vi.fn(async (id: string, _: unknown) => id),
          clear: vi.fn(async (_: string) => true),
          onClicked: event(),
        }
      : undefined,
  };
  // Firefox has no side panel, and a Chrome or Edge older than 116 neither.
  if (options.firefox || options.noSidePanel) delete (chrome as Partial<typeof chrome>).sidePanel;
  vi.stubGlobal('chrome', chrome);
  const seen: Seen[] = [];
  let answer: (s: Seen) => unknown = (s) =>
    s.url.endsWith('/api/sys/login')
      ? { code: 0, data: { token: TOKEN }, msg: 'success' }
      : s.url.includes('pendingCount')
        ? { code: 0, data: { count: 7 } }
        : s.url.endsWith('/api/sys/menu/nav')
          ? { code: 0, data: { userInfo: { userId: 7 }, menuList: [] } }
          : { code: 0, data: { echo: s.headers.get('Token') } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const s = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: init?.body,
      };
      seen.push(s);
      const answered = answer(s);
      // The connection dropped: fetch rejects, as a browser's does.
      if (answered instanceof Error) throw answered;
      return new Response(JSON.stringify(answered), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  await browser.storage.local.set({ 'api-base': HOST });
  if (options.alarmExists) await browser.alarms.create('pending-work', { periodInMinutes: 1 });
  await import('../../../../src/platform/extension/background.ts');
  const panel = { id: browser.runtime.id, url: browser.runtime.getURL('src/platform/extension/sidepanel.html') };
  /** What the worker answers a message from `sender` (undefined: no answer). */
  const send = async (message: unknown, sender: object = panel) =>
    (await browser.runtime.onMessage.trigger(message, sender, () => undefined))[0];
  const broadcasts: unknown[] = [];
  browser.runtime.onMessage.addListener((message: unknown) => void broadcasts.push(message));
  const signIn = () =>
    send({
      type: 'session.signIn',
      request: { kind: 'password', payload: { userName: 'admin', password: 'admin123', uuid: 'u', captcha: 'c' } },
      remember: true,
    });
  return {
    browser,
    chrome,
    seen,
    send,
    signIn,
    broadcasts,
    contextMenusClicked,
    command,
    executeScript,
    contains,
    sidebarAction,
    actionClicked,
    setAnswer: (next: typeof answer) => (answer = next),
  };
}

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('background worker: the only holder of the token', () => {
  it('signs in for a side panel, keeps the token to itself, and sends it with the calls it relays', async () => {
    const w = await load();
    const reply = (await w.signIn()) as { ok: boolean; body: unknown };
    expect(reply.ok).toBe(true);
    expect(JSON.stringify(reply)).not.toContain(TOKEN);
    expect(w.seen[0]!.url).toBe(`${HOST}/api/sys/login`);
    expect(await w.send({ type: 'session.has' })).toBe(true);
    const relayed = (await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } })) as {
      ok: boolean;
    };
    expect(relayed.ok).toBe(true);
    const call = w.seen.find((s) => s.url.endsWith('/api/sys/menu/nav'))!;
    expect(call.headers.get('Token')).toBe(TOKEN);
    // The server echoed the token: the page gets the reply without it.
    expect(JSON.stringify(relayed)).not.toContain(TOKEN);
    // Storage holds it sealed: no area a page can read holds its text.
    const stored = JSON.stringify([await w.browser.storage.local.get(), await w.browser.storage.session.get()]);
    expect(stored).not.toContain(TOKEN);
    expect(JSON.stringify(w.broadcasts)).not.toContain(TOKEN);
    expect(w.broadcasts).toContainEqual({ type: 'session.changed', hasSession: true });
  });

  it.each<[string, object]>([
    ['a web page', { url: 'https://evil.example/page', tab: { id: 3 } }],
    ['another extension', { id: 'someone-else', url: 'chrome-extension://someone-else/page.html' }],
    ['a page of another origin claiming this id', { id: 'test-extension-id', url: 'https://evil.example/' }],
    ['no sender at all', {}],
  ])('answers nothing to %s, and makes no call', async (_, sender) => {
    const w = await load();
    expect(await w.send({ type: 'session.has' }, sender)).toBeUndefined();
    expect(await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/x' } }, sender)).toBeUndefined();
    expect(await w.send({ type: 'log.list' }, sender)).toBeUndefined();
    expect(w.seen).toHaveLength(0);
  });

  it.each<[string, unknown]>([
    ['not an object', 'session.has'],
    ['an unknown type', { type: 'session.token' }],
    ['an absolute URL', { type: 'api.request', request: { method: 'GET', url: 'https://evil.example/x' } }],
    ['a protocol-relative URL', { type: 'api.request', request: { method: 'GET', url: '//evil.example/x' } }],
    ['a backslash after the slash', { type: 'api.request', request: { method: 'GET', url: '/\\evil.example/x' } }],
    ['an encoded backslash', { type: 'api.request', request: { method: 'GET', url: '/%5Cevil.example/x' } }],
    ['an unknown method', { type: 'api.request', request: { method: 'PATCH', url: '/api/x' } }],
    ['an oversized host', { type: 'config.testConnection', host: `https://${'a'.repeat(5000)}.example` }],
    ['a sign-in without remember', { type: 'session.signIn', request: { kind: 'sms', payload: {} } }],
  ])('answers nothing to a malformed request from its own page (%s)', async (_, message) => {
    const w = await load();
    expect(await w.send(message)).toBeUndefined();
    expect(w.seen).toHaveLength(0);
  });

  it('refuses a relayed call to the sign-in path: a page cannot sign in around the worker', async () => {
    const w = await load();
    const reply = (await w.send({
      type: 'api.request',
      request: { method: 'POST', url: '/api/sys/login', data: {} },
    })) as { ok: boolean };
    expect(reply.ok).toBe(false);
    expect(w.seen).toHaveLength(0);
  });

  it('ends the session when another writer changes the API host in storage, signs it out at the old host, and says why', async () => {
    const w = await load();
    await w.signIn();
    await w.browser.storage.local.set({ 'api-base': 'https://other.example' });
    await vi.waitFor(async () => expect(await w.send({ type: 'session.endReason' })).toBe('host-changed'));
    expect(await w.send({ type: 'session.has' })).toBe(false);
    // The old session is revoked where it was issued, not merely forgotten here.
    const exit = w.seen.find((s) => s.url.includes('/api/sys/exit'))!;
    expect(exit.url).toBe(`${HOST}/api/sys/exit?Token=${TOKEN}`);
    expect(exit.headers.get('Token')).toBe(TOKEN);
    expect(w.seen.filter((s) => s.url.startsWith('https://other.example') && s.headers.get('Token'))).toEqual([]);
    expect(w.broadcasts).toContainEqual({ type: 'session.changed', hasSession: false, reason: 'host-changed' });
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
    const last = w.seen.at(-1)!;
    expect(last.url).toBe('https://other.example/api/sys/menu/nav');
    expect(last.headers.get('Token')).toBeNull();
  });

  it('reads the token again when storage changes it (a second worker signed out)', async () => {
    const w = await load();
    await w.signIn();
    expect(await w.send({ type: 'session.has' })).toBe(true);
    await w.browser.storage.local.remove('admin-token');
    await w.browser.storage.session.remove('admin-token');
    expect(await w.send({ type: 'session.has' })).toBe(false);
  });

  it('sets the host on the options page only with access to it; a host change reaches the next call', async () => {
    const w = await load({ access: false });
    expect(await w.send({ type: 'config.setHost', host: 'https://new.example' })).toEqual({
      ok: false,
      reason: 'no-access',
    });
    expect(w.contains).toHaveBeenCalledWith({ origins: ['https://new.example/*'] });
    w.contains.mockResolvedValue(true);
    expect(await w.send({ type: 'config.setHost', host: 'https://new.example' })).toEqual({
      ok: true,
      origin: 'https://new.example',
      sessionEnded: false,
    });
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/x' } });
    expect(w.seen.at(-1)!.url).toBe('https://new.example/api/x');
  });

  it('asks whether a host is granted as the manifest grants it: scheme and host, any port', async () => {
    const w = await load();
    expect(await w.send({ type: 'config.setHost', host: 'http://127.0.0.1:8790' })).toMatchObject({ ok: true });
    expect(w.contains).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
  });

  it('a refused permission check counts as no access', async () => {
    const w = await load();
    w.contains.mockRejectedValue(new Error('bad pattern'));
    expect(await w.send({ type: 'config.setHost', host: 'https://new.example' })).toEqual({
      ok: false,
      reason: 'no-access',
    });
  });
});

describe('background worker: toolbar, context menu, command and badge', () => {
  it('opens the side panel itself from the toolbar button’s click, in that tab (so the click grants activeTab)', async () => {
    const w = await load();
    expect(w.chrome.sidePanel!.setPanelBehavior).toHaveBeenCalledWith({ openPanelOnActionClick: false });
    void w.actionClicked.fire({ id: 5, windowId: 1 });
    expect(w.chrome.sidePanel!.open).toHaveBeenCalledWith({ tabId: 5 });
  });

  it('adds "Look up in console" for selected text when installed, replacing any earlier entry', async () => {
    const w = await load();
    await w.browser.runtime.onInstalled.trigger({ reason: 'install' });
    expect(w.chrome.contextMenus.removeAll).toHaveBeenCalledOnce();
    expect(w.chrome.contextMenus.create).toHaveBeenCalledWith(
      { id: 'console-lookup', title: 'lookupMenu()', contexts: ['selection'] },
      expect.any(Function),
    );
  });

  it('a context-menu lookup opens the panel in that window and leaves the cleaned text for it, once', async () => {
    const w = await load();
    await w.contextMenusClicked.fire(
      { menuItemId: 'console-lookup', selectionText: ' 138 0013 8000 ' },
      { windowId: 4 },
    );
    expect(w.chrome.sidePanel!.open).toHaveBeenCalledWith({ windowId: 4 });
    await vi.waitFor(() => expect(w.broadcasts).toContainEqual({ type: 'lookup.pending' }));
    expect(await w.send({ type: 'lookup.take' })).toBe('138 0013 8000');
    expect(await w.send({ type: 'lookup.take' })).toBeNull();
  });

  it('ignores other menu entries and empty selections', async () => {
    const w = await load();
    await w.contextMenusClicked.fire({ menuItemId: 'other', selectionText: 'x' }, { windowId: 4 });
    await w.contextMenusClicked.fire({ menuItemId: 'console-lookup', selectionText: '   ' }, { windowId: 4 });
    expect(w.chrome.sidePanel!.open).not.toHaveBeenCalled();
    expect(await w.send({ type: 'lookup.take' })).toBeNull();
  });

  it('the lookup command reads the active tab’s selection and leaves it for the panel', async () => {
    const w = await load();
    await w.command.fire('lookup-selection', { id: 9, windowId: 2 });
    expect(w.chrome.sidePanel!.open).toHaveBeenCalledWith({ windowId: 2 });
    expect(w.executeScript).toHaveBeenCalledWith({ target: { tabId: 9 }, func: expect.any(Function) });
    await vi.waitFor(async () => expect(await w.send({ type: 'lookup.take' })).toBe('13800138000'));
  });

  it('an unknown command or a tab without an id does nothing', async () => {
    const w = await load();
    await w.command.fire('other-command', { id: 9, windowId: 2 });
    await w.command.fire('lookup-selection', { windowId: 2 });
    expect(w.executeScript).not.toHaveBeenCalled();
    expect(w.chrome.sidePanel!.open).not.toHaveBeenCalled();
  });

  it('schedules the badge count every few minutes, once', async () => {
    const w = await load();
    await vi.waitFor(async () => expect(await w.browser.alarms.get('pending-work')).toBeDefined());
    expect((await w.browser.alarms.get('pending-work'))!.periodInMinutes).toBe(5);
    const again = await load({ alarmExists: true });
    // The worker has looked at its alarms (the watch check's is made): the sleep after judges that
    // the badge's is not made again.
    await vi.waitFor(async () => expect(await again.browser.alarms.get('watch-check')).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await again.browser.alarms.get('pending-work'))!.periodInMinutes).toBe(1);
  });

  it('counts the waiting work on sign-in and on the alarm, and clears the badge at sign-out', async () => {
    const w = await load();
    await w.signIn();
    await vi.waitFor(() => expect(w.chrome.action.setBadgeText).toHaveBeenCalledWith({ text: '7' }));
    expect(w.chrome.action.setBadgeBackgroundColor).toHaveBeenCalledWith({ color: '#D9363E' });
    expect(w.chrome.action.setTitle).toHaveBeenCalledWith({ title: 'badgeTitle(7)' });
    w.setAnswer(() => ({ code: 0, data: { count: 120 } }));
    await w.browser.alarms.onAlarm.trigger({
      name: 'pending-work',
      scheduledTime: Date.now(),
      persistAcrossSessions: false,
    });
    await vi.waitFor(() => expect(w.chrome.action.setBadgeText).toHaveBeenLastCalledWith({ text: '99+' }));
    w.chrome.action.setBadgeBackgroundColor.mockClear();
    await w.send({ type: 'session.signOut' });
    await vi.waitFor(() => expect(w.chrome.action.setBadgeText).toHaveBeenLastCalledWith({ text: '' }));
    expect(w.chrome.action.setTitle).toHaveBeenLastCalledWith({ title: 'actionTitle()' });
    expect(w.chrome.action.setBadgeBackgroundColor).not.toHaveBeenCalled();
  });

  it('says "!" on the toolbar while the API host cannot be reached, and the count again at its first answer', async () => {
    const w = await load();
    await w.signIn();
    await vi.waitFor(() => expect(w.chrome.action.setBadgeText).toHaveBeenLastCalledWith({ text: '7' }));
    w.setAnswer(() => new TypeError('Failed to fetch'));
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/business/user/list' } });
    expect(w.chrome.action.setBadgeText).toHaveBeenLastCalledWith({ text: '!' });
    expect(w.chrome.action.setTitle).toHaveBeenLastCalledWith({ title: 'badgeTitleUnreachable()' });
    // A second failure changes nothing; a refusal by the server is an answer.
    w.chrome.action.setBadgeText.mockClear();
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/business/user/list' } });
    expect(w.chrome.action.setBadgeText).not.toHaveBeenCalled();
    w.setAnswer((s) =>
      s.url.includes('pendingCount') ? { code: 0, data: { count: 3 } } : { code: 'B0001', msg: 'no' },
    );
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/business/user/list' } });
    await vi.waitFor(() => expect(w.chrome.action.setBadgeText).toHaveBeenLastCalledWith({ text: '3' }));
  });

  it('a worker started again while the badge says "!" puts the count back at its first answer', async () => {
    const w = await load();
    await w.signIn();
    w.setAnswer(() => new TypeError('Failed to fetch'));
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/business/user/list' } });
    expect(w.chrome.action.getBadgeText).toBeDefined();
    const again = await load({ restart: true });
    again.chrome.action.getBadgeText.mockResolvedValue('!');
    await again.send({ type: 'api.request', request: { method: 'GET', url: '/api/business/user/list' } });
    await vi.waitFor(() => expect(again.chrome.action.setBadgeText).toHaveBeenLastCalledWith({ text: '7' }));
    const quiet = await load({ restart: true });
    await quiet.send({ type: 'api.request', request: { method: 'GET', url: '/api/business/user/list' } });
    expect(quiet.seen.filter((s) => s.url.includes('pendingCount'))).toHaveLength(0);
  });

  it('another alarm does not count', async () => {
    const w = await load();
    await w.signIn();
    await vi.waitFor(() => expect(w.chrome.action.setBadgeText).toHaveBeenCalled());
    const calls = w.seen.length;
    await w.browser.alarms.onAlarm.trigger({ name: 'other', scheduledTime: Date.now(), persistAcrossSessions: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(w.seen).toHaveLength(calls);
  });

  it('keeps the request log in storage.session, so a stopped worker does not lose it', async () => {
    const w = await load();
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
    await vi.waitFor(
      async () =>
        expect(JSON.stringify(await w.browser.storage.session.get('request-log'))).toContain('/api/sys/menu/nav'),
      { timeout: 3000 },
    );
    const restarted = await load({ restart: true });
    const calls = (await restarted.send({ type: 'log.list' })) as { path: string }[];
    expect(calls.map((call) => call.path)).toContain('/api/sys/menu/nav');
  });

  it('keeps the session across a stopped worker', async () => {
    const w = await load();
    await w.signIn();
    const restarted = await load({ restart: true });
    expect(await restarted.send({ type: 'session.has' })).toBe(true);
    await restarted.send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
    expect(restarted.seen.at(-1)!.headers.get('Token')).toBe(TOKEN);
  });
});

describe('background worker: session and host at their edges', () => {
  it('remember me keeps the sealed token in storage.local, otherwise in storage.session', async () => {
    const w = await load();
    await w.signIn();
    expect(Object.keys(await w.browser.storage.local.get())).toContain('admin-token');
    const v = await load();
    await v.send({
      type: 'session.signIn',
      request: { kind: 'password', payload: { userName: 'admin', password: 'admin123' } },
      remember: false,
    });
    expect(Object.keys(await v.browser.storage.local.get())).not.toContain('admin-token');
    expect(Object.keys(await v.browser.storage.session.get())).toContain('admin-token');
  });

  it('records why the session ended under session-end, and a later sign-in clears it', async () => {
    const w = await load();
    await w.signIn();
    await w.browser.storage.local.set({ 'api-base': 'https://other.example' });
    await vi.waitFor(async () =>
      expect(await w.browser.storage.session.get('session-end')).toEqual({ 'session-end': 'host-changed' }),
    );
    // A refused sign-in keeps the reason; a successful one clears it.
    w.setAnswer(() => ({ code: 'A0240', msg: 'wrong code' }));
    await w.signIn();
    expect(await w.send({ type: 'session.endReason' })).toBe('host-changed');
    w.setAnswer(() => ({ code: 0, data: { token: TOKEN } }));
    await w.signIn();
    expect(await w.send({ type: 'session.endReason' })).toBeNull();
  });

  it('a host change without a session records no reason', async () => {
    const w = await load();
    expect(await w.send({ type: 'config.setHost', host: 'https://new.example' })).toMatchObject({ ok: true });
    expect(await w.send({ type: 'session.endReason' })).toBeNull();
  });

  it('writing the same host again, or a host into storage.session, ends nothing', async () => {
    const w = await load();
    await w.signIn();
    await w.browser.storage.local.set({ 'api-base': HOST });
    await w.browser.storage.session.set({ 'api-base': 'https://other.example' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await w.send({ type: 'session.has' })).toBe(true);
    expect(w.broadcasts).not.toContainEqual(expect.objectContaining({ hasSession: false }));
  });

  it('answers the options page’s connection test', async () => {
    const w = await load();
    expect(await w.send({ type: 'config.testConnection', host: 'https://api.example' })).toEqual({ outcome: 'api' });
    expect(w.seen.at(-1)!.url).toBe('https://api.example/api/sys/menu/nav');
  });

  it('counts the waiting work with a GET', async () => {
    const w = await load();
    await w.signIn();
    await vi.waitFor(() => expect(w.seen.some((s) => s.url.includes('pendingCount'))).toBe(true));
    expect(w.seen.find((s) => s.url.includes('pendingCount'))!.method).toBe('GET');
  });

  it('loads in a browser without the side panel API, and a click without a window opens nothing', async () => {
    await expect(load({ noSidePanel: true })).resolves.toBeDefined();
    const w = await load();
    await w.contextMenusClicked.fire({ menuItemId: 'console-lookup', selectionText: 'ann' }, {});
    expect(w.chrome.sidePanel!.open).not.toHaveBeenCalled();
    expect(await w.send({ type: 'lookup.take' })).toBe('ann');
  });

  it('an empty selection read by the command leaves nothing and tells no page', async () => {
    const w = await load();
    w.executeScript.mockResolvedValue([{ result: '   ' }]);
    await w.command.fire('lookup-selection', { id: 9, windowId: 2 });
    // The selection was read (waited for); the sleep after judges that no page was told.
    await vi.waitFor(() => expect(w.executeScript).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(w.broadcasts).not.toContainEqual({ type: 'lookup.pending' });
  });
});

describe('background page in Firefox: the same worker, the sidebar instead of the side panel', () => {
  it('the toolbar button toggles the sidebar inside its click, and the side panel is never asked for', async () => {
    const w = await load({ firefox: true });
    expect(w.sidebarAction.toggle).not.toHaveBeenCalled();
    void w.actionClicked.fire({ id: 1, windowId: 1 });
    // Before anything is awaited: Firefox refuses sidebarAction calls made after the handler returned.
    expect(w.sidebarAction.toggle).toHaveBeenCalledOnce();
    void w.actionClicked.fire({ id: 1, windowId: 1 });
    expect(w.sidebarAction.toggle).toHaveBeenCalledTimes(2);
    expect(w.sidebarAction.open).not.toHaveBeenCalled();
    expect(w.chrome).not.toHaveProperty('sidePanel');
  });

  it('in Chrome the toolbar button opens the side panel, never a sidebar', async () => {
    const w = await load();
    await w.actionClicked.fire({ id: 3, windowId: 4 });
    expect(w.chrome.sidePanel!.open).toHaveBeenCalledWith({ tabId: 3 });
    await w.contextMenusClicked.fire({ menuItemId: 'console-lookup', selectionText: 'ann' }, { windowId: 4 });
    expect(w.sidebarAction.open).not.toHaveBeenCalled();
    expect(w.sidebarAction.toggle).not.toHaveBeenCalled();
  });

  it('a context-menu lookup opens the sidebar at once and leaves the text for it', async () => {
    const w = await load({ firefox: true });
    void w.contextMenusClicked.fire(
      { menuItemId: 'console-lookup', selectionText: ' 138 0013 8000 ' },
      { windowId: 4 },
    );
    expect(w.sidebarAction.open).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(w.broadcasts).toContainEqual({ type: 'lookup.pending' }));
    expect(await w.send({ type: 'lookup.take' })).toBe('138 0013 8000');
  });

  it('the lookup command opens the sidebar at once and reads the active tab’s selection', async () => {
    const w = await load({ firefox: true });
    void w.command.fire('lookup-selection', { id: 9, windowId: 2 });
    expect(w.sidebarAction.open).toHaveBeenCalledOnce();
    expect(w.executeScript).toHaveBeenCalledWith({ target: { tabId: 9 }, func: expect.any(Function) });
    await vi.waitFor(async () => expect(await w.send({ type: 'lookup.take' })).toBe('13800138000'));
  });

  it('signs in without handing out the token, and the session survives an unloaded background page', async () => {
    const w = await load({ firefox: true });
    const reply = await w.signIn();
    expect(JSON.stringify(reply)).not.toContain(TOKEN);
    expect(JSON.stringify([await w.browser.storage.local.get(), await w.browser.storage.session.get()])).not.toContain(
      TOKEN,
    );
    const reloaded = await load({ firefox: true, restart: true });
    expect(await reloaded.send({ type: 'session.has' })).toBe(true);
    await reloaded.send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
    expect(reloaded.seen.at(-1)!.headers.get('Token')).toBe(TOKEN);
  });
});

describe('background worker: drafts of the panel’s forms', () => {
  const FIELD = 'plateNumberMarker';
  const VALUE = 'typed-value-7c1f';
  const draft = () => ({
    form: 'resource:vehicle:edit:3',
    savedAt: Date.now(),
    base: { [FIELD]: 'base-value-19ad' },
    values: { [FIELD]: VALUE, password: 'hunter2' },
  });
  const get = { type: 'draft.get', form: 'resource:vehicle:edit:3' };
  /** Signed in (remembered) and the nav relayed: the worker knows the account. */
  const signedIn = async (w: Awaited<ReturnType<typeof load>>) => {
    await w.signIn();
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
  };

  it.each([
    ['Chrome', false],
    ['Firefox', true],
  ])(
    '%s: sealed in storage.local, no plain draft in any area or change event, and kept across a restart',
    async (_, firefox) => {
      const w = await load({ firefox });
      await signedIn(w);
      const changes: unknown[] = [];
      w.browser.storage.onChanged.addListener((change: unknown) => void changes.push(change));
      expect(await w.send({ type: 'draft.put', form: 'resource:vehicle:edit:3', draft: draft() })).toBeNull();
      const seen = JSON.stringify([
        await w.browser.storage.local.get(),
        await w.browser.storage.session.get(),
        changes,
      ]);
      for (const text of [FIELD, VALUE, 'base-value-19ad', 'hunter2', 'resource:vehicle'])
        expect(seen).not.toContain(text);
      expect(Object.keys(await w.browser.storage.local.get()).filter((key) => key.startsWith('draft:'))).toHaveLength(
        1,
      );
      const restarted = await load({ firefox, restart: true });
      expect(await restarted.send(get)).toMatchObject({ values: { [FIELD]: VALUE } });
      await restarted.send({ type: 'draft.markInterrupted' });
      expect(await restarted.send({ type: 'draft.interrupted' })).toMatchObject([{ interrupted: true }]);
      await restarted.send({ type: 'draft.clearAccount' });
      expect(await restarted.send(get)).toBeNull();
    },
  );

  it('the options page is refused, and a draft kept at one host is not read at another', async () => {
    const w = await load();
    const options = { id: w.browser.runtime.id, url: w.browser.runtime.getURL('src/platform/extension/options.html') };
    await signedIn(w);
    await w.send({ type: 'draft.put', form: 'resource:vehicle:edit:3', draft: draft() });
    expect(await w.send(get)).toMatchObject({ values: { [FIELD]: VALUE } });
    expect(await w.send(get, options)).toBeUndefined();
    expect(await w.send({ type: 'config.setHost', host: 'https://other.example' }, options)).toMatchObject({
      ok: true,
    });
    expect(await w.send(get)).toBeNull();
  });
});

describe('background worker: watched cases (Watch a case)', () => {
  const ORDER = 'TX20261120000012';
  /** Signed in with the nav relayed (the worker then knows the account), withdrawal 12 watched. */
  async function watching(options: { notifications: boolean }) {
    const w = await load(options);
    await w.signIn();
    await w.send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
    const record = { status: 'approved' };
    w.setAnswer((s) =>
      s.url.endsWith('/api/business/withdrawal/info/12')
        ? { code: 0, data: { id: 12, orderNo: ORDER, status: record.status, amount: 200 } }
        : s.url.includes('pendingCount')
          ? { code: 0, data: { count: 7 } }
          : { code: 0, data: null },
    );
    const added = await w.send({
      type: 'watch.add',
      area: 'withdrawal',
      record: { id: 12, orderNo: ORDER, status: 'approved', amount: 200 },
      language: 'en',
    });
    expect(added).toBe('watching');
    const round = () =>
      w.browser.alarms.onAlarm.trigger({
        name: 'watch-check',
        scheduledTime: Date.now(),
        persistAcrossSessions: false,
      });
    return { ...w, record, round };
  }

  it('checks every minute, on its own alarm, once', async () => {
    const w = await load();
    await vi.waitFor(async () => expect((await w.browser.alarms.get('watch-check'))?.periodInMinutes).toBe(1));
  });

  it('the alarm’s round: a withdrawal paid is a notification, counted on the badge beside the work waiting; a click opens it', async () => {
    const w = await watching({ notifications: true });
    w.record.status = 'paid';
    await w.round();
    const create = w.chrome.notifications!.create;
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'watch:withdrawal:12',
        expect.objectContaining({ type: 'basic', message: `Withdrawal ${ORDER} was paid: ¥200.00` }),
      ),
    );
    await vi.waitFor(() => expect(w.chrome.action.setBadgeText).toHaveBeenLastCalledWith({ text: '8' }));
    expect(w.chrome.action.setTitle).toHaveBeenLastCalledWith({ title: 'badgeTitleWatch(7,1)' });
    // The next round sees no change.
    await w.round();
    expect(create).toHaveBeenCalledTimes(1);
    await w.chrome.notifications!.onClicked.fire('watch:withdrawal:12');
    await vi.waitFor(() => expect(w.chrome.sidePanel!.open).toHaveBeenCalledWith({ windowId: 4 }));
    await vi.waitFor(async () => expect(await w.send({ type: 'lookup.take' })).toBe(ORDER));
  });

  it('without the notifications permission the badge still counts the change', async () => {
    const w = await watching({ notifications: false });
    w.record.status = 'paid';
    await w.round();
    await vi.waitFor(() => expect(w.chrome.action.setBadgeText).toHaveBeenLastCalledWith({ text: '8' }));
  });
});
