import type { Failure } from '../../contract/envelope.ts';
import { UNAVAILABLE_STATUSES } from '../../contract/reach.ts';

/**
 * A failure of the way to the server rather than an answer of it: no connection, a timeout, a
 * connection reset (all `timeout` after the envelope), or a gateway's 502/503/504. The server's
 * refusals (its codes, an expired session, a redirect, a request that could not be built) are not.
 */
export const isTransportFailure = (failure: Failure): boolean =>
  failure.kind === 'timeout' || (failure.kind === 'server' && UNAVAILABLE_STATUSES.includes(failure.status ?? 0));
