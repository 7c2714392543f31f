import { posix } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  moduleIds: string[];
  fileName: string;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * What a page needs besides its entry, as link tags: the scripts of the chunks holding the given
 * modules and of every chunk they import (`modulepreload`), and their styles (`preload` as style: fetched at once, applied
 * when the screen's code asks for them, so a page that shows another screen is not held up).
 * Files the page already names are skipped.
 */
export function preloadTags(
  bundle: Record<string, { type: string }>,
  modules: readonly RegExp[],
  href: (fileName: string) => string,
  named: ReadonlySet<string>,
): HtmlTagDescriptor[] {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk') as BundleChunk[];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (chunk: BundleChunk) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  for (const module of modules) {
    const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => module.test(id.replace(/\\/g, '/'))));
    if (holding.length === 0) throw new Error(`first-screen preload: no chunk holds a module matching ${module}`);
    holding.forEach(visit);
  }
  return [
    ...scripts
      .filter((file) => !named.has(file))
      .map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: href(file) },
        injectTo: 'head' as const,
      })),
    ...styles
      .filter((file) => !named.has(file))
      .map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'style', crossorigin: true, href: href(file) },
        injectTo: 'head' as const,
      })),
  ];
}

/**
 * Lets the first screen load in one round trip after the HTML: the page `page` (its path in the
 * build, e.g. `index.html`) names the chunks of `modules` and what they import — the screen shown
 * to someone signed out: the sign-in screen and its texts in every language — so the browser
 * fetches them beside the entry instead of after it has run. (The signed-in console's chunks are
 * not named: a page showing the sign-in screen would fetch them for nothing; the entry asks for
 * them as soon as it knows the session, all at once.)
 */
export function firstScreenPreload(page: RegExp, modules: readonly RegExp[]): Plugin {
  let base = '/';
  return {
    name: 'console:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !page.test(context.filename.replace(/\\/g, '/'))) return html;
        const htmlFile = posix.relative(context.server?.config.root ?? '', context.path.replace(/^\//, ''));
        const relative = base === './' || base === '';
        const href = (file: string) =>
          relative ? `./${posix.relative(posix.dirname(htmlFile), file)}`.replace(/^\.\/\.\.\//, '../') : base + file;
        const named = new Set([...html.matchAll(/(?:src|href)="(?:\.\/|\/)?([^"]+)"/g)].map((match) => match[1]!));
        return { html, tags: preloadTags(context.bundle, modules, href, named) };
      },
    },
  };
}
