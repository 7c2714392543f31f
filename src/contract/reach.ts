import type { TransportReply } from './platform.ts';

/** HTTP statuses a gateway or an overloaded server answers while the API cannot be reached. */
export const UNAVAILABLE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * Whether a reply says the API host could not be reached (no connection, a timeout, a reset, a
 * gateway's 502–504) rather than answering: the server's refusals and envelopes are answers.
 */
export function unreachableReply(reply: TransportReply): boolean {
  if (reply.ok) return UNAVAILABLE_STATUSES.includes(reply.status);
  if (reply.kind === 'network' || reply.kind === 'timeout') return true;
  return reply.kind === 'http' && UNAVAILABLE_STATUSES.includes(reply.status ?? 0);
}
