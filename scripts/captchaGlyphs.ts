/**
 * Writes server/captchaGlyphs.ts: the outlines of the captcha's characters, taken once from a font
 * of this machine, so that the server draws each character as a path (no `<text>` a script can
 * read) and needs no font at run time.
 *
 *   npx tsx scripts/captchaGlyphs.ts [font.ttf]   (default: DejaVu Sans Bold of Debian's fonts-dejavu-core)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as hb from 'harfbuzzjs';
import { format, resolveConfig } from 'prettier';
import { CAPTCHA_ALPHABET } from '../server/captcha.ts';

const FONT = process.argv[2] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const OUT = 'server/captchaGlyphs.ts';
/** Coordinates are written in thousandths of an em, rounded: finer than any captcha needs. */
const EM = 1000;

const data = readFileSync(FONT);
const font = new hb.Font(new hb.Face(new hb.Blob(data.buffer.slice(data.byteOffset, data.byteOffset + data.length))));
const upem = font.face.upem;
const scale = (value: string) => String(Math.round((Number(value) * EM) / upem));

function glyph(ch: string): { advance: number; d: string } {
  const buffer = new hb.Buffer();
  buffer.addText(ch);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const [info] = buffer.getGlyphInfos();
  const [position] = buffer.getGlyphPositions();
  if (!info || !position) throw new Error(`no glyph for ${ch}`);
  // HarfBuzz writes `M1 2L3 4Q...Z`: every number scaled, the y axis kept upwards (the server flips it).
  const d = font.glyphToPath(info.codepoint).replace(/-?\d+(\.\d+)?/g, scale);
  return { advance: Math.round((position.xAdvance * EM) / upem), d };
}

/** Longest piece of a path on one line of the file: a long outline is written as pieces joined by `+`. */
const PIECE = 96;

/** `d` cut before path commands into pieces of at most PIECE characters (one command may be longer). */
function pathPieces(d: string, width = PIECE): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const command of d.match(/[A-Za-z][^A-Za-z]*/g) ?? []) {
    if (piece !== '' && piece.length + command.length > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += command;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

const lines = [...CAPTCHA_ALPHABET].map((ch) => {
  const { advance, d } = glyph(ch);
  const pieces = pathPieces(d).map((piece) => JSON.stringify(piece));
  return `  ${JSON.stringify(ch)}: { advance: ${advance}, d: ${pieces.join(' +\n')} },`;
});

const source = `/**
 * Outlines of the captcha's characters, written by scripts/captchaGlyphs.ts from ${FONT.split('/').pop()}
 * (Copyright (c) 2003 by Bitstream, Inc. All Rights Reserved. Bitstream Vera is a trademark of
 * Bitstream, Inc. DejaVu changes are in public domain. Its licence allows this use, with this
 * notice). Thousandths of an em, y upwards from the
 * baseline; \`advance\` is the character's width. Do not edit: run the script again.
 */
export interface Glyph {
  advance: number;
  d: string;
}

export const GLYPH_EM = ${EM};

export const GLYPHS: Readonly<Record<string, Glyph>> = {
${lines.join('\n')}
};
`;
// In the repository's style, so that a regenerated file differs only where a glyph does.
writeFileSync(OUT, await format(source, { ...(await resolveConfig(OUT)), filepath: OUT }));
console.log(`${OUT}: ${lines.length} glyphs from ${FONT}`);
