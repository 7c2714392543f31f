import { describe, expect, it } from 'vitest';
import { bulkActionsOf, recordsFor, toggledValue } from '../../../../../src/core/resources/list/bulkActions.ts';
import { user, withdrawal, points, withTags } from '../../../../../src/features/business/areas.ts';
import type { RecordData } from '../../../../../src/core/resources/types.ts';

const rec = (id: number, more: Record<string, unknown> = {}): RecordData => ({ id, ...more });

describe('Bulk actions: what many selected records can take, behind the one-record permissions', () => {
  it('users: enable, disable and add tags (edit permission), delete (delete permission)', () => {
    const actions = bulkActionsOf(user);
    expect(actions.map((a) => [a.key, a.permission])).toEqual([
      ['status:on', 'sys:user:edit'],
      ['status:off', 'sys:user:edit'],
      ['addTags', 'sys:user:edit'],
      ['delete', 'sys:user:delete'],
    ]);
  });

  it('adding tags keeps the tags a user has, each once; odd values add nothing', () => {
    expect(withTags([1, 3], [3, 5])).toEqual([1, 3, 5]);
    expect(withTags(undefined, [2])).toEqual([2]);
    expect(withTags([4], null)).toEqual([4]);
    expect(withTags(['1', 2.5, 6], ['x', 7])).toEqual([6, 7]);
  });

  it('withdrawals: the declared approve, behind the audit permission; no delete without its permission', () => {
    const actions = bulkActionsOf(withdrawal);
    expect(actions.map((a) => [a.kind, a.key, a.permission])).toEqual([
      ['declared', 'approve', 'sys:withdrawal:audit'],
    ]);
    // Points are added but never deleted: nothing to run on many.
    expect(bulkActionsOf(points)).toEqual([]);
  });

  it('a toggle leaves the records already so; a declared action keeps its `when`; delete takes all', () => {
    const [on, off, remove] = bulkActionsOf(user);
    const selected = [rec(1, { status: 1 }), rec(2, { status: 0 }), rec(3, { status: 0 })];
    expect(recordsFor(on!, selected).map((r) => r.id)).toEqual([2, 3]);
    expect(recordsFor(off!, selected).map((r) => r.id)).toEqual([1]);
    expect(recordsFor(remove!, selected).map((r) => r.id)).toEqual([1, 2, 3]);
    const [approve] = bulkActionsOf(withdrawal);
    const audits = [rec(4, { status: 'pending' }), rec(5, { status: 'approved' }), rec(6, { status: 'pending' })];
    expect(recordsFor(approve!, audits).map((r) => r.id)).toEqual([4, 6]);
  });

  it('a toggle writes 1 and 0, or true and false where the record holds booleans', () => {
    expect(toggledValue(rec(1, { status: 0 }), 'status', true)).toBe(1);
    expect(toggledValue(rec(1, { status: 1 }), 'status', false)).toBe(0);
    expect(toggledValue(rec(1, { on: false }), 'on', true)).toBe(true);
    expect(toggledValue(rec(1, { on: true }), 'on', false)).toBe(false);
    const [on] = bulkActionsOf(user);
    expect(recordsFor(on!, [rec(1, { status: true }), rec(2, { status: false })]).map((r) => r.id)).toEqual([2]);
  });
});

describe('Bulk actions: each is labelled and drawn as the one-record action it repeats', () => {
  it('users: the toggles and delete, with their texts, icons and danger', () => {
    expect(bulkActionsOf(user).filter((a) => a.kind !== 'declared')).toEqual([
      {
        kind: 'set',
        key: 'status:on',
        label: 'resources.common.enable',
        icon: 'pi pi-check-circle',
        permission: 'sys:user:edit',
        field: 'status',
        on: true,
      },
      {
        kind: 'set',
        key: 'status:off',
        label: 'resources.common.disable',
        icon: 'pi pi-ban',
        permission: 'sys:user:edit',
        field: 'status',
        on: false,
      },
      {
        kind: 'delete',
        key: 'delete',
        label: 'list.bulk.delete',
        icon: 'pi pi-trash',
        permission: 'sys:user:delete',
        danger: true,
      },
    ]);
  });

  it('an area without toggles, declared actions or delete offers nothing; a declared action without `when` takes every record', () => {
    expect(bulkActionsOf({ permissions: { list: 'l', info: 'i' } })).toEqual([]);
    const run = async () => undefined;
    const [action] = bulkActionsOf({
      permissions: { list: 'l', info: 'i' },
      bulkActions: [{ key: 'k', label: 'L', confirm: 'C', icon: 'I', permission: 'p', run }],
    });
    expect(action).toMatchObject({ kind: 'declared', key: 'k', label: 'L', icon: 'I', permission: 'p' });
    expect(recordsFor(action!, [rec(1), rec(2)]).map((r) => r.id)).toEqual([1, 2]);
    // Delete takes a copy: the selection itself is never changed.
    const selected = [rec(3)];
    const [remove] = bulkActionsOf({ permissions: { list: 'l', info: 'i', delete: 'd' } });
    const taken = recordsFor(remove!, selected);
    expect(taken).toEqual(selected);
    expect(taken).not.toBe(selected);
  });
});
