/**
 * SMS verification codes for the sign-in and the password reset by SMS. Nothing is sent: the code is
 * written to the log (and readable through the development endpoint).
 *
 * Guessing: a code allows SMS_MAX_ATTEMPTS wrong guesses and a new one may be asked for every minute,
 * which alone would leave about 7,200 guesses a day against one mobile. So wrong codes also count per
 * mobile, across codes: SMS_LOCK.failures of them within its window lock the mobile's SMS sign-in and
 * reset for its lockMs, the right code included. Every wrong answer counts, whether or not a code was
 * pending and whether or not an account has the mobile, so the lock tells no mobile apart.
 */
import { randomInt } from 'node:crypto';
import { FailureCounter, type LockTimes } from './signInThrottle.ts';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
/** Wrong guesses allowed before the pending code is withdrawn. */
export const SMS_MAX_ATTEMPTS = 5;
const MAX_TRACKED_MOBILES = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Wrong codes of one mobile, across codes, that lock it: 10 within 24 hours lock it for 24 hours. */
export const SMS_LOCK: LockTimes & { failures: number } = { failures: 10, windowMs: DAY_MS, lockMs: DAY_MS };

/** The answer to a code: right (and consumed), wrong, or not looked at because the mobile is locked. */
export type SmsCheck = { kind: 'right' } | { kind: 'wrong' } | { kind: 'locked'; waitMs: number };

interface PendingSms {
  code: string;
  expiresAt: number;
  attempts: number;
}

export type SmsRequestResult = { kind: 'too-frequent' } | { kind: 'accepted'; code: string | null };

export class SmsStore {
  readonly #pending = new Map<string, PendingSms>();
  readonly #lastRequest = new Map<string, number>();
  readonly #failures = new FailureCounter(SMS_LOCK.failures, SMS_LOCK);
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /**
   * Registers a request for `mobile`. The rate limit applies whether or not an account
   * has that mobile, so the answer never reveals which numbers exist; a code is only
   * generated when `issueCode` is true.
   */
  request(mobile: string, issueCode: boolean): SmsRequestResult {
    const now = this.#now();
    const last = this.#lastRequest.get(mobile);
    if (last !== undefined && now - last < SMS_RESEND_INTERVAL_MS) return { kind: 'too-frequent' };
    this.#lastRequest.delete(mobile);
    this.#lastRequest.set(mobile, now);
    if (this.#lastRequest.size > MAX_TRACKED_MOBILES) {
      const oldest = this.#lastRequest.keys().next().value;
      if (oldest !== undefined) this.#lastRequest.delete(oldest);
    }
    if (!issueCode) return { kind: 'accepted', code: null };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.#pending.set(mobile, { code, expiresAt: now + SMS_CODE_TTL_MS, attempts: 0 });
    return { kind: 'accepted', code };
  }

  /** The latest unexpired code for `mobile`, without consuming it. */
  peek(mobile: string): string | undefined {
    const entry = this.#pending.get(mobile);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#pending.delete(mobile);
      return undefined;
    }
    return entry.code;
  }

  /**
   * Checks `code`, unless `mobile` is locked. A right code is consumed and clears the mobile's
   * failures; a wrong one counts against the code (SMS_MAX_ATTEMPTS withdraw it) and against the
   * mobile (SMS_LOCK locks it and withdraws its code).
   */
  verify(mobile: string, code: string): SmsCheck {
    const now = this.#now();
    const waitMs = this.#failures.lockedFor(mobile, now);
    if (waitMs > 0) return { kind: 'locked', waitMs };
    const expected = this.peek(mobile);
    const entry = this.#pending.get(mobile);
    if (expected !== undefined && entry && expected === code.trim()) {
      this.#pending.delete(mobile);
      this.#failures.clear(mobile);
      return { kind: 'right' };
    }
    if (entry) {
      entry.attempts += 1;
      if (entry.attempts >= SMS_MAX_ATTEMPTS) this.#pending.delete(mobile);
    }
    this.#failures.fail(mobile, now);
    if (this.#failures.lockedFor(mobile, now) > 0) this.#pending.delete(mobile);
    return { kind: 'wrong' };
  }

  clear(): void {
    this.#pending.clear();
    this.#lastRequest.clear();
    this.#failures.clear();
  }
}

/** The refusal while a mobile is locked, in whole hours rounded up (`请 1 小时后再试` for the last minutes). */
export function smsLockedMessage(waitMs: number): string {
  return `短信验证码错误次数过多，请 ${Math.max(1, Math.ceil(waitMs / 3_600_000))} 小时后再试`;
}
