/**
 * The demo accounts the seed creates. Plain data, so a script can print them without
 * starting the server (see `formatAccountTable`).
 */
import type { NavFault } from './model.ts';

export interface DemoAccount {
  userId: number;
  userName: string;
  mobile: string;
  password: string;
  nickname: string;
  email: string;
  roleName: string;
  /** What the account sees in the console, for the start-up banner and README. */
  sees: string;
  superAdmin?: boolean;
  navFault?: NavFault;
  /** Signs in with `mustChangePassword: true` and must change its password first. */
  mustChangePassword?: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    userId: 1,
    userName: 'admin',
    mobile: '13800000001',
    password: 'admin123',
    nickname: '系统管理员',
    email: 'admin@example.com',
    roleName: '超级管理员',
    sees: 'every menu and permission',
    superAdmin: true,
  },
  {
    userId: 2,
    userName: 'operator',
    mobile: '13800000002',
    password: 'operator123',
    nickname: '运营专员',
    email: 'operator@example.com',
    roleName: '运营',
    sees: 'user, points, tag, vehicle, cars; list/info only, plus sys:tag:add',
  },
  {
    userId: 3,
    userName: 'broken',
    mobile: '13800000003',
    password: 'broken123',
    nickname: '故障演示',
    email: 'broken@example.com',
    roleName: '故障演示',
    sees: 'nav answers code 0 with a menuList that is not an array (route generation fails)',
    navFault: 'bad-menu',
  },
  {
    userId: 4,
    userName: 'newhire',
    mobile: '13800000004',
    password: 'newhire123',
    nickname: '新员工',
    email: 'newhire@example.com',
    roleName: '运营',
    sees: 'must change its initial password at sign-in; then the same as operator',
    mustChangePassword: true,
  },
];

/** A fixed-width text table of the demo accounts. */
export function formatAccountTable(accounts: readonly DemoAccount[] = demoAccounts): string {
  const header = ['username', 'mobile', 'password', 'can see'];
  const rows = accounts.map((a) => [a.userName, a.mobile, a.password, a.sees]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
