import browser from 'webextension-polyfill';
import { HttpGateway } from '../http/httpGateway.ts';
import { TOKEN_KEY } from '../../core/config/constants.ts';
import { API_BASE_KEY, readApiBase } from './apiBase.ts';
import { cachedRead } from './storageCache.ts';
import { testConnection } from './testConnection.ts';
import type { WorkerBroadcast } from './protocol.ts';
import { createSealedTokenStore } from './sealedTokenStore.ts';
import { indexedDbSealingKey } from './sealingKey.ts';
import { createWorker } from './worker.ts';

/**
 * The background worker: holds the session token and performs every API call with the same
 * HttpGateway the web build uses (worker.ts). Nothing lives only in memory: the sealed token is in
 * chrome.storage, its key in IndexedDB, and the API host is read from storage.
 */
const apiBase = cachedRead(readApiBase, [API_BASE_KEY]);
const tokens = createSealedTokenStore({
  key: TOKEN_KEY,
  durable: browser.storage.local,
  session: browser.storage.session,
  sealingKey: indexedDbSealingKey(),
});
const gateway = new HttpGateway(tokens, { baseUrl: () => apiBase.get() });

const worker = createWorker({
  gateway,
  tokens,
  apiBase,
  local: browser.storage.local,
  session: browser.storage.session,
  hasAccess: (origin) => browser.permissions.contains({ origins: [`${origin}/*`] }).catch(() => false),
  testConnection,
  broadcast: (message: WorkerBroadcast) => void browser.runtime.sendMessage(message).catch(() => undefined),
  extensionId: browser.runtime.id,
  extensionOrigin: new URL(browser.runtime.getURL('/')).origin + '/',
});

browser.storage.onChanged.addListener((changes, area) => {
  if (TOKEN_KEY in changes) tokens.invalidate();
  const host = changes[API_BASE_KEY];
  if (area === 'local' && host) void worker.hostChanged(host.oldValue, host.newValue);
});

// The toolbar button opens the side panel.
chrome.sidePanel?.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);

browser.runtime.onMessage.addListener((message: unknown, sender: browser.Runtime.MessageSender) =>
  worker.onMessage(message, sender),
);
