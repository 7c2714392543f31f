import type { Nav, UserInfo } from '../kernel/ports.ts';
import type { NavAnswer } from '../api/endpoints/auth.ts';

/** The navigation answer of GET /api/sys/menu/nav (SPEC 3). */
export interface MenuEntry {
  url: string;
  name: string;
  icon?: string;
  children?: MenuEntry[];
}

/** Why a nav answer cannot be used: no userInfo (SPEC 8: '验证失败,请重新登录!'). */
export class NavRejected extends Error {
  constructor(readonly reason: 'no-user-info') {
    super(reason);
    this.name = 'NavRejected';
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Checks a nav answer. Throws NavRejected when userInfo is missing; menuList is checked by route building. */
export function readNav(answer: unknown): Nav {
  // An answer that is no object has none of the fields: a text's or a number's read as undefined.
  const { userInfo, menuList, permissions, tabs } = (answer ?? {}) as NavAnswer;
  if (userInfo === null || typeof userInfo !== 'object' || Array.isArray(userInfo))
    throw new NavRejected('no-user-info');
  return {
    userInfo: userInfo as UserInfo,
    menuList,
    permissions: strings(permissions),
    tabs: strings(tabs),
  };
}
