import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const QUERY = '?outlines';

/** Every path outline (`d`) of an SVG file, in order. */
export function svgOutlines(svg: string): string[] {
  return [...svg.matchAll(/<path\b[^>]*\sd="([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * `import outlines from 'some.svg?outlines'`: the file's path outlines as a list of strings, and
 * nothing else of the file (no wrapper elements, ids or namespaces in the code).
 */
export function svgOutlinesPlugin(): Plugin {
  return {
    name: 'console:svg-outlines',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.svg${QUERY}`)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    load(id) {
      if (!id.endsWith(`.svg${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const outlines = svgOutlines(readFileSync(file, 'utf8'));
      if (outlines.length === 0) this.error(`${file} has no path outline`);
      return `export default ${JSON.stringify(outlines)};`;
    },
  };
}
