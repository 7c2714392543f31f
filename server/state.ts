/**
 * The server's state: the persisted entities (accounts, roles, menus, tokens) and the
 * short-lived stores (captchas, SMS codes, faults, request log) that a restart forgets.
 */
import { randomBytes } from 'node:crypto';
import { CaptchaStore } from './captcha.ts';
import { FaultQueue } from './faults.ts';
import type { Account, StateData, TokenRecord } from './model.ts';
import { loadStateFile, writeStateFile } from './persistence.ts';
import { RequestLog } from './requestLog.ts';
import { buildSeed } from './seed.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInThrottle, type SignInLimits } from './signInThrottle.ts';
import { SmsStore } from './sms.ts';
import { hashToken } from './tokenHash.ts';

export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface AppStateOptions {
  dataFile: string;
  reseed?: boolean;
  tokenTtlMs?: number;
  now?: () => number;
  log: (line: string) => void;
  /** Told each token as it is issued (in-process tests that act as its holder); the state keeps its hash only. */
  onTokenIssued?: (token: string, userId: number) => void;
  /** Limits of failed sign-ins (signInThrottle.ts); each one not given keeps its default. */
  signInLimits?: Partial<SignInLimits>;
}

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export class AppState {
  data: StateData;
  readonly dataFile: string;
  readonly tokenTtlMs: number;
  readonly now: () => number;
  readonly log: (line: string) => void;
  readonly #onTokenIssued: (token: string, userId: number) => void;
  readonly captchas: CaptchaStore;
  readonly sms: SmsStore;
  readonly signIns: SignInThrottle;
  readonly faults = new FaultQueue();
  readonly requests = new RequestLog();

  constructor(options: AppStateOptions) {
    this.dataFile = options.dataFile;
    this.tokenTtlMs = options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
    this.now = options.now ?? Date.now;
    this.log = options.log;
    this.#onTokenIssued = options.onTokenIssued ?? (() => undefined);
    this.captchas = new CaptchaStore(this.now);
    this.sms = new SmsStore(this.now);
    this.signIns = new SignInThrottle({ ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits }, this.now);
    this.data = loadStateFile(this.dataFile, { reseed: options.reseed, log: this.log });
    this.#pruneTokens();
  }

  /** Writes the persisted part to the data file (atomically). */
  save(): void {
    this.#pruneTokens();
    writeStateFile(this.dataFile, this.data);
  }

  /** Demo data again, and nothing short-lived left over. */
  reset(): void {
    this.data = buildSeed();
    this.captchas.clear();
    this.sms.clear();
    this.signIns.clear();
    this.faults.clear();
    this.requests.clear();
    this.save();
  }

  findAccountByLogin(login: string): Account | undefined {
    return this.data.accounts.find((a) => a.userName === login || a.mobile === login);
  }

  findAccountByMobile(mobile: string): Account | undefined {
    return this.data.accounts.find((a) => a.mobile === mobile);
  }

  issueToken(userId: number): IssuedToken {
    const token = randomBytes(32).toString('hex');
    const record: TokenRecord = { tokenHash: hashToken(token), userId, expiresAt: this.now() + this.tokenTtlMs };
    this.data.tokens.push(record);
    this.save();
    this.#onTokenIssued(token, userId);
    return { token, expiresAt: record.expiresAt };
  }

  /** The account a live token belongs to. */
  resolveToken(token: string | undefined | null): Account | undefined {
    if (!token) return undefined;
    const hash = hashToken(token);
    const record = this.data.tokens.find((t) => t.tokenHash === hash);
    if (!record || record.expiresAt <= this.now()) return undefined;
    return this.data.accounts.find((a) => a.userId === record.userId);
  }

  revokeToken(token: string): void {
    const hash = hashToken(token);
    const before = this.data.tokens.length;
    this.data.tokens = this.data.tokens.filter((t) => t.tokenHash !== hash);
    if (this.data.tokens.length !== before) this.save();
  }

  /** Ends every session of `userId` except `keep`. */
  revokeUserTokens(userId: number, keep?: string): void {
    const kept = keep === undefined ? undefined : hashToken(keep);
    this.data.tokens = this.data.tokens.filter((t) => t.userId !== userId || t.tokenHash === kept);
    this.save();
  }

  revokeAllTokens(): void {
    this.data.tokens = [];
    this.save();
  }

  #pruneTokens(): void {
    const now = this.now();
    this.data.tokens = this.data.tokens.filter((t) => t.expiresAt > now);
  }
}
