import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { localeParts } from './localeParts.ts';
import { svgOutlinesPlugin } from './svgOutlines.ts';
import { LANGUAGES, type Language } from '../../src/contract/constants.ts';
import { templateId } from '../../src/entries/web/prepaint/templateId.ts';
import { compactMarkup, type Artwork } from '../../src/entries/web/prepaint/markup.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RENDERER = '/scripts/vite/renderSignIn.tsx';

/** Styles are the build's business: while the screen is only rendered to markup they are nothing. */
function stylesAsNothing(): Plugin {
  const EMPTY = '\0console:no-style';
  return {
    name: 'console:no-style',
    enforce: 'pre',
    resolveId: (id) => (/\.css(\?|$)/.test(id) ? EMPTY : null),
    load: (id) => (id === EMPTY ? 'export default "";' : null),
  };
}

/** The sign-in screen's markup in every language and theme, rendered by the real components. */
export async function renderSignInTemplates(): Promise<{ language: Language; dark: boolean; html: string }[]> {
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    plugins: [stylesAsNothing(), localeParts(), svgOutlinesPlugin(), react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderSignIn, ...artwork } = (await server.ssrLoadModule(RENDERER)) as Artwork & {
      renderSignIn: (language: Language, theme: 'light' | 'dark') => Promise<string>;
    };
    const variants = LANGUAGES.flatMap((language) => [false, true].map((dark) => ({ language, dark })));
    return await Promise.all(
      variants.map(async ({ language, dark }) => ({
        language,
        dark,
        html: compactMarkup(await renderSignIn(language, dark ? 'dark' : 'light'), artwork),
      })),
    );
  } finally {
    await server.close();
  }
}

/**
 * The web page carries the sign-in screen as templates, one per language and theme, so the page
 * draws the form before the console's code has run (src/entries/web/prepaint). Rendered from the
 * same components the console mounts, so the drawing and the live form cannot drift apart.
 */
export function signInPrepaint(): Plugin {
  return {
    name: 'console:sign-in-prepaint',
    apply: 'build',
    async transformIndexHtml(html) {
      const templates = (await renderSignInTemplates())
        .map(({ language, dark, html: markup }) => `<template id="${templateId(language, dark)}">${markup}</template>`)
        .join('\n    ');
      if (!html.includes('<div id="app"></div>'))
        throw new Error('sign-in prepaint: no <div id="app"></div> in the page');
      return html.replace('<div id="app"></div>', `${templates}\n    <div id="app"></div>`);
    },
  };
}
