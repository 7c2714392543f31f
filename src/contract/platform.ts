import type { Draft, DraftAddress } from './drafts.ts';
import type { PageFinding } from './pageIdentifiers.ts';
import type { Language } from './constants.ts';
import type { Watch, WatchArea } from './watches.ts';
import type { WatchNotice } from './watchNotice.ts';

/**
 * The Platform port: everything the core needs from the shell it runs in (web page or extension side
 * panel). The core never touches chrome.*, browser.*, localStorage or fetch directly.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A serialisable API request: crosses the extension's message boundary as plain data. */
export interface ApiRequest {
  method: HttpMethod;
  /** Path below the API base, e.g. `/api/sys/menu/nav`. */
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** `image` answers the body as a `data:` URL (captcha images). */
  responseType?: 'json' | 'image';
  /**
   * A read a screen shows (the data layer's): with no answer after a while it is asked again
   * beside itself (platform/http/hedge.ts). Only a GET; other reads (an export's pages, the watch
   * rounds) wait for their own answer.
   */
  hedge?: boolean;
}

/**
 * A transport reply, plain data on both sides of the message boundary (never an Error object).
 * `timeout`: no response within the limit; `network`: the connection failed or was dropped;
 * `setup`: the request could not be built or sent; `http`: the server answered with an error status;
 * `redirect`: the server answered with a redirect, which is never followed (the call carried the
 * token or a password, and would have carried it to wherever the answer pointed).
 */
export type TransportFailureKind = 'timeout' | 'network' | 'setup' | 'http' | 'redirect';
export type TransportReply =
  | { ok: true; status: number; body: unknown }
  | { ok: false; kind: TransportFailureKind; status?: number; body?: unknown };

export interface SignInPayload {
  userName: string;
  password: string;
  uuid?: string;
  captcha?: string;
}

/** Sign-in with a code of POST /api/sys/getSmsCode. */
export interface SmsSignInPayload {
  mobile: string;
  smsCode: string;
}

/** The two ways to sign in: POST /api/sys/login and POST /api/sys/loginBySms. */
export type SignInRequest = { kind: 'password'; payload: SignInPayload } | { kind: 'sms'; payload: SmsSignInPayload };

/** Why a session ended without the person signing out: the API host it was issued by was changed. */
export type SessionEndReason = 'host-changed';

/** API access and the session token. The token itself never leaves the gateway. */
export interface Gateway {
  request(req: ApiRequest): Promise<TransportReply>;
  /**
   * Signs in; on success keeps the token (remember: durable storage) and answers the envelope
   * without it: `data` is `{}`, or `{ mustChangePassword: true }` when the server requires a
   * password change first. Such a half-open session is kept for this page only (as without
   * remember) and is not announced to onSessionChange listeners: it opens nothing but the change.
   */
  signIn(request: SignInRequest, options: { remember: boolean }): Promise<TransportReply>;
  /** GET /api/sys/exit with the token as query `Token`, then forgets the token whatever the answer. */
  signOut(): Promise<TransportReply>;
  hasSession(): Promise<boolean>;
  /** Forgets the token without calling the server (expired session). */
  clearSession(): Promise<void>;
  /**
   * Called when the session appears or disappears elsewhere (another tab or side panel), with the
   * reason when the shell ended it itself.
   */
  onSessionChange(listener: (hasSession: boolean, reason?: SessionEndReason) => void): () => void;
  /** Why the last session ended, when the shell ended it itself; shells that never do leave it out. */
  endReason?(): Promise<SessionEndReason | null>;
}

/**
 * One API call as the request log keeps it (support staff read and copy it): passwords, tokens,
 * captcha answers and SMS codes are redacted and long bodies cut before it is stored.
 */
export interface LoggedCall {
  /** Increasing within one log. */
  id: number;
  /** When it was sent, in ms since the epoch. */
  at: number;
  method: HttpMethod;
  path: string;
  /** `ok`, or the transport's reason why there was no good answer. */
  outcome: 'ok' | TransportFailureKind;
  /** The HTTP status, when the server answered. */
  status?: number;
  /** The envelope's code and msg, when the answer had them. */
  code?: string | number;
  msg?: string;
  durationMs: number;
  request: { params?: unknown; data?: unknown };
  reply?: unknown;
}

/** The last calls of this console (at most 200): in the page (web) or in the worker (extension). */
export interface RequestLog {
  /** Oldest first. */
  list(): Promise<LoggedCall[]>;
  clear(): Promise<void>;
  /** Called after a call was recorded or the log cleared. */
  subscribe(listener: () => void): () => void;
}

/** Persisted settings and state (JSON values). */
export interface KeyValueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Called when another page changed the key. */
  subscribe(key: string, listener: (value: unknown) => void): () => void;
}

