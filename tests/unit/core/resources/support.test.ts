import { describe, expect, it } from 'vitest';
import { readOptions, resolveSource, withCurrent } from '../../../../src/core/resources/relationSource.ts';
import { user } from '../../../../src/features/business/areas.ts';
import { personnel } from '../../../../src/features/organization/areas.ts';
import { dashboardFigures, visibleFigures } from '../../../../src/features/dashboard/figures.ts';
import { hasPermission } from '../../../../src/core/permission/hasPermission.ts';

describe('relation options', () => {
  it('come from the related resource’s list, or from another call (roles)', () => {
    expect(resolveSource(user.fields.find((f) => f.key === 'tagIds')!)).toEqual({
      url: '/api/business/tag/list',
      permission: 'sys:tag:list',
      valueKey: 'id',
      labelKey: 'name',
      search: false,
    });
    expect(resolveSource(personnel.fields.find((f) => f.key === 'roleIds')!)).toMatchObject({
      url: '/api/sys/role/list',
      permission: 'sys:role:list',
      valueKey: 'roleId',
      labelKey: 'roleName',
    });
    expect(resolveSource({})).toBeNull();
  });

  it('are read from { list } or an array, keeping colours, and keep the current choice', () => {
    const options = readOptions(
      { list: [{ id: 1, name: '新用户', color: '#4080FF' }, { id: 'x' }] },
      { valueKey: 'id', labelKey: 'name' },
    );
    expect(options).toEqual([{ value: 1, label: '新用户', color: '#4080FF' }]);
    expect(readOptions([{ roleId: 2, roleName: '运营' }], { valueKey: 'roleId', labelKey: 'roleName' })).toEqual([
      { value: 2, label: '运营' },
    ]);
    expect(
      withCurrent(options, [
        { value: 9, label: '王伟' },
        { value: 1, label: 'dup' },
      ]).map((o) => o.value),
    ).toEqual([9, 1]);
  });
});

describe('dashboard figures', () => {
  const now = new Date(2026, 2, 11, 15); // a Wednesday

  it('count this week’s and today’s registrations and the pending withdrawals', () => {
    const figures = dashboardFigures(now);
    expect(figures.find((f) => f.key === 'usersThisWeek')!.params).toEqual({
      page: 1,
      limit: 1,
      registeredAt: ['2026-03-09', '2026-03-11'],
    });
    expect(figures.find((f) => f.key === 'usersToday')!.params).toMatchObject({
      registeredAt: ['2026-03-11', '2026-03-11'],
    });
    expect(figures.find((f) => f.key === 'pendingWithdrawals')!.params).toMatchObject({ status: 'pending' });
  });

  it('are shown only with the list permission behind them', () => {
    const held = (perms: string[]) => (need: readonly string[]) => hasPermission(perms, need);
    expect(visibleFigures(dashboardFigures(now), held(['sys:user:list'])).map((f) => f.key)).toEqual([
      'usersThisWeek',
      'usersToday',
    ]);
    expect(visibleFigures(dashboardFigures(now), held([]))).toEqual([]);
  });
});
