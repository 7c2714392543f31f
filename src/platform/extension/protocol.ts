import type {
  ApiRequest,
  SessionEndReason,
  SignInPayload,
  SignInRequest,
  SmsSignInPayload,
  TransportReply,
} from '../../contract/platform.ts';
import { apiOrigin } from '../http/apiHost.ts';
import { MAX_PICTURE_ADDRESS_LENGTH } from '../../contract/pictures.ts';
import { checkStoredDraft, isDraftName, type Draft } from '../../contract/drafts.ts';
import { PANEL_PAGE } from './pages.ts';
import { isApiPath } from '../../contract/apiPath.ts';
import { readWatchRequest, WATCH_TYPES, type WatchRequest } from './watchProtocol.ts';
export type { WatchRequest, WatchedRecord } from './watchProtocol.ts';

export { apiOrigin };

/**
 * Messages between the extension's pages (side panel, options) and its background worker.
 * Everything is plain data: requests in, TransportReply or booleans out.
 */
export type WorkerRequest =
  | { type: 'api.request'; request: ApiRequest }
  | { type: 'session.signIn'; request: SignInRequest; remember: boolean }
  | { type: 'session.signOut' }
  | { type: 'session.has' }
  | { type: 'session.clear' }
  /** Why the last session ended, when the worker ended it itself (the API host changed). */
  | { type: 'session.endReason' }
  /** Options page: does this host answer the console's API? */
  | { type: 'config.testConnection'; host: string }
  /** Options page: talk to this host from now on. Ends the session when the host changes. */
  | { type: 'config.setHost'; host: string }
  /** The request log: the calls the worker made for the pages (LoggedCall[]), or emptied (null). */
  | { type: 'log.list' }
  | { type: 'log.clear' }
  /** The lookup the context menu or the keyboard command left for the side panel (text or null), taken once. */
  | { type: 'lookup.take' }
  /** A picture on the API host as a `data:` URL, or null (pictureFetch.ts): pages load no remote picture themselves. */
  | { type: 'picture.fetch'; url: string }
  | DraftRequest
  | WatchRequest;

/**
 * Drafts of the side panel's forms (contract/drafts.ts), kept by the worker sealed in `storage.local`.
 * The host is always the worker's own API host: a page names none. Answers: `draft.get` the draft or
 * null, `draft.interrupted` a list of drafts, the others null.
 */
export type DraftRequest =
  | { type: 'draft.get'; form: string }
  | { type: 'draft.put'; form: string; draft: Draft }
  | { type: 'draft.remove'; form: string }
  | { type: 'draft.clearAccount' }
  | { type: 'draft.interrupted' }
  | { type: 'draft.markInterrupted' };

/**
 * The last branch of a switch over `WorkerRequest['type']`: once every type has its case, what is left
 * is `never`, so a new message type that no case takes fails the type check here. At run time it is
 * reached only by a value that is no WorkerRequest at all, and refuses it.
 */
export function unhandledRequest(_request: never): null {
  return null;
}

/** The worker's answer to `config.setHost`. */
export type SetHostOutcome =
  | { ok: true; origin: string; sessionEnded: boolean }
  | { ok: false; reason: 'invalid' | 'https-required' | 'no-access' };

/** What the connection test found, in words the options page shows. */
export type ConnectionOutcome =
  | { outcome: 'api' }
  | { outcome: 'error'; status?: number; message: string | null }
  | { outcome: 'not-api'; status: number }
  | { outcome: 'unreachable' };

/**
 * Broadcast by the worker to every open extension page: the session appeared or ended, the request
 * log changed, a lookup waits to be taken. None carries the token or the log's content.
 */
export type WorkerBroadcast =
  | { type: 'session.changed'; hasSession: boolean; reason?: SessionEndReason }
  | { type: 'log.changed' }
  | { type: 'lookup.pending' }
  | { type: 'watch.changed' };

export type WorkerAnswer<M extends WorkerRequest> = M['type'] extends 'session.has'
  ? boolean
  : M['type'] extends 'session.clear'
    ? null
    : TransportReply;

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isApiRequest(value: unknown): value is ApiRequest {
  if (!isObject(value)) return false;
  // Stryker disable next-line ConditionalExpression: METHODS.has refuses a method that is not text all the same
  if (typeof value.method !== 'string' || !METHODS.has(value.method)) return false;
  // Only paths on the configured API host (contract/apiPath.ts, the check the web page's gateway makes too).
  if (!isApiPath(value.url)) return false;
  if (value.params !== undefined && !isObject(value.params)) return false;
  if (value.responseType !== undefined && value.responseType !== 'json' && value.responseType !== 'image') return false;
  if (value.hedge !== undefined && typeof value.hedge !== 'boolean') return false;
  return true;
}

function isSignInPayload(value: unknown): value is SignInPayload {
  return (
    isObject(value) &&
    typeof value.userName === 'string' &&
    typeof value.password === 'string' &&
    (value.uuid === undefined || typeof value.uuid === 'string') &&
    (value.captcha === undefined || typeof value.captcha === 'string')
  );
}

function isSmsSignInPayload(value: unknown): value is SmsSignInPayload {
  return isObject(value) && typeof value.mobile === 'string' && typeof value.smsCode === 'string';
}

