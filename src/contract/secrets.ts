import { isSecretField, isSecretName } from './secretNames.ts';

export { isSecretField, isSecretName, nameWords } from './secretNames.ts';

/**
 * The one rule of what is secret (pure). Custody (the replies the extension's worker hands to its
 * pages, and the gateway's own replies), the request log and its copied report, form drafts and
 * list exports all ask it, so a value is kept from every one of them or from none.
 *
 * A secret is:
 * - a value under a secret name: a token, password (`pass`, `pw`, `pwd`, `psw`, `passw0rd`),
 *   passcode, passphrase, PIN, OTP, captcha (`kaptcha`), SMS, verify, auth, MFA, one-time, check,
 *   validate or image code (`vcode`), secret, signature, API, access, session, signing, master or
 *   private key, session id (`PHPSESSID`), CSRF/XSRF value, credential, authorization, cookie or a
 *   ticket (as the name's last word), in any case, `snake_case`, `kebab-case`, `camelCase` or run
 *   together (`accessToken`, `API-KEY`, `smscode`, `otp_code`); a true/false flag such as
 *   `mustChangePassword` says nothing and stays. Short words count only as whole words of the name
 *   (`pass` in `newPass`, not in `passenger` or `compass`; `pin` not in `shipping` or `opinion`);
 * - in what the console sends (a request's params and body, a form's draft, an export's fields)
 *   also: a bare `code` beside a `uuid` or a captcha field, or sent to a sign-in path (a brand's or
 *   a region's `code` elsewhere is data); a bare `current` or `confirm` beside a password field, or
 *   sent to the change-password path (the password-change form's fields);
 * - the value of such a name inside a URL query or fragment written into any string (`?token=…`),
 *   or at the very start of a query-like string (`password=x&…`);
 * - the text of a token the caller knows (the one a call sent, the one held before and after it),
 *   wherever it appears, in any case, percent-encoded or base64 (standard or URL-safe, at any
 *   alignment inside longer base64 text).
 */
/** What stands in for a secret. */
export const REDACTED = '[redacted]';

/**
 * `name=value` in a URL's query or fragment (after `?`, `&`, `;` or `#`), or at the very start of
 * the string (a query or form body written as text); a name is a short word.
 */
