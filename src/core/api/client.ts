import type { ApiRequest, Gateway } from '../../contract/platform.ts';
import { ApiError, interpretReply, type Failure } from '../../contract/envelope.ts';

export interface CallOptions {
  /**
   * The caller shows ordinary failures itself (e.g. at a form field). An expired session is
   * always handled centrally.
   */
  quiet?: boolean;
  /**
   * A read of the data layer, which retries it and says so on screen: a transport failure shows
   * no toast (the connection's state and the screen's retry line say it). Refusals still do.
   */
  retried?: boolean;
}

/** What became of a call, told to the observers of the client (the data layer). */
export type CallOutcome = { ok: true } | { ok: false; failure: Failure };
export type CallObserver = (request: ApiRequest, outcome: CallOutcome) => void;

export type FailureHandler = (failure: Failure, options: CallOptions) => void;

export interface ApiClient {
  /** Sends a request; answers the envelope's data or throws ApiError after the failure was reported. */
  call<T>(request: ApiRequest, options?: CallOptions): Promise<T>;
  /** Tells `observer` the outcome of every call from now on; answers how to stop. */
  observe(observer: CallObserver): () => void;
}

/**
 * The core's API client over the Platform port. It sends the request as the port describes it:
 * no header of its own (none of the shells would carry one across; known server messages are shown
 * in the person's language by the console itself, contract/serverMessages.ts).
 */
export function createApiClient(gateway: Gateway, onFailure: FailureHandler): ApiClient {
  const observers = new Set<CallObserver>();
  const tell = (request: ApiRequest, outcome: CallOutcome) => observers.forEach((observe) => observe(request, outcome));
  return {
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    async call<T>(request: ApiRequest, options: CallOptions = {}): Promise<T> {
      let outcome;
      try {
        // A read a screen shows is asked again beside itself when its answer is slow (ApiRequest.hedge).
        const sent = options.retried && request.method === 'GET' ? { ...request, hedge: true } : request;
        outcome = interpretReply<T>(await gateway.request(sent));
      } catch {
        // The gateway itself failed (e.g. the extension's worker could not be reached).
        outcome = { ok: false as const, failure: { kind: 'timeout' as const } };
      }
      tell(request, outcome.ok ? { ok: true } : { ok: false, failure: outcome.failure });
      if (outcome.ok) return outcome.data;
      onFailure(outcome.failure, options);
      throw new ApiError(outcome.failure);
    },
  };
}
