/**
 * Whether a text from the server is a CSS colour and nothing else, before it reaches a `style`.
 * Accepted: hex `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` and `hsl()`/`hsla()`
 * with numeric arguments (comma or space syntax, optional alpha). No colour names, no `var()`,
 * `url()`, `calc()`, `expression()`, no second declaration: a value that is not one of the forms
 * above is refused whole.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?`;
const PCT = `${NUM}%`;
const NUM_OR_PCT = `${NUM}%?`;
const HUE = `${NUM}(?:deg|rad|grad|turn)?`;
const S = String.raw`\s*`;
const S1 = String.raw`\s+`;

function functional(names: string, first: string, rest: string): RegExp {
  const comma = `${first}${S},${S}${rest}${S},${S}${rest}(?:${S},${S}${NUM_OR_PCT})?`;
  const space = `${first}${S1}${rest}${S1}${rest}(?:${S}/${S}${NUM_OR_PCT})?`;
  return new RegExp(`^(?:${names})\\(${S}(?:${comma}|${space})${S}\\)$`, 'i');
}

const RGB = functional('rgba?', NUM_OR_PCT, NUM_OR_PCT);
const HSL = functional('hsla?', HUE, PCT);
const MAX_LENGTH = 64;

export function isCssColour(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return false;
  return HEX.test(value) || RGB.test(value) || HSL.test(value);
}
