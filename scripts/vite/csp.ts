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
