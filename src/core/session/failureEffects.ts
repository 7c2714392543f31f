import type { i18n } from 'i18next';
import type { Failure } from '../../contract/envelope.ts';
import { FAILURE_MESSAGE_KEYS } from '../../contract/envelope.ts';
import { showFailure } from '../api/showFailure.ts';
import type { CallOptions, FailureHandler } from '../api/client.ts';
import { isTransportFailure } from '../api/transportFailure.ts';
import type { Notifier } from '../kernel/ports.ts';

export interface FailureEffectsDeps {
  notifier: Notifier;
  i18n: () => i18n;
  /** Clears the session; the route guard then takes the user to /login. */
  expire: () => Promise<void>;
  /**
   * Whether the session has already ended (signed out, or ended with its reason: another API host).
   * A call sent before and refused after is then no news: no notice, and the reason shown stays.
   */
  signedOut?: () => boolean;
}

/**
 * The one place that turns failed calls into effects (SPEC 8): an error toast for ordinary
 * failures; for an expired session an info notice titled '提示', the session cleared and the user
 * sent to login — once, however many requests fail together.
 */
export function createFailureEffects(deps: FailureEffectsDeps): FailureHandler & { sessionRestored(): void } {
  let expiring = false;
  const handler = (failure: Failure, options: CallOptions) => {
    const t = deps.i18n().t;
    if (failure.kind === 'expired') {
      if (expiring || deps.signedOut?.()) return;
      expiring = true;
      deps.notifier.show({
        channel: 'notice',
        severity: 'info',
        title: t(FAILURE_MESSAGE_KEYS.expiredTitle),
        text: t(FAILURE_MESSAGE_KEYS.expired),
      });
      void deps.expire();
      return;
    }
    if (options.quiet) return;
    // A read the data layer retries: the screen's retry line and the offline banner say it.
    if (options.retried && isTransportFailure(failure)) return;
    void showFailure(failure, t, (text) => deps.notifier.show({ channel: 'toast', severity: 'error', text }));
  };
  /** A new session began: the next expiry is reported again. */
  handler.sessionRestored = () => {
    expiring = false;
  };
  return handler;
}
