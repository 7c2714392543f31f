import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeListAddress,
  encodeListAddress,
  MAX_IDS,
  MAX_PAGE,
  MAX_TEXT_LENGTH,
  normaliseListState,
  sameListState,
} from '../../../../../src/core/resources/list/address.ts';
import { initialListState, PAGE_SIZES, type ListState } from '../../../../../src/core/resources/params.ts';
import { formatDateTime, formatDay } from '../../../../../src/core/resources/format.ts';
import { area, fields } from './sample.ts';

const state = (patch: Partial<ListState> = {}): ListState => ({ ...initialListState(area), ...patch });
const decode = (search: string, fixed?: readonly string[]) => decodeListAddress(area, search, fixed);
const filtersOf = (search: string) => decode(search).state.filters;

describe('a list view → its address', () => {
  it('is empty for the defaults', () => {
    expect(encodeListAddress(area, state())).toBe('');
    expect(encodeListAddress({ fields }, initialListState({}))).toBe('');
  });

  it('writes keyword, filters in declared order, sort, page and limit, in that order', () => {
    const view = state({
      keyword: '  王 伟 ',
      first: 40,
      rows: 20,
      sortField: 'points',
      sortOrder: 1,
      filters: {
        tagIds: [3, 5],
        createdAt: ['2026-01-01', null],
        status: 1,
        name: 'a&b=c',
        points: [null, 7],
      },
    });
    expect(encodeListAddress(area, view)).toBe(
      'keyword=%E7%8E%8B%20%E4%BC%9F&name=a%26b%3Dc&points[]=&points[]=7&status=1&createdAt[]=2026-01-01&createdAt[]=' +
        '&tagIds[]=3&tagIds[]=5&sort=points&order=asc&page=3&limit=20',
    );
  });

  it('writes an open range end that is undefined as empty', () => {
    expect(encodeListAddress(area, state({ filters: { price: [undefined, 2.5] } }))).toBe('price[]=&price[]=2.5');
  });

  it('leaves out inactive filters, undeclared and unfiltered fields, fixed keys, and a keyword the area lacks', () => {
    const view = state({
      keyword: '   ',
      filters: { name: '', tagIds: [], points: [null, null], hidden: 'x', nope: 1, status: null, userId: 4 },
    });
    expect(encodeListAddress(area, view)).toBe('userId=4');
    expect(encodeListAddress(area, view, ['userId'])).toBe('');
    expect(encodeListAddress({ fields }, { ...initialListState({}), keyword: 'x' })).toBe('');
  });

  it('writes the sort only when it differs from the declared one', () => {
    expect(encodeListAddress(area, state({ sortField: 'createdAt', sortOrder: -1 }))).toBe('');
    expect(encodeListAddress(area, state({ sortField: 'createdAt', sortOrder: 1 }))).toBe('sort=createdAt&order=asc');
    expect(encodeListAddress(area, state({ sortField: 'name', sortOrder: -1 }))).toBe('sort=name&order=desc');
    expect(encodeListAddress(area, state({ sortField: null, sortOrder: null }))).toBe('sort=');
    expect(encodeListAddress(area, state({ sortField: 'name', sortOrder: null }))).toBe('sort=');
    expect(encodeListAddress({ fields }, { ...initialListState({}), sortField: 'name', sortOrder: -1 })).toBe(
      'sort=name&order=desc',
    );
    expect(encodeListAddress({ fields }, { ...initialListState({}), sortField: null, sortOrder: 1 })).toBe('');
  });

  it('writes page from first and rows, and limit unless it is the first page size', () => {
    expect(encodeListAddress(area, state({ first: 10 }))).toBe('page=2');
    expect(encodeListAddress(area, state({ first: 9 }))).toBe('');
    expect(encodeListAddress(area, state({ rows: 50 }))).toBe('limit=50');
  });
});

