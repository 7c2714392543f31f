import { originOf, type HttpGateway } from '../http/httpGateway.ts';
import { checkApiHost } from '../http/apiHost.ts';
import type { SessionEndReason, TransportReply } from '../types.ts';
import { API_BASE_KEY, apiBaseFrom } from './apiBase.ts';
import { isSessionPath, REFUSED_REQUEST, replyWithoutToken } from './custody.ts';
import {
  isOwnSender,
  isSessionEndReason,
  parseWorkerRequest,
  type ConnectionOutcome,
  type SetHostOutcome,
  type WorkerBroadcast,
  type WorkerRequest,
} from './protocol.ts';
import type { SealedTokenStore, TokenArea } from './sealedTokenStore.ts';

/** `storage.session` key: why the worker ended the last session (read by a panel opened later). */
export const SESSION_END_KEY = 'session-end';

export interface WorkerDeps {
  gateway: HttpGateway;
  tokens: SealedTokenStore;
  /** The API host in use (storage is the truth; this may be a cached read of it). */
  apiBase: { get(): Promise<string>; invalidate(): void };
  local: TokenArea;
  session: TokenArea;
  /** Whether the browser lets the extension call `origin`. */
  hasAccess(origin: string): Promise<boolean>;
  testConnection(host: string): Promise<ConnectionOutcome>;
  broadcast(message: WorkerBroadcast): void;
  /** The extension's id and origin (`chrome-extension://id/`), for the sender check. */
  extensionId: string;
  extensionOrigin: string;
}

export interface Worker {
  /** A runtime message: undefined (no answer) unless an extension page sent a well-formed request. */
  onMessage(message: unknown, sender: { id?: string; url?: string; tab?: unknown }): Promise<unknown> | undefined;
  handle(request: WorkerRequest): Promise<unknown>;
  /** `storage.local` changed the API host (the options page, or any other writer). */
  hostChanged(oldValue: unknown, newValue: unknown): Promise<void>;
}

/**
 * The background worker's message handling: the only place that holds the session token. Every
 * answer is plain data and none carries the token: sign-in answers the outcome, proxied requests
 * may not touch the sign-in and session paths, and the token is taken out of every relayed reply.
 */
export function createWorker(deps: WorkerDeps): Worker {
  // Every open extension page hears that the session appeared or ended, and why: never the token.
  deps.gateway.onSessionChange((hasSession, reason) =>
    deps.broadcast({ type: 'session.changed', hasSession, ...(reason ? { reason } : {}) }),
  );

  const endSession = async (reason: SessionEndReason): Promise<boolean> => {
    const ended = await deps.gateway.endSession(reason);
    if (ended) await deps.session.set({ [SESSION_END_KEY]: reason });
    return ended;
  };

  /** The reply as a page may see it: whatever token the worker holds (or held a moment ago) taken out. */
  const relay = async (reply: Promise<TransportReply>, heldBefore?: string | null): Promise<TransportReply> => {
    const answer = await reply;
    const held = (await deps.tokens.held()) ?? heldBefore ?? null;
    return replyWithoutToken(answer, held);
  };

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.type) {
      case 'api.request':
        if (isSessionPath(request.request.url)) return REFUSED_REQUEST;
        return relay(deps.gateway.request(request.request));
      case 'session.signIn': {
        const reply = await relay(deps.gateway.signIn(request.request, { remember: request.remember }));
        if (await deps.gateway.hasSession()) await deps.session.remove(SESSION_END_KEY);
        return reply;
      }
      case 'session.signOut': {
        const held = await deps.tokens.held();
        return relay(deps.gateway.signOut(), held);
      }
      case 'session.has':
        return deps.gateway.hasSession();
      case 'session.clear':
        await deps.gateway.clearSession();
        return null;
      case 'session.endReason': {
        const reason = (await deps.session.get(SESSION_END_KEY))[SESSION_END_KEY];
        return isSessionEndReason(reason) ? reason : null;
      }
      case 'config.testConnection':
        return deps.testConnection(request.host);
      case 'config.setHost':
        return setHost(request.host);
    }
  };

  const setHost = async (host: string): Promise<SetHostOutcome> => {
    const check = checkApiHost(host);
    if (!check.ok) return check;
    if (!(await deps.hasAccess(check.origin))) return { ok: false, reason: 'no-access' };
    const current = originOf(await deps.apiBase.get());
    // The session ends before the host changes: no call can reach the new host with the old token.
    const sessionEnded = current !== check.origin ? await endSession('host-changed') : false;
    await deps.local.set({ [API_BASE_KEY]: check.origin });
    deps.apiBase.invalidate();
    return { ok: true, origin: check.origin, sessionEnded };
  };

  return {
    onMessage(message, sender) {
      if (!isOwnSender(sender, deps.extensionId, deps.extensionOrigin)) return undefined;
      const request = parseWorkerRequest(message);
      if (!request) return undefined;
      return handle(request);
    },
    handle,
    async hostChanged(oldValue, newValue) {
      deps.apiBase.invalidate();
      if (apiBaseFrom(oldValue) !== apiBaseFrom(newValue)) await endSession('host-changed');
    },
  };
}
