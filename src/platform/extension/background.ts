import browser from 'webextension-polyfill';
import { HttpGateway } from '../http/httpGateway.ts';
import { hostPermissionFor } from '../http/apiHost.ts';
import { TOKEN_KEY } from '../../contract/constants.ts';
import { API_BASE_KEY, readApiBase } from './apiBase.ts';
import { cachedRead } from './storageCache.ts';
import { testConnection } from './testConnection.ts';
import type { WorkerBroadcast } from './protocol.ts';
import { createSealedTokenStore } from './sealedTokenStore.ts';
import { createSealedDraftStore } from './sealedDrafts.ts';
import { createSessionAccount } from './sessionAccount.ts';
import { createSealedWatchStore } from './sealedWatches.ts';
import { notifications, showNotice } from './notices.ts';
import { WATCH_CHECK_MINUTES } from '../../contract/watches.ts';
import { indexedDbSealingKey } from './sealingKey.ts';
import { createWorker } from './worker.ts';
import { fetchPicture } from './pictureFetch.ts';
import { sidebar, sidePanel } from './panel.ts';
import { startPageFollowing } from './pageFollowWiring.ts';
import { PANEL_PAGE } from './pages.ts';
import { CALL_LOG_LIMIT, createCallLog } from '../http/callLog.ts';
import { badgeText, PENDING_REFRESH_MINUTES } from '../../contract/pendingWork.ts';
import {
  BADGE_ALARM,
  BADGE_COLOUR,
  WATCH_ALARM,
  LOOKUP_MENU_ID,
  lookupCommandTarget,
  lookupFromMenuClick,
  pendingLookups,
  readSelection,
  selectionFromScript,
  type ToolbarBadge,
  UNREACHABLE_BADGE,
} from './supportDesk.ts';

/**
 * The background worker: holds the session token and performs every API call with the same
 * HttpGateway the web build uses (worker.ts). Nothing lives only in memory: the sealed token is in
 * chrome.storage, its key in IndexedDB, and the API host is read from storage.
 */
// Stryker disable next-line ArrayDeclaration: a host change also reaches worker.hostChanged below, which drops the copy too
const apiBase = cachedRead(readApiBase, [API_BASE_KEY]);
// One key seals the token and the drafts.
const sealingKey = indexedDbSealingKey();
const tokens = createSealedTokenStore({
  key: TOKEN_KEY,
  durable: browser.storage.local,
  session: browser.storage.session,
  sealingKey,
});
// Without a host the worker refuses every call before it gets here (worker.ts); were one to slip
// through, '' is the worker's own origin: the extension's files, never the network.
const gateway = new HttpGateway(tokens, { baseUrl: async () => (await apiBase.get()) ?? '' });

/** The request log of the calls relayed for the pages: in storage.session, so it outlives a stopped worker. */
const REQUEST_LOG_KEY = 'request-log';
const log = createCallLog(
  {
    load: async () => (await browser.storage.session.get(REQUEST_LOG_KEY))[REQUEST_LOG_KEY],
    save: (calls) => browser.storage.session.set({ [REQUEST_LOG_KEY]: calls }),
  },
  CALL_LOG_LIMIT,
  // Written at most once a second (a stopped worker was idle for far longer than that).
  1000,
);

const badge: ToolbarBadge = {
  async show(count, watched = 0) {
    // The watched changes not yet seen count beside the work waiting.
    const text = badgeText(watched > 0 ? (count ?? 0) + watched : count);
    await chrome.action.setBadgeText({ text });
    if (text !== '') await chrome.action.setBadgeBackgroundColor({ color: BADGE_COLOUR });
    await chrome.action.setTitle({
      title:
        watched > 0
          ? chrome.i18n.getMessage('badgeTitleWatch', [badgeText(count) || '0', badgeText(watched)])
          : chrome.i18n.getMessage(text === '' ? 'actionTitle' : 'badgeTitle', [text]),
    });
  },
  async unreachable() {
    await chrome.action.setBadgeText({ text: UNREACHABLE_BADGE });
    await chrome.action.setBadgeBackgroundColor({ color: BADGE_COLOUR });
    await chrome.action.setTitle({ title: chrome.i18n.getMessage('badgeTitleUnreachable') });
  },
  async showsUnreachable() {
    return (await chrome.action.getBadgeText({})) === UNREACHABLE_BADGE;
  },
};

