import type { TFunction } from 'i18next';

import type { Failure } from '../../contract/envelope.ts';
import { showFailure } from '../../core/api/showFailure.ts';
import type { Notifier } from '../../core/kernel/ports.ts';

/** A refused sign-in that no field explains: an error toast with the server's message or the catalogue's text. */
export function reportSignInFailure(notifier: Notifier, t: TFunction, failure: Failure): Promise<void> {
  return showFailure(failure, t, (text) => notifier.show({ channel: 'toast', severity: 'error', text }));
}
