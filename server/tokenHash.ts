/**
 * Session tokens are kept as their SHA-256 only: a token is 32 random bytes, so its hash cannot be
 * turned back into it, and a data file that leaks signs nobody in. A request's token is hashed
 * and looked up by its hash.
 */
import { createHash } from 'node:crypto';

export const TOKEN_HASH = /^[0-9a-f]{64}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
