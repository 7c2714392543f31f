// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cellToValue,
  checkRow,
  checkRows,
  optionChoices,
  parseDayTime,
  parseNumber,
  relationChoices,
  serialDateTime,
  shownValue,
  type ImportContext,
} from '../../../../../src/core/resources/import/convert.ts';
import { importFields, matchHeaders } from '../../../../../src/core/resources/import/headers.ts';
import { bodyFromDraft } from '../../../../../src/core/resources/fields.ts';
import { brand, cars, channel, vehicle } from '../../../../../src/features/config/areas.ts';
import { tag } from '../../../../../src/features/business/areas.ts';
import { institution, personnel } from '../../../../../src/features/organization/areas.ts';
import type { FieldDef, ResourceDef } from '../../../../../src/core/resources/types.ts';
import { BOTH } from './texts.ts';

const field = (def: ResourceDef, key: string): FieldDef => def.fields.find((f) => f.key === key)!;

/** The context of an area: its choices in both languages, relations from `related` (key → records). */
function contextOf(def: ResourceDef, related: Record<string, { value: number; label: string }[]> = {}): ImportContext {
  const choices = new Map();
  for (const f of importFields(def)) {
    if (['enum', 'status', 'boolean'].includes(f.type)) choices.set(f.key, optionChoices(f, BOTH));
    if (['relation', 'relations', 'tags'].includes(f.type))
      choices.set(f.key, relationChoices(f, related[f.key] ?? [], BOTH));
  }
  return { choices };
}

const BRANDS = [
  { value: 1, label: '宝马' },
  { value: 2, label: 'Tesla' },
  { value: 3, label: '重名' },
  { value: 4, label: '重名' },
];

describe('a brand row as the form takes it', () => {
  const ctx = contextOf(brand);
  const header = ['名称', '首字母', '排序', '状态'];
  const mapping = matchHeaders(header, importFields(brand), BOTH);

  it('is ready when every rule holds; what the file leaves out takes the new record’s value', () => {
    const { draft, problems } = checkRow(brand, mapping, ['宝马', 'B', '3', '启用'], ctx);
    expect(problems).toEqual({});
    expect(bodyFromDraft(brand, draft, 'add')).toEqual({ logo: '', name: '宝马', initial: 'B', sort: 3, status: 1 });
    // Status by its English label, or a word; sort left empty is 0.
    expect(checkRow(brand, mapping, ['Audi', 'A', '', 'Disabled'], ctx).draft).toMatchObject({ sort: 0, status: 0 });
    expect(checkRow(brand, mapping, ['Audi', 'A', null, 'no'], ctx).draft.status).toBe(0);
  });

  it('names each broken rule by its field: required, pattern, number bounds, integer, choice', () => {
    expect(checkRow(brand, mapping, ['', 'b', '10000', '开着'], ctx).problems).toEqual({
      name: { key: 'resources.rules.required' },
      initial: { key: 'resources.brand.initialRule' },
      sort: { key: 'resources.rules.max', values: { max: 9999 } },
      status: { key: 'list.import.rules.choice', values: { choices: 'Enabled / Disabled' } },
    });
    expect(checkRow(brand, mapping, ['X', 'X', '1.5', ''], ctx).problems).toEqual({
      sort: { key: 'resources.rules.integer' },
    });
    expect(checkRow(brand, mapping, ['X', 'X', 'lots', ''], ctx).problems).toEqual({
      sort: { key: 'resources.rules.number' },
    });
    const long = 'x'.repeat(31);
    expect(checkRow(brand, mapping, [long, 'X', '', ''], ctx).problems).toEqual({
      name: { key: 'resources.rules.maxLength', values: { max: 30 } },
    });
  });

  it('a required field no column gives is a problem of every row', () => {
    const onlyName = matchHeaders(['名称'], importFields(brand), BOTH);
    expect(checkRow(brand, onlyName, ['宝马'], ctx).problems).toEqual({ initial: { key: 'resources.rules.required' } });
  });

  it('checks every row, numbered as the file numbers them', () => {
    const rows = checkRows(
      brand,
      [
        ['宝马', 'B', 1, '启用'],
        ['', 'b', 1, '启用'],
      ],
      [2, 5],
      mapping,
      ctx,
    );
    expect(rows.map((r) => [r.index, r.number, Object.keys(r.problems)])).toEqual([
      [0, 2, []],
      [1, 5, ['name', 'initial']],
    ]);
  });
});

