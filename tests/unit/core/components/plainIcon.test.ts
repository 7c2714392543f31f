import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPlainIcon, plainIconOutlines, type PlainIconName } from '../../../../src/core/components/plain/outlines.ts';

const NAMES: PlainIconName[] = [
  'pi-eye',
  'pi-eye-slash',
  'pi-exclamation-triangle',
  'pi-language',
  'pi-moon',
  'pi-sun',
];

describe('icons of the screens before sign-in, drawn inline (no icon font on /login)', () => {
  it("takes every outline of primeicons' own source for each icon, and nothing else", () => {
    for (const name of NAMES) {
      const source = readFileSync(`node_modules/primeicons/raw-svg/${name.slice(3)}.svg`, 'utf8');
      const outlines = [...source.matchAll(/<path\b[^>]*\sd="([^"]+)"/g)].map((match) => match[1]);
      expect(outlines.length, name).toBeGreaterThan(0);
      expect(plainIconOutlines(name), name).toEqual(outlines);
    }
  });

  it('knows only its own icons; others are left to the icon font', () => {
    for (const name of NAMES) expect(isPlainIcon(name)).toBe(true);
    expect(isPlainIcon('pi-user')).toBe(false);
    expect(isPlainIcon('toString')).toBe(false);
  });
});