describe('an address → a list view', () => {
  it('reads what the encoder writes', () => {
    const { state: view, dropped } = decode(
      '?keyword=%E7%8E%8B+%E4%BC%9F&name=a%26b%3Dc&status=1&createdAt[]=2026-01-01&createdAt[]=&tagIds%5B%5D=3&tagIds[]=5' +
        '&sort=points&order=asc&page=3&limit=20',
    );
    expect(dropped).toEqual([]);
    expect(view).toEqual({
      first: 40,
      rows: 20,
      sortField: 'points',
      sortOrder: 1,
      keyword: '王 伟',
      filters: { name: 'a&b=c', status: 1, createdAt: ['2026-01-01', null], tagIds: [3, 5] },
    });
  });

  it('gives the defaults for an empty address', () => {
    expect(decode('')).toEqual({ state: initialListState(area), dropped: [] });
  });

  it('drops parameters the area does not declare, each named once', () => {
    const { state: view, dropped } = decode('x=1&hidden=2&body=3&x=2&__proto__=1&constructor[]=2&id[]=1&id[]=2');
    expect(view).toEqual(initialListState(area));
    expect(dropped).toEqual(['x', 'hidden', 'body', '__proto__', 'constructor', 'id']);
  });

  it('drops the keyword when the area has no keyword search, or it is too long', () => {
    expect(decodeListAddress({ fields }, 'keyword=a').dropped).toEqual(['keyword']);
    expect(decodeListAddress({ fields }, 'keyword=a').state.keyword).toBe('');
    expect(decode(`keyword=${'k'.repeat(MAX_TEXT_LENGTH)}`).state.keyword).toHaveLength(MAX_TEXT_LENGTH);
    expect(decode(`keyword=${'k'.repeat(MAX_TEXT_LENGTH + 1)}`)).toEqual({ state: state(), dropped: ['keyword'] });
    expect(decode(`keyword=%20${'k'.repeat(MAX_TEXT_LENGTH)}%20`).state.keyword).toHaveLength(MAX_TEXT_LENGTH);
    expect(decode('keyword[]=a')).toEqual({ state: state(), dropped: ['keyword'] });
    expect(decode('keyword=a&keyword=b').state.keyword).toBe('a');
  });

  it('drops fixed keys', () => {
    expect(decode('userId=3&status=1', ['userId'])).toEqual({
      state: state({ filters: { status: 1 } }),
      dropped: ['userId'],
    });
  });

  it('reads options as the option type', () => {
    expect(filtersOf('kind=car')).toEqual({ kind: 'car' });
    expect(filtersOf('kind=2')).toEqual({ kind: 2 });
    expect(filtersOf('status=0')).toEqual({ status: 0 });
    expect(filtersOf('vip=true')).toEqual({ vip: true });
    expect(filtersOf('vip=false')).toEqual({ vip: false });
    for (const bad of ['kind=Car', 'kind=02', 'status=2', 'status=01', 'vip=1', 'vip=TRUE', 'kind=']) {
      expect(decode(bad).dropped, bad).toEqual([bad.split('=')[0]]);
      expect(decode(bad).state.filters, bad).toEqual({});
    }
  });

  it('reads text trimmed, at most 100 characters, and never empty', () => {
    expect(filtersOf('name=%20ab%20')).toEqual({ name: 'ab' });
    expect(filtersOf(`note=${'n'.repeat(MAX_TEXT_LENGTH)}`)).toEqual({ note: 'n'.repeat(MAX_TEXT_LENGTH) });
    expect(decode(`note=${'n'.repeat(MAX_TEXT_LENGTH + 1)}`).dropped).toEqual(['note']);
    expect(decode('mobile=%20').dropped).toEqual(['mobile']);
    expect(decode('name=a&name=b').state.filters).toEqual({ name: 'a' });
  });

  it('takes ids as positive integers', () => {
    expect(filtersOf('userId=12')).toEqual({ userId: 12 });
    for (const bad of ['0', '-1', '1.5', '01', 'x', '1e3', '9999999999999999']) {
      expect(decode(`userId=${bad}`).dropped, bad).toEqual(['userId']);
    }
    expect(filtersOf('roleIds[]=1&roleIds[]=999999999999999')).toEqual({ roleIds: [1, 999999999999999] });
  });

  it('takes at most 50 ids, all positive integers, given in brackets', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `tagIds[]=${i + 1}`).join('&');
    expect((filtersOf(ids(MAX_IDS)).tagIds as number[]).length).toBe(MAX_IDS);
    expect(decode(ids(MAX_IDS + 1))).toEqual({ state: state(), dropped: ['tagIds'] });
    expect(decode('tagIds[]=1&tagIds[]=0').dropped).toEqual(['tagIds']);
    expect(decode('tagIds[]=1&tagIds[]=').dropped).toEqual(['tagIds']);
    expect(decode('tagIds=1').dropped).toEqual(['tagIds']);
    expect(decode('tagIds=1&tagIds[]=2').dropped).toEqual(['tagIds']);
  });

  it('wants a scalar for a match filter', () => {
    expect(decode('status[]=1')).toEqual({ state: state(), dropped: ['status'] });
    expect(decode('status=1&status[]=1').dropped).toEqual(['status']);
  });

  it('reads ranges of two ends, an empty end open', () => {
    expect(filtersOf('points[]=-3&points[]=')).toEqual({ points: [-3, null] });
    expect(filtersOf('price[]=&price[]=12.05')).toEqual({ price: [null, 12.05] });
    expect(filtersOf('price[]=1&price[]=-2.5')).toEqual({ price: [1, -2.5] });
    expect(filtersOf('birthday[]=2024-02-29&birthday[]=2024-03-01')).toEqual({
      birthday: ['2024-02-29', '2024-03-01'],
    });
    expect(filtersOf('createdAt[]=2026-01-01%2000:00:00&createdAt[]=2026-01-31')).toEqual({
      createdAt: ['2026-01-01 00:00:00', '2026-01-31'],
    });
    expect(filtersOf('createdAt[]=2026-01-01+23:59:59&createdAt[]=')).toEqual({
      createdAt: ['2026-01-01 23:59:59', null],
    });
    expect(decode('points[]=&points[]=')).toEqual({ state: state(), dropped: [] });
  });

  it('drops a range whose ends do not fit', () => {
    const bad = [
      'points[]=1.5&points[]=',
      'points[]=1e3&points[]=',
      'points[]=1&points[]=2&points[]=3',
      'points[]=1',
      'points=1',
      'points=1&points[]=1&points[]=2',
      'price[]=1.234&price[]=',
      'price[]=.5&price[]=',
      'price[]=1.&price[]=',
      'birthday[]=2023-02-29&birthday[]=',
      'birthday[]=2026-1-01&birthday[]=',
      'birthday[]=2026-01-01%2000:00:00&birthday[]=',
      'birthday[]=x2026-01-01&birthday[]=',
      'birthday[]=2026-01-01x&birthday[]=',
      'createdAt[]=2026-01-01%2024:00:00&createdAt[]=',
      'createdAt[]=2026-01-01%2010:60:00&createdAt[]=',
      'createdAt[]=2026-01-01%2023:60:00&createdAt[]=',
      'createdAt[]=2026-01-01%2023:00:60&createdAt[]=',
      'createdAt[]=2026-02-30%2010:00:00&createdAt[]=',
      'createdAt[]=2026-01-01%2010:00&createdAt[]=',
      'createdAt[]=2026-01-01T10:00:00&createdAt[]=',
      'createdAt[]=x2026-01-01%2010:00:00&createdAt[]=',
      'createdAt[]=2026-01-01%2010:00:00x&createdAt[]=',
    ];
    for (const search of bad) {
      const { state: view, dropped } = decode(search);
      expect(dropped, search).toEqual([search.split(/[[=]/)[0]]);
      expect(view.filters, search).toEqual({});
    }
    expect(filtersOf('createdAt[]=2026-01-01%2020:09:09&createdAt[]=2026-01-01%2019:59:59')).toEqual({
      createdAt: ['2026-01-01 20:09:09', '2026-01-01 19:59:59'],
    });
  });

  it('reads a sort of a sortable or the declared field, asc when no order is given', () => {
    expect(decode('sort=name&order=desc').state).toMatchObject({ sortField: 'name', sortOrder: -1 });
    expect(decode('sort=points').state).toMatchObject({ sortField: 'points', sortOrder: 1 });
    expect(decodeListAddress({ ...area, fields: [] }, 'sort=createdAt&order=asc').state).toMatchObject({
      sortField: 'createdAt',
      sortOrder: 1,
    });
    expect(decode('sort=').state).toMatchObject({ sortField: null, sortOrder: null });
    expect(decode('order=asc')).toEqual({ state: state({ sortOrder: 1 }), dropped: [] });
    expect(decode('sort=name&sort=points').state.sortField).toBe('name');
  });

  it('drops a sort of another field and an order that is neither asc nor desc', () => {
    expect(decode('sort=hidden')).toEqual({ state: state(), dropped: ['sort'] });
    expect(decode('sort=hidden&order=asc')).toEqual({ state: state(), dropped: ['sort', 'order'] });
    expect(decode('sort=&order=asc')).toEqual({ state: state(), dropped: ['sort', 'order'] });
    expect(decode('sort[]=name')).toEqual({ state: state(), dropped: ['sort'] });
    expect(decode('sort=name&order=up')).toEqual({
      state: state({ sortField: 'name', sortOrder: 1 }),
      dropped: ['order'],
    });
    expect(decode('order=up')).toEqual({ state: state(), dropped: ['order'] });
    expect(decode('order[]=asc')).toEqual({ state: state(), dropped: ['order'] });
    expect(decodeListAddress({ fields }, 'order=asc')).toEqual({ state: initialListState({}), dropped: ['order'] });
  });

  it('reads page and limit', () => {
    expect(decode('page=3&limit=50').state).toMatchObject({ first: 100, rows: 50 });
    expect(decode('limit=50&page=3').state).toMatchObject({ first: 100, rows: 50 });
    expect(decode(`page=${MAX_PAGE}`).state.first).toBe((MAX_PAGE - 1) * 10);
    expect(decode('page=1').state.first).toBe(0);
    for (const page of ['0', '-1', '1.5', String(MAX_PAGE + 1), 'x', '']) {
      expect(decode(`page=${page}`), page).toEqual({ state: state(), dropped: ['page'] });
    }
    for (const limit of ['30', '100', '010', 'x', '']) {
      expect(decode(`limit=${limit}`), limit).toEqual({ state: state(), dropped: ['limit'] });
    }
    expect(decode('page[]=2&limit[]=20')).toEqual({ state: state(), dropped: ['limit', 'page'] });
    expect(decode('page=2&page=3').state.first).toBe(10);
  });

  it('names every offending parameter once, in the order it is read', () => {
    expect(
      decode('zz=1&page=0&status=9&sort=nope&order=up&limit=7&status=8&zz=2&keyword=' + 'k'.repeat(101)).dropped,
    ).toEqual(['keyword', 'status', 'sort', 'order', 'limit', 'page', 'zz']);
  });

  it('never takes a field named like a list parameter for a filter', () => {
    for (const key of ['keyword', 'sort', 'order', 'page', 'limit']) {
      const odd = { fields: [{ key, label: 'p', type: 'text' as const, filter: true, sortable: true }] };
      expect(encodeListAddress(odd, { ...initialListState({}), filters: { [key]: 'x' } }), key).toBe('');
      expect(decodeListAddress(odd, `${key}=x`).state.filters, key).toEqual({});
    }
  });

  it('drops a list parameter given both plain and in brackets', () => {
    expect(decode('sort=name&sort[]=points')).toEqual({ state: state(), dropped: ['sort'] });
    expect(decode('keyword=a&keyword[]=b')).toEqual({ state: state(), dropped: ['keyword'] });
    expect(decode('sort=name&order=asc&order[]=desc')).toEqual({
      state: state({ sortField: 'name', sortOrder: 1 }),
      dropped: ['order'],
    });
    expect(decode('page=2&page[]=3')).toEqual({ state: state(), dropped: ['page'] });
  });
});

