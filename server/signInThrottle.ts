/**
 * Failed password sign-ins, counted per account and per caller address, so that guessing a
 * password costs the guesser more than a captcha per try. The rule: `accountFailures` failures of
 * one account (user name and mobile add up; an unknown name counts like an account, so the
 * answers tell no account apart) or `addressFailures` from one address within `windowMs` lock
 * that account or address for `lockMs`, the right password included. A success clears its
 * account's failures, not its address's. Memory only: a restart or `/__dev/reset` forgets them.
 */

export interface SignInLimits {
  accountFailures: number;
  addressFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  accountFailures: 5,
  addressFailures: 20,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
};

/** At most this many accounts, names or addresses are remembered: the oldest are forgotten first. */
export const MAX_TRACKED = 10_000;

interface Track {
  /** Epoch ms of the failures within the window, oldest first. */
  failures: number[];
  lockedUntil: number;
}

/** How long failures are counted, and how long a key they lock stays locked. */
export interface LockTimes {
  windowMs: number;
  lockMs: number;
}

/**
 * Failures of one kind of key (accounts, addresses, mobiles) against one limit: `maxFailures` within
 * `windowMs` lock the key for `lockMs`. At most MAX_TRACKED keys are remembered, the oldest forgotten first.
 */
export class FailureCounter {
  readonly #tracks = new Map<string, Track>();

  constructor(
    readonly maxFailures: number,
    readonly limits: LockTimes,
  ) {}

  /** How long `key` stays locked from `now`; 0 when it is not. */
  lockedFor(key: string, now: number): number {
    return Math.max(0, (this.#tracks.get(key)?.lockedUntil ?? 0) - now);
  }

  fail(key: string, now: number): void {
    const track = this.#tracks.get(key) ?? { failures: [], lockedUntil: 0 };
    // Re-inserted: the map's order is then the order of last use, and the oldest go first.
    this.#tracks.delete(key);
    this.#tracks.set(key, track);
    track.failures = [...track.failures.filter((at) => at > now - this.limits.windowMs), now];
    if (track.failures.length >= this.maxFailures) {
      track.lockedUntil = now + this.limits.lockMs;
      track.failures = [];
    }
    for (const oldest of this.#tracks.keys()) {
      if (this.#tracks.size <= MAX_TRACKED) break;
      this.#tracks.delete(oldest);
    }
  }

  clear(key?: string): void {
    if (key === undefined) this.#tracks.clear();
    else this.#tracks.delete(key);
  }
}

export class SignInThrottle {
  readonly #accounts: FailureCounter;
  readonly #addresses: FailureCounter;
  readonly #now: () => number;

  constructor(limits: SignInLimits, now: () => number) {
    this.#accounts = new FailureCounter(limits.accountFailures, limits);
    this.#addresses = new FailureCounter(limits.addressFailures, limits);
    this.#now = now;
  }

  /** How long a sign-in of `account` from `address` must wait; 0 when it may be tried. */
  wait(account: string, address: string): number {
    const now = this.#now();
    return Math.max(this.#accounts.lockedFor(account, now), this.#addresses.lockedFor(address, now));
  }

  failed(account: string, address: string): void {
    const now = this.#now();
    this.#accounts.fail(account, now);
    this.#addresses.fail(address, now);
  }

  succeeded(account: string): void {
    this.#accounts.clear(account);
  }

  clear(): void {
    this.#accounts.clear();
    this.#addresses.clear();
  }
}

/** The refusal while locked, in whole minutes rounded up (`请 1 分钟后再试` for the last seconds). */
export function signInLockedMessage(waitMs: number): string {
  return `登录失败次数过多，请 ${Math.max(1, Math.ceil(waitMs / 60_000))} 分钟后再试`;
}
