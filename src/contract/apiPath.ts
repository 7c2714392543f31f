/**
 * The one check of a request's path, for both shells (pure): the web page's gateway and the
 * extension's worker send a call only when its path stays on the API host. A path the browser would
 * resolve to another origin (`//evil.example`, `/\evil.example`, `/%5Cevil.example`, an absolute
 * URL) would carry the `Token` header there.
 */

/** The longest path a call may have. */
export const MAX_API_PATH_LENGTH = 2048;

/** Two origins no real call uses: a path must keep the origin it is resolved against, whichever. */
const PROBES = ['http://api.invalid/', 'https://probe.invalid:8443/base/'];

/**
 * A path as it may be sent: one leading slash, no backslash, no control character, and as written
 * no white space either (decoded, `%20` is a space and stays).
 */
function shapeHolds(path: string, decoded: boolean): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  const refused = decoded ? /[\\\u0000-\u001f\u007f]/ : /[\\\s\u0000-\u001f\u007f]/;
  return /^\/(?![/\\])/.test(path) && !refused.test(path);
}

/**
 * Whether `url` is a path on the API host: it starts with exactly one `/`, holds no backslash, no
 * control character and no white space, still does once percent-decoding is undone (a server or a
 * proxy may decode it), and resolves to the origin it is resolved against.
 */
export function isApiPath(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > MAX_API_PATH_LENGTH || !shapeHolds(url, false)) return false;
  const path = url.split(/[?#]/)[0]!;
  let decoded = path;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    decoded = next;
    if (!shapeHolds(decoded, true)) return false;
  }
  return PROBES.every((base) => {
    try {
      return new URL(url, base).origin === new URL(base).origin;
    } catch {
      return false;
    }
  });
}