/**
 * Drafts of forms (contract/drafts.ts): kept per account, API host and form, so that what a person
 * typed survives a session expiry, a reload, a closed panel or a browser restart. What is stored went
 * through keepable() (no secret); a store never throws for bad stored data: a corrupt, expired or
 * oversized entry is removed and read as absent. The extension's store keeps drafts in its worker,
 * sealed, and uses the worker's own API host: the `host` given is the web page's alone to use.
 */
export interface DraftStore {
  get(address: DraftAddress): Promise<Draft | null>;
  put(address: DraftAddress, draft: Draft): Promise<void>;
  remove(address: DraftAddress): Promise<void>;
  /** every draft of this account (sign-out) */
  clearAccount(account: string, host: string): Promise<void>;
  /** the drafts this account had open when its session ended (to reopen after sign-in) */
  interrupted(account: string, host: string): Promise<Draft[]>;
  /** mark every draft of this account as interrupted (called when a session expires) */
  markInterrupted(account: string, host: string): Promise<void>;
  /**
   * this account is now the one signed in here: the drafts any other account left on this host are
   * removed (a shared browser keeps each account's work to itself)
   */
  signedIn(account: string, host: string): Promise<void>;
}

/**
 * Watch a case (contract/watches.ts): the shell keeps the watches of the account signed in at its API
 * host and checks them (the extension's worker on an alarm, the web page on a timer while it is open).
 * A page names no account: the shell decides whose watches they are. `language`: the console's, which
 * the notifications are written in.
 */
export interface WatchDesk {
  /** The account's watches; null when no account is signed in. */
  list(language: Language): Promise<Watch[] | null>;
  /** Call it inside the click: the shell asks for permission to notify first, the first time. */
  watch(
    area: WatchArea,
    record: Record<string, unknown>,
    language: Language,
  ): Promise<'watching' | 'full' | 'unavailable'>;
  unwatch(area: WatchArea, id: number): Promise<void>;
  /** The person saw the list: its changes are no longer counted as new. */
  seen(): Promise<void>;
  /**
   * The list changed; `news`: what the shell could not show as a system notification (no permission),
   * which the console shows itself.
   */
  subscribe(listener: (news: readonly WatchNotice[]) => void): () => void;
  /**
   * False when the shell knows, without loading anything, that nothing is watched (the web page keeps
   * the code of watching out of the sign-in's files until then); shells that always list leave it out.
   */
  mayHave?(): boolean;
}

export interface Platform {
  kind: 'web' | 'extension';
  gateway: Gateway;
  /** The last API calls, for the request log. */
  requestLog: RequestLog;
  /**
   * Lookups the shell hands over (the extension's context menu and keyboard command): the text to
   * look up, as selected. Shells without such a source leave it out.
   */
  onLookup?(listener: (text: string) => void): () => void;
  /**
   * The page beside the panel (the extension's side panel or sidebar): what was found on it, told
   * while followed; `readOnce` reads it once with the grant a click gave. Shells without a page
   * beside them leave it out.
   */
  pageBeside?: { follow(listener: (finding: PageFinding) => void): () => void; readOnce(): void };
  /** Persisted local settings (settings, sidebar state, language...). */
  storage: KeyValueStorage;
  /** Per-window state that survives a reload (open tabs). */
  sessionStorage: KeyValueStorage;
  /** What was typed in forms, kept per account, host and form (DraftStore). */
  drafts: DraftStore;
  /** Watched withdrawals and users (Watch a case); shells without it leave it out. */
  watches?: WatchDesk;
  /** Opens a link outside the console (a new browser tab). */
  openExternal(url: string): void;
  /**
   * Whether there is an API host to talk to, and when that changes. Only the extension can lack one
   * (its store package has no default until a host is set on its options page); shells that always
   * have one leave it out.
   */
  apiHost?: { isSet(): Promise<boolean>; subscribe(listener: (isSet: boolean) => void): () => void };
  /**
   * The origin of the API host the console calls, for what the core keeps per host (saved list
   * views); null when there is none. Shells whose API is the page's own origin may leave it out.
   */
  apiOrigin?(): Promise<string | null>;
  /** Opens the shell's own settings, where the API host is set (the extension's options page). */
  openSettings?(): void;
  /** The browser's preferred languages, most preferred first. */
  languages(): readonly string[];
  /**
   * What to put in an `<img>` for a picture address from server data (avatar, logo, cover): the
   * address or a `data:` URL of it, when it is a `data:` image or on the console's own host; null
   * for any other address, which the core then shows as text, because loading it would tell that
   * address's owner that the record was opened (src/contract/pictures.ts). A promise where
   * the answer takes a round trip. The extension's pages load no remote picture themselves: its
   * worker fetches those on the API host. Shells that leave it out (the web page) show `data:`
   * pictures and those on the page's own origin, as the web build's Content-Security-Policy allows.
   */
  pictureSource?(address: string): string | null | Promise<string | null>;
}
