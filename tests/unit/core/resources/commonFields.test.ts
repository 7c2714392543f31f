// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { remarkField, sortField } from '../../../../src/core/resources/commonFields.ts';
import { channel, vehicle } from '../../../../src/features/config/areas.ts';

// Areas declared with the builders keep the fields they had when each was written out in full.
describe('declarations written with the common fields', () => {
  it('channel', () => {
    const ch = (key: string) => `resources.channel.fields.${key}`;
    expect(channel.fields.slice(1)).toStrictEqual([
      {
        key: 'name',
        label: ch('name'),
        type: 'text',
        list: true,
        form: true,
        rules: { required: true, max: 30 },
        width: '10rem',
      },
      {
        key: 'code',
        label: ch('code'),
        type: 'text',
        list: true,
        form: true,
        rules: {
          required: true,
          min: 2,
          max: 30,
          pattern: /^[a-z][a-z0-9_-]*$/,
          patternMessage: 'resources.channel.codeRule',
        },
        // What the import template's example row gives (the generic text would break the pattern).
        example: 'app_store',
      },
      {
        key: 'type',
        label: ch('type'),
        type: 'enum',
        options: ['appStore', 'miniProgram', 'offline', 'partner', 'advertising'].map((value) => ({
          value,
          label: `resources.enums.channelType.${value}`,
        })),
        list: true,
        filter: true,
        form: true,
        rules: { required: true },
      },
      { key: 'status', label: ch('status'), type: 'status', list: true, filter: true, form: true },
      {
        key: 'remark',
        label: ch('remark'),
        type: 'textarea',
        list: 'hidden',
        form: true,
        rules: { max: 200 },
        wide: true,
      },
      { key: 'createdAt', label: ch('createdAt'), type: 'datetime', list: true, sortable: true, width: '10rem' },
    ]);
  });

  it('vehicle: its prices, status, sort and time', () => {
    const v = (key: string) => `resources.vehicle.fields.${key}`;
    const price = (key: string) => ({
      key,
      label: v(key),
      type: 'money',
      unit: 'resources.units.tenThousandYuan',
      list: true,
      sortable: true,
      form: true,
      rules: { required: true, min: 0.01, max: 9999 },
    });
    expect(vehicle.fields.slice(6)).toStrictEqual([
      price('priceMin'),
      price('priceMax'),
      { key: 'status', label: v('status'), type: 'status', list: true, filter: true, form: true },
      {
        key: 'sort',
        label: v('sort'),
        type: 'number',
        list: 'hidden',
        sortable: true,
        form: true,
        rules: { min: 0, max: 9999 },
        defaultValue: 0,
      },
      { key: 'updatedAt', label: v('updatedAt'), type: 'datetime', list: 'hidden', sortable: true, width: '10rem' },
    ]);
  });

  it('lists a remark only when told, and the list position unless told otherwise', () => {
    expect(remarkField('L')).not.toHaveProperty('list');
    expect(sortField('L').list).toBe(true);
  });
});
