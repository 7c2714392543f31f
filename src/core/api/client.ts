import type { ApiRequest, Gateway } from '../../contract/platform.ts';
import { ApiError, interpretReply, type Failure } from '../../contract/envelope.ts';

export interface CallOptions {
  /**
   * The caller shows ordinary failures itself (e.g. at a form field). An expired session is
   * always handled centrally.
   */
  quiet?: boolean;
}

/**
 * A request with the headers the core asks for (`Accept-Language`: the console's language, so the
 * server answers its messages in it). A gateway that does not send them loses nothing: known
 * server messages are shown in the user's language anyway (serverMessages.ts).
 */
export type ApiCall = ApiRequest & { headers?: Record<string, string> };

export type FailureHandler = (failure: Failure, options: CallOptions) => void;

export interface ApiClient {
  /** Sends a request; answers the envelope's data or throws ApiError after the failure was reported. */
  call<T>(request: ApiRequest, options?: CallOptions): Promise<T>;
}

export function createApiClient(
  gateway: Gateway,
  onFailure: FailureHandler,
  headers?: () => Record<string, string>,
): ApiClient {
  return {
    async call<T>(request: ApiRequest, options: CallOptions = {}): Promise<T> {
      let outcome;
      try {
        const call: ApiCall = headers
          ? { ...request, headers: { ...(request as ApiCall).headers, ...headers() } }
          : request;
        outcome = interpretReply<T>(await gateway.request(call));
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
