/** How an API path is compared with the paths a rule names (pure). */

/**
 * A path as a server is likely to route it: percent-decoding undone (repeatedly), `.` and `..`
 * segments resolved, `;matrix` parameters and a file extension on the last segment dropped,
 * repeated and trailing slashes removed, lower case. Null when it cannot be read.
 */
export function canonicalPath(url: string): string | null {
  let path = url;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    // Stryker disable next-line ConditionalExpression: decoding a path that no longer changes gives the same path again
    if (decoded === path) break;
    path = decoded;
  }
  // Backslashes and control characters have no place in an API path.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  let pathname: string;
  try {
    // Stryker disable next-line Regex: the empty segments one leading slash more would leave are dropped below
    pathname = new URL(`http://api.invalid/${path.replace(/^\/+/, '')}`).pathname;
    // Stryker disable next-line BlockStatement: a path after a fixed origin always parses; kept in case an engine refuses one
  } catch {
    return null;
  }
  const segments = pathname
    .split('/')
    // Stryker disable next-line Regex: `.*` runs to the end anyway (line breaks are refused above)
    .map((segment) => segment.replace(/;.*$/, ''))
    .filter((segment) => segment !== '');
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last]!.replace(/\.[^.]*$/, '');
  return ('/' + segments.join('/')).toLowerCase();
}
