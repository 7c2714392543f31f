import { describe, expect, it, vi } from 'vitest';
import {
  createPageFollower,
  FOLLOW_INTERVAL_MS,
  isPanelPort,
  isReadablePage,
  READ_ONCE,
  textFromScript,
  type FollowPort,
  type PageFinding,
  type PageFollowDeps,
} from '../../../../src/platform/extension/pageFollow.ts';
import {
  isFollowedSite,
  onSite,
  sitePattern,
  sitePermission,
  storedSites,
} from '../../../../src/platform/extension/helpDeskSites.ts';

const EXT = 'chrome-extension://abc/';
const API = 'https://api.example';
const DESK = 'https://acme.zendesk.com/agent/tickets/1';
const WEB = 'https://console.example/admin/';

function port() {
  const messages: PageFinding[] = [];
  const onMessage: ((m: unknown) => void)[] = [];
  const onDisconnect: (() => void)[] = [];
  const p: FollowPort = {
    postMessage: (m) => void messages.push(m),
    onMessage: { addListener: (l) => void onMessage.push(l) },
    onDisconnect: { addListener: (l) => void onDisconnect.push(l) },
  };
  return {
    p,
    messages,
    ask: (m: unknown) => onMessage.forEach((l) => l(m)),
    close: () => onDisconnect.forEach((l) => l()),
  };
}

function follower(options: { url?: string; followed?: boolean; readable?: boolean } = {}) {
  let tick: (() => void) | null = null;
  const stop = vi.fn(() => void (tick = null));
  const tab = { id: 7, url: options.url ?? DESK };
  const readText = vi.fn(async (_tabId: number): Promise<unknown> => {
    if (options.readable === false) throw new Error('Cannot access contents of the page');
    return [{ result: 'Customer 13800138000' }];
  });
  const deps: PageFollowDeps = {
    activeTab: async () => tab,
    readText,
    followedSite: async () => options.followed ?? true,
    ownSites: async () => [API, WEB, null],
    every: (_ms, run) => {
      tick = run;
      return stop;
    },
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    f: createPageFollower(deps),
    readText,
    tab,
    stop,
    tick: () => tick?.(),
    ticking: () => tick !== null,
    settle,
  };
}

const found = (page: string) => ({
  type: 'page.found',
  page,
  identifiers: [{ kind: 'mobile', value: '13800138000' }],
});

