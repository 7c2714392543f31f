/** Marks the logo's image in a template: its address is the one the console's code carries (prepaint.ts). */
export const LOGO_MARK = 'data-prepaint-logo';

export interface Artwork {
  outlinesOf: (name: string) => readonly string[] | null;
  logoUrl: string;
}

/**
 * The rendered sign-in screen without what the page's code draws back in (prepaint.ts drawArtwork):
 * each icon's outlines (`<svg data-icon>`'s paths keep their attributes, `d` empty) and the logo's
 * address. The page would otherwise carry them twice, once in its markup and once in the code.
 * Fails when the markup holds an icon or an image the code could not draw back exactly.
 */
export function compactMarkup(html: string, artwork: Artwork): string {
  const withoutOutlines = html.replace(/(<svg\b[^>]*\bdata-icon="([^"]*)"[^>]*>)([\s\S]*?)(<\/svg>)/g, (...match) => {
    const [, open, name, inner, close] = match as string[];
    const outlines = artwork.outlinesOf(name!);
    const drawn = [...inner!.matchAll(/\bd="([^"]*)"/g)].map((found) => found[1]);
    if (!outlines || drawn.length !== outlines.length || drawn.some((d, i) => d !== outlines[i]))
      throw new Error(`sign-in prepaint: the icon "${name}" is not drawn from the outlines the code carries`);
    return open + inner!.replace(/\bd="[^"]*"/g, 'd=""') + close;
  });
  const logo = ` src="${escapeAttribute(artwork.logoUrl)}"`;
  const compact = withoutOutlines.replaceAll(logo, ` ${LOGO_MARK}=""`);
  const left = /<svg\b(?![^>]*\bdata-icon=)[^>]*>|\ssrc="/.exec(compact);
  if (left) throw new Error(`sign-in prepaint: the markup holds artwork the page cannot draw back: ${left[0]}`);
  return compact;
}

/** As React writes an attribute's value into markup. */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