const worker = createWorker({
  gateway,
  tokens,
  apiBase,
  local: browser.storage.local,
  session: browser.storage.session,
  // Stryker disable next-line ArrowFunction: a refused check answering undefined instead of false is no access all the same
  hasAccess: (origin) => browser.permissions.contains({ origins: [hostPermissionFor(origin)] }).catch(() => false),
  testConnection,
  broadcast: (message: WorkerBroadcast) => void browser.runtime.sendMessage(message).catch(() => undefined),
  log,
  lookups: pendingLookups(browser.storage.session),
  fetchPicture: async (url) => fetchPicture(url, await apiBase.get()),
  badge,
  // In storage.local: a browser restart keeps what was typed (sealed: sealedDrafts.ts).
  drafts: createSealedDraftStore({ area: browser.storage.local, sealingKey }),
  account: createSessionAccount({ area: browser.storage.local, sealingKey }),
  // Sealed like the drafts, per account and host (sealedWatches.ts).
  watches: createSealedWatchStore({ area: browser.storage.local, sealingKey }),
  notify: (notice) => showNotice(notice, browser.runtime.getURL('icons/icon-128.png')),
  extensionId: browser.runtime.id,
  // The extension's root URL (`chrome-extension://id/`): what its pages' URLs start with.
  // Stryker disable next-line StringLiteral: getURL('') and getURL('/') are the same root URL
  extensionOrigin: browser.runtime.getURL('/'),
});

browser.storage.onChanged.addListener((changes, area) => {
  // Stryker disable next-line ConditionalExpression: the copy is only a cache; dropping it more often reads storage again, nothing else
  if (TOKEN_KEY in changes) tokens.invalidate();
  const host = changes[API_BASE_KEY];
  if (area === 'local' && host) void worker.hostChanged(host.oldValue, host.newValue);
});

// The side panel follows the page beside it (pageFollow.ts); a click that opens it reads it once.
const follower = startPageFollowing({
  apiBase: () => apiBase.get(),
  extensionId: browser.runtime.id,
  panelUrl: browser.runtime.getURL(PANEL_PAGE),
});
const readOnce = () => void follower.readOnce();

// The console's panel: Firefox's sidebar in the Firefox build (`vite build --mode firefox`), the side
// panel otherwise. The build keeps only the browser's own branch. The toolbar button shows it.
const panel =
  import.meta.env.MODE === 'firefox'
    ? sidebar(browser.sidebarAction, browser.action.onClicked, readOnce)
    : sidePanel(chrome.sidePanel, browser.action.onClicked, readOnce);
panel.bindToolbarButton();

// "Look up in console" on selected text, in any page.
browser.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create(
      { id: LOOKUP_MENU_ID, title: chrome.i18n.getMessage('lookupMenu'), contexts: ['selection'] },
      // Stryker disable next-line ArrowFunction: reading lastError only keeps Chrome from logging an unchecked error
      () => void chrome.runtime.lastError,
    );
  });
});
browser.contextMenus.onClicked.addListener((info, tab) => {
  const lookup = lookupFromMenuClick(info, tab);
  if (!lookup) return;
  // The panel opens inside the click's user gesture, before anything is awaited.
  panel.open(lookup.windowId);
  void worker.queueLookup(lookup.text);
  readOnce();
});
browser.commands.onCommand.addListener((command, tab) => {
  const target = lookupCommandTarget(command, tab);
  if (!target) return;
  panel.open(target.windowId);
  readOnce();
  // activeTab: the key press lets the extension read this tab's selection, nothing more.
  void browser.scripting
    .executeScript({ target: { tabId: target.tabId }, func: readSelection })
    .then((results) => {
      const text = selectionFromScript(results);
      if (text !== '') return worker.queueLookup(text);
    })
    .catch(() => undefined);
});

// The badge counts the waiting work every few minutes while signed in.
void browser.alarms.get(BADGE_ALARM).then((alarm) => {
  if (!alarm) void browser.alarms.create(BADGE_ALARM, { periodInMinutes: PENDING_REFRESH_MINUTES });
});
// The watched records are checked every minute while signed in (nothing is asked without a session).
void browser.alarms.get(WATCH_ALARM).then((alarm) => {
  if (!alarm) void browser.alarms.create(WATCH_ALARM, { periodInMinutes: WATCH_CHECK_MINUTES });
});
browser.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === BADGE_ALARM) void worker.refreshBadge().catch(() => undefined);
  if (alarm.name === WATCH_ALARM) void worker.checkWatches().catch(() => undefined);
});

// A click on a watch's notification opens the panel at its record where the browser lets it: the
// record is left as a lookup, which an open panel takes at once and a panel opened later on opening.
const noticeClicked = (id: string) => {
  if (import.meta.env.MODE === 'firefox') panel.open(browser.windows.WINDOW_ID_CURRENT);
  else
    void browser.windows.getLastFocused().then(
      (window) => panel.open(window.id ?? null),
      () => undefined,
    );
  void worker.noticeClicked(id).catch(() => false);
  void notifications()?.clear(id);
};
// The permission is optional (asked for on the first Watch): listened to once it is there.
let listening = false;
const listenToNotices = () => {
  const api = notifications();
  if (!api || listening) return;
  listening = true;
  api.onClicked.addListener(noticeClicked);
};
listenToNotices();
browser.permissions.onAdded.addListener(listenToNotices);

browser.runtime.onMessage.addListener((message: unknown, sender: browser.Runtime.MessageSender) =>
  worker.onMessage(message, sender),
);
