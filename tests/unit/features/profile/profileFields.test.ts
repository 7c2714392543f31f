import { describe, expect, it } from 'vitest';
import { profileRows } from '../../../../src/features/profile/profileFields.ts';

const value = (rows: ReturnType<typeof profileRows>, field: string) => rows.find((row) => row.field === field)?.value;

describe('personal centre — the userInfo fields of the nav answer (SPEC 3)', () => {
  it('lists nickname, userName, mobile, email and roleNames in that order', () => {
    const rows = profileRows({
      userId: 1,
      userName: 'admin',
      nickname: '系统管理员',
      mobile: '13800000001',
      email: 'admin@example.com',
      roleNames: ['超级管理员', '运营'],
    });
    expect(rows).toEqual([
      { field: 'nickname', value: '系统管理员' },
      { field: 'userName', value: 'admin' },
      { field: 'mobile', value: '13800000001' },
      { field: 'email', value: 'admin@example.com' },
      { field: 'roles', value: '超级管理员, 运营' },
    ]);
  });

  it('answers null for what is missing, blank or not text', () => {
    const rows = profileRows({ nickname: '  ', email: { html: '<b>x</b>' }, roleNames: 'admin' });
    expect(rows.map((row) => row.value)).toEqual([null, null, null, null, null]);
    expect(profileRows(null).every((row) => row.value === null)).toBe(true);
  });

  it('keeps markup as text for React to escape, trims and bounds long values', () => {
    const rows = profileRows({
      nickname: ' <img src=x onerror=alert(1)> ',
      email: 'a'.repeat(500),
      mobile: 13800000001,
    });
    expect(value(rows, 'nickname')).toBe('<img src=x onerror=alert(1)>');
    expect(value(rows, 'email')).toHaveLength(200);
    expect(value(rows, 'mobile')).toBe('13800000001');
  });

  it('accepts the lower-case `username` some back ends send, and skips blank role names', () => {
    const rows = profileRows({ username: 'op', roleNames: ['', '运营', 3] });
    expect(value(rows, 'userName')).toBe('op');
    expect(value(rows, 'roles')).toBe('运营');
  });
});
