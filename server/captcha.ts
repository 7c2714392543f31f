/**
 * Image verification codes: four characters drawn as an SVG with rotation and noise,
 * kept per uuid for five minutes and consumed by the first login attempt that names
 * the uuid.
 *
 * Each character is drawn as its outline (a filled `<path>`, captchaGlyphs.ts), never as `<text>`:
 * a script would read text as easily as a person, an outline only by recognising its shape. Every
 * point of an outline is moved by the character's own random tilt, size, slant and a little jitter,
 * so the same character never has the same path twice and no table of paths reads the image.
 */
import { randomInt } from 'node:crypto';
import { GLYPH_EM, GLYPHS } from './captchaGlyphs.ts';

/** No 0/O/o, 1/I/l/i: characters that are easy to misread. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_MAX_PENDING = 10_000;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuidV4 = (value: unknown): value is string => typeof value === 'string' && UUID_V4.test(value);

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const WIDTH = 132;
const HEIGHT = 44;
const BACKGROUND = '#ffffff';
/** Dark ink only: every colour reads at 6.5:1 or more on the white ground (WCAG AAA for large text). */
export const CAPTCHA_INK = ['#1d3f73', '#7a1734', '#1e5e22', '#5b1787', '#8a4500', '#00564b'];
/** At most this many degrees either way: tilted enough to deter a naive reader, upright enough to read at a glance. */
export const CAPTCHA_MAX_TILT = 12;
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

/** A uniformly random number in [min, max), from the cryptographic generator like every other choice here. */
const between = (min: number, max: number): number => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const round1 = (value: number): string => String(Math.round(value * 10) / 10);

/** Where a glyph is drawn: centre of its advance at `x`, baseline at `y`, tilted, sized and slanted. */
export interface GlyphPlacement {
  x: number;
  y: number;
  /** Degrees, clockwise. */
  angle: number;
  /** Pixels per em. */
  size: number;
  /** Horizontal shear per pixel of height: a slight italic either way. */
  slant: number;
  /** Each point moves by up to this many pixels either way. */
  jitter: number;
}

/**
 * The outline of `ch` as SVG path data in image pixels: each point of the glyph (em units, y up)
 * scaled, slanted, flipped onto the baseline, rotated about the middle of the x-height, and moved
 * by a random jitter.
 */
export function glyphPath(ch: string, place: GlyphPlacement): string {
  const glyph = GLYPHS[ch];
  if (!glyph) throw new Error(`no captcha glyph for ${JSON.stringify(ch)}`);
  const scale = place.size / GLYPH_EM;
  const left = -(glyph.advance * scale) / 2;
  const pivotY = place.size * 0.3;
  const [cos, sin] = [Math.cos((place.angle * Math.PI) / 180), Math.sin((place.angle * Math.PI) / 180)];
  const point = (ex: number, ey: number): string => {
    const up = ey * scale;
    const dx = left + ex * scale + place.slant * up;
    const dy = pivotY - up;
    const rx = place.x + dx * cos - dy * sin + between(-place.jitter, place.jitter);
    const ry = place.y - pivotY + dx * sin + dy * cos + between(-place.jitter, place.jitter);
    return `${round1(rx)} ${round1(ry)}`;
  };
  // HarfBuzz's path data: a command letter, then coordinate pairs `x,y` separated by spaces.
  return glyph.d.replace(/([MLQC])([^MLQCZ]*)/g, (_, command: string, args: string) => {
    const numbers = args.split(/[ ,]+/).filter(Boolean).map(Number);
    const pairs: string[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) pairs.push(point(numbers[i]!, numbers[i + 1]!));
    return command + pairs.join(' ');
  });
}

/** Smallest size of a character, pixels per em: its x-height is still 14 px. */
export const CAPTCHA_MIN_SIZE = 26;

/** Where the `index`-th of `count` characters goes: its slot, with a random shift, tilt, size and slant. */
export function captchaPlacement(index: number, count: number): GlyphPlacement {
  const step = WIDTH / (count + 1);
  return {
    x: step * (index + 1) + between(-2, 2),
    y: 31 + between(-2, 2),
    angle: between(-CAPTCHA_MAX_TILT, CAPTCHA_MAX_TILT),
    size: between(CAPTCHA_MIN_SIZE, CAPTCHA_MIN_SIZE + 4),
    slant: between(-0.15, 0.15),
    jitter: 0.35,
  };
}

export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>`);
  // Light speckles and two thin strokes behind the characters: noise that never covers them.
  for (let i = 0; i < 24; i++) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${pick(CAPTCHA_INK)}" opacity="0.25"/>`,
    );
  }
  for (let i = 0; i < 2; i++) {
    const d =
      `M${randomInt(0, 20)} ${randomInt(HEIGHT)} ` +
      `Q${randomInt(30, 100)} ${randomInt(HEIGHT)} ${randomInt(112, WIDTH)} ${randomInt(HEIGHT)}`;
    parts.push(`<path d="${d}" stroke="${pick(CAPTCHA_INK)}" stroke-width="1" fill="none" opacity="0.3"/>`);
  }
  [...text].forEach((ch, i) => {
    const d = glyphPath(ch, captchaPlacement(i, text.length));
    parts.push(`<path d="${d}" fill="${pick(CAPTCHA_INK)}"/>`);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `role="img" aria-label="captcha">${parts.join('')}</svg>`
  );
}

interface PendingCaptcha {
  text: string;
  expiresAt: number;
}

export class CaptchaStore {
  readonly #pending = new Map<string, PendingCaptcha>();
  readonly #now: () => number;
  readonly #maxPending: number;

  constructor(now: () => number, maxPending = CAPTCHA_MAX_PENDING) {
    this.#now = now;
    this.#maxPending = maxPending;
  }

  /** Issues a new code for `uuid`, replacing any earlier one; drops the oldest beyond the cap. */
  issue(uuid: string): string {
    const text = randomCaptchaText();
    this.#pending.delete(uuid);
    this.#pending.set(uuid, { text, expiresAt: this.#now() + CAPTCHA_TTL_MS });
    while (this.#pending.size > this.#maxPending) {
      const oldest = this.#pending.keys().next().value;
      if (oldest === undefined) break;
      this.#pending.delete(oldest);
    }
    return text;
  }

  /** The pending, unexpired code for `uuid`, without consuming it. */
  peek(uuid: string): string | undefined {
    const entry = this.#pending.get(uuid);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#pending.delete(uuid);
      return undefined;
    }
    return entry.text;
  }

  /** Consumes the code for `uuid` and tells whether `answer` matched it (case-insensitive). */
  consume(uuid: string, answer: string): boolean {
    const text = this.peek(uuid);
    this.#pending.delete(uuid);
    return text !== undefined && text.toLowerCase() === answer.trim().toLowerCase();
  }

  get size(): number {
    return this.#pending.size;
  }

  clear(): void {
    this.#pending.clear();
  }
}
