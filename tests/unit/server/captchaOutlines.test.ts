// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_MAX_TILT,
  CAPTCHA_MIN_SIZE,
  captchaPlacement,
  renderCaptchaSvg,
} from '../../../server/captcha.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * A script that fetches the captcha image (any page of the console's origin, or a bot) must not
 * read its code out of the SVG: the characters are shapes for a person, not text for a parser.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

/** The filled outlines of an image: the characters (noise is stroked, never filled). */
const outlines = (svg: string): string[] =>
  [...svg.matchAll(/<path d="([^"]+)" fill="#[0-9a-f]{6}"\/>/g)].map((match) => match[1]!);

/** Every point of a path's data, as [x, y] pixels. */
const points = (d: string): [number, number][] => {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) pairs.push([numbers[i]!, numbers[i + 1]!]);
  return pairs;
};

describe('Guessing: the captcha image is drawn as outlines, not as text a script can read', () => {
  it('Guessing: the served captcha image holds no text, font or code: each character is a path', async () => {
    const uuid = randomUUID();
    const image = await t.call('GET', `/api/getCaptchaCode?uuid=${uuid}`);
    const code = (await t.call('GET', `/__dev/captcha?uuid=${uuid}`)).body.data.code as string;
    const svg = image.text;
    expect(svg).not.toMatch(/<text|<tspan|textPath|font/i);
    // Nothing between the tags: no character of the code is anywhere a parser finds text.
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    // Colours aside (`#1d3f73` holds `d3f7`), the code's characters appear nowhere in a row.
    expect(svg.replace(/#[0-9a-f]{6}/g, '')).not.toContain(code);
    expect(outlines(svg)).toHaveLength(code.length);
  });

  it('Guessing: the same character is never drawn with the same path twice (no table of outlines reads it)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const drawn = outlines(renderCaptchaSvg('AAAA'));
      expect(drawn).toHaveLength(4);
      for (const d of drawn) seen.add(d);
    }
    expect(seen.size).toBe(20);
  });

  it('Guessing: every character stays inside the image, large enough to read (at least 14 px tall)', () => {
    for (const ch of CAPTCHA_ALPHABET) {
      const drawn = outlines(renderCaptchaSvg(ch.repeat(4)));
      expect(drawn, ch).toHaveLength(4);
      for (const d of drawn) {
        const pts = points(d);
        const xs = pts.map(([x]) => x);
        const ys = pts.map(([, y]) => y);
        expect(Math.min(...xs), ch).toBeGreaterThanOrEqual(0);
        expect(Math.max(...xs), ch).toBeLessThanOrEqual(132);
        expect(Math.min(...ys), ch).toBeGreaterThanOrEqual(0);
        expect(Math.max(...ys), ch).toBeLessThanOrEqual(44);
        expect(Math.max(...ys) - Math.min(...ys), ch).toBeGreaterThanOrEqual(14);
      }
    }
  });

  it('a person reads it at a glance: characters tilted 12° at most, 26 px per em at least, in their own slots', () => {
    for (let i = 0; i < 500; i++) {
      const place = captchaPlacement(i % 4, 4);
      expect(Math.abs(place.angle)).toBeLessThanOrEqual(CAPTCHA_MAX_TILT);
      expect(place.size).toBeGreaterThanOrEqual(CAPTCHA_MIN_SIZE);
      expect(Math.abs(place.x - (132 / 5) * ((i % 4) + 1))).toBeLessThanOrEqual(2);
    }
  });
});