/** A sign-in of either kind, rebuilt from its known fields only: nothing else reaches the server. */
function readSignInRequest(value: unknown): SignInRequest | null {
  if (!isObject(value)) return null;
  const { kind, payload } = value;
  if (kind === 'password' && isSignInPayload(payload)) {
    const { userName, password, uuid, captcha } = payload;
    return {
      kind,
      payload: {
        userName,
        password,
        ...(uuid !== undefined ? { uuid } : {}),
        ...(captcha !== undefined ? { captcha } : {}),
      },
    };
  }
  if (kind === 'sms' && isSmsSignInPayload(payload))
    return { kind, payload: { mobile: payload.mobile, smsCode: payload.smsCode } };
  return null;
}

/**
 * A draft message rebuilt from its known fields; null when malformed. A page names neither the host
 * nor the account (an `account` or `host` it adds is not among the fields read): the worker decides both.
 */
function readDraftRequest(message: Record<string, unknown>, now: number): DraftRequest | null {
  const { type, form } = message;
  switch (type) {
    case 'draft.clearAccount':
    case 'draft.interrupted':
    case 'draft.markInterrupted':
      return { type };
    case 'draft.get':
    case 'draft.remove':
      return isDraftName(form) ? { type, form } : null;
    default: {
      // draft.put
      const draft = checkStoredDraft(message.draft, now);
      return isDraftName(form) && draft?.form === form ? { type: 'draft.put', form, draft } : null;
    }
  }
}

/** Every draft message type: a DraftRequest type missing here fails the type check. */
const DRAFT_TYPES: ReadonlySet<string> = new Set(
  Object.keys({
    'draft.get': true,
    'draft.put': true,
    'draft.remove': true,
    'draft.clearAccount': true,
    'draft.interrupted': true,
    'draft.markInterrupted': true,
  } satisfies Record<DraftRequest['type'], true>),
);

export function isDraftRequest(request: WorkerRequest): request is DraftRequest {
  return DRAFT_TYPES.has(request.type);
}

export function isWatchRequest(request: WorkerRequest): request is WatchRequest {
  return WATCH_TYPES.has(request.type);
}

/** Whether the sender is the console's panel page (drafts are its alone; the options page has none). */
export function isPanelSender(sender: { url?: string }, extensionOrigin: string): boolean {
  return typeof sender.url === 'string' && sender.url.split(/[?#]/)[0] === extensionOrigin + PANEL_PAGE;
}

/** Checks a message received by the worker; anything else is refused. */
export function parseWorkerRequest(message: unknown, now: number = Date.now()): WorkerRequest | null {
  // Stryker disable next-line ConditionalExpression: a type that is not text reaches the switch's default, which refuses it all the same
  if (!isObject(message) || typeof message.type !== 'string') return null;
  switch (message.type) {
    case 'api.request':
      return isApiRequest(message.request) ? { type: 'api.request', request: message.request } : null;
    case 'session.signIn': {
      const request = readSignInRequest(message.request);
      return request && typeof message.remember === 'boolean'
        ? { type: 'session.signIn', request, remember: message.remember }
        : null;
    }
    case 'session.signOut':
    case 'session.has':
    case 'session.clear':
    case 'session.endReason':
    case 'log.list':
    case 'log.clear':
    case 'lookup.take':
      return { type: message.type };
    case 'config.testConnection': {
      const host = apiOrigin(message.host);
      return host ? { type: 'config.testConnection', host } : null;
    }
    case 'config.setHost':
      // Refused hosts still reach the worker, so that it can answer why.
      return typeof message.host === 'string' ? { type: 'config.setHost', host: message.host } : null;
    case 'picture.fetch':
      return typeof message.url === 'string' && message.url.length <= MAX_PICTURE_ADDRESS_LENGTH
        ? { type: 'picture.fetch', url: message.url }
        : null;
    default:
      if (WATCH_TYPES.has(message.type)) return readWatchRequest(message);
      return DRAFT_TYPES.has(message.type) ? readDraftRequest(message, now) : null;
  }
}

/**
 * Requests the worker answers by calling the API host: refused, with nothing sent, while there is
 * none (a store package before its options page set one).
 */
export function callsApiHost(request: WorkerRequest): boolean {
  return request.type === 'api.request' || request.type === 'session.signIn';
}

/** The session broadcast (the others carry nothing but their type). */
export function isBroadcast(message: unknown): message is Extract<WorkerBroadcast, { type: 'session.changed' }> {
  return (
    isObject(message) &&
    message.type === 'session.changed' &&
    typeof message.hasSession === 'boolean' &&
    (message.reason === undefined || isSessionEndReason(message.reason))
  );
}

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return value === 'host-changed';
}

/** Only the extension's own pages may talk to the worker. */
export function isOwnSender(
  sender: { id?: string; url?: string; tab?: unknown },
  extensionId: string,
  extensionOrigin: string,
): boolean {
  return sender.id === extensionId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}

/** A broadcast that carries nothing but its type: `log.changed`, `lookup.pending` or `watch.changed`. */
export function isSignal(message: unknown, type: 'log.changed' | 'lookup.pending' | 'watch.changed'): boolean {
  return isObject(message) && message.type === type;
}
