/**
 * The address of `path` on the API host at `base` ('' is the page's own origin): the base without
 * its trailing slashes, then the path. One way for every caller (the transport, and the web page's
 * calls made before the console's code has loaded), so that the drawn form's sign-in and the live
 * form's are the same address (platform/web/earlySignIn.ts takes one over only then).
 */
export function apiAddress(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}
