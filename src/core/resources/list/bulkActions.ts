/**
 * What can be done to many selected records of an area, derived from its declaration: delete
 * (one call with every id) when it may delete, enable and disable for each status toggle, and
 * the bulk actions it declares. Each is behind the same permission as its one-record action. Pure.
 */
import type { BulkActionDef, RecordData, ResourceDef, RowAction } from '../types.ts';

type Toggle = Extract<RowAction, { kind: 'toggle' }>;

export type BulkAction =
  | { kind: 'delete'; key: 'delete'; label: string; icon: string; permission: string; danger: true }
  | { kind: 'set'; key: string; label: string; icon: string; permission: string; field: string; on: boolean }
  | { kind: 'declared'; key: string; label: string; icon: string; permission: string; action: BulkActionDef };

export function bulkActionsOf(def: Pick<ResourceDef, 'permissions' | 'rowActions' | 'bulkActions'>): BulkAction[] {
  const out: BulkAction[] = [];
  const toggles = (def.rowActions ?? []).filter((a): a is Toggle => a.kind === 'toggle');
  for (const toggle of toggles) {
    const base = { kind: 'set' as const, permission: toggle.permission, field: toggle.field };
    out.push({
      ...base,
      key: `${toggle.key}:on`,
      label: 'resources.common.enable',
      icon: 'pi pi-check-circle',
      on: true,
    });
    out.push({ ...base, key: `${toggle.key}:off`, label: 'resources.common.disable', icon: 'pi pi-ban', on: false });
  }
  for (const action of def.bulkActions ?? [])
    out.push({
      kind: 'declared',
      key: action.key,
      label: action.label,
      icon: action.icon,
      permission: action.permission,
      action,
    });
  if (def.permissions.delete)
    out.push({
      kind: 'delete',
      key: 'delete',
      label: 'list.bulk.delete',
      icon: 'pi pi-trash',
      permission: def.permissions.delete,
      danger: true,
    });
  return out;
}

const isOn = (value: unknown) => value === 1 || value === true;

/** The selected records an action would change: a toggle leaves those already so, a declared one keeps its `when`. */
export function recordsFor(action: BulkAction, records: readonly RecordData[]): RecordData[] {
  switch (action.kind) {
    case 'delete':
      return [...records];
    case 'set':
      return records.filter((r) => isOn(r[action.field]) !== action.on);
    case 'declared': {
      const when = action.action.when;
      return when ? records.filter((r) => r[when.field] === when.equals) : [...records];
    }
  }
}

/** The value a toggle writes: booleans stay booleans, otherwise 1 and 0. */
export function toggledValue(record: RecordData, field: string, on: boolean): boolean | 0 | 1 {
  return typeof record[field] === 'boolean' ? on : on ? 1 : 0;
}