const text = fc
  .string({
    minLength: 1,
    maxLength: MAX_TEXT_LENGTH,
    unit: fc.constantFrom('a', 'Z', ' ', '&', '=', '+', '%', '#', '王', '?', '[]'),
  })
  .map((s) => s.trim())
  .filter((s) => s !== '' && s.length <= MAX_TEXT_LENGTH);
const id = fc.integer({ min: 1, max: 2 ** 40 });
const day = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });
const range = <T>(end: fc.Arbitrary<T>) =>
  fc.tuple(fc.option(end), fc.option(end)).filter(([a, b]) => a !== null || b !== null);

const filterValues: Record<string, fc.Arbitrary<unknown>> = {
  name: text,
  note: text,
  image: text,
  mobile: text,
  color: text,
  kind: fc.constantFrom('car', 2),
  status: fc.constantFrom(0, 1),
  vip: fc.boolean(),
  userId: id,
  owner: id,
  tagIds: fc.array(id, { minLength: 1, maxLength: MAX_IDS }),
  roleIds: fc.array(id, { minLength: 1, maxLength: MAX_IDS }),
  points: range(fc.integer({ min: -(2 ** 45), max: 2 ** 45 })),
  price: range(fc.integer({ min: -(10 ** 14), max: 10 ** 14 }).map((cents) => cents / 100)),
  birthday: range(day.map(formatDay)),
  createdAt: range(fc.oneof(day.map(formatDay), day.map(formatDateTime))),
};

