// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { iconCodepoints, iconSubset, pointWoff2At, woff2Cmap, woff2FontFile } from '../../../scripts/vite/iconFont.ts';
import { iconCss, iconsNamedIn } from '../../../scripts/vite/themeCss.ts';

const CSS_FILE = 'node_modules/primeicons/primeicons.css';
const FONT_FILE = 'node_modules/primeicons/fonts/primeicons.woff2';
const primeicons = readFileSync(CSS_FILE, 'utf8');
const byNumber = (a: number, b: number) => a - b;

/** primeicons' classes that style an icon (`pi-fw`, `pi-spin`) rather than draw one. */
function styleOnlyClasses(css: string): Set<string> {
  const drawn = iconCodepoints(css);
  const classes = new Set([...css.matchAll(/\.(pi-[a-z0-9-]+)\b/g)].map((match) => match[1]!));
  return new Set([...classes].filter((name) => !drawn.has(name)));
}

/** The build's subset, made once for the file (the same steps as the icon stylesheet's transform). */
let built: ReturnType<typeof iconSubset> | undefined;
const buildSubset = () => (built ??= iconSubset(iconCss(primeicons, 'src'), resolve(CSS_FILE)));

describe('icon font — a build ships the glyphs of the icons the source names, and no others', () => {
  it('every icon the source names has its glyph in the subset font', async () => {
    const { font } = await buildSubset();
    const glyphs = woff2Cmap(font);
    const codepoints = iconCodepoints(primeicons);
    const styleOnly = styleOnlyClasses(primeicons);
    const named = [...iconsNamedIn('src')].filter((name) => !styleOnly.has(name));
    expect(named.length).toBeGreaterThan(50);
    for (const name of named) {
      const codepoint = codepoints.get(name);
      expect(codepoint, `${name} is not a primeicons icon`).toBeDefined();
      expect(
        glyphs.get(codepoint!),
        `${name} (U+${codepoint!.toString(16)}) has no glyph in the subset font`,
      ).toBeTruthy();
    }
  });

  it('the subset font holds only the glyphs of the kept icon rules, and is smaller than the whole font', async () => {
    const { font, fontFile, icons } = await buildSubset();
    expect(fontFile).toBe(resolve(FONT_FILE));
    expect([...woff2Cmap(font).keys()].sort(byNumber)).toEqual([...icons.values()].sort(byNumber));
    expect(font.byteLength).toBeLessThan(readFileSync(FONT_FILE).byteLength / 2);
  });

  it('refuses to build a font in which a kept icon has no glyph', async () => {
    const css = `${iconCss(primeicons, 'src')}\n.pi-not-in-the-font:before {\n    content: "\\f8ff";\n}\n`;
    await expect(iconSubset(css, resolve(CSS_FILE))).rejects.toThrow(/no glyph for pi-not-in-the-font/);
  });
});

describe('icon font — the pure parts', () => {
  it('reads the codepoint of each icon rule, and only of icon rules', () => {
    const css = '.pi { font-family: x; }\n.pi-check:before {\n    content: "\\e909";\n}\n.pi-fw { width: 1em; }\n';
    expect(iconCodepoints(css)).toEqual(new Map([['pi-check', 0xe909]]));
    const all = iconCodepoints(primeicons);
    expect(all.size).toBe(314);
    expect(all.get('pi-user')).toBe(0xe939);
    expect(styleOnlyClasses(primeicons)).toEqual(new Set(['pi-fw', 'pi-spin']));
  });

  it('keeps in the shipped stylesheet only the codepoints of the icons the source names', () => {
    const kept = iconCodepoints(iconCss(primeicons, 'src'));
    const named = iconsNamedIn('src');
    expect([...kept.keys()].every((name) => named.has(name))).toBe(true);
    expect(kept.size).toBe([...named].filter((name) => iconCodepoints(primeicons).has(name)).length);
  });

  it('finds the woff2 that the @font-face names, relative to the stylesheet', () => {
    const css = iconCss(primeicons, 'src');
    expect(woff2FontFile(css, '/x/node_modules/primeicons/primeicons.css')).toBe(
      '/x/node_modules/primeicons/fonts/primeicons.woff2',
    );
    expect(woff2FontFile('@font-face { src: url(a.woff) format("woff"); }', '/x/a.css')).toBeNull();
  });

  it('points the @font-face at the emitted font and leaves the icon rules alone', () => {
    const css = iconCss(primeicons, 'src');
    const out = pointWoff2At(css, '__VITE_ASSET__abc__');
    expect(out).toContain("src: url(__VITE_ASSET__abc__) format('woff2');");
    expect(out).not.toContain('primeicons.woff2');
    expect(out).toContain("font-family: 'primeicons';");
    expect(out).toContain('font-display: block;');
    expect(iconCodepoints(out)).toEqual(iconCodepoints(css));
  });

  it("reads a woff2's cmap: the whole primeicons font has a glyph for every codepoint of its stylesheet", () => {
    const glyphs = woff2Cmap(readFileSync(FONT_FILE));
    for (const [name, codepoint] of iconCodepoints(primeicons))
      expect(glyphs.get(codepoint), `${name} U+${codepoint.toString(16)}`).toBeTruthy();
    expect(() => woff2Cmap(Buffer.from('wOFF0000000000000000000000000000000000000000000000'))).toThrow(/not a woff2/);
  });
});