const QUERY_PAIR = /(^|[?&;#])([\w.%[\]-]{1,64})=([^?&;#\s"'<>]*)/g;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** A string with the value of every secret-named query parameter replaced. */
export function withoutSecretQueryValues(text: string): string {
  // A `data:` URL has no query: its base64 text only looks like one here and there.
  if (!text.includes('=') || text.startsWith('data:')) return text;
  return text.replace(QUERY_PAIR, (pair, lead: string, name: string, value: string) =>
    value !== '' && isSecretName(decodedName(name)) ? `${lead}${name}=${REDACTED}` : pair,
  );
}

/** The shortest piece of a token's text that is still taken for it (shorter ones would hit by chance). */
const MIN_PIECE = 8;

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The pieces of base64 text that only `token` can have produced, at each of the three alignments it
 * can take inside longer base64 text, in the standard and the URL-safe alphabet.
 */
export function base64Pieces(token: string): string[] {
  const bytes = new TextEncoder().encode(token);
  const pieces = new Set<string>();
  for (let lead = 0; lead < 3; lead += 1) {
    const padded = new Uint8Array(lead + bytes.length);
    padded.set(bytes, lead);
    const encoded = base64Of(padded);
    // A character holds bits 6i..6i+5; it depends on the token alone when they all fall in its bytes.
    const first = Math.ceil((8 * lead) / 6);
    const last = Math.floor((8 * (lead + bytes.length) - 6) / 6);
    const piece = encoded.slice(first, last + 1);
    if (piece.length >= MIN_PIECE) {
      pieces.add(piece);
      pieces.add(piece.replace(/\+/g, '-').replace(/\//g, '_'));
    }
  }
  return [...pieces];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds the tokens' texts: as written or percent-encoded in any case, and their base64 pieces as they are. */
export interface TokenMatcher {
  replace(text: string): string;
}

/** A matcher for the known tokens (blank ones are ignored); null when none is known. */
export function tokenMatcher(tokens: ReadonlyArray<string | null | undefined>): TokenMatcher | null {
  const known = [...new Set(tokens.filter((token): token is string => typeof token === 'string' && token !== ''))];
  if (known.length === 0) return null;
  const plain = new Set<string>();
  const encoded = new Set<string>();
  for (const token of known) {
    plain.add(token);
    plain.add(encodeURIComponent(token));
    for (const piece of base64Pieces(token)) encoded.add(piece);
  }
  const longestFirst = (set: Set<string>) => [...set].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const anyCase = new RegExp(longestFirst(plain).join('|'), 'gi');
  const exact = encoded.size > 0 ? new RegExp(longestFirst(encoded).join('|'), 'g') : null;
  return {
    replace(text) {
      const once = text.replace(anyCase, REDACTED);
      return exact ? once.replace(exact, REDACTED) : once;
    },
  };
}

export interface RedactLimits {
  /** Longer strings are cut. */
  string: number;
  /** Longer lists are cut. */
  items: number;
  /** Deeper values become `[…]`. */
  depth: number;
  /** `data:` URLs become a short note (the log's captcha images). */
  shortenDataUrls: boolean;
}

/** No cut: what custody hands on is the whole reply, only without its secrets. */
export const WHOLE: RedactLimits = { string: Infinity, items: Infinity, depth: 64, shortenDataUrls: false };
/**
 * A request log's entry: support staff copy it into tickets, so `data:` URLs (captcha images) become a
 * short note, strings over 1,000 characters, lists over 20 items and nesting beyond 8 levels are cut.
 */
export const LOG_LIMITS: RedactLimits = { string: 1000, items: 20, depth: 8, shortenDataUrls: true };
/** The copied report as a whole: redacted again, nothing more cut. */
export const REPORT_LIMITS: RedactLimits = {
  string: Infinity,
  items: Infinity,
  depth: Infinity,
  shortenDataUrls: true,
};

function redactString(value: string, tokens: TokenMatcher | null, limits: RedactLimits): string {
  let text = withoutSecretQueryValues(tokens ? tokens.replace(value) : value);
  if (limits.shortenDataUrls && text.startsWith('data:')) return `[data URL, ${text.length} characters]`;
  if (text.length > limits.string)
    text = `${text.slice(0, limits.string)}… [${text.length - limits.string} more characters]`;
  return text;
}

/** What the console sends (a request's params or body) and where: the field rules then apply too. */
export interface Sent {
  /** The path it is sent to. */
  path?: string;
}

function walk(
  value: unknown,
  tokens: TokenMatcher | null,
  limits: RedactLimits,
  depth: number,
  sent: Sent | null,
): unknown {
  if (typeof value === 'string') return redactString(value, tokens, limits);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= limits.depth) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, limits.items).map((item) => walk(item, tokens, limits, depth + 1, sent));
    if (value.length > limits.items) items.push(`[${value.length - limits.items} more items]`);
    return items;
  }
  const copy: Record<string, unknown> = {};
  const names = Object.keys(value);
  for (const [key, item] of Object.entries(value)) {
    const named = sent ? isSecretField(key, names, sent.path) : isSecretName(key);
    const secret = named && typeof item !== 'boolean' && item !== null;
    copy[redactString(key, tokens, WHOLE)] = secret ? REDACTED : walk(item, tokens, limits, depth + 1, sent);
  }
  return copy;
}

/**
 * A copy of `value` without its secrets (see the module's comment), cut to `limits`. `tokens` are the
 * session tokens the caller knows of: each one's text is replaced wherever it appears. `sent` says
 * that `value` is what the console sends (and where): a reply's envelope `code` is a result, the
 * `code` a sign-in sends is an answer to a captcha.
 */
export function redact(
  value: unknown,
  tokens: ReadonlyArray<string | null | undefined> = [],
  limits: RedactLimits = WHOLE,
  sent: Sent | null = null,
): unknown {
  return walk(value, tokenMatcher(tokens), limits, 0, sent);
}

/** A transport reply with its body redacted (the rest is status and kind: nothing secret). */
export function redactReply<R extends object>(reply: R, tokens: ReadonlyArray<string | null | undefined>): R {
  if (!('body' in reply) || reply.body === undefined) return reply;
  return { ...reply, body: redact(reply.body, tokens) };
}
