import { originOf, type HttpGateway } from '../http/httpGateway.ts';
import { checkApiHost } from '../http/apiHost.ts';
import type { DraftStore, SessionEndReason, TransportReply } from '../../contract/platform.ts';
import { API_BASE_KEY, apiBaseFrom } from './apiBase.ts';
import { canonicalPath, isSessionPath, REFUSED_REQUEST, replyWithoutToken } from './custody.ts';
import {
  callsApiHost,
  isDraftRequest,
  isOwnSender,
  isWatchRequest,
  isPanelSender,
  isSessionEndReason,
  parseWorkerRequest,
  type ConnectionOutcome,
  type DraftRequest,
  type SetHostOutcome,
  type WorkerBroadcast,
  type WorkerRequest,
  unhandledRequest,
} from './protocol.ts';
import type { SealedTokenStore, TokenArea } from './sealedTokenStore.ts';
import type { CallLog } from '../http/callLog.ts';
import { loggedGateway, recordCall } from '../http/loggedGateway.ts';
import { PENDING_WITHDRAWALS_PATH, pendingCountOf } from '../../contract/pendingWork.ts';
import { unreachableReply } from '../../contract/reach.ts';
import type { PendingLookups, ToolbarBadge } from './supportDesk.ts';
import type { SessionAccount } from './sessionAccount.ts';
import { NAV_PATH } from '../../contract/paths.ts';
import { accountOfNavReply } from '../../contract/account.ts';
import type { WatchNotice } from '../../contract/watchNotice.ts';
import type { WatchStore } from './sealedWatches.ts';
import { createWorkerWatches } from './workerWatches.ts';

/** `storage.session` key: why the worker ended the last session (read by a panel opened later). */
export const SESSION_END_KEY = 'session-end';

export interface WorkerDeps {
  gateway: HttpGateway;
  tokens: SealedTokenStore;
  /** The API host in use (storage is the truth; this may be a cached read of it); null while none is set. */
  apiBase: { get(): Promise<string | null>; invalidate(): void };
  local: TokenArea;
  session: TokenArea;
  /** Whether the browser lets the extension call `origin`. */
  hasAccess(origin: string): Promise<boolean>;
  testConnection(host: string): Promise<ConnectionOutcome>;
  broadcast(message: WorkerBroadcast): void;
  /** The calls relayed for the pages (the request log); kept in `storage.session`. */
  log: CallLog;
  /** Lookups left by the context menu and the keyboard command for the side panel. */
  lookups: PendingLookups;
  /** A picture on the API host as a `data:` URL, null for any other address (pictureFetch.ts); without it none. */
  fetchPicture?(url: string): Promise<string | null>;
  badge: ToolbarBadge;
  /** The panel's drafts, sealed in `storage.local` (sealedDrafts.ts). */
  drafts: DraftStore;
  /** Whose drafts they are: the account the held session's nav named, sealed (sessionAccount.ts). */
  account: SessionAccount;
  /** The account's watches, sealed in `storage.local` (sealedWatches.ts). */
  watches: WatchStore;
  /** Shows a system notification (false: not allowed, the `notifications` permission not granted). */
  notify?(notice: WatchNotice): Promise<boolean>;
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
  /** Leaves a lookup for the side panel and tells the open pages. */
  queueLookup(text: string): Promise<void>;
  /** Counts the withdrawals awaiting audit again for the toolbar badge (none without a session). */
  refreshBadge(): Promise<void>;
  /** One round of checks of the account's watches (the watch alarm). */
  checkWatches(): Promise<void>;
  /** A watch's notification was clicked: its record is left for the side panel to open; false when none of ours. */
  noticeClicked(id: string): Promise<boolean>;
}

const PENDING_PATH = canonicalPath(PENDING_WITHDRAWALS_PATH);
const NAV = canonicalPath(NAV_PATH);

/**
 * The background worker's message handling: the only place that holds the session token. Every
 * answer is plain data and none carries the token: sign-in answers the outcome, proxied requests
 * may not touch the sign-in and session paths, and the token is taken out of every relayed reply.
 */
