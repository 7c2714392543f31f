import { ApiError } from '../../../contract/envelope.ts';
import { isTransportFailure } from '../../api/transportFailure.ts';

/** A read failed on the way to the server (`api/transportFailure.ts`), not refused by it. */
export const isTransportError = (error: unknown): boolean =>
  error instanceof ApiError && isTransportFailure(error.failure);

/** The waits before the first retries of a read; after them, every `RETRY_EVERY_MS`. */
export const RETRY_BACKOFF_MS: readonly number[] = [1000, 2000, 4000];
export const RETRY_EVERY_MS = 30_000;

/** The wait before retry number `failureCount + 1` (0: after the first failure). */
export function retryDelayMs(failureCount: number): number {
  return RETRY_BACKOFF_MS[failureCount] ?? RETRY_EVERY_MS;
}

/**
 * Whether a read is tried again: a transport failure is, for as long as a screen shows the read
 * (the data layer stops retrying a read nobody shows); a refusal never is.
 */
export function shouldRetryRead(_failureCount: number, error: unknown): boolean {
  return isTransportError(error);
}