describe('Follow the page (worker): what is read, and when', () => {
  it('reads nothing while no panel is open: never while it is closed', async () => {
    const w = follower();
    await w.f.pageChanged();
    w.tick();
    await w.settle();
    expect(w.readText).not.toHaveBeenCalled();
    expect(w.ticking()).toBe(false);
  });

  it('a panel that opens is told what the followed page holds; only identifiers, never the text', async () => {
    const w = follower();
    const panel = port();
    w.f.connect(panel.p);
    await w.settle();
    expect(panel.messages).toEqual([found(`7 ${DESK}`)]);
    expect(JSON.stringify(panel.messages)).not.toContain('Customer');
  });

  it('looks again every 2 s while open, tells only changes, and stops when the last panel closes', async () => {
    expect(FOLLOW_INTERVAL_MS).toBe(2000);
    const w = follower();
    const panel = port();
    w.f.connect(panel.p);
    await w.settle();
    w.tick();
    await w.settle();
    expect(w.readText).toHaveBeenCalledTimes(2);
    expect(panel.messages).toHaveLength(1);
    panel.close();
    expect(w.stop).toHaveBeenCalledOnce();
    await w.f.pageChanged();
    expect(w.readText).toHaveBeenCalledTimes(2);
  });

  it('changes while a read runs make one more read, not one each (a page changing every 50 ms)', async () => {
    const w = follower();
    const panel = port();
    w.f.connect(panel.p);
    for (let i = 0; i < 20; i++) void w.f.pageChanged();
    await w.settle();
    await w.settle();
    expect(w.readText.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('a site not followed is not read', async () => {
    const w = follower({ followed: false });
    const panel = port();
    w.f.connect(panel.p);
    await w.settle();
    expect(w.readText).not.toHaveBeenCalled();
    expect(panel.messages).toEqual([{ type: 'page.unread', reason: 'not-followed' }]);
  });

  it.each([
    ['the API host', `${API}/api/sys/menu/nav`],
    ['the web console itself', 'https://console.example/admin/#/business/user'],
    ['the extension’s own pages', `${EXT}src/platform/extension/sidepanel.html`],
    ['a browser page', 'chrome://settings'],
    ['a local file', 'file:///home/a.html'],
    ['no address', 'not a url'],
  ])('%s is never read, followed or on a click', async (_case, url) => {
    const w = follower({ url });
    const panel = port();
    w.f.connect(panel.p);
    await w.f.readOnce();
    expect(w.readText).not.toHaveBeenCalled();
    expect(panel.messages.at(-1)).toEqual({ type: 'page.unread', reason: 'not-readable' });
  });

  it('a click reads a page not followed once, shown while it is the page beside, and not read again', async () => {
    const w = follower({ followed: false });
    await w.f.readOnce();
    const panel = port();
    w.f.connect(panel.p);
    await w.settle();
    expect(panel.messages).toEqual([found(`7 ${DESK}`)]);
    w.tick();
    await w.settle();
    expect(w.readText).toHaveBeenCalledOnce();
    w.tab.url = 'https://acme.zendesk.com/agent/tickets/2';
    await w.f.pageChanged();
    expect(panel.messages.at(-1)).toEqual({ type: 'page.unread', reason: 'not-followed' });
  });

  it('“Read this page” without a grant says so', async () => {
    const w = follower({ followed: false, readable: false });
    const panel = port();
    w.f.connect(panel.p);
    panel.ask(READ_ONCE);
    await w.settle();
    await w.settle();
    expect(panel.messages.at(-1)).toEqual({ type: 'page.unread', reason: 'not-allowed' });
  });

  it('only the console’s panel page may follow', () => {
    const panel = `${EXT}src/platform/extension/sidepanel.html`;
    expect(isPanelPort({ id: 'abc', url: `${panel}#/dashboard` }, panel, 'abc')).toBe(true);
    expect(isPanelPort({ id: 'abc', url: `${EXT}src/platform/extension/options.html` }, panel, 'abc')).toBe(false);
    expect(isPanelPort({ id: 'other', url: panel }, panel, 'abc')).toBe(false);
    expect(isPanelPort({ id: 'abc', url: DESK }, panel, 'abc')).toBe(false);
    expect(isPanelPort(undefined, panel, 'abc')).toBe(false);
  });

  it('the script’s answer is cut to the text limit; anything else is no text', () => {
    expect(textFromScript([{ result: 'x'.repeat(200_000) }])).toHaveLength(100_000);
    expect(textFromScript([{ result: 5 }])).toBe('');
    expect(textFromScript(null)).toBe('');
    expect(isReadablePage(DESK, null)).toBe(true);
  });
});

describe('help-desk sites: added on the options page, followed only when listed and granted', () => {
  it.each([
    ['https://acme.zendesk.com', 'https://acme.zendesk.com/*'],
    ['acme.zendesk.com/agent/tickets', 'https://acme.zendesk.com/*'],
    ['*.freshdesk.com', 'https://*.freshdesk.com/*'],
    ['http://127.0.0.1:5123/desk', 'http://127.0.0.1:5123/*'],
    ['http://desk.example', null],
    ['*.com', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s → %s', (typed, pattern) => {
    expect(sitePattern(typed)).toBe(pattern);
  });

  it('asks for the host without the port (a match pattern has none: Firefox refuses one), and follows only the port', () => {
    expect(sitePermission('http://127.0.0.1:5123/*')).toBe('http://127.0.0.1/*');
    expect(sitePermission('https://acme.zendesk.com/*')).toBe('https://acme.zendesk.com/*');
    expect(sitePermission('https://*.freshdesk.com/*')).toBe('https://*.freshdesk.com/*');
  });

  it('matches pages of the site only', () => {
    expect(onSite(DESK, 'https://acme.zendesk.com/*')).toBe(true);
    expect(onSite('https://evil.example/?acme.zendesk.com', 'https://acme.zendesk.com/*')).toBe(false);
    expect(onSite('https://acme.zendesk.com.evil.example/', 'https://acme.zendesk.com/*')).toBe(false);
    expect(onSite('https://b.freshdesk.com/a', 'https://*.freshdesk.com/*')).toBe(true);
    expect(onSite('https://evilfreshdesk.com/a', 'https://*.freshdesk.com/*')).toBe(false);
    expect(onSite('http://127.0.0.1:5124/', 'http://127.0.0.1:5123/*')).toBe(false);
  });

  it('a listed site whose permission was revoked is not followed; stored junk is ignored', async () => {
    const area = { get: async () => ({ 'help-desk-sites': ['https://acme.zendesk.com/*', '<all_urls>', 5] }) };
    expect(storedSites(['https://acme.zendesk.com/*', '<all_urls>', 5])).toEqual(['https://acme.zendesk.com/*']);
    expect(await isFollowedSite(DESK, area, async () => true)).toBe(true);
    expect(await isFollowedSite(DESK, area, async () => false)).toBe(false);
    expect(await isFollowedSite('https://other.example/', area, async () => true)).toBe(false);
  });
});
