import { describe, expect, it } from 'vitest';
import {
  bodyFromDraft,
  defaultVisibleColumns,
  detailFields,
  emptyDraft,
  filterFields,
  formFields,
  listColumns,
  recordTitle,
} from '../../../../src/core/resources/fields.ts';
import { user, withdrawal } from '../../../../src/features/business/areas.ts';
import { brand } from '../../../../src/features/config/areas.ts';
import type { ResourceDef } from '../../../../src/core/resources/types.ts';

const demo: ResourceDef = {
  name: 'demo',
  group: 'config',
  item: 'x',
  titleField: 'name',
  fields: [
    { key: 'id', label: 'id', type: 'number', list: true },
    { key: 'name', label: 'name', type: 'text', list: true, form: true, filter: true },
    { key: 'code', label: 'code', type: 'text', list: 'hidden', form: 'add' },
    { key: 'count', label: 'count', type: 'number', list: true, form: 'readonly' },
    { key: 'notes', label: 'notes', type: 'textarea', form: true, detail: false },
    { key: 'on', label: 'on', type: 'status', form: true },
    { key: 'tags', label: 'tags', type: 'tags', form: true },
  ],
  permissions: { list: 'sys:demo:list', info: 'sys:demo:info' },
};

describe('a declaration → what each screen shows', () => {
  it('lists columns, hidden ones offered in the column chooser', () => {
    expect(listColumns(demo).map((c) => [c.field.key, c.visibleByDefault])).toEqual([
      ['id', true],
      ['name', true],
      ['code', false],
      ['count', true],
    ]);
    expect(defaultVisibleColumns(demo)).toEqual(['id', 'name', 'count']);
    expect(defaultVisibleColumns(user)).not.toContain('gender');
  });

  it('filters the fields marked as filters', () => {
    expect(filterFields(demo).map((f) => f.key)).toEqual(['name']);
    expect(filterFields(user).map((f) => f.key)).toEqual(['gender', 'tagIds', 'status', 'registeredAt']);
  });

  it('adds editable fields; edits them and shows add-only and read-only ones without letting them change; looks at all read-only', () => {
    expect(formFields(demo, 'add').map((f) => [f.field.key, f.readOnly])).toEqual([
      ['name', false],
      ['code', false],
      ['notes', false],
      ['on', false],
      ['tags', false],
    ]);
    expect(formFields(demo, 'edit').map((f) => [f.field.key, f.readOnly])).toEqual([
      ['name', false],
      ['code', true],
      ['count', true],
      ['notes', false],
      ['on', false],
      ['tags', false],
    ]);
    expect(formFields(demo, 'look').every((f) => f.readOnly)).toBe(true);
    expect(formFields(user, 'edit', ['tagIds']).map((f) => f.field.key)).toEqual(['tagIds']);
  });

  it('leaves out of the detail screen what says so', () => {
    expect(detailFields(demo).map((f) => f.key)).not.toContain('notes');
  });

  it('starts a new record with empty values and the declared defaults', () => {
    expect(emptyDraft(demo)).toEqual({ name: '', code: '', count: null, notes: '', on: 1, tags: [] });
    expect(emptyDraft(brand)).toMatchObject({ sort: 0, status: 1 });
  });

  it('sends the editable fields only, strings trimmed, with the id when editing', () => {
    const draft = { id: 4, name: ' 名称 ', code: 'C', count: 9, notes: 'n', on: 0, tags: [1], extra: 'display only' };
    expect(bodyFromDraft(demo, draft, 'add')).toEqual({ name: '名称', code: 'C', notes: 'n', on: 0, tags: [1] });
    expect(bodyFromDraft(demo, draft, 'edit')).toEqual({ id: 4, name: '名称', notes: 'n', on: 0, tags: [1] });
    expect(bodyFromDraft(user, { id: 7, tagIds: [2], nickname: 'x' }, 'edit', ['tagIds'])).toEqual({
      id: 7,
      tagIds: [2],
    });
  });

  it('names a record by its title field, or by its id', () => {
    expect(recordTitle(demo, { id: 3, name: '王伟' })).toBe('王伟');
    expect(recordTitle(demo, { id: 3, name: '  ' })).toBe('#3');
    expect(recordTitle(withdrawal, { id: 420 })).toBe('#420');
  });
});
