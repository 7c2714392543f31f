/**
 * Password hashing with scrypt from node:crypto (no native add-ons).
 *
 * The cost (N = 2^12) suits a local development peer: a sign-in takes a few milliseconds,
 * which keeps end-to-end runs fast. Every hash records its own parameters, so raising N
 * later still verifies the hashes already stored.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 4096;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Made once at start, of the current cost: what a name without an account is verified against. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

/**
 * Verifies against the account's hash, or, when there is no account, against a dummy hash of the
 * same cost, and fails: a name that is no account costs the same scrypt, so the time of the answer
 * does not tell accounts apart.
 */
export function verifyPasswordOfAccount(password: string, stored: string | undefined): boolean {
  const valid = verifyPassword(password, stored ?? DUMMY_HASH);
  return stored !== undefined && valid;
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = scryptSync(password, salt, expected.length, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
