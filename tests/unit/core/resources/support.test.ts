import { describe, expect, it } from 'vitest';
import { readOptions, resolveSource, withCurrent } from '../../../../src/core/resources/relationSource.ts';
import { user } from '../../../../src/features/business/areas.ts';
import { personnel } from '../../../../src/features/organization/areas.ts';

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
