import type { TFunction } from 'i18next';
import type { Notifier } from '../../notify/notifier.ts';
import { failureText, type Failure } from '../../api/envelope.ts';

/** A refused sign-in that no field explains: an error toast with the server's message or the catalogue's text. */
export function reportSignInFailure(notifier: Notifier, t: TFunction, failure: Failure): void {
  const message = failureText(failure);
  notifier.show({ channel: 'toast', severity: 'error', text: 'text' in message ? message.text : t(message.key) });
}
