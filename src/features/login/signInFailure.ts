import type { TFunction } from 'i18next';
import type { Notifier } from '../../core/notify/notifier.ts';
import type { Failure } from '../../contract/envelope.ts';
import { showFailure } from '../../core/api/showFailure.ts';

/** A refused sign-in that no field explains: an error toast with the server's message or the catalogue's text. */
export function reportSignInFailure(notifier: Notifier, t: TFunction, failure: Failure): Promise<void> {
  return showFailure(failure, t, (text) => notifier.show({ channel: 'toast', severity: 'error', text }));
}
