import { isSecretField } from './secrets.ts';

/**
 * Drafts (pure): what a person typed in a form, kept so that nothing is lost across a session
 * expiry, a reload, a closed side panel, a stopped worker or a browser restart. The shells keep them
 * (the Platform port's `drafts`); this file holds the rules both shells apply: what of a form may be
 * kept (never a secret: contract/secrets.ts decides), how long, how much, and when a form is dirty.
 */

/** A draft older than this is gone. */
export const DRAFT_TTL_MS = 7 * 24 * 3600 * 1000;
/** A draft whose JSON takes more bytes (UTF-8) than this is not kept. */
export const MAX_DRAFT_BYTES = 100 * 1024;
/** How far ahead of the clock a stored draft's time may be (a clock set back a little) before it is refused. */
export const DRAFT_CLOCK_SKEW_MS = 60 * 1000;
/** The most drafts one account keeps at one host: the oldest go first. */
export const MAX_DRAFTS_PER_ACCOUNT = 50;
/** The longest account or form key a store accepts. */
export const MAX_DRAFT_NAME_LENGTH = 256;

/** Where a draft belongs: who typed it, at which API host, in which form. */
export interface DraftAddress {
  /** Who is signed in: an opaque string the core gives (`id:7`). */
  account: string;
  /** The API origin. */
  host: string;
  /** The form's key (`resource:user:edit:12`, `resource:tag:new`, `screen:incentive:edit:3`). */
  form: string;
}

export interface Draft {
  form: string;
  /** When it was saved, in ms since the epoch. */
  savedAt: number;
  /** values the form was opened with */
  base: Record<string, unknown>;
  values: Record<string, unknown>;
  /** the session ended while this form was open */
  interrupted?: boolean;
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** A sentinel for "nothing JSON can keep" (undefined, functions, symbols, files, cycles). */
const NOTHING = Symbol('nothing');

function keep(value: unknown, ancestors: Set<object>): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NOTHING;
  // A date is kept as JSON writes it; an invalid date is nothing.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? NOTHING : value.toISOString();
  const isArray = Array.isArray(value);
  if ((!isArray && !isPlainObject(value)) || ancestors.has(value)) return NOTHING;
  ancestors.add(value);
  try {
    // As JSON writes them: an item it cannot hold becomes null, so the others keep their places.
    if (isArray)
      return value.map((item) => {
        const kept = keep(item, ancestors);
        return kept === NOTHING ? null : kept;
      });
    const kept: [string, unknown][] = [];
    const names = Object.keys(value);
    for (const [name, item] of Object.entries(value)) {
      const copy = isSecretField(name, names) ? NOTHING : keep(item, ancestors);
      if (copy !== NOTHING) kept.push([name, copy]);
    }
    // fromEntries defines each field as its own, `__proto__` as well (an assignment would set the prototype).
    return Object.fromEntries(kept);
  } finally {
    ancestors.delete(value);
  }
}

/**
 * What of a form's values may be kept: every field whose name is secret (isSecretField: password,
 * captcha, smsCode, token…, a `code` beside a captcha, a `confirm` beside a password) dropped, at
 * any depth; other JSON values kept as they are, dates as their ISO text; what JSON cannot hold
 * (undefined, functions, files, NaN, a value that contains itself) left out.
 */
export function keepable(values: Record<string, unknown>): Record<string, unknown> {
  const kept = keep(values, new Set());
  return isPlainObject(kept) ? kept : {};
}

/** The size of a value's JSON in UTF-8 bytes; Infinity for what JSON cannot write. */
export function jsonBytes(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return typeof text === 'string' ? new TextEncoder().encode(text).length : Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * The draft as a store keeps it, rebuilt from its known fields: its values and base through
 * keepable, `interrupted` only when true; null when it is still too big.
 */
export function storableDraft(draft: Draft): Draft | null {
  const stored: Draft = {
    form: draft.form,
    savedAt: draft.savedAt,
    base: keepable(draft.base),
    values: keepable(draft.values),
    ...(draft.interrupted === true ? { interrupted: true } : {}),
  };
  return jsonBytes(stored) > MAX_DRAFT_BYTES ? null : stored;
}

/**
 * A stored draft read back (untrusted: storage, another page's message): null when its shape is
 * wrong, when it is expired (saved more than DRAFT_TTL_MS ago, or more than a minute in the future)
 * or when its JSON is over MAX_DRAFT_BYTES; otherwise the draft rebuilt by storableDraft.
 */
export function checkStoredDraft(stored: unknown, now: number): Draft | null {
  if (!isPlainObject(stored)) return null;
  const { form, savedAt, base, values, interrupted } = stored;
  if (!isDraftName(form)) return null;
  // isFresh is false for NaN and the infinities as well.
  if (typeof savedAt !== 'number' || !isFresh(savedAt, now)) return null;
  if (!isPlainObject(base) || !isPlainObject(values)) return null;
  if (interrupted !== undefined && typeof interrupted !== 'boolean') return null;
  if (jsonBytes(stored) > MAX_DRAFT_BYTES) return null;
  return storableDraft({ form, savedAt, base, values, interrupted });
}

/** Whether a draft is still within its time (not expired, not from the future; not NaN or infinite). */
export function isFresh(savedAt: number, now: number): boolean {
  return now - savedAt <= DRAFT_TTL_MS && savedAt - now <= DRAFT_CLOCK_SKEW_MS;
}

/** Whether a string is an account or form key a store accepts: not empty, at most MAX_DRAFT_NAME_LENGTH. */
export function isDraftName(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_DRAFT_NAME_LENGTH;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether two values are the same: arrays element by element in order, objects key by key (a missing
 * key is undefined), dates by their time, numbers and numeric text differ. `loose`: undefined, null
 * and '' are one empty value, at any depth.
 */
function same(a: unknown, b: unknown, loose: boolean): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (loose && isEmpty(a) && isEmpty(b)) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => same(item, b[index], loose));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return differingKeys(a as Plain, b as Plain, loose).length === 0;
}

function differingKeys(a: Plain, b: Plain, loose: boolean): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((name) => !same(a[name], b[name], loose));
}

/**
 * The top-level fields whose values differ between `base` and `current` (deep: arrays in order,
 * objects by key, dates by time; 12 and '12' differ; a missing field is undefined): what changed on
 * the server since the draft's form was opened.
 */
export function changedFields(base: Record<string, unknown>, current: Record<string, unknown>): string[] {
  return differingKeys(base, current, false);
}

/**
 * Whether a form is dirty: some field differs from what it was opened with. A value changed and
 * changed back is not; undefined, null and '' are the same empty value; arrays are compared element
 * by element, dates by their time.
 */
export function isDirty(initial: Record<string, unknown>, current: Record<string, unknown>): boolean {
  return differingKeys(initial, current, true).length > 0;
}
