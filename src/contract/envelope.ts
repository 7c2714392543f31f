import type { TransportReply } from './platform.ts';
import { RESULT_CODES, TOKEN_INVALID_MESSAGE } from './constants.ts';

/**
 * Why a call failed, as the error catalogue of SPEC.md section 8 distinguishes it.
 * `server`: the server refused with a code; `message` is its msg, or null when it gave none
 * (the console then shows the system-error text).
 */
export type Failure =
  | { kind: 'server'; code: string | null; message: string | null; status?: number }
  | { kind: 'expired' }
  | { kind: 'timeout' }
  | { kind: 'setup' }
  /** The server answered with a redirect, and the call was not sent on (docs/security.md "No redirect is followed"). */
  | { kind: 'redirect' };

export type Outcome<T = unknown> = { ok: true; data: T } | { ok: false; failure: Failure };

/** Locale keys of the catalogue's texts. */
export const FAILURE_MESSAGE_KEYS = {
  system: 'errors.system',
  expired: 'errors.sessionExpired',
  expiredTitle: 'errors.noticeTitle',
  timeout: 'errors.timeout',
  setup: 'errors.setup',
  redirect: 'errors.redirect',
} as const;

type Envelope = { code?: unknown; msg?: unknown; data?: unknown };

function asEnvelope(body: unknown): Envelope | null {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Envelope) : null;
}

function codeText(code: unknown): string | null {
  if (typeof code === 'string') return code;
  if (typeof code === 'number' && Number.isFinite(code)) return String(code);
  return null;
}

function messageText(msg: unknown): string | null {
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}

const isSuccess = (code: string | null) => code === RESULT_CODES.SUCCESS;
const isTokenInvalid = (code: string | null, msg: string | null) => code === '500' && msg === TOKEN_INVALID_MESSAGE;

/**
 * Interprets one transport reply by the rules of SPEC.md section 8. Pure and total: any body,
 * however malformed, gives an Outcome, never an exception.
 */
export function interpretReply<T = unknown>(reply: TransportReply): Outcome<T> {
  if (!reply || typeof reply !== 'object') return { ok: false, failure: { kind: 'setup' } };
  try {
    return interpret<T>(reply);
  } catch {
    // A body that cannot even be read is a failed call with the system-error text.
    return { ok: false, failure: { kind: 'server', code: null, message: null } };
  }
}

function interpret<T>(reply: TransportReply): Outcome<T> {
  if (reply.ok) {
    const envelope = asEnvelope(reply.body);
    // Code and msg both absent (or a body that is no envelope at all): the raw body is the answer.
    if (
      !envelope ||
      (!('code' in envelope) && !('msg' in envelope)) ||
      (envelope.code == null && envelope.msg == null)
    ) {
      return { ok: true, data: reply.body as T };
    }
    const code = codeText(envelope.code);
    const msg = messageText(envelope.msg);
    if (isSuccess(code)) return { ok: true, data: envelope.data as T };
    if (isTokenInvalid(code, msg)) return { ok: false, failure: { kind: 'expired' } };
    return { ok: false, failure: { kind: 'server', code, message: msg, status: reply.status } };
  }
  switch (reply.kind) {
    case 'http': {
      const envelope = asEnvelope(reply.body);
      const code = envelope ? codeText(envelope.code) : null;
      const msg = envelope ? messageText(envelope.msg) : null;
      if (code === RESULT_CODES.TOKEN_INVALID || isTokenInvalid(code, msg))
        return { ok: false, failure: { kind: 'expired' } };
      return {
        ok: false,
        failure: {
          kind: 'server',
          code,
          message: msg,
          ...(reply.status !== undefined ? { status: reply.status } : {}),
        },
      };
    }
    case 'timeout':
    case 'network':
      return { ok: false, failure: { kind: 'timeout' } };
    case 'redirect':
      return { ok: false, failure: { kind: 'redirect' } };
    default:
      return { ok: false, failure: { kind: 'setup' } };
  }
}

/** A failure thrown by the API client, so `await` code can use try/catch. */
export class ApiError extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.kind === 'server' ? (failure.message ?? 'server error') : failure.kind);
    this.name = 'ApiError';
    this.failure = failure;
  }
}
