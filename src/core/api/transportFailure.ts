import type { Failure } from '../../contract/envelope.ts';

/** HTTP statuses a gateway or an overloaded server answers while the API cannot be reached. */
const UNAVAILABLE = [502, 503, 504];

/**
 * A failure of the way to the server rather than an answer of it: no connection, a timeout, a
 * connection reset (all `timeout` after the envelope), or a gateway's 502/503/504. The server's
 * refusals (its codes, an expired session, a redirect, a request that could not be built) are not.
 */
export const isTransportFailure = (failure: Failure): boolean =>
  failure.kind === 'timeout' || (failure.kind === 'server' && UNAVAILABLE.includes(failure.status ?? 0));
