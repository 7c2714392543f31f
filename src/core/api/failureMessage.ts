import { ApiError, FAILURE_MESSAGE_KEYS, type Failure } from '../../contract/envelope.ts';
import { recogniseServerMessage } from '../../contract/serverMessages.ts';

// With the catalogue of server messages (~2 KB gzip), this module is loaded when a failure is first
// shown (failureEffects, the sign-in screen), not with the console's first screen.

/**
 * The locale key a failure shows, with the parts a known server message filled in; or, for a
 * message the catalogue does not know, the literal text as the server wrote it.
 */
export type FailureText =
  { key: string; params?: Record<string, string>; terms?: Record<string, string> } | { text: string };

export function failureText(failure: Failure): FailureText {
  switch (failure.kind) {
    case 'server': {
      if (failure.message === null) return { key: FAILURE_MESSAGE_KEYS.system };
      const known = recogniseServerMessage(failure.message);
      if (!known) return { text: failure.message };
      if (known.key === 'system') return { key: FAILURE_MESSAGE_KEYS.system };
      return { key: `errors.server.${known.key}`, params: known.params, terms: known.terms };
    }
    case 'expired':
      return { key: FAILURE_MESSAGE_KEYS.expired };
    case 'timeout':
      return { key: FAILURE_MESSAGE_KEYS.timeout };
    case 'setup':
      return { key: FAILURE_MESSAGE_KEYS.setup };
    case 'redirect':
      return { key: FAILURE_MESSAGE_KEYS.redirect };
  }
}

/** The part of i18next's `t` this needs (the instance of the caller's language). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The one text a failed call shows, in the user's language: the catalogue's text (SPEC 8), a
 * known server message translated (`errors.server.*`), or an unknown server message as written.
 */
export function failureMessage(failure: Failure, t: Translate): string {
  const text = failureText(failure);
  if ('text' in text) return text.text;
  const params: Record<string, string> = { ...text.params };
  // The names of areas come with the console's texts (i18n/parts.ts): before they are there, the
  // server's own word is shown.
  for (const [name, term] of Object.entries(text.terms ?? {}))
    params[name] = t(`errors.server.terms.${term}`, { defaultValue: params[name] });
  return t(text.key, params);
}

/** What a caught error shows: the failure's text for an API failure, the system error otherwise. */
export function errorMessage(error: unknown, t: Translate): string {
  return error instanceof ApiError ? failureMessage(error.failure, t) : t(FAILURE_MESSAGE_KEYS.system);
}
