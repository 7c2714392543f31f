import type { ApiRequest, Gateway } from '../../contract/platform.ts';
import { ApiError, interpretReply, type Failure } from '../../contract/envelope.ts';

export interface CallOptions {
  /**
   * The caller shows ordinary failures itself (e.g. at a form field). An expired session is
   * always handled centrally.
   */
  quiet?: boolean;
}

export type FailureHandler = (failure: Failure, options: CallOptions) => void;

export interface ApiClient {
  /** Sends a request; answers the envelope's data or throws ApiError after the failure was reported. */
  call<T>(request: ApiRequest, options?: CallOptions): Promise<T>;
}

/**
 * The core's API client over the Platform port. It sends the request as the port describes it:
 * no header of its own (none of the shells would carry one across; known server messages are shown
 * in the person's language by the console itself, contract/serverMessages.ts).
 */
export function createApiClient(gateway: Gateway, onFailure: FailureHandler): ApiClient {
  return {
    async call<T>(request: ApiRequest, options: CallOptions = {}): Promise<T> {
      let outcome;
      try {
        outcome = interpretReply<T>(await gateway.request(request));
      } catch {
        // The gateway itself failed (e.g. the extension's worker could not be reached).
        outcome = { ok: false as const, failure: { kind: 'timeout' as const } };
      }
      if (outcome.ok) return outcome.data;
      onFailure(outcome.failure, options);
      throw new ApiError(outcome.failure);
    },
  };
}
