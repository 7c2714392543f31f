import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IconButton } from '../../components/IconButton.tsx';
import { Permission } from '../../permission/Permission.tsx';
import { recordTitle } from '../fields.ts';
import type { RecordData, ResourceDef, RowAction } from '../types.ts';

export type RowIntent =
  { kind: 'look' } | { kind: 'edit' } | { kind: 'delete' } | { kind: 'action'; action: RowAction };

/** One action a row offers: its icon, its name with the record's ("Edit 王伟"), and the permission it needs. */
export interface RowActionEntry {
  key: string;
  icon: string;
  /** Named with the record. */
  label: string;
  /** The short name (a tooltip, a menu's entry). */
  title: string;
  intent: RowIntent;
  need: string | null;
  danger: boolean;
}

/**
 * The actions of one record, in the order a row shows them (view, edit, the area's own, delete);
 * the permission each needs is for the caller to check.
 */
export function rowActionEntries(def: ResourceDef, record: RecordData, t: TFunction): RowActionEntry[] {
  const name = recordTitle(def, record);
  const entry = (
    key: string,
    icon: string,
    label: string,
    title: string,
    intent: RowIntent,
    need: string | null | undefined,
    danger = false,
  ): RowActionEntry => ({ key, icon, label, title, intent, need: need ?? null, danger });
  const out: RowActionEntry[] = [
    entry(
      'look',
      'pi pi-eye',
      t('resources.common.lookName', { name }),
      t('resources.common.look'),
      { kind: 'look' },
      def.permissions.info,
    ),
  ];
  if (def.permissions.edit)
    out.push(
      entry(
        'edit',
        'pi pi-pencil',
        t('resources.common.editName', { name }),
        t('common.edit'),
        { kind: 'edit' },
        def.permissions.edit,
      ),
    );
  for (const action of def.rowActions ?? []) {
    if (action.kind === 'custom' && action.when && record[action.when.field] !== action.when.equals) continue;
    if (action.kind === 'toggle') {
      const on = record[action.field] === 1 || record[action.field] === true;
      out.push(
        entry(
          action.key,
          on ? 'pi pi-ban' : 'pi pi-check-circle',
          on ? t('resources.common.disableName', { name }) : t('resources.common.enableName', { name }),
          on ? t('resources.common.disable') : t('resources.common.enable'),
          { kind: 'action', action },
          action.permission,
        ),
      );
      continue;
    }
    const label = t(action.label, { name });
    out.push(entry(action.key, action.icon, label, label, { kind: 'action', action }, action.permission));
  }
  if (def.permissions.delete)
    out.push(
      entry(
        'delete',
        'pi pi-trash',
        t('resources.common.deleteName', { name }),
        t('common.delete'),
        { kind: 'delete' },
        def.permissions.delete,
        true,
      ),
    );
  return out;
}

function Gate({ need, children }: { need: string | null; children: ReactNode }) {
  return need ? <Permission need={[need]}>{children}</Permission> : <>{children}</>;
}

/** The icon buttons of one row, each behind its permission and named with the record ("Edit 王伟"). */
export function RowActions({
  def,
  record,
  onIntent,
}: {
  def: ResourceDef;
  record: RecordData;
  onIntent: (intent: RowIntent) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="admin-actions resource-actions">
      {rowActionEntries(def, record, t).map((a) => (
        <Gate key={a.key} need={a.need}>
          <IconButton
            icon={a.icon}
            label={a.label}
            title={a.title}
            danger={a.danger}
            onClick={() => onIntent(a.intent)}
          />
        </Gate>
      ))}
    </span>
  );
}
