/**
 * What a request log may keep of a request or reply (pure). Support staff copy it into tickets, so
 * secrets go and size is bounded:
 * - a value under a secret name (token, password, captcha answer, SMS or verify code, secret,
 *   authorization, cookie: any case, any part of the name) becomes `[redacted]`; a true/false
 *   flag such as `mustChangePassword` stays;
 * - the session token's text, when known, is replaced wherever it appears;
 * - `data:` URLs (captcha images) become a short note; strings over 1,000 characters, lists over
 *   20 items and nesting beyond 8 levels are cut.
 */
export const REDACTED = '[redacted]';

const SECRET_NAME = /token|passw|pwd|captcha|sms_?code|verify_?code|secret|authori[sz]ation|cookie/i;
const MAX_STRING = 1000;
const MAX_ITEMS = 20;
const MAX_DEPTH = 8;

/** Whether a field of this name carries a secret. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

interface Limits {
  string: number;
  items: number;
  depth: number;
}
const LOG_LIMITS: Limits = { string: MAX_STRING, items: MAX_ITEMS, depth: MAX_DEPTH };
const NO_LIMITS: Limits = { string: Infinity, items: Infinity, depth: Infinity };

function redactString(value: string, token: string | null | undefined, limits: Limits): string {
  let text = token && value.includes(token) ? value.split(token).join(REDACTED) : value;
  if (text.startsWith('data:')) return `[data URL, ${text.length} characters]`;
  if (text.length > limits.string)
    text = `${text.slice(0, limits.string)}… [${text.length - limits.string} more characters]`;
  return text;
}

function walk(value: unknown, token: string | null | undefined, limits: Limits, depth: number): unknown {
  if (typeof value === 'string') return redactString(value, token, limits);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= limits.depth) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, limits.items).map((item) => walk(item, token, limits, depth + 1));
    if (value.length > limits.items) items.push(`[${value.length - limits.items} more items]`);
    return items;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const secret = isSecretName(key) && typeof item !== 'boolean' && item !== null;
    copy[redactString(key, token, NO_LIMITS)] = secret ? REDACTED : walk(item, token, limits, depth + 1);
  }
  return copy;
}

/** A request or reply as the log keeps it: secrets redacted (the token's text too, when known), size bounded. */
export function redactSecrets(value: unknown, token?: string | null): unknown {
  return walk(value, token, LOG_LIMITS, 0);
}

/** A whole report without secrets, nothing cut. */
export function withoutSecrets(value: unknown): unknown {
  return walk(value, null, NO_LIMITS, 0);
}
