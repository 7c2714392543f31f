import eye from 'primeicons/raw-svg/eye.svg?raw';
import eyeSlash from 'primeicons/raw-svg/eye-slash.svg?raw';
import exclamationTriangle from 'primeicons/raw-svg/exclamation-triangle.svg?raw';
import language from 'primeicons/raw-svg/language.svg?raw';
import moon from 'primeicons/raw-svg/moon.svg?raw';
import sun from 'primeicons/raw-svg/sun.svg?raw';

/**
 * The icons of the screens a person meets before signing in, drawn from primeicons' own SVG
 * sources (the shapes the icon font is made of): those screens then need no font file at all.
 * Only the outlines are taken from the files; nothing is put into the page as markup.
 */
const SOURCES = {
  'pi-eye': eye,
  'pi-eye-slash': eyeSlash,
  'pi-exclamation-triangle': exclamationTriangle,
  'pi-language': language,
  'pi-moon': moon,
  'pi-sun': sun,
};

export type PlainIconName = keyof typeof SOURCES;

const OUTLINES = Object.fromEntries(
  Object.entries(SOURCES).map(([name, svg]) => [name, [...svg.matchAll(/\sd="([^"]+)"/g)].map((match) => match[1]!)]),
) as Record<PlainIconName, string[]>;

export function isPlainIcon(name: string): name is PlainIconName {
  return Object.hasOwn(SOURCES, name);
}

/** Outlines of an icon (for tests: every source yields at least one). */
export function plainIconOutlines(name: PlainIconName): readonly string[] {
  return OUTLINES[name];
}

/** An icon the size of the text around it, in its colour, hidden from assistive technology. */
export function PlainIcon({ name, className }: { name: PlainIconName; className?: string }) {
  return (
    <svg
      // primeicons' outlines sit inside a 24-unit box with ~3 units of margin; the icon font draws the
      // outline itself one em high. The same crop here keeps both the same size beside each other.
      viewBox="3 3 18 18"
      overflow="visible"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={['plain-icon', className].filter(Boolean).join(' ')}
      data-icon={name}
    >
      {OUTLINES[name].map((outline) => (
        <path key={outline} d={outline} />
      ))}
    </svg>
  );
}
