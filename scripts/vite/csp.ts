import type { Plugin } from 'vite';

/**
 * A strict Content-Security-Policy for the web build: no inline script, no eval; styles may be
 * inline (PrimeReact positions overlays with style attributes); images from the console itself
 * and data: URLs (captcha, watermark); calls only to the page's origin and the configured API.
 */
export function contentSecurityPolicy(apiBase: string | undefined): string {
  let api = '';
  if (apiBase) {
    try {
      api = ` ${new URL(apiBase).origin}`;
    } catch {
      api = '';
    }
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * What only a header can carry: `frame-ancestors` (and with it the refusal to be framed) is
 * ignored in a meta element.
 */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"] as const;

/**
 * The full `Content-Security-Policy` header value a deployment of the web build sends with
 * `index.html`: the build's meta policy plus the header-only directives. `apiBase` defaults to
 * the build's `VITE_API_BASE`.
 */
export function deploymentCspHeader(apiBase: string | undefined = process.env.VITE_API_BASE): string {
  return [contentSecurityPolicy(apiBase), ...HEADER_ONLY_DIRECTIVES].join('; ');
}

export function cspMeta(apiBase: string | undefined): Plugin {
  return {
    name: 'console:csp',
    apply: 'build',
    transformIndexHtml(html) {
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(apiBase)}" />`;
      return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${meta}`);
    },
  };
}
