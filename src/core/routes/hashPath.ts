/**
 * Splits `#/a/b?x=1` into `/a/b` and `x=1`. Hash routing in the style of the platform's other
 * consoles: the query string lives inside the hash (`#/login?redirect=%2Fbusiness%2Fuser`), so a
 * link carries path and query together.
 */
export function splitHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#/, '');
  const at = raw.indexOf('?');
  const pathPart = at === -1 ? raw : raw.slice(0, at);
  const search = at === -1 ? '' : raw.slice(at + 1);
  const path = '/' + pathPart.replace(/^\/+/, '');
  return { path, search };
}
