/**
 * What a piece of selected text is, for the lookup (context menu, keyboard command, the navbar's
 * search box). Pure. The text is data only: it is cut to LOOKUP_MAX_LENGTH, stripped of control
 * characters, and never executed or put into markup.
 */

/** The longest text a lookup keeps: a mobile, an id, an order number or a name fit easily. */
export const LOOKUP_MAX_LENGTH = 64;

export type LookupKind = 'mobile' | 'user-id' | 'withdrawal' | 'text';

export interface Lookup {
  kind: LookupKind;
  /** The value searched for: the 11 digits of a mobile, the id's digits, the order number, the text. */
  value: string;
}

/** A mainland mobile number: 11 digits starting with 1 and 3–9. */
const MOBILE = /^1[3-9]\d{9}$/;
/** A withdrawal's order number: TX, the application date (yyyyMMdd) and the id in 6 or more digits. */
const WITHDRAWAL = /^TX\d{8}\d{6,}$/;
/** A user id: digits (at most 10), optionally written `#12`, `ID 12`, `id:12` or `UID12`. */
const USER_ID = /^(?:u?id\s*[:：#]?\s*|#)?(\d{1,10})$/i;

/**
 * The text as a lookup keeps it: control and format characters removed, white space collapsed,
 * trimmed and cut to LOOKUP_MAX_LENGTH characters (whole code points). Empty when nothing is left.
 */
export function cleanSelection(text: unknown): string {
  if (typeof text !== 'string') return '';
  // Looked at no further than needed: a page may hand over megabytes of selection.
  const head = text.slice(0, LOOKUP_MAX_LENGTH * 4);
  const cleaned = head
    // Format characters (zero-width space, soft hyphen, bidi marks) are invisible inside a word:
    // removed, not turned into a space that would split it.
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\p{Co}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, LOOKUP_MAX_LENGTH).join('').trim();
}

/** Digits of a mobile number written with spaces, dashes, dots or a +86 / 0086 prefix; null otherwise. */
function mobileDigits(text: string): string | null {
  const compact = text.replace(/[\s\-.()]/g, '').replace(/^(?:\+86|0086)/, '');
  return MOBILE.test(compact) ? compact : null;
}

/** Classifies selected text; null when nothing is left to look up. */
export function classifySelection(text: unknown): Lookup | null {
  const value = cleanSelection(text);
  if (value === '') return null;
  const mobile = mobileDigits(value);
  if (mobile) return { kind: 'mobile', value: mobile };
  const order = value.replace(/\s/g, '').toUpperCase();
  if (WITHDRAWAL.test(order)) return { kind: 'withdrawal', value: order };
  const id = USER_ID.exec(value);
  if (id) {
    const digits = id[1]!.replace(/^0+(?=\d)/, '');
    if (digits !== '0') return { kind: 'user-id', value: digits };
  }
  return { kind: 'text', value };
}
