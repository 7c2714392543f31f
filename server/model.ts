/** Entities of the reference API server, as persisted in the data file. */
import type { BusinessData } from './business/model.ts';

/** 0 = directory, 1 = menu (a screen), 2 = button (a permission inside a screen). */
export type MenuType = 0 | 1 | 2;

export interface MenuEntity {
  menuId: number;
  /** 0 for a top-level entry. */
  parentId: number;
  name: string;
  /** Route name the console matches (case-insensitively); empty for buttons. */
  url: string;
  /** Comma-separated `sys:module:action` strings; empty when none. */
  perms: string;
  type: MenuType;
  icon: string;
  orderNum: number;
}

export interface Role {
  roleId: number;
  roleName: string;
  remark: string;
  menuIds: number[];
}

/** A deliberate misbehaviour of the nav endpoint for one account (demo of a failing back end). */
export type NavFault = 'bad-menu';

export interface Account {
  userId: number;
  userName: string;
  nickname: string;
  mobile: string;
  email: string;
  avatar?: string;
  /** `scrypt$N$r$p$salt$hash`, see password.ts. */
  passwordHash: string;
  roleIds: number[];
  /** Sees every menu and holds every permission, whatever its roles say. */
  superAdmin?: boolean;
  navFault?: NavFault;
  /**
   * The account must change its (initial) password before anything else: its sign-in answers
   * `mustChangePassword: true` and its token opens only changePs and exit until then.
   */
  mustChangePassword?: boolean;
}

/** A live session. The token itself is never kept: only its SHA-256 (tokenHash.ts). */
export interface TokenRecord {
  /** 64 hex characters: SHA-256 of the token. */
  tokenHash: string;
  userId: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface StateData {
  version: 1;
  accounts: Account[];
  roles: Role[];
  menus: MenuEntity[];
  tokens: TokenRecord[];
  /** Records of the business, configuration and organisation areas (server/business). */
  business: BusinessData;
}

export const STATE_VERSION = 1;
