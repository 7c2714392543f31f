import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LOCALE_PARTS, pickPart, type LocalePart, type Texts } from '../../src/core/i18n/parts.ts';

const PREFIX = 'virtual:console-locale/';
const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * `virtual:console-locale/{language}/{part}`: one part of `locales/{language}.json` as a module of
 * its own, so each language and part is a chunk of its own that loads only when needed.
 */
export function localeParts(): Plugin {
  return {
    name: 'console:locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? '\0' + id : null;
    },
    load(id) {
      if (id === `\0${PREFIX}startup`) {
        // What the page says when even the sign-in screen's texts cannot load: every language's
        // `errors.loadFailed` and `common.reload`, a few hundred bytes in the first chunk.
        const startup = Object.fromEntries(
          readdirSync(LOCALES)
            .filter((file) => file.endsWith('.json'))
            .map((file) => {
              this.addWatchFile(LOCALES + file);
              const texts = JSON.parse(readFileSync(LOCALES + file, 'utf8')) as {
                errors: { loadFailed: string };
                common: { reload: string };
              };
              return [
                file.replace(/\.json$/, ''),
                { loadFailed: texts.errors.loadFailed, reload: texts.common.reload },
              ];
            }),
        );
        return `export default ${JSON.stringify(startup)};`;
      }
      if (!id.startsWith('\0' + PREFIX)) return null;
      const [language, part] = id.slice(PREFIX.length + 1).split('/') as [string, LocalePart];
      if (!/^[a-z]{2}(-[a-z]{2})?$/.test(language) || !LOCALE_PARTS.includes(part))
        this.error(`unknown locale module ${id}`);
      const file = `${LOCALES}${language}.json`;
      this.addWatchFile(file);
      const texts = pickPart(JSON.parse(readFileSync(file, 'utf8')) as Texts, part);
      // JSON.parse of a string literal: the fastest way for an engine to build a large object.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