describe('cells of each kind', () => {
  it('numbers: full width, thousands separators, a currency sign; money to two decimals', () => {
    expect(parseNumber('１２３')).toBe(123);
    expect(parseNumber(' 1,234.50 ')).toBe(1234.5);
    expect(parseNumber('¥12')).toBe(12);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('1,23')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
    const price = field(vehicle, 'priceMin');
    expect(cellToValue(price, 25.8, { choices: new Map() })).toEqual({ value: 25.8 });
    // 0.1 + 0.2 from a spreadsheet is 0.3, not a problem.
    expect(cellToValue(price, 0.1 + 0.2, { choices: new Map() })).toEqual({ value: 0.3 });
    expect(cellToValue(price, '1.234', { choices: new Map() })).toEqual({
      problem: { key: 'list.import.rules.decimals' },
    });
  });

  it('choices by value or by label in either language; booleans by their labels or yes/no', () => {
    const ctx = contextOf(vehicle);
    expect(cellToValue(field(vehicle, 'energyType'), '纯电动', ctx)).toEqual({ value: 'electric' });
    expect(cellToValue(field(vehicle, 'energyType'), 'Electric', ctx)).toEqual({ value: 'electric' });
    expect(cellToValue(field(vehicle, 'energyType'), 'ELECTRIC', ctx)).toEqual({ value: 'electric' });
    const carsCtx = contextOf(cars);
    const onShelf = field(cars, 'onShelf');
    expect(cellToValue(onShelf, '已下架', carsCtx)).toEqual({ value: false });
    expect(cellToValue(onShelf, 'yes', carsCtx)).toEqual({ value: true });
    expect(cellToValue(onShelf, true, carsCtx)).toEqual({ value: true });
    expect(cellToValue(onShelf, 'maybe', carsCtx)).toMatchObject({ problem: { key: 'list.import.rules.choice' } });
  });

  it('days and times as people write them, and a workbook’s day numbers', () => {
    expect(parseDayTime('2026/1/5')).toBe('2026-01-05 00:00:00');
    expect(parseDayTime('2026年1月5日 9:30')).toBe('2026-01-05 09:30:00');
    expect(parseDayTime('2026-02-30')).toBeNull();
    expect(parseDayTime('2026-01-05 24:00')).toBeNull();
    expect(serialDateTime(46027)).toBe('2026-01-05 00:00:00');
    expect(serialDateTime(46027.75)).toBe('2026-01-05 18:00:00');
    expect(serialDateTime(44565, true)).toBe('2026-01-05 00:00:00');
    const day: FieldDef = { key: 'd', label: 'd', type: 'date' };
    const time: FieldDef = { key: 't', label: 't', type: 'datetime' };
    expect(cellToValue(day, 46027, { choices: new Map() })).toEqual({ value: '2026-01-05' });
    expect(cellToValue(time, '2026-01-05 08:00:00', { choices: new Map() })).toEqual({ value: '2026-01-05 08:00:00' });
    expect(cellToValue(day, 'soon', { choices: new Map() })).toEqual({ problem: { key: 'list.import.rules.date' } });
    expect(cellToValue(time, 'soon', { choices: new Map() })).toEqual({
      problem: { key: 'list.import.rules.datetime' },
    });
  });

  it('a related record by its name: "宝马" → the brand’s id; unknown and ambiguous names are problems', () => {
    const ctx = contextOf(vehicle, { brandId: BRANDS });
    const brandId = field(vehicle, 'brandId');
    expect(cellToValue(brandId, '宝马', ctx)).toEqual({ value: 1 });
    expect(cellToValue(brandId, ' tesla ', ctx)).toEqual({ value: 2 });
    expect(cellToValue(brandId, '#2', ctx)).toEqual({ value: 2 });
    expect(cellToValue(brandId, '奔驰', ctx)).toEqual({
      problem: { key: 'list.import.rules.notFound', values: { value: '奔驰' } },
    });
    expect(cellToValue(brandId, '#99', ctx)).toMatchObject({ problem: { key: 'list.import.rules.notFound' } });
    expect(cellToValue(brandId, '重名', ctx)).toEqual({
      problem: { key: 'list.import.rules.ambiguous', values: { value: '重名' } },
    });
    // Records that could not be listed: an id is taken as it is (the server checks it).
    expect(cellToValue(brandId, '17', { ...ctx, idsOnly: new Set(['brandId']) })).toEqual({ value: 17 });
  });

  it('several related records in one cell, split at commas (either width), 、 or ;', () => {
    const roles = [
      { value: 1, label: '超级管理员' },
      { value: 2, label: '运营' },
      { value: 3, label: '客服' },
    ];
    const ctx = contextOf(personnel, { roleIds: roles });
    const roleIds = field(personnel, 'roleIds');
    expect(cellToValue(roleIds, '运营，客服、运营', ctx)).toEqual({ value: [2, 3] });
    expect(cellToValue(roleIds, '运营; 财务', ctx)).toMatchObject({ problem: { key: 'list.import.rules.notFound' } });
  });

  it('a relation’s extra first option ("Top level") by its label in either language', () => {
    const ctx = contextOf(institution, { parentId: [{ value: 5, label: '华东区' }] });
    const parent = field(institution, 'parentId');
    expect(cellToValue(parent, '顶级机构', ctx)).toEqual({ value: 0 });
    expect(cellToValue(parent, 'Top level', ctx)).toEqual({ value: 0 });
    expect(cellToValue(parent, '华东区', ctx)).toEqual({ value: 5 });
  });

  it('mobiles, colours and text: a formula-like cell is the text it is', () => {
    const ctx = contextOf(tag);
    expect(cellToValue({ key: 'm', label: 'm', type: 'mobile' }, 13800138000, ctx)).toEqual({ value: '13800138000' });
    expect(cellToValue({ key: 'm', label: 'm', type: 'mobile' }, '138 0013-8000', ctx)).toEqual({
      value: '13800138000',
    });
    expect(cellToValue(field(tag, 'color'), 'ff5722', ctx)).toEqual({ value: '#ff5722' });
    const text = field(channel, 'name');
    expect(cellToValue(text, '=1+2', ctx)).toEqual({ value: '=1+2' });
    expect(cellToValue(text, '  spaced  ', ctx)).toEqual({ value: '  spaced  ' });
    expect(cellToValue(text, null, ctx)).toEqual({ blank: true });
    expect(cellToValue(text, '   ', ctx)).toEqual({ blank: true });
  });

  it('the rules across fields: a minimum price above the maximum', () => {
    const mapping = matchHeaders(
      ['品牌', '车系', '级别', '能源类型', '最低指导价', '最高指导价'],
      importFields(vehicle),
      BOTH,
    );
    expect(mapping).toEqual(['brandId', 'name', 'level', 'energyType', 'priceMin', 'priceMax']);
    const ctx = contextOf(vehicle, { brandId: BRANDS });
    const { problems } = checkRow(vehicle, mapping, ['宝马', 'X5', 'SUV', '汽油', 80, 60], ctx);
    expect(problems).toEqual({ priceMax: { key: 'resources.vehicle.priceRange' } });
  });

  it('a value as the preview shows it: choices and related records by their labels', () => {
    const ctx = contextOf(vehicle, { brandId: BRANDS });
    expect(shownValue(field(vehicle, 'brandId'), 1, ctx)).toBe('宝马');
    expect(shownValue(field(vehicle, 'energyType'), 'electric', ctx)).toBe('Electric');
    expect(shownValue(field(vehicle, 'priceMin'), 12.5, ctx)).toBe('12.5');
    expect(shownValue(field(vehicle, 'name'), '', ctx)).toBe('');
  });
});
