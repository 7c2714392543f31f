import { plainIconOutlines, type PlainIconName } from './outlines.ts';

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
      {plainIconOutlines(name).map((outline) => (
        <path key={outline} d={outline} />
      ))}
    </svg>
  );
}
