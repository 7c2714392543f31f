import { describe, expect, it } from 'vitest';
import { listColumns } from '../../../../../src/core/resources/fields.ts';
import {
  COLUMN_PREFS_KEY,
  defaultColumnView,
  MAX_ACCOUNTS,
  MAX_LISTS,
  moveColumn,
  pickEntry,
  readColumnView,
  sameColumnView,
  storedColumnView,
  withEntry,
} from '../../../../../src/core/resources/list/columnPrefs.ts';
import type { ResourceDef } from '../../../../../src/core/resources/types.ts';

const columns = listColumns({
  fields: [
    { key: 'id', label: 'id', type: 'number', list: true },
    { key: 'name', label: 'name', type: 'text', list: true },
    { key: 'remark', label: 'remark', type: 'textarea', list: 'hidden' },
    { key: 'secret', label: 'secret', type: 'text' },
    { key: 'createdAt', label: 'createdAt', type: 'datetime', list: true },
  ],
} as Pick<ResourceDef, 'fields'>);

describe('Lists keep their columns: shown, order and density per account and list (issue: columns kept)', () => {
  it("the area's defaults: declared order, hidden columns offered but not shown, normal density", () => {
    expect(defaultColumnView(columns)).toEqual({
      order: ['id', 'name', 'remark', 'createdAt'],
      visible: ['id', 'name', 'createdAt'],
      density: 'normal',
    });
  });

  it('a stored view round-trips through what is stored', () => {
    const view = {
      order: ['createdAt', 'id', 'remark', 'name'],
      visible: ['createdAt', 'remark'],
      density: 'compact' as const,
    };
    const stored = storedColumnView(view, columns);
    expect(stored).toEqual({ order: view.order, hidden: ['id', 'name'], shown: ['remark'], density: 'compact' });
    expect(readColumnView(JSON.parse(JSON.stringify(stored)), columns)).toEqual(view);
  });

  it('stored values are untrusted: unknown and removed columns are ignored, never an error', () => {
    const view = readColumnView(
      {
        order: ['gone', 'name', 'secret', 'name', 7, '__proto__'],
        hidden: ['id', 'gone'],
        shown: ['secret'],
        density: 'huge',
      },
      columns,
    );
    // Columns the stored order left out keep their declared place after the stored ones.
    expect(view.order).toEqual(['name', 'id', 'remark', 'createdAt']);
    expect(view.visible).toEqual(['name', 'createdAt']);
    expect(view.density).toBe('normal');
    for (const junk of [null, undefined, 'text', 42, [], [1, 2], { order: 'id' }, { density: ['compact'] }])
      expect(readColumnView(junk, columns)).toEqual(defaultColumnView(columns));
  });

  it('a column added to the area since keeps its default visibility', () => {
    const stored = { order: ['name', 'id'], hidden: [], shown: [] };
    expect(readColumnView(stored, columns).visible).toEqual(['name', 'id', 'createdAt']);
  });

  it('per account and per list: one entry changes, the others stay', () => {
    let table = withEntry(undefined, 'id:1', 'user', { density: 'compact' });
    table = withEntry(table, 'id:1', 'tag', { density: 'comfortable' });
    table = withEntry(table, 'id:2', 'user', { density: 'normal' });
    expect(pickEntry(table, 'id:1', 'user')).toEqual({ density: 'compact' });
    expect(pickEntry(table, 'id:1', 'tag')).toEqual({ density: 'comfortable' });
    expect(pickEntry(table, 'id:2', 'user')).toEqual({ density: 'normal' });
    expect(pickEntry(table, 'id:2', 'tag')).toBeUndefined();
    // Reset removes the entry.
    table = withEntry(table, 'id:1', 'user', undefined);
    expect(pickEntry(table, 'id:1', 'user')).toBeUndefined();
    expect(pickEntry(table, 'id:1', 'tag')).toEqual({ density: 'comfortable' });
  });

  it('a corrupt table is replaced, inherited names are not read, and the table stays bounded', () => {
    expect(pickEntry('junk', 'a', 'b')).toBeUndefined();
    expect(pickEntry({ a: [] }, 'a', 'b')).toBeUndefined();
    expect(pickEntry({}, 'constructor', 'name')).toBeUndefined();
    expect(pickEntry({ a: {} }, 'a', 'toString')).toBeUndefined();
    expect(withEntry('junk', 'a', 'b', 1)).toEqual({ a: { b: 1 } });
    expect(withEntry({ x: 'junk', y: { l: 1 } }, 'a', 'b', 1)).toEqual({ y: { l: 1 }, a: { b: 1 } });
    let table: unknown = {};
    for (let i = 0; i < MAX_ACCOUNTS + 5; i++) table = withEntry(table, `acct${i}`, 'user', i);
    expect(Object.keys(table as object)).toHaveLength(MAX_ACCOUNTS);
    // The most recently used stay.
    expect(pickEntry(table, `acct${MAX_ACCOUNTS + 4}`, 'user')).toBe(MAX_ACCOUNTS + 4);
    expect(pickEntry(table, 'acct0', 'user')).toBeUndefined();
    for (let i = 0; i < MAX_LISTS + 5; i++) table = withEntry(table, 'me', `list${i}`, i);
    expect(Object.keys((table as Record<string, object>).me!)).toHaveLength(MAX_LISTS);
  });

  it('moves a column one place by keyboard-operable steps, and not past either end', () => {
    const order = ['a', 'b', 'c'];
    expect(moveColumn(order, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(order, 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(order, 'a', -1)).toEqual(order);
    expect(moveColumn(order, 'c', 1)).toEqual(order);
    expect(moveColumn(order, 'z', 1)).toEqual(order);
  });

  it('compares views by order, the set shown and density', () => {
    const a = defaultColumnView(columns);
    expect(sameColumnView(a, { ...a, visible: [...a.visible].reverse() })).toBe(true);
    expect(sameColumnView(a, { ...a, density: 'compact' })).toBe(false);
    expect(sameColumnView(a, { ...a, order: moveColumn(a.order, 'id', 1) })).toBe(false);
    expect(sameColumnView(a, { ...a, visible: ['id'] })).toBe(false);
  });
});

describe('columns kept: a stored table with hostile keys', () => {
  it('a `__proto__` account or list stays a plain key and changes no prototype', () => {
    const stored = JSON.parse('{"__proto__": {"polluted": {"density": "compact"}}, "me": {"__proto__": 1}}') as unknown;
    const table = withEntry(stored, 'me', 'user', { density: 'compact' });
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(pickEntry(table, '__proto__', 'polluted')).toEqual({ density: 'compact' });
    expect(pickEntry(table, 'me', '__proto__')).toBe(1);
    expect(pickEntry(table, 'me', 'user')).toEqual({ density: 'compact' });
  });
});

describe('columns kept: the stored key and odd stored values', () => {
  it('is kept under one key; non-string names and a stored object that is not a table are ignored', () => {
    expect(COLUMN_PREFS_KEY).toBe('list-columns');
    expect(readColumnView({ order: 'id,name', hidden: 'name', shown: {}, density: 'compact' }, columns)).toEqual({
      ...defaultColumnView(columns),
      density: 'compact',
    });
    expect(readColumnView({ order: [1, null, 'name'] }, columns).order[0]).toBe('name');
    expect(readColumnView(['id'], columns)).toEqual(defaultColumnView(columns));
  });

  it('an account entry that is not a table reads as nothing and is replaced on write', () => {
    expect(pickEntry({ me: 'junk' }, 'me', 'user')).toBeUndefined();
    expect(pickEntry({ me: ['user'] }, 'me', 'user')).toBeUndefined();
    expect(pickEntry({ me: { user: 0 } }, 'me', 'user')).toBe(0);
    expect(withEntry({ me: ['junk'] }, 'me', 'user', 1)).toEqual({ me: { user: 1 } });
    expect(withEntry({ me: null }, 'me', 'user', 1)).toEqual({ me: { user: 1 } });
    expect(withEntry([{ a: 1 }], 'me', 'user', 1)).toEqual({ me: { user: 1 } });
    // Another account whose entry is not a table is dropped; the order is oldest first.
    expect(Object.keys(withEntry({ b: { l: 1 }, x: 3, a: { l: 2 } }, 'me', 'user', 1))).toEqual(['b', 'a', 'me']);
  });
});
