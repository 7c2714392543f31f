import type { TransportReply } from './platform.ts';
import { interpretReply } from './envelope.ts';

/**
 * Who is signed in, for what the console keeps per account on this device (drafts, list views):
 * `id:<userId>`, else `name:<userName>`, from the nav answer's `userInfo`. Null without either:
 * a console that cannot tell who is signed in keeps no drafts for anyone (there is no shared
 * bucket two people would both read).
 */
export function accountKeyOf(userInfo: unknown): string | null {
  if (userInfo === null || typeof userInfo !== 'object') return null;
  const { userId: id, userName: name } = userInfo as Record<string, unknown>;
  if (Number.isFinite(id)) return `id:${String(id)}`;
  if (typeof id === 'string' && id.trim() !== '') return `id:${id.trim()}`;
  return typeof name === 'string' && name.trim() !== '' ? `name:${name.trim()}` : null;
}

/** The account a successful nav answer (GET /api/sys/menu/nav) names; null for any other reply. */
export function accountOfNavReply(reply: TransportReply): string | null {
  const outcome = interpretReply<{ userInfo?: unknown } | null | undefined>(reply);
  return outcome.ok ? accountKeyOf(outcome.data?.userInfo) : null;
}
