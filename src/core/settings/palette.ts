/**
 * The palette derived from the theme colour (SPEC 4): 9 lighter shades, mixed with white at
 * 10 %…90 %, and one darker shade, mixed with black at 20 %. Pure.
 */
export interface Palette {
  primary: string;
  /** light[0] is 10 % white … light[8] is 90 % white. */
  light: string[];
  dark: string;
}

function parse(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!value) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(value[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format(rgb: readonly number[]): string {
  return '#' + rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('').toUpperCase();
}

/** Mixes `color` with `other` by `weight` (0: color, 1: other). */
export function mix(color: string, other: string, weight: number): string {
  const a = parse(color);
  const b = parse(other);
  return format(a.map((c, i) => c * (1 - weight) + b[i]! * weight));
}

export function derivePalette(themeColor: string): Palette {
  const primary = format(parse(themeColor));
  return {
    primary,
    light: Array.from({ length: 9 }, (_, i) => mix(primary, '#FFFFFF', (i + 1) / 10)),
    dark: mix(primary, '#000000', 0.2),
  };
}

/** Watermark colour (SPEC 4): 15 % white in the dark theme, 15 % black otherwise. */
export function watermarkColor(dark: boolean): string {
  return dark ? 'rgba(255, 255, 255, 0.15)' : 'rgba(0, 0, 0, 0.15)';
}
