import { isPublicPath, PUBLIC_PATHS, REDIRECT_PREFIX } from '../../contract/constants.ts';

export type SessionView = { status: 'unknown' | 'loggedOut' | 'loggedIn'; routesLoaded: boolean };

export type GuardDecision =
  { type: 'wait' } | { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'load-routes' };

/** The login path for an unauthenticated visit: `redirect` holds the requested path plus its query, URL-encoded (SPEC 2). */
export function loginPathFor(path: string, search: string): string {
  const target = search ? `${path}?${search}` : path;
  return `${PUBLIC_PATHS.login}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The route guard as a pure decision (SPEC 2 "Navigation behaviour", SPEC 4 "Session"):
 * - unauthenticated visit to anything but /login and /password → /login with `redirect`;
 * - authenticated visit to /login → /;
 * - logged in with routes not loaded → load them, then repeat the navigation.
 */
export function decideNavigation(path: string, search: string, session: SessionView): GuardDecision {
  if (session.status === 'unknown') return { type: 'wait' };
  if (session.status === 'loggedOut') {
    if (isPublicPath(path)) return { type: 'allow' };
    if (path.startsWith(REDIRECT_PREFIX) || `${path}/` === REDIRECT_PREFIX)
      return { type: 'redirect', to: loginPathFor('/', '') };
    return { type: 'redirect', to: loginPathFor(path, search) };
  }
  if (path === PUBLIC_PATHS.login) return { type: 'redirect', to: '/' };
  if (!session.routesLoaded) return { type: 'load-routes' };
  return { type: 'allow' };
}

/** `/redirect/{path}` passes through to `{path}` with its query (SPEC 2); null for any other path. */
export function passThroughTarget(path: string, search: string): string | null {
  if (!path.startsWith(REDIRECT_PREFIX)) return null;
  return `/${path.slice(REDIRECT_PREFIX.length)}${search ? `?${search}` : ''}`;
}

/**
 * The `redirect` target after sign-in, only when it is a path of this console: absolute URLs,
 * protocol-relative `//host`, `javascript:`, backslashes and encoded variants fall back to `/`.
 */
export function safeRedirect(value: string | null | undefined): string {
  // An empty value is no path (it does not start with '/'): the rules below send it to '/'.
  if (typeof value !== 'string') return '/';
  let decoded = value;
  // Undo layers of encoding so `%2F%2Fevil` is judged as `//evil`.
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      // A `%` that starts no escape (a search for "50%"): nothing more to undo.
      break;
    }
    // Stryker disable next-line ConditionalExpression: decoding a text that no longer changes gives the same text again
    if (next === decoded) break;
    decoded = next;
  }
  const suspicious = (text: string) =>
    !text.startsWith('/') ||
    text.startsWith('//') ||
    text.includes('\\') ||
    hasControlCharacter(text) ||
    // Stryker disable next-line Regex: a scheme after no slash or after two is refused by the rules above
    /^\/*[a-z][a-z0-9+.-]*:/i.test(text);
  if (suspicious(value) || suspicious(decoded)) return '/';
  if (value === PUBLIC_PATHS.login || value.startsWith(`${PUBLIC_PATHS.login}?`)) return '/';
  return value;
}

function hasControlCharacter(text: string): boolean {
  // Stryker disable next-line EqualityOperator: one step past the end reads NaN, which is no control character
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
