import { build, type Plugin, type Rolldown } from 'vite';
import { PANEL_MODULE_ENTRY as MODULE_ENTRY_ATTRIBUTE } from '../../src/platform/extension/pages.ts';

/**
 * The page with its classic script: named right after the console's element, carrying the page's
 * module entry (taken out of the page with the files it preloads). A page without the console's
 * element or with other than one module entry is an error of the build, not a page left as it was.
 */
export function classicScriptPage(html: string, fileName: string): string {
  const marker = '<div id="app"></div>';
  if (!html.includes(marker)) throw new Error(`classic script: no ${marker} in the page`);
  const entries = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g)];
  if (entries.length !== 1) throw new Error(`classic script: ${entries.length} module entries in the page, not one`);
  const [tag, src] = entries[0]!;
  const page = html.replace(tag, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  return page.replace(marker, `${marker}\n    <script src="/${fileName}" ${MODULE_ENTRY_ATTRIBUTE}="${src}"></script>`);
}

/**
 * A script of the page that runs while its HTML is parsed: `entry` built on its own as one classic
 * file (an IIFE, no imports, minified) and named in `page` right after the console's element. The
 * page's module entry is taken out of the page (its script and the files it preloads) and named on
 * the classic script instead (`data-module-entry`), which starts it once it has done its own first
 * work: named in the page, the entry and its files were fetched and compiled beside the classic
 * script and held it back (docs/performance.md). The side panel draws what it showed last with it
 * (src/entries/extension/panelFirst.ts). What it shares with the module entry goes through the
 * page (its elements and one property of `window`), never through a module: the two are separate
 * copies of any code they both use.
 */
export function classicScript(options: {
  entry: string;
  fileName: string;
  page: RegExp;
  alias?: { find: RegExp; replacement: string }[];
}): Plugin {
  let code = '';
  return {
    name: 'console:classic-script',
    apply: 'build',
    async buildStart() {
      const built = (await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: options.alias ?? [] },
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          target: 'es2022',
          lib: { entry: options.entry, formats: ['iife'], name: 'consoleFirstScript' },
        },
      })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
      const [output] = Array.isArray(built) ? built : [built];
      const chunk = output?.output.find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error(`classic script ${options.entry}: no code built`);
      code = chunk.code;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: options.fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return options.page.test(context.filename) ? classicScriptPage(html, options.fileName) : html;
      },
    },
  };
}
