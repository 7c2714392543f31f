import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import subsetFont from 'subset-font';

/**
 * primeicons ships one woff2 of ~314 glyphs (35 KB); the console draws the ~70 its source names.
 * For a build, the stylesheet's `@font-face` points at a woff2 cut to the glyphs of the icon rules
 * that `keepIcons` kept; the dev server keeps the whole font.
 */

/** The codepoints the `.pi-…:before { content: "\eXXX" }` rules of a stylesheet draw, by icon name. */
export function iconCodepoints(css: string): Map<string, number> {
  const icons = new Map<string, number>();
  for (const match of css.matchAll(/\.(pi-[a-z0-9-]+):before\s*{[^}]*?content:\s*(['"])\\([0-9a-f]{1,6})\2/gi))
    icons.set(match[1]!, Number.parseInt(match[3]!, 16));
  return icons;
}

/** The file the `@font-face`'s woff2 `url()` names, resolved against the stylesheet's own path. */
export function woff2FontFile(css: string, cssFile: string): string | null {
  const url = /@font-face\s*{[^}]*url\((['"]?)([^'")?#]*\.woff2)[^'")]*\1\)\s*format\((['"])woff2\3\)/.exec(css);
  return url ? resolve(dirname(cssFile), url[2]!) : null;
}

/** The stylesheet with its `@font-face`'s woff2 `url()` replaced by `url`. */
export function pointWoff2At(css: string, url: string): string {
  return css.replace(/@font-face\s*{[^}]*}/g, (block) =>
    block.replace(/url\((['"]?)[^'")]*\.woff2[^'")]*\1\)(\s*format\((['"])woff2\3\))/, `url(${url})$2`),
  );
}

/** A woff2 holding only the glyphs of `codepoints` (hb-subset, layout features kept). */
export async function subsetWoff2(font: Uint8Array, codepoints: Iterable<number>): Promise<Buffer> {
  return subsetFont(Buffer.from(font), String.fromCodePoint(...codepoints), { targetFormat: 'woff2' });
}

export interface IconSubset {
  /** The subset woff2. */
  font: Buffer;
  /** The font it was cut from. */
  fontFile: string;
  /** The icon names whose rules the stylesheet keeps, with their codepoints. */
  icons: Map<string, number>;
}

/**
 * What a build ships for the icon stylesheet `css` (already cut by `keepIcons`) read from
 * `cssFile`: the woff2 it names, cut to the codepoints of its icon rules. Fails when an icon's
 * codepoint has no glyph in the result, so a font that lacks one of the icons never ships.
 */
export async function iconSubset(css: string, cssFile: string): Promise<IconSubset> {
  const fontFile = woff2FontFile(css, cssFile);
  if (!fontFile) throw new Error(`${cssFile}: no woff2 @font-face to subset`);
  const icons = iconCodepoints(css);
  const font = await subsetWoff2(await readFile(fontFile), icons.values());
  const glyphs = woff2Cmap(font);
  const missing = [...icons].filter(([, codepoint]) => !glyphs.get(codepoint)).map(([name]) => name);
  if (missing.length) throw new Error(`${fontFile}: no glyph for ${missing.join(', ')} in the subset font`);
  return { font, fontFile, icons };
}

// --- Reading a woff2's cmap (https://www.w3.org/TR/WOFF2/), for the check above and the tests.

/** Tags of the woff2 table directory's known-table index (WOFF2 §5.1). */
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH ' +
  'PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc ' +
  'bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4}\s?/g)!
  .map((tag) => tag.slice(0, 4));

/** The codepoint → glyph id map of a woff2 font (cmap formats 4 and 12, every subtable merged). */
export function woff2Cmap(woff2: Uint8Array): Map<number, number> {
  const data = new DataView(woff2.buffer, woff2.byteOffset, woff2.byteLength);
  if (data.getUint32(0) !== 0x774f4632) throw new Error('not a woff2 font');
  if (data.getUint32(4) === 0x74746366) throw new Error('woff2 font collections are not read');
  const numTables = data.getUint16(12);
  const compressedSize = data.getUint32(20);
  let at = 48;
  const base128 = (): number => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = data.getUint8(at++);
      if (i === 0 && byte === 0x80) throw new Error('woff2: bad UIntBase128');
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('woff2: bad UIntBase128');
  };
  let cmap: { offset: number; length: number } | null = null;
  let offset = 0;
  for (let i = 0; i < numTables; i++) {
    const flags = data.getUint8(at++);
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 63) {
      tag = String.fromCharCode(...woff2.subarray(at, at + 4));
      at += 4;
    }
    const version = flags >> 6;
    const length = base128();
    // glyf and loca are transformed unless version 3; any other table is transformed unless version 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    const stored = transformed ? base128() : length;
    if (tag === 'cmap') cmap = { offset, length: stored };
    offset += stored;
  }
  if (!cmap) throw new Error('woff2: no cmap table');
  const tables = brotliDecompressSync(woff2.subarray(at, at + compressedSize));
  return readCmap(new DataView(tables.buffer, tables.byteOffset + cmap.offset, cmap.length));
}

function readCmap(cmap: DataView): Map<number, number> {
  const glyphs = new Map<number, number>();
  const subtables = cmap.getUint16(2);
  for (let i = 0; i < subtables; i++) {
    const start = cmap.getUint32(4 + i * 8 + 4);
    const format = cmap.getUint16(start);
    if (format === 4) {
      const segments = cmap.getUint16(start + 6) / 2;
      const ends = start + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const first = cmap.getUint16(starts + s * 2);
        const last = cmap.getUint16(ends + s * 2);
        const delta = cmap.getUint16(deltas + s * 2);
        const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
        for (let c = first; c <= last && c !== 0xffff; c++) {
          let glyph = 0;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const indexed = cmap.getUint16(rangeOffsets + s * 2 + rangeOffset + (c - first) * 2);
            if (indexed) glyph = (indexed + delta) & 0xffff;
          }
          if (glyph) glyphs.set(c, glyph);
        }
      }
    } else if (format === 12) {
      const groups = cmap.getUint32(start + 12);
      for (let g = 0; g < groups; g++) {
        const group = start + 16 + g * 12;
        const last = cmap.getUint32(group + 4);
        for (let c = cmap.getUint32(group), glyph = cmap.getUint32(group + 8); c <= last; c++, glyph++)
          if (glyph) glyphs.set(c, glyph);
      }
    }
  }
  return glyphs;
}
