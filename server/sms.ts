/**
 * SMS verification codes for the password reset. Nothing is sent: the code is written
 * to the log (and readable through the development endpoint).
 */
import { randomInt } from 'node:crypto';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
/** Wrong guesses allowed before the pending code is withdrawn. */
export const SMS_MAX_ATTEMPTS = 5;
const MAX_TRACKED_MOBILES = 10_000;

interface PendingSms {
  code: string;
  expiresAt: number;
  attempts: number;
}

export type SmsRequestResult = { kind: 'too-frequent' } | { kind: 'accepted'; code: string | null };

export class SmsStore {
  readonly #pending = new Map<string, PendingSms>();
  readonly #lastRequest = new Map<string, number>();
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

  /** Checks `code`; a right code is consumed, too many wrong ones withdraw it. */
  verify(mobile: string, code: string): boolean {
    const expected = this.peek(mobile);
    const entry = this.#pending.get(mobile);
    if (expected === undefined || !entry) return false;
    if (expected === code.trim()) {
      this.#pending.delete(mobile);
      return true;
    }
    entry.attempts += 1;
    if (entry.attempts >= SMS_MAX_ATTEMPTS) this.#pending.delete(mobile);
    return false;
  }

  clear(): void {
    this.#pending.clear();
    this.#lastRequest.clear();
  }
}
