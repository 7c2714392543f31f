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
  return (
    '#' +
    rgb
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
      .toUpperCase()
  );
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

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parse(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1…21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on a primary-coloured background: white when it reads (4.5:1), otherwise near-black. */
export function textOnColor(background: string): string {
  const candidates = ['#FFFFFF', '#111827', '#000000'];
  return (
    candidates.find((c) => contrastRatio(c, background) >= 4.5) ??
    candidates.reduce((a, b) => (contrastRatio(b, background) > contrastRatio(a, background) ? b : a))
  );
}

/**
 * The primary colour for text on the page's surface: the theme colour itself when it reads at
 * 5:1, otherwise the nearest darker (light theme) or lighter (dark theme) shade that does.
 */
export function primaryTextColor(themeColor: string, dark: boolean): string {
  const palette = derivePalette(themeColor);
  const surface = dark ? '#1F2937' : '#FFFFFF';
  const candidates = dark
    ? [palette.primary, ...palette.light]
    : [palette.primary, ...[0.2, 0.3, 0.4, 0.5, 0.6].map((w) => mix(palette.primary, '#000000', w))];
  // 5:1 rather than the bare 4.5:1, so hover and sub-pixel rendering keep it readable.
  return candidates.find((c) => contrastRatio(c, surface) >= 5) ?? (dark ? '#FFFFFF' : '#000000');
}