export function createWorker(deps: WorkerDeps): Worker {
  const held = () => deps.tokens.held();
  /** The account of the session held now at the worker's own host, as the nav named it; null otherwise. */
  const owner = async () => {
    const base = await deps.apiBase.get();
    const token = await held();
    if (base === null || token === null) return null;
    const host = originOf(base);
    const who = await deps.account.current(host, token);
    return who?.live ? { account: who.account, host, token } : null;
  };
  const watches = createWorkerWatches({
    store: deps.watches,
    owner,
    // Stryker disable next-line StringLiteral: the transport (redaxios) sends a request without a method as GET
    get: (path) => deps.gateway.request({ method: 'GET', url: path }),
    notify: (notice) => deps.notify?.(notice) ?? Promise.resolve(false),
    local: deps.local,
    changed: () => {
      deps.broadcast({ type: 'watch.changed' });
      void refreshBadge().catch(() => undefined);
    },
  });
  /** The waiting work, with the watched changes not yet seen beside it (passed only when there are some). */
  const showBadge = async (pending: number | null): Promise<void> => {
    const watched = await watches.unseen().catch(() => 0);
    await (watched > 0 ? deps.badge.show(pending, watched) : deps.badge.show(pending));
  };
  const refreshBadge = async (): Promise<void> => {
    if (!(await deps.gateway.hasSession())) return deps.badge.show(null);
    // Stryker disable next-line StringLiteral: the transport (redaxios) sends a request without a method as GET
    const reply = await deps.gateway.request({ method: 'GET', url: PENDING_WITHDRAWALS_PATH });
    await showBadge(pendingCountOf(reply));
  };

  /**
   * The toolbar says "!" while the API host cannot be reached (a call relayed for a page failed on
   * the way), and the count again at the first answer after it. The badge outlives a stopped worker:
   * a worker started again asks it whether it says "!".
   */
  let reachable: boolean | undefined;
  const noteReach = async (reply: TransportReply): Promise<void> => {
    if (unreachableReply(reply)) {
      if (reachable !== false) await deps.badge.unreachable?.();
      reachable = false;
      return;
    }
    const was = reachable;
    reachable = true;
    if (was === false || (was === undefined && (await deps.badge.showsUnreachable?.()))) await refreshBadge();
  };

  // Every open extension page hears that the session appeared or ended, and why: never the token.
  // The badge follows the session: counted when it starts, gone when it ends.
  deps.gateway.onSessionChange((hasSession, reason) => {
    // Why it ended is kept for a panel opened later (session.endReason), whichever path ended it.
    if (!hasSession && reason) void deps.session.set({ [SESSION_END_KEY]: reason }).catch(() => undefined);
    deps.broadcast({ type: 'session.changed', hasSession, ...(reason ? { reason } : {}) });
    void (hasSession ? refreshBadge() : deps.badge.show(null)).catch(() => undefined);
  });
  deps.log.subscribe(() => deps.broadcast({ type: 'log.changed' }));

  /**
   * Ends the session of the host `base` was until now, says why, then waits for its sign-out at that
   * host (best effort, time-boxed): the pages hear at once, the old host's session does not outlive it.
   */
  const endSessionAt = async (base: string | null, reason: SessionEndReason): Promise<boolean> => {
    const { ended, revoked } = await deps.gateway.endSessionAt(base, reason);
    await revoked;
    return ended;
  };

  /**
   * The reply as a page may see it: the gateway took out the token the call sent; the worker takes
   * out the tokens it held before and after the call as well (a sign-in or sign-out meanwhile).
   */
  const relay = async (call: () => Promise<TransportReply>): Promise<TransportReply> => {
    const before = await held();
    const answer = await call();
    return replyWithoutToken(answer, [before, await held()]);
  };

  /**
   * The calls made for the pages: answered without the token (relay) and each recorded in the
   * request log by the same loggedGateway the web build uses.
   */
  const forPages = loggedGateway(
    {
      request: (asked) => relay(() => deps.gateway.request(asked)),
      signIn: (asked, options) => relay(() => deps.gateway.signIn(asked, options)),
      signOut: () => relay(() => deps.gateway.signOut()),
      // The log asks whether a sign-in opened a session, and hears when a session ends.
      hasSession: () => deps.gateway.hasSession(),
      // Stryker disable next-line ArrowFunction: the worker clears its session itself; this completes the Gateway shape only
      clearSession: () => deps.gateway.clearSession(),
      onSessionChange: (listener) => deps.gateway.onSessionChange(listener),
    },
    deps.log,
    held,
  );

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    // No host yet (a store package before its options are set): refused before anything is sent.
    if (callsApiHost(request) && (await deps.apiBase.get()) === null) return REFUSED_REQUEST;
    switch (request.type) {
      case 'api.request': {
        const asked = request.request;
        if (isSessionPath(asked.url)) return recordCall(deps.log, asked, async () => REFUSED_REQUEST);
        const nav = asked.method === 'GET' && canonicalPath(asked.url) === NAV;
        const before = nav ? await held() : null;
        const reply = await forPages.request(asked);
        if (nav) await noteAccount(reply, before);
        // The panel's own count of waiting work sets the toolbar badge too.
        if (asked.method === 'GET' && canonicalPath(asked.url) === PENDING_PATH)
          await showBadge(pendingCountOf(reply)).catch(() => undefined);
        await noteReach(reply).catch(() => undefined);
        return reply;
      }
      case 'session.signIn': {
        const reply = await forPages.signIn(request.request, { remember: request.remember });
        if (await deps.gateway.hasSession()) await deps.session.remove(SESSION_END_KEY);
        return reply;
      }
      case 'session.signOut': {
        // The account's drafts and watches go with its session, whatever the page did first.
        const base = await deps.apiBase.get();
        const host = base === null ? null : originOf(base);
        const who = host === null ? null : await deps.account.current(host, await held());
        if (host !== null && who?.live) {
          await deps.drafts.clearAccount(who.account, host);
          await watches.signedOut(who.account, host);
        }
        const reply = await forPages.signOut();
        await deps.account.forget();
        return reply;
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
      case 'log.list':
        return deps.log.list();
      case 'log.clear':
        await deps.log.clear();
        return null;
      case 'lookup.take':
        return deps.lookups.take();
      case 'picture.fetch':
        return (await deps.fetchPicture?.(request.url)) ?? null;
      default:
        if (isDraftRequest(request)) return draft(request);
        if (isWatchRequest(request)) return watches.handle(request);
        // Exhaustive: a WorkerRequest type without a case above is not `never` and fails the type check.
        return unhandledRequest(request);
    }
  };

  /**
   * The account a nav answer names, recorded for the session that asked (the token held before and
   * after the call is the same); when it is not the account recorded before, the drafts any other
   * account left behind go.
   */
  const noteAccount = async (reply: TransportReply, before: string | null): Promise<void> => {
    const account = accountOfNavReply(reply);
    const base = await deps.apiBase.get();
    if (account === null || before === null || base === null || (await held()) !== before) return;
    const host = originOf(base);
    const previous = await deps.account.record(account, host, before);
    if (previous !== account) await deps.drafts.signedIn(account, host);
  };

  /**
   * A draft message, at the worker's own API host and for the account the worker decides (a page
   * names neither): the account of the session held; without a session, the account whose session
   * was interrupted, and for nothing but marking its drafts interrupted. Otherwise no drafts.
   */
  const draft = async (request: DraftRequest): Promise<unknown> => {
    const base = await deps.apiBase.get();
    const empty = request.type === 'draft.interrupted' ? [] : null;
    if (base === null) return empty;
    const host = originOf(base);
    const who = await deps.account.current(host, await held());
    if (!who || (!who.live && request.type !== 'draft.markInterrupted')) return empty;
    const { account } = who;
    switch (request.type) {
      case 'draft.get':
        return deps.drafts.get({ account, host, form: request.form });
      case 'draft.put':
        await deps.drafts.put({ account, host, form: request.form }, request.draft);
        return null;
      case 'draft.remove':
        await deps.drafts.remove({ account, host, form: request.form });
        return null;
      case 'draft.clearAccount':
        await deps.drafts.clearAccount(account, host);
        return null;
      case 'draft.interrupted':
        return deps.drafts.interrupted(account, host);
      case 'draft.markInterrupted':
        await deps.drafts.markInterrupted(account, host);
        return null;
      default:
        return unhandledRequest(request);
    }
  };

  const setHost = async (host: string): Promise<SetHostOutcome> => {
    const check = checkApiHost(host);
    if (!check.ok) return check;
    if (!(await deps.hasAccess(check.origin))) return { ok: false, reason: 'no-access' };
    const current = await deps.apiBase.get();
    // The session ends before the host changes, signed out at the old host: no call can reach the new
    // host with the old token, and no live session stays behind at the old one.
    const sessionEnded =
      current === null || originOf(current) !== check.origin ? await endSessionAt(current, 'host-changed') : false;
    await deps.local.set({ [API_BASE_KEY]: check.origin });
    deps.apiBase.invalidate();
    return { ok: true, origin: check.origin, sessionEnded };
  };

  return {
    onMessage(message, sender) {
      if (!isOwnSender(sender, deps.extensionId, deps.extensionOrigin)) return undefined;
      const request = parseWorkerRequest(message);
      if (!request) return undefined;
      // Drafts and watches are the panel's alone: the options page (or any other page of ours) has none to read.
      if ((isDraftRequest(request) || isWatchRequest(request)) && !isPanelSender(sender, deps.extensionOrigin))
        return undefined;
      return handle(request);
    },
    handle,
    async hostChanged(oldValue, newValue) {
      deps.apiBase.invalidate();
      const before = apiBaseFrom(oldValue);
      if (before !== apiBaseFrom(newValue)) await endSessionAt(before, 'host-changed');
    },
    async queueLookup(text) {
      await deps.lookups.put(text);
      deps.broadcast({ type: 'lookup.pending' });
    },
    refreshBadge,
    checkWatches: () => watches.check(),
    async noticeClicked(id) {
      const text = await watches.lookupOf(id);
      if (text === null) return false;
      await deps.lookups.put(text);
      deps.broadcast({ type: 'lookup.pending' });
      return true;
    },
  };
}
