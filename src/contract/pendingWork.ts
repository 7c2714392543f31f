/**
 * Work waiting for the staff: the number of withdrawals awaiting audit, for the toolbar badge
 * (extension) and the menu entry's badge (both shells). Pure.
 */
import type { TransportReply } from './platform.ts';
import { interpretReply } from './envelope.ts';
import { BADGE_MAX } from './constants.ts';

/** GET → `{ count }`; needs `sys:withdrawal:list` (server/README.md). */
export const PENDING_WITHDRAWALS_PATH = '/api/business/withdrawal/pendingCount';
/** The menu entry the count belongs to. */
export const PENDING_WITHDRAWALS_MENU = '/business/withdrawal';
/** How often the count is asked for while the console is signed in. */
export const PENDING_REFRESH_MINUTES = 5;

/** The count in the `data` of an answer to PENDING_WITHDRAWALS_PATH; null when it is not a whole number ≥ 0. */
export function countOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const count = (data as { count?: unknown }).count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** The count in an answer to PENDING_WITHDRAWALS_PATH; null for anything else (no permission, a failure, a bad body). */
export function pendingCountOf(reply: TransportReply): number | null {
  const outcome = interpretReply<unknown>(reply);
  return outcome.ok ? countOf(outcome.data) : null;
}

/** A badge's text (SPEC 9, badge maximum 99): nothing for 0 or no count, the number up to 99, then "99+". */
export function badgeText(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 1) return '';
  const whole = Math.floor(count);
  return whole > BADGE_MAX ? `${BADGE_MAX}+` : String(whole);
}