const validState: fc.Arbitrary<ListState> = fc
  .record({
    keyword: text.map(String),
    noKeyword: fc.boolean(),
    filters: fc.record(filterValues, { requiredKeys: [] }),
    sort: fc.option(fc.tuple(fc.constantFrom('id', 'name', 'points', 'createdAt'), fc.constantFrom<1 | -1>(1, -1))),
    rows: fc.constantFrom(...PAGE_SIZES),
    page: fc.integer({ min: 1, max: MAX_PAGE }),
  })
  .map(({ keyword, noKeyword, filters, sort, rows, page }) => ({
    first: (page - 1) * rows,
    rows,
    sortField: sort ? sort[0] : null,
    sortOrder: sort ? sort[1] : null,
    keyword: noKeyword ? '' : keyword,
    filters,
  }));

describe('properties', () => {
  it('restores every valid view from its address', () => {
    fc.assert(
      fc.property(validState, (view) => {
        const { state: back, dropped } = decode(encodeListAddress(area, view));
        expect(dropped).toEqual([]);
        expect(back).toEqual(view);
        expect(sameListState(back, view)).toBe(true);
        expect(normaliseListState(area, view)).toEqual(view);
      }),
      { numRuns: 400 },
    );
  });

  const names = fc.constantFrom(
    ...fields.map((f) => f.key),
    'keyword',
    'sort',
    'order',
    'page',
    'limit',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
  );
  const hostileValue = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      '',
      '1',
      '0',
      'true',
      'asc',
      'desc',
      '2026-01-01',
      '%',
      '%E0%A4%A',
      'name',
      '1e309',
      '9'.repeat(400),
    ),
    fc.integer().map(String),
    fc.double().map(String),
  );
  const pair = fc
    .tuple(names, fc.boolean(), hostileValue)
    .map(([name, listed, value]) => `${encodeURIComponent(name)}${listed ? '[]' : ''}=${encodeURIComponent(value)}`);
  const hostile = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.array(pair, { maxLength: 30 }).map((pairs) => pairs.join('&')),
    fc.array(fc.oneof(pair, fc.string()), { maxLength: 10 }).map((pairs) => pairs.join('&')),
  );
  const filterKeys = fields.filter((f) => f.filter).map((f) => f.key);

  it('never throws on a hostile address, and gives a view the address can hold', () => {
    fc.assert(
      fc.property(hostile, fc.subarray(filterKeys, { maxLength: 2 }), (search, fixed) => {
        const { state: view, dropped } = decodeListAddress(area, search, fixed);
        expect(Object.getPrototypeOf(view.filters)).toBe(Object.prototype);
        for (const key of Object.keys(view.filters)) {
          expect(filterKeys).toContain(key);
          expect(fixed).not.toContain(key);
        }
        expect(new Set(dropped).size).toBe(dropped.length);
        expect(PAGE_SIZES).toContain(view.rows);
        expect(view.first % view.rows).toBe(0);
        expect(view.first / view.rows).toBeLessThan(MAX_PAGE);
        expect(view.keyword.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
        expect(decodeListAddress(area, encodeListAddress(area, view, fixed), fixed)).toEqual({
          state: view,
          dropped: [],
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on huge input', () => {
    const huge = `tagIds[]=${'9'.repeat(100_000)}&name=${'x'.repeat(100_000)}&${'a=1&'.repeat(10_000)}page=${'1'.repeat(1000)}`;
    const { state: view, dropped } = decode(huge);
    expect(view).toEqual(state());
    expect(dropped).toEqual(['name', 'tagIds', 'page', 'a']);
  });
});

describe('sameListState', () => {
  const base = state({ filters: { status: 1, tagIds: [1, 2], points: [1, null] } });

  it('holds for the same view, whatever inactive filters are written', () => {
    expect(sameListState(base, structuredClone(base))).toBe(true);
    const withBlanks = {
      ...base,
      keyword: '  ',
      filters: { ...base.filters, name: '', roleIds: [], price: [null, ''], x: undefined },
    };
    expect(sameListState(base, withBlanks)).toBe(true);
    expect(sameListState(withBlanks, base)).toBe(true);
    expect(sameListState(state({ keyword: 'a ' }), state({ keyword: ' a' }))).toBe(true);
  });

  it('tells views apart by every part', () => {
    const differ = [
      { first: 10 },
      { rows: 20 },
      { sortField: 'name' },
      { sortOrder: 1 as const },
      { keyword: 'a' },
      { filters: { ...base.filters, status: 0 } },
      { filters: { ...base.filters, tagIds: [1] } },
      { filters: { ...base.filters, tagIds: [2, 1] } },
      { filters: { ...base.filters, points: [1, 2] } },
      { filters: { ...base.filters, points: [null, 1] } },
      { filters: { status: 1, tagIds: [1, 2] } },
      { filters: { ...base.filters, name: 'x' } },
      { filters: { ...base.filters, status: '1' } },
    ];
    for (const patch of differ) {
      expect(sameListState(base, { ...base, ...patch }), JSON.stringify(patch)).toBe(false);
      expect(sameListState({ ...base, ...patch }, base), JSON.stringify(patch)).toBe(false);
    }
  });

  it('takes a blank value and an array of blanks alike, and an array apart from a scalar', () => {
    expect(sameListState(state({ filters: { a: null } }), state({ filters: { a: [] } }))).toBe(true);
    expect(sameListState(state({ filters: { a: [undefined] } }), state({ filters: {} }))).toBe(true);
    expect(sameListState(state({ filters: { a: [1] } }), state({ filters: { a: 1 } }))).toBe(false);
    expect(sameListState(state({ filters: { a: 1 } }), state({ filters: { a: [1] } }))).toBe(false);
    expect(sameListState(state({ filters: { a: [0] } }), state({ filters: {} }))).toBe(false);
    expect(sameListState(state({ filters: { a: NaN } }), state({ filters: { a: NaN } }))).toBe(true);
  });
});
