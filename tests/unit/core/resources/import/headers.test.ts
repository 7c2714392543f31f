// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  importFields,
  isSkippedColumn,
  matchHeaders,
  normaliseHeader,
} from '../../../../../src/core/resources/import/headers.ts';
import { brand, vehicle } from '../../../../../src/features/config/areas.ts';
import { personnel } from '../../../../../src/features/organization/areas.ts';
import type { FieldDef } from '../../../../../src/core/resources/types.ts';
import { BOTH, tEn, tZh } from './texts.ts';

const brandFields = importFields(brand);

describe('the fields an import fills', () => {
  it('are the add form’s: no id, no count the server keeps, no read-only field', () => {
    expect(brandFields.map((f) => f.key)).toEqual(['logo', 'name', 'initial', 'sort', 'status']);
    expect(importFields(vehicle).map((f) => f.key)).not.toContain('updatedAt');
    expect(importFields(personnel).map((f) => f.key)).toEqual([
      'name',
      'userName',
      'phone',
      'institutionId',
      'positionId',
      'roleIds',
      'status',
    ]);
  });

  it('never hold a secret, even when the form has one', () => {
    const withPassword = {
      fields: [
        { key: 'userName', label: 'u', type: 'text', form: true },
        { key: 'password', label: 'p', type: 'text', form: true },
      ] satisfies FieldDef[],
    };
    expect(importFields(withPassword).map((f) => f.key)).toEqual(['userName']);
  });
});

describe('header matching', () => {
  it('matches labels in English, in Chinese, and keys', () => {
    expect(matchHeaders(['Name', 'Initial', 'Sort order'], brandFields, BOTH)).toEqual(['name', 'initial', 'sort']);
    expect(matchHeaders(['名称', '首字母', '排序', '状态', '标志'], brandFields, BOTH)).toEqual([
      'name',
      'initial',
      'sort',
      'status',
      'logo',
    ]);
    expect(matchHeaders(['name', 'INITIAL', 'logo'], brandFields, BOTH)).toEqual(['name', 'initial', 'logo']);
    // Either language whichever the console shows.
    expect(matchHeaders(['名称', 'Initial'], brandFields, [tEn, tZh])).toEqual(['name', 'initial']);
    expect(matchHeaders(['名称', 'Initial'], brandFields, [tZh, tEn])).toEqual(['name', 'initial']);
  });

  it('ignores case, character width, spaces, a required mark and a note in brackets', () => {
    expect(normaliseHeader('  ＮＡＭＥ＊ ')).toBe('name');
    expect(matchHeaders([' name * ', '*首字母', '排序（0–9999）', 'Sort  order'], brandFields, BOTH)).toEqual([
      'name',
      'initial',
      'sort',
      null,
    ]);
  });

  it('leaves unmatched and empty headers unmapped, and gives each field to its first column only', () => {
    expect(matchHeaders(['Name', 'Website', '', '名称'], brandFields, BOTH)).toEqual(['name', null, null, null]);
  });

  it('leaves out the problem column of a failed-rows file by itself, in either language', () => {
    const skip = [tEn('list.import.problemColumn'), tZh('list.import.problemColumn')];
    expect(matchHeaders(['名称', '导入问题'], brandFields, BOTH, skip)).toEqual(['name', null]);
    expect(isSkippedColumn('Import problem', skip)).toBe(true);
    expect(isSkippedColumn('Website', skip)).toBe(false);
  });

  it('finds a choice of the price fields by the labels both languages give them', () => {
    const header = [
      tZh(vehicle.fields.find((f) => f.key === 'priceMin')!.label),
      tEn('resources.vehicle.fields.priceMax'),
    ];
    expect(matchHeaders(header, importFields(vehicle), BOTH)).toEqual(['priceMin', 'priceMax']);
  });
});
