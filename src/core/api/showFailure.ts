import { FAILURE_MESSAGE_KEYS, type Failure } from '../../contract/envelope.ts';
import type { Translate } from './failureMessage.ts';

/**
 * Shows a failed call's text through `show`, loading the text rules (and the catalogue of server
 * messages they use) the first time: the first screen does not carry them. If they cannot load —
 * the connection may be the very thing that failed — the person still reads the server's own
 * message, or the catalogue's text for the kind of failure.
 */
export function showFailure(failure: Failure, t: Translate, show: (text: string) => void): Promise<void> {
  return import('./failureMessage.ts').then(
    ({ failureMessage }) => show(failureMessage(failure, t)),
    () => show(plainFailureText(failure, t)),
  );
}

/** The text of a failure without the catalogue: a server message as written, else the kind's text. */
export function plainFailureText(failure: Failure, t: Translate): string {
  if (failure.kind === 'server') return failure.message ?? t(FAILURE_MESSAGE_KEYS.system);
  return t(FAILURE_MESSAGE_KEYS[failure.kind]);
}
