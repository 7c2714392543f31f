import { ApiError, failureText, FAILURE_MESSAGE_KEYS, type Failure } from './envelope.ts';

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
  for (const [name, term] of Object.entries(text.terms ?? {})) params[name] = t(`errors.server.terms.${term}`);
  return t(text.key, params);
}

/** What a caught error shows: the failure's text for an API failure, the system error otherwise. */
export function errorMessage(error: unknown, t: Translate): string {
  return error instanceof ApiError ? failureMessage(error.failure, t) : t(FAILURE_MESSAGE_KEYS.system);
}
