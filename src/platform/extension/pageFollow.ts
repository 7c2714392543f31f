/**
 * The side panel follows the page beside it (the worker's half). While a panel is open (a port named
 * FOLLOW_PORT is connected), the worker reads the active tab's text in an isolated world, finds the
 * identifiers in it (contract/pageIdentifiers.ts) and tells the panel those, nothing else: the text
 * is never kept, logged or sent. It reads when the tab changes or navigates, and looks again every
 * FOLLOW_INTERVAL_MS for text that changed (a chat's new message); never while no panel is open.
 *
 * Which pages: only http(s) pages, never the API host's, never the extension's own; followed only
 * on the help-desk sites the options page granted (helpDeskSites.ts); any other page only once, on
 * the toolbar click, key or menu that opened the panel there (`activeTab`).
 */
import { findIdentifiers, PAGE_TEXT_LIMIT, type PageFinding } from '../../contract/pageIdentifiers.ts';

export type { PageFinding };

/** The port a panel opens to be told about the page beside it. */
export const FOLLOW_PORT = 'page-follow';
/** The page is read at most this often while nothing but its text changes. */
export const FOLLOW_INTERVAL_MS = 2000;

/** What the panel asks on the port: read the page beside it once (with the grant a click gave). */
export const READ_ONCE = 'page.readOnce';

export interface FollowPort {
  postMessage(message: PageFinding): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

export interface PageFollowDeps {
  /** The tab beside the panel: the active tab of the last focused window. */
  activeTab(): Promise<{ id: number; url: string } | null>;
  /** The page's text, read in an isolated world by readPageText; throws when the extension may not read it. */
  readText(tabId: number): Promise<unknown>;
  /** Whether the page's site is a help-desk site the options page granted. */
  followedSite(url: string): Promise<boolean>;
  /** The API host in use and the web console's address, where set: their pages are never read. */
  ownSites(): Promise<(string | null)[]>;
  every(ms: number, run: () => void): () => void;
}

/** Reads the page's text: runs in the page's isolated world, and answers plain text of bounded size. */
export function readPageText(limit: number): string {
  const root = document.body ?? document.documentElement;
  if (!root) return '';
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  let size = 0;
  for (let node = walker.nextNode(); node !== null && size < limit; node = walker.nextNode()) {
    if (skipped.has(node.parentElement?.tagName ?? '')) continue;
    const text = (node.nodeValue ?? '').slice(0, limit - size);
    parts.push(text);
    size += text.length + 1;
  }
  return parts.join('\n');
}

/**
 * The page may be read at all: a web page (http or https: never a browser page or the extension's
 * own), not on the API host and not the web console's (`own`: those origins, null when unset).
 */
export function isReadablePage(url: string, ...own: (string | null)[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  for (const origin of own) {
    if (origin === null) continue;
    try {
      if (new URL(origin).origin === parsed.origin) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** The script's answer as text (executeScript answers `[{ result }]`). */
export function textFromScript(results: unknown): string {
  const first: unknown = Array.isArray(results) ? results[0] : undefined;
  const value = typeof first === 'object' && first !== null ? (first as { result?: unknown }).result : undefined;
  return typeof value === 'string' ? value.slice(0, PAGE_TEXT_LIMIT) : '';
}

export function createPageFollower(deps: PageFollowDeps) {
  const ports = new Set<FollowPort>();
  let stopTimer: (() => void) | null = null;
  let lastSent = '';
  /** What a click let the worker read once, for that page only (the tab and address it was read at). */
  let readOnce: Extract<PageFinding, { type: 'page.found' }> | null = null;
  let busy: Promise<void> | null = null;
  let again = false;

  const send = (finding: PageFinding, force = false) => {
    const key = JSON.stringify(finding);
    if (key === lastSent && !force) return;
    lastSent = key;
    for (const port of ports) port.postMessage(finding);
  };

  const look = async (once: boolean): Promise<PageFinding> => {
    const tab = await deps.activeTab();
    if (!tab) return { type: 'page.unread', reason: 'no-page' };
    // Without a grant for its site the browser does not even say the tab's address.
    if (tab.url === '') return { type: 'page.unread', reason: once ? 'not-allowed' : 'not-followed' };
    if (!isReadablePage(tab.url, ...(await deps.ownSites()))) return { type: 'page.unread', reason: 'not-readable' };
    const page = `${tab.id} ${tab.url}`;
    const followed = await deps.followedSite(tab.url);
    if (!followed && !once) {
      // A page read once on a click stays shown while it is the page beside the panel; it is not read again.
      return readOnce?.page === page ? readOnce : { type: 'page.unread', reason: 'not-followed' };
    }
    let text: string;
    try {
      text = textFromScript(await deps.readText(tab.id));
    } catch {
      return { type: 'page.unread', reason: once ? 'not-allowed' : 'not-followed' };
    }
    const finding = { type: 'page.found' as const, page, identifiers: findIdentifiers(text) };
    if (once && !followed) readOnce = finding;
    return finding;
  };

  /** Reads the page beside the panel; calls while one runs make one more read after it, not one each. */
  const refresh = (): Promise<void> => {
    if (ports.size === 0) return Promise.resolve();
    if (busy) {
      again = true;
      return busy;
    }
    busy = look(false)
      .then((finding) => send(finding))
      .catch(() => undefined)
      .finally(() => {
        busy = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return busy;
  };

  return {
    /** A panel opened: it is told about the page now and whenever it changes, until it closes. */
    connect(port: FollowPort): void {
      ports.add(port);
      lastSent = '';
      stopTimer ??= deps.every(FOLLOW_INTERVAL_MS, () => void refresh());
      port.onMessage.addListener((message) => {
        if (message === READ_ONCE) void this.readOnce();
      });
      port.onDisconnect.addListener(() => {
        ports.delete(port);
        if (ports.size > 0) return;
        stopTimer?.();
        stopTimer = null;
      });
      void refresh();
    },
    /** The active tab changed, or it navigated or finished loading. */
    pageChanged: refresh,
    /** Reads the page beside the panel once (the grant of a click); told to the panels open, or to the next one. */
    async readOnce(): Promise<void> {
      const finding = await look(true).catch((): PageFinding => ({ type: 'page.unread', reason: 'not-allowed' }));
      send(finding, true);
    },
    /** How many panels are open (tests). */
    followers: () => ports.size,
  };
}
export type PageFollower = ReturnType<typeof createPageFollower>;

/** The port's sender is the console's own panel page. */
export function isPanelPort(sender: { id?: string; url?: string } | undefined, panelUrl: string, id: string): boolean {
  return sender?.id === id && typeof sender.url === 'string' && sender.url.split(/[?#]/)[0] === panelUrl;
}
