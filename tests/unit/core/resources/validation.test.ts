import { describe, expect, it } from 'vitest';
import { checkValue, validateDraft } from '../../../../src/core/resources/validation.ts';
import { incentive, vehicle } from '../../../../src/features/config/areas.ts';
import { user } from '../../../../src/features/business/areas.ts';
import { institution } from '../../../../src/features/organization/areas.ts';
import type { FieldDef } from '../../../../src/core/resources/types.ts';

const text = (rules: FieldDef['rules']): FieldDef => ({ key: 'name', label: 'n', type: 'text', rules });

describe('form rules of a declaration', () => {
  it('requires what is required, blank text and empty lists included', () => {
    expect(checkValue(text({ required: true }), '   ')).toEqual({ key: 'resources.rules.required' });
    expect(checkValue({ key: 't', label: 't', type: 'tags', rules: { required: true } }, [])).toEqual({
      key: 'resources.rules.required',
    });
    expect(checkValue(text({}), '')).toBeNull();
  });

  it('bounds text length and numbers, and wants whole numbers where declared', () => {
    expect(checkValue(text({ max: 3 }), 'abcd')).toEqual({ key: 'resources.rules.maxLength', values: { max: 3 } });
    expect(checkValue(text({ min: 2 }), 'a')).toEqual({ key: 'resources.rules.minLength', values: { min: 2 } });
    const number: FieldDef = { key: 'n', label: 'n', type: 'number', rules: { min: 0, max: 10 } };
    expect(checkValue(number, 11)).toEqual({ key: 'resources.rules.max', values: { max: 10 } });
    expect(checkValue(number, 1.5)).toEqual({ key: 'resources.rules.integer' });
    expect(checkValue({ ...number, type: 'money' }, 1.5)).toBeNull();
  });

  it('checks patterns with the declared message, mobiles, colours and picture addresses', () => {
    const code = institution.fields.find((f) => f.key === 'code')!;
    expect(checkValue(code, 'ops')).toEqual({ key: 'resources.organization.codeRule' });
    expect(checkValue(code, 'OPS-1')).toBeNull();
    expect(checkValue({ key: 'm', label: 'm', type: 'mobile' }, '2380000000')).toEqual({
      key: 'resources.rules.mobile',
    });
    expect(checkValue({ key: 'c', label: 'c', type: 'color' }, '#12345')).toEqual({ key: 'resources.rules.color' });
    expect(checkValue({ key: 'i', label: 'i', type: 'image' }, 'javascript:alert(1)')).toEqual({
      key: 'resources.rules.image',
    });
    expect(checkValue({ key: 'i', label: 'i', type: 'image' }, 'https://img.example.com/a.png')).toBeNull();
  });

  it('checks only the fields being edited, and the rules across fields', () => {
    expect(Object.keys(validateDraft(user, { tagIds: [] }, 'edit', ['tagIds']))).toEqual([]);
    const draft = {
      name: 'x',
      type: 'invite',
      amount: 1,
      trigger: 't',
      startAt: '2026-05-01',
      endAt: '2026-04-30',
      status: 1,
    };
    expect(validateDraft(incentive, draft, 'add')).toEqual({ endAt: { key: 'resources.incentive.dateRange' } });
    expect(
      validateDraft(
        vehicle,
        { brandId: 1, name: 'x', level: 'suv', energyType: 'electric', priceMin: 20, priceMax: 10, status: 1 },
        'add',
      ),
    ).toEqual({ priceMax: { key: 'resources.vehicle.priceRange' } });
    expect(validateDraft(incentive, {}, 'add')).toMatchObject({
      name: { key: 'resources.rules.required' },
      type: { key: 'resources.rules.required' },
    });
  });
});
