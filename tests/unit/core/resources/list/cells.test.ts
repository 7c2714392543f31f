import { describe, expect, it } from 'vitest';
import { exportCell, exportTable } from '../../../../../src/core/resources/list/cells.ts';
import type { FieldDef, RecordData } from '../../../../../src/core/resources/types.ts';
import { fields } from './sample.ts';

const t = (key: string) => `«${key}»`;
const field = (key: string): FieldDef => fields.find((f) => f.key === key) as FieldDef;
const cell = (key: string, record: Partial<RecordData>) => exportCell(field(key), { id: 1, ...record }, t, 'en');

describe('exportCell', () => {
  it('gives numbers and money as numbers, not formatted text', () => {
    expect(cell('points', { points: -1234567 })).toBe(-1234567);
    expect(cell('price', { price: 12.5 })).toBe(12.5);
    expect(cell('id', { id: 7 })).toBe(7);
    for (const value of [null, undefined, '12', NaN, Infinity]) expect(cell('price', { price: value })).toBeNull();
  });

  it('gives an option by its translated label, and an unknown value as it is', () => {
    expect(cell('kind', { kind: 'car' })).toBe('«kind.car»');
    expect(cell('kind', { kind: 2 })).toBe('«kind.two»');
    expect(cell('kind', { kind: '2' })).toBe('2');
    expect(cell('status', { status: 1 })).toBe('«resources.status.enabled»');
    expect(cell('status', { status: 0 })).toBe('«resources.status.disabled»');
    expect(cell('vip', { vip: true })).toBe('«resources.boolean.yes»');
    expect(cell('vip', { vip: false })).toBe('«resources.boolean.no»');
    expect(cell('vip', { vip: 0 })).toBe('0');
    for (const value of [null, undefined, '']) expect(cell('status', { status: value })).toBeNull();
  });

  it('gives related records by their names', () => {
    expect(cell('tagIds', { tagIds: [1, 2], tags: [{ name: 'VIP', color: '#f00' }, { name: '新' }] })).toBe('VIP, 新');
    expect(cell('roleIds', { roleIds: [1], roleNames: ['admin', 'ops'] })).toBe('admin, ops');
    expect(cell('roleIds', { roleIds: [1], roleNames: [] })).toBeNull();
    expect(cell('tagIds', { tagIds: [1] })).toBeNull();
    expect(exportCell({ key: 'x', label: 'x', type: 'tags' }, { id: 1, x: [1], undefined: ['a'] }, t, 'en')).toBeNull();
    expect(cell('userId', { userId: 4, userName: '王伟' })).toBe('王伟');
    expect(cell('userId', { userId: 4, userName: '' })).toBe('#4');
    expect(cell('userId', { userId: 4 })).toBe('#4');
    expect(cell('owner', { owner: 9, undefined: 'x' })).toBe('#9');
    for (const value of [0, null, undefined, '']) expect(cell('userId', { userId: value })).toBeNull();
  });

  it('gives days and times, pictures and text as the screen shows them', () => {
    expect(cell('birthday', { birthday: '2026-01-02' })).toBe('2026-01-02');
    expect(cell('createdAt', { createdAt: '2026-01-02 03:04:05' })).toBe('2026-01-02 03:04:05');
    expect(cell('image', { image: 'https://x/y.png' })).toBe('https://x/y.png');
    expect(cell('name', { name: '=cmd' })).toBe('=cmd');
    expect(cell('note', { note: 'a\nb' })).toBe('a\nb');
    expect(cell('color', { color: '#fff' })).toBe('#fff');
    expect(cell('mobile', { mobile: 13800000000 })).toBe('13800000000');
    for (const value of [null, undefined, '']) expect(cell('name', { name: value })).toBeNull();
    expect(cell('name', { name: 0 })).toBe('0');
  });
});

describe('exportTable', () => {
  it('gives translated labels and one row per record', () => {
    const chosen = [field('name'), field('status'), field('points')];
    expect(
      exportTable(
        chosen,
        [
          { id: 1, name: 'a', status: 1, points: 3 },
          { id: 2, name: null, status: 0 },
        ],
        t,
        'zh-cn',
      ),
    ).toEqual({
      header: ['«f.name»', '«f.status»', '«f.points»'],
      rows: [
        ['a', '«resources.status.enabled»', 3],
        [null, '«resources.status.disabled»', null],
      ],
    });
    expect(exportTable([], [], t, 'en')).toEqual({ header: [], rows: [] });
  });
});

describe('exportTable — a declared field with a secret name is never exported (the one secret rule)', () => {
  const declared = (key: string): FieldDef => ({ key, label: `f.${key}`, type: 'text' }) as FieldDef;

  it('leaves out password, token, a captcha code and the like, whatever the columns ask', () => {
    const chosen = ['name', 'password', 'apiToken', 'pwd', 'signature', 'uuid', 'code', 'mobile'].map(declared);
    const record = {
      id: 1,
      name: 'Ann',
      password: 'hunter2',
      apiToken: 't',
      pwd: 'p',
      signature: 's',
      uuid: 'u',
      code: '1234',
      mobile: '138',
    };
    expect(exportTable(chosen, [record], t, 'en')).toEqual({
      header: ['«f.name»', '«f.uuid»', '«f.mobile»'],
      rows: [['Ann', 'u', '138']],
    });
  });

  it("keeps a brand's or a region's code, and the names that only look secret", () => {
    const chosen = ['code', 'name', 'shipping', 'passenger', 'compass', 'opinion'].map(declared);
    const record = { id: 1, code: 'BMW', name: 'BMW', shipping: 's', passenger: 'p', compass: 'c', opinion: 'o' };
    expect(exportTable(chosen, [record], t, 'en')).toEqual({
      header: ['«f.code»', '«f.name»', '«f.shipping»', '«f.passenger»', '«f.compass»', '«f.opinion»'],
      rows: [['BMW', 'BMW', 's', 'p', 'c', 'o']],
    });
  });
});
