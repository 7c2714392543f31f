/**
 * How one watch's check reads the server's reply (Watch a case, contract/watches.ts): apart from the
 * watches' own rules, which the Platform port names, so that those need neither the envelope nor
 * the transport.
 */
import { interpretReply } from './envelope.ts';
import type { TransportReply } from './platform.ts';
import type { CheckAnswer } from './watches.ts';

/** The server's codes for "no such record" and "not for this account". */
const GONE_CODES = new Set(['A0404', 'A0301']);

/** Reads the reply of a watch's info call. A network failure, a server error or an ended session is `failed`. */
export function checkAnswerOf(reply: TransportReply, id: number): CheckAnswer {
  const outcome = interpretReply<unknown>(reply);
  if (outcome.ok) {
    const data = outcome.data;
    if (data === null || data === undefined) return { kind: 'gone' };
    if (typeof data === 'object' && !Array.isArray(data) && (data as { id?: unknown }).id === id)
      return { kind: 'found', record: data as Record<string, unknown> };
    return { kind: 'failed' };
  }
  const failure = outcome.failure;
  if (failure.kind !== 'server') return { kind: 'failed' };
  if (failure.code !== null) return GONE_CODES.has(failure.code) ? { kind: 'gone' } : { kind: 'failed' };
  return failure.status === 403 || failure.status === 404 ? { kind: 'gone' } : { kind: 'failed' };
}
