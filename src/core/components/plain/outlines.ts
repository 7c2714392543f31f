import eye from 'primeicons/raw-svg/eye.svg?outlines';
import eyeSlash from 'primeicons/raw-svg/eye-slash.svg?outlines';
import exclamationTriangle from 'primeicons/raw-svg/exclamation-triangle.svg?outlines';
import language from 'primeicons/raw-svg/language.svg?outlines';
import moon from 'primeicons/raw-svg/moon.svg?outlines';
import sun from 'primeicons/raw-svg/sun.svg?outlines';

/**
 * The icons of the screens a person meets before signing in, drawn from primeicons' own SVG
 * sources (the shapes the icon font is made of): those screens then need no font file at all.
 * Only the outlines are taken from the files (scripts/vite/svgOutlines.ts); nothing is put into the
 * page as markup.
 */
const OUTLINES = {
  'pi-eye': eye,
  'pi-eye-slash': eyeSlash,
  'pi-exclamation-triangle': exclamationTriangle,
  'pi-language': language,
  'pi-moon': moon,
  'pi-sun': sun,
};

export type PlainIconName = keyof typeof OUTLINES;

/** PrimeReact's checkbox tick (its CheckIcon's outline to 1/100 of a pixel), drawn by PlainCheckbox. */
export const CHECKBOX_CHECK =
  'M4.86 11.59C4.79 11.59 4.71 11.57 4.65 11.54C4.58 11.51 4.52 11.47 4.47 11.41L0.75 7.69' +
  'C0.68 7.65 0.62 7.59 0.58 7.52C0.54 7.44 0.51 7.36 0.5 7.28C0.49 7.19 0.51 7.11 0.54 7.03' +
  'C0.57 6.95 0.61 6.88 0.67 6.82C0.74 6.76 0.81 6.72 0.89 6.7C0.97 6.67 1.06 6.66 1.14 6.68' +
  'C1.22 6.69 1.3 6.72 1.37 6.77C1.44 6.82 1.5 6.88 1.54 6.95L4.86 10.25L12.64 2.49' +
  'C12.74 2.43 12.87 2.4 12.99 2.41C13.12 2.42 13.23 2.47 13.33 2.56' +
  'C13.42 2.64 13.48 2.76 13.49 2.88C13.51 3 13.49 3.13 13.43 3.24L5.26 11.41' +
  'C5.21 11.47 5.15 11.51 5.08 11.54C5.01 11.57 4.94 11.59 4.86 11.59Z';

/** The outlines drawn for an icon name as it appears in `data-icon`: an icon of this set, or the checkbox tick. */
export function outlinesOf(name: string): readonly string[] | null {
  if (name === 'checkbox-check') return [CHECKBOX_CHECK];
  return isPlainIcon(name) ? OUTLINES[name] : null;
}

export function isPlainIcon(name: string): name is PlainIconName {
  return Object.hasOwn(OUTLINES, name);
}

/** Outlines of an icon. */
export function plainIconOutlines(name: PlainIconName): readonly string[] {
  return OUTLINES[name];
}
