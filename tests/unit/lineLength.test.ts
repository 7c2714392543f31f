// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * No source line over 140 characters in the code that ships or serves: the console, the reference
 * server, the scripts and the web page. Prettier wraps code at 120 but leaves long strings and comments
 * alone; long data (an SVG outline, a glyph) is written in pieces that the build or the module joins
 * again. Generated files are held to it too: their generator wraps its output (scripts/captchaGlyphs.ts).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'scripts', 'web'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|css)$/;
const MAX_LINE = 140;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** `line number: length` of every line longer than `max` characters (code points, not bytes). */
function longLines(text: string, max = MAX_LINE): string[] {
  return text.split(/\r?\n/).flatMap((line, i) => {
    const length = [...line].length;
    return length > max ? [`${i + 1}: ${length}`] : [];
  });
}

describe(`no source line over ${MAX_LINE} characters in ${FOLDERS.join(', ')}`, () => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));

  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(250);
    expect(files.map((file) => relative(ROOT, file))).toEqual(
      expect.arrayContaining(['src/core/components/plain/Spinner.tsx', 'server/captchaGlyphs.ts', 'web/main.ts']),
    );
  });

  it('counts characters, not bytes, and only lines over the limit', () => {
    expect(longLines(`${'a'.repeat(140)}\n${'字'.repeat(140)}\r\n${'b'.repeat(141)}`)).toEqual(['3: 141']);
  });

  it('every line fits', () => {
    const offending = files.flatMap((file) =>
      longLines(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}:${line}`),
    );
    expect(offending).toEqual([]);
  });
});
