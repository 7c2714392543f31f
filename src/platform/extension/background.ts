import browser from 'webextension-polyfill';
import { HttpGateway } from '../http/httpGateway.ts';
import { chromeTokenStore } from './chromeTokenStore.ts';
import { API_BASE_KEY, readApiBase } from './apiBase.ts';
import { cachedRead } from './storageCache.ts';
import { testConnection } from './testConnection.ts';
import { isOwnSender, parseWorkerRequest, type WorkerBroadcast, type WorkerRequest } from './protocol.ts';

/**
 * The background worker: holds the session token and performs every API call with the same
 * HttpGateway the web build uses. Nothing lives only in memory: the token is in chrome.storage
 * and the API host is read from it for each call.
 */
const apiBase = cachedRead(readApiBase, [API_BASE_KEY]);
const gateway = new HttpGateway(chromeTokenStore, { baseUrl: () => apiBase.get() });

gateway.onSessionChange((hasSession) => {
  const message: WorkerBroadcast = { type: 'session.changed', hasSession };
  browser.runtime.sendMessage(message).catch(() => undefined);
});

// The toolbar button opens the side panel.
chrome.sidePanel?.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);

const extensionOrigin = new URL(browser.runtime.getURL('/')).origin + '/';

browser.runtime.onMessage.addListener((message: unknown, sender: browser.Runtime.MessageSender) => {
  if (!isOwnSender(sender, browser.runtime.id, extensionOrigin)) return undefined;
  const request = parseWorkerRequest(message);
  if (!request) return undefined;
  return handle(request);
});

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.type) {
    case 'api.request':
      return gateway.request(request.request);
    case 'session.signIn':
      return gateway.signIn(request.request, { remember: request.remember });
    case 'session.signOut':
      return gateway.signOut();
    case 'session.has':
      return gateway.hasSession();
    case 'session.clear':
      await gateway.clearSession();
      return null;
    case 'config.testConnection':
      return testConnection(request.host);
  }
}
