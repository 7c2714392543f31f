import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton.tsx';
import { Permission } from '../../permission/Permission.tsx';
import { recordTitle } from '../fields.ts';
import type { RecordData, ResourceDef, RowAction } from '../types.ts';

export type RowIntent =
  { kind: 'look' } | { kind: 'edit' } | { kind: 'delete' } | { kind: 'action'; action: RowAction };

function Gate({ need, children }: { need: string | null | undefined; children: ReactNode }) {
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
  const name = recordTitle(def, record);
  const button = (key: string, icon: string, label: string, title: string, intent: RowIntent, danger = false) => (
    <IconButton key={key} icon={icon} label={label} title={title} danger={danger} onClick={() => onIntent(intent)} />
  );
  return (
    <span className="admin-actions resource-actions">
      <Gate need={def.permissions.info}>
        {button('look', 'pi pi-eye', t('resources.common.lookName', { name }), t('resources.common.look'), {
          kind: 'look',
        })}
      </Gate>
      {def.permissions.edit ? (
        <Gate need={def.permissions.edit}>
          {button('edit', 'pi pi-pencil', t('resources.common.editName', { name }), t('common.edit'), { kind: 'edit' })}
        </Gate>
      ) : null}
      {(def.rowActions ?? []).map((action) => {
        if (action.kind === 'custom' && action.when && record[action.when.field] !== action.when.equals) return null;
        if (action.kind === 'toggle') {
          const on = record[action.field] === 1 || record[action.field] === true;
          const label = on ? t('resources.common.disableName', { name }) : t('resources.common.enableName', { name });
          return (
            <Gate key={action.key} need={action.permission}>
              {button(
                action.key,
                on ? 'pi pi-ban' : 'pi pi-check-circle',
                label,
                on ? t('resources.common.disable') : t('resources.common.enable'),
                { kind: 'action', action },
              )}
            </Gate>
          );
        }
        return (
          <Gate key={action.key} need={action.permission}>
            {button(action.key, action.icon, t(action.label, { name }), t(action.label, { name }), {
              kind: 'action',
              action,
            })}
          </Gate>
        );
      })}
      {def.permissions.delete ? (
        <Gate need={def.permissions.delete}>
          {button(
            'delete',
            'pi pi-trash',
            t('resources.common.deleteName', { name }),
            t('common.delete'),
            { kind: 'delete' },
            true,
          )}
        </Gate>
      ) : null}
    </span>
  );
}
