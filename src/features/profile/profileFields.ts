import { roleNames } from '../../core/session/userInfo.ts';
import type { UserInfo } from '../../core/kernel/ports.ts';

export type ProfileField = 'nickname' | 'userName' | 'mobile' | 'email' | 'roles';

export interface ProfileRow {
  field: ProfileField;
  /** Plain text, never markup; null when the server sent nothing usable. */
  value: string | null;
}

const MAX_LENGTH = 200;

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_LENGTH);
}

/** The userInfo fields the personal centre shows, in order (the nav answer's userInfo, SPEC 3). */
export function profileRows(userInfo: UserInfo | null | undefined): ProfileRow[] {
  const info = userInfo ?? {};
  const roles = roleNames(info)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return [
    { field: 'nickname', value: text(info['nickname']) },
    { field: 'userName', value: text(info['userName'] ?? info['username']) },
    { field: 'mobile', value: text(info['mobile']) },
    { field: 'email', value: text(info['email']) },
    { field: 'roles', value: roles.length > 0 ? roles.join(', ') : null },
  ];
}
