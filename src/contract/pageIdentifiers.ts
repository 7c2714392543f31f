/**
 * The identifiers the console can look up, found inside a page's text (the side panel follows the
 * page beside it: a ticket, a chat, an email). Pure. Where lookupClassify.ts decides what a whole
 * selection is, this finds mobiles, labelled user ids and withdrawal order numbers among other words,
 * and leaves alone what only looks like them: prices, dates, landlines with extensions, longer
 * numbers and anything inside a web address.
 *
 * Bounded: at most PAGE_TEXT_LIMIT characters are looked at and at most PAGE_IDENTIFIER_LIMIT
 * distinct identifiers are answered, in the order the page shows them.
 *
 * Look-alike characters, decided: full-width digits and plus (`１３８…`, `＋８６`, as a Chinese input
 * method types them) count as their ASCII forms; format characters (zero-width space, joiner, soft
 * hyphen, bidi marks) inside a number are invisible to the reader and are removed, so the number
 * found is the one the agent sees. Other digit forms (Arabic-Indic, mathematical bold) are not digits
 * here.
 */
import type { Lookup } from './lookupClassify.ts';

/** The most text of one page that is looked at (characters); the page script reads no more. */
export const PAGE_TEXT_LIMIT = 100_000;
/** The most distinct identifiers answered for one page. */
export const PAGE_IDENTIFIER_LIMIT = 20;

/** A found identifier: a mobile (11 digits), a user id (digits) or a withdrawal order number. */
export type PageIdentifier = Lookup & { kind: 'mobile' | 'user-id' | 'withdrawal' };

/** Web addresses: nothing inside one is an identifier of the page's subject (`/tickets/13800…`, `?uid=12`). */
const ADDRESS = /\b(?:https?|ftp):\/\/\S*|\bwww\.\S*/giu;

/**
 * Before a match: no letter of the Latin alphabet, digit, or character that joins it to a code,
 * an address or an amount (`_ / \ = . # & ? % @ ¥ ￥ $ € £`), and no dash or colon right after a
 * digit (`0571-…`, `10:…`).
 */
const NOT_JOINED_BEFORE = String.raw`(?<![A-Za-z0-9_/\\=.#&?%@¥￥$€£])(?<!\d[-:])`;
/** After a match: no letter, digit or `_`, and no decimal part, extension or further group (`.00`, `-8021`, `/2`). */
const NOT_JOINED_AFTER = String.raw`(?![A-Za-z0-9_])(?![.,:/\-]\d)`;

const MOBILE = String.raw`(?<mobile>(?:(?:\+|00)86[\s-]?)?1[3-9]\d[\s-]?\d{4}[\s-]?\d{4})`;
const USER_ID = String.raw`(?<label>UID|User\s?ID|用户\s?ID|用户编号)\s*[:：#]?\s*(?<uid>\d{1,10})`;
const WITHDRAWAL = String.raw`(?<order>TX(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{6,12})`;

const IDENTIFIER = new RegExp(`${NOT_JOINED_BEFORE}(?:${MOBILE}|${USER_ID}|${WITHDRAWAL})${NOT_JOINED_AFTER}`, 'giu');

/**
 * The text as it is searched: format characters removed, full-width digits, plus and colon as
 * ASCII, addresses blanked (their length kept out of the way by a single space).
 */
export function normalisePageText(text: string): string {
  return text
    .slice(0, PAGE_TEXT_LIMIT)
    .replace(/\p{Cf}/gu, '')
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/\uFF0B/g, '+')
    .replace(ADDRESS, ' ');
}

const identifierOf = (groups: Record<string, string | undefined>): PageIdentifier | null => {
  if (groups.mobile) return { kind: 'mobile', value: groups.mobile.replace(/\D/g, '').slice(-11) };
  if (groups.order) return { kind: 'withdrawal', value: groups.order.toUpperCase() };
  const id = groups.uid?.replace(/^0+(?=\d)/, '');
  return id && id !== '0' ? { kind: 'user-id', value: id } : null;
};

/** The distinct identifiers in `text`, in the order they appear, at most PAGE_IDENTIFIER_LIMIT. */
export function findIdentifiers(text: unknown): PageIdentifier[] {
  if (typeof text !== 'string' || text === '') return [];
  const found = new Map<string, PageIdentifier>();
  for (const match of normalisePageText(text).matchAll(IDENTIFIER)) {
    const identifier = identifierOf(match.groups ?? {});
    if (!identifier) continue;
    found.set(identifierKey(identifier), identifier);
    if (found.size >= PAGE_IDENTIFIER_LIMIT) break;
  }
  return [...found.values()];
}

/** One identifier as a key (`mobile:13800138000`): the same number written twice is one. */
export function identifierKey(identifier: Lookup): string {
  return `${identifier.kind}:${identifier.value}`;
}

/** A value received across a message boundary, checked: a list of identifiers as findIdentifiers answers them. */
export function checkIdentifiers(value: unknown): PageIdentifier[] {
  if (!Array.isArray(value)) return [];
  const kept: PageIdentifier[] = [];
  for (const item of value.slice(0, PAGE_IDENTIFIER_LIMIT)) {
    if (typeof item !== 'object' || item === null) continue;
    const { kind, value: text } = item as { kind?: unknown; value?: unknown };
    if (typeof text !== 'string') continue;
    const again = findIdentifiers(kind === 'user-id' ? `UID ${text}` : text);
    if (again.length === 1 && again[0]!.kind === kind && again[0]!.value === text) kept.push(again[0]!);
  }
  return kept;
}

/** Why the page beside the panel was not read: none, a page never read, a site not followed, no grant. */
export type UnreadReason = 'no-page' | 'not-readable' | 'not-followed' | 'not-allowed';
const UNREAD_REASONS: readonly string[] = ['no-page', 'not-readable', 'not-followed', 'not-allowed'];

/** What the shell tells about the page beside the panel. `page` tells pages apart (tab and address). */
export type PageFinding =
  { type: 'page.found'; page: string; identifiers: PageIdentifier[] } | { type: 'page.unread'; reason: UnreadReason };

/** A finding received across a message boundary, checked; null when it is none. */
export function checkPageFinding(value: unknown): PageFinding | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, page, identifiers, reason } = value as Record<string, unknown>;
  if (type === 'page.found' && typeof page === 'string' && page.length <= 4096)
    return { type, page, identifiers: checkIdentifiers(identifiers) };
  if (type === 'page.unread' && typeof reason === 'string' && UNREAD_REASONS.includes(reason))
    return { type, reason: reason as UnreadReason };
  return null;
}
