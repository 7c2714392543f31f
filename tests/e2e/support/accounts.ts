/** Demo accounts of the reference server (server/accounts.ts). */
export const ADMIN = { userName: 'admin', mobile: '13800000001', password: 'admin123' } as const;
export const OPERATOR = { userName: 'operator', mobile: '13800000002', password: 'operator123' } as const;
export const BROKEN = { userName: 'broken', mobile: '13800000003', password: 'broken123' } as const;
/** Must change its initial password at sign-in. */
export const NEWHIRE = { userName: 'newhire', mobile: '13800000004', password: 'newhire123' } as const;
