import type { ApiRequest, LoggedCall, RequestLog, TransportReply } from '../../contract/platform.ts';
import { LOG_LIMITS, redact } from '../../contract/secrets.ts';
import { REQUEST_LOG_SIZE } from '../../contract/constants.ts';

/** How many calls a request log keeps. */
export const CALL_LOG_LIMIT = REQUEST_LOG_SIZE;

export interface CallLog extends RequestLog {
  record(call: Omit<LoggedCall, 'id'>): Promise<void>;
}

/** Where a log keeps its calls between restarts (the extension's worker); none keeps them in memory. */
export interface CallLogStore {
  load(): Promise<unknown>;
  save(calls: LoggedCall[]): Promise<void>;
}

/** A stored log as far as it can be read: entries that are not calls are dropped. */
export function readStoredCalls(value: unknown): LoggedCall[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is LoggedCall =>
      // Stryker disable next-line ConditionalExpression: a value that is not an object has none of the fields checked next
      typeof item === 'object' &&
      item !== null &&
      typeof (item as LoggedCall).id === 'number' &&
      typeof (item as LoggedCall).at === 'number' &&
      typeof (item as LoggedCall).method === 'string' &&
      typeof (item as LoggedCall).path === 'string' &&
      typeof (item as LoggedCall).outcome === 'string',
  );
}

/**
 * The last CALL_LOG_LIMIT calls, oldest first. With a store, the log is read from it before the
 * first use and written after each change (writes that pile up are coalesced into one).
 */
export function createCallLog(
  store?: CallLogStore,
  limit = CALL_LOG_LIMIT,
  /**
   * With a delay, a change is written at most this long after it happened and the writes of a
   * busy moment become one: every write of `storage.session` reaches each open extension page as
   * a change event carrying the whole log.
   */
  saveDelayMs = 0,
): CallLog {
  let calls: LoggedCall[] = [];
  // Ids keep increasing after a clear: a row the drawer had open is not taken for a new call.
  let lastId = 0;
  let loaded: Promise<void> | null = null;
  let writing: Promise<void> = Promise.resolve();
  // Stryker disable next-line BooleanLiteral: a write happens only after persist() marked the log changed
  let dirty = false;
  const listeners = new Set<() => void>();

  const ready = () =>
    (loaded ??= store
      ? store.load().then(
          (value) => {
            calls = [...readStoredCalls(value), ...calls].slice(-limit);
          },
          () => undefined,
        )
      : Promise.resolve());

  let timer: ReturnType<typeof setTimeout> | null = null;
  const persist = (): Promise<void> => {
    // Stryker disable next-line ConditionalExpression: without a store the write below fails inside its own catch
    if (!store) return Promise.resolve();
    dirty = true;
    if (saveDelayMs > 0) {
      timer ??= setTimeout(() => {
        timer = null;
        void write();
      }, saveDelayMs);
      return Promise.resolve();
    }
    return write();
  };
  const write = () => {
    writing = writing.then(async () => {
      if (!dirty) return;
      dirty = false;
      // A store that throws instead of rejecting must not stop every later save.
      try {
        await store!.save(calls);
      } catch {
        // The log stays in memory; the next change tries again.
      }
    });
    return writing;
  };
  const notify = () => listeners.forEach((listener) => listener());

  return {
    async record(call) {
      await ready();
      const id = Math.max(lastId, calls.at(-1)?.id ?? 0) + 1;
      lastId = id;
      calls = [...calls, { ...call, id }].slice(-limit);
      notify();
      await persist();
    },
    async list() {
      await ready();
      return calls;
    },
    async clear() {
      await ready();
      calls = [];
      notify();
      await persist();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const envelopeField = (body: unknown, key: 'code' | 'msg'): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[key]
    : undefined;

/**
 * A call as the log keeps it: what was asked (params and body, redacted), how it ended (outcome,
 * status, the envelope's code and msg) and the reply (redacted, cut). `tokens` are the session
 * tokens the caller knows of (the one the call sent, those held before and after it), replaced
 * wherever their text appears.
 */
export function describeCall(
  request: ApiRequest,
  reply: TransportReply,
  timing: { at: number; durationMs: number },
  tokens: ReadonlyArray<string | null | undefined> = [],
): Omit<LoggedCall, 'id'> {
  const clean = (value: unknown) => redact(value, tokens, LOG_LIMITS);
  // What was sent is read with the field rules too (a sign-in's `code`, a password change's `confirm`).
  const sent = (value: unknown) => redact(value, tokens, LOG_LIMITS, { path: request.url });
  const body = 'body' in reply ? reply.body : undefined;
  const code = envelopeField(body, 'code');
  const msg = envelopeField(body, 'msg');
  const asked: LoggedCall['request'] = {};
  if (request.params !== undefined) asked.params = sent(request.params);
  if (request.data !== undefined) asked.data = sent(request.data);
  return {
    at: timing.at,
    method: request.method,
    // The path only: a query written into it is dropped (params carry the query).
    path: String(clean(request.url.split(/[?#]/)[0])),
    outcome: reply.ok ? 'ok' : reply.kind,
    ...(reply.status !== undefined ? { status: reply.status } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof msg === 'string' ? { msg: String(clean(msg)) } : {}),
    durationMs: Math.max(0, Math.round(timing.durationMs)),
    request: asked,
    ...(body !== undefined ? { reply: clean(body) } : {}),
  };
}
