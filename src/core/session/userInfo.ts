import { accountKeyOf } from '../../contract/account.ts';
import type { UserInfo } from '../kernel/ports.ts';

/** The name to show for the signed-in user: nickname, then user name, then mobile. Always plain text. */
export function displayName(userInfo: UserInfo | null | undefined): string {
  if (!userInfo) return '';
  for (const field of ['nickname', 'userName', 'username', 'name', 'mobile']) {
    const value = userInfo[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 64);
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/** Role names listed in userInfo, if the server sends them. */
export function roleNames(userInfo: UserInfo | null | undefined): string[] {
  const value = userInfo?.['roleNames'];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Who is signed in, for what the console keeps per account on this device: the user id, else the
 * user name; null without either (then no drafts are kept: contract/account.ts).
 */
export function accountKey(userInfo: UserInfo | null | undefined): string | null {
  return accountKeyOf(userInfo);
}
