import browser from 'webextension-polyfill';
import { PAGE_TEXT_LIMIT } from '../../contract/pageIdentifiers.ts';
import { createPageFollower, FOLLOW_PORT, isPanelPort, readPageText, type FollowPort } from './pageFollow.ts';
import { isFollowedSite, sitePermission } from './helpDeskSites.ts';
import { checkWebConsoleAddress, WEB_CONSOLE_KEY } from '../../contract/consoleLink.ts';

/**
 * The browser's events for the page follower (pageFollow.ts): panels connect on FOLLOW_PORT (only
 * the console's own panel page), and the active tab changing, navigating or loading reads again.
 */
export function startPageFollowing(options: {
  apiBase: () => Promise<string | null>;
  extensionId: string;
  panelUrl: string;
}) {
  const follower = createPageFollower({
    activeTab: async () => {
      const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
      return typeof tab?.id === 'number' && tab.id >= 0 ? { id: tab.id, url: tab.url ?? '' } : null;
    },
    // The isolated world: the page's own scripts cannot see or change what reads it.
    readText: (tabId) =>
      browser.scripting.executeScript({
        target: { tabId },
        world: 'ISOLATED',
        func: readPageText,
        args: [PAGE_TEXT_LIMIT],
      }),
    followedSite: (url) =>
      isFollowedSite(url, browser.storage.local, (pattern) =>
        browser.permissions.contains({ origins: [sitePermission(pattern)] }).catch(() => false),
      ),
    ownSites: async () => {
      const web = checkWebConsoleAddress((await browser.storage.local.get(WEB_CONSOLE_KEY))[WEB_CONSOLE_KEY]);
      return [await options.apiBase(), web.ok ? web.address : null];
    },
    every: (ms, run) => {
      const timer = setInterval(run, ms);
      return () => clearInterval(timer);
    },
  });
  browser.runtime.onConnect?.addListener((port) => {
    if (port.name !== FOLLOW_PORT || !isPanelPort(port.sender, options.panelUrl, options.extensionId)) return;
    follower.connect(port as unknown as FollowPort);
  });
  browser.tabs?.onActivated?.addListener(() => void follower.pageChanged());
  browser.tabs?.onUpdated?.addListener((_tabId, change) => {
    if (change.status === 'complete' || change.url !== undefined) void follower.pageChanged();
  });
  browser.windows?.onFocusChanged?.addListener(() => void follower.pageChanged());
  return follower;
}
