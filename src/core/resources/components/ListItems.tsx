import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton.tsx';
import { usePermission } from '../../permission/Permission.tsx';
import { itemLayout, recordTitle } from '../fields.ts';
import type { FieldDef, RecordData, ResourceDef } from '../types.ts';
import { FieldValue } from './FieldValue.tsx';
import { rowActionEntries, type RowIntent } from './RowActions.tsx';
import { RowSelectBox } from './BulkBar.tsx';
import { MoreMenu } from './MoreMenu.tsx';

/**
 * A list at the side panel's width: each record a compact item — its title and status on the
 * first line, the summary fields on the second, the selection box when there are bulk actions,
 * the row's actions in one "⋯" menu, and the first of them also by opening the item (a click or
 * a touch anywhere on it, Enter on its title). Every other field shown sits in its expansion, so
 * nothing a wide row shows is out of reach.
 */
export function ListItems({
  def,
  records,
  shownFields,
  label,
  selectable,
  density,
  empty,
  onIntent,
}: {
  def: ResourceDef;
  records: readonly RecordData[];
  /** The fields shown, in the person's order (the column chooser's choice). */
  shownFields: readonly FieldDef[];
  /** The list's name. */
  label: string;
  selectable: boolean;
  density: string;
  /** Shown instead of the items when there are none. */
  empty: ReactNode;
  onIntent: (record: RecordData, intent: RowIntent) => void;
}) {
  const layout = itemLayout(def, shownFields);
  if (records.length === 0) return <div className="list-items is-empty">{empty}</div>;
  return (
    <ul className={`list-items is-${density}`} aria-label={label}>
      {records.map((record) => (
        <ListItem
          key={record.id}
          def={def}
          record={record}
          layout={layout}
          selectable={selectable}
          onIntent={(intent) => onIntent(record, intent)}
        />
      ))}
    </ul>
  );
}

/** A value with nothing to show (the summary leaves it out; the expansion shows its dash). */
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function ListItem({
  def,
  record,
  layout,
  selectable,
  onIntent,
}: {
  def: ResourceDef;
  record: RecordData;
  layout: ReturnType<typeof itemLayout>;
  selectable: boolean;
  onIntent: (intent: RowIntent) => void;
}) {
  const { t } = useTranslation();
  const can = usePermission();
  const [expanded, setExpanded] = useState(false);
  const name = recordTitle(def, record);
  const headline = layout.title ? record[layout.title.key] : undefined;
  const title = typeof headline === 'string' && headline.trim() !== '' ? headline : name;
  const actions = rowActionEntries(def, record, t).filter((a) => a.need === null || can([a.need]));
  const first = actions[0];
  return (
    <li className="list-item">
      {selectable ? (
        <span className="list-item__select">
          <RowSelectBox id={record.id} label={t('list.bulk.selectRow', { name })} />
        </span>
      ) : null}
      <div className="list-item__body">
        <div className="list-item__line">
          {first ? (
            <button
              type="button"
              className="list-item__open"
              title={first.label}
              onClick={() => onIntent(first.intent)}
            >
              {title}
            </button>
          ) : (
            <span className="list-item__title">{title}</span>
          )}
          {layout.status ? (
            <span className="list-item__status">
              <span className="sr-only">{t(layout.status.label)}: </span>
              <FieldValue field={layout.status} record={record} compact />
            </span>
          ) : null}
        </div>
        {layout.summary.length > 0 ? (
          <div className="list-item__summary">
            {layout.summary
              .filter((field) => !isBlank(record[field.key]))
              .map((field) => (
                <span key={field.key} className="list-item__field" title={t(field.label)}>
                  <span className="sr-only">{t(field.label)}: </span>
                  {/* With its unit ("100 points"): a bare number on its own says little. */}
                  <FieldValue field={field} record={record} compact={!field.unit} />
                </span>
              ))}
          </div>
        ) : null}
        {expanded ? (
          <dl className="list-item__more">
            {layout.more.map((field) => (
              <div key={field.key}>
                <dt>{t(field.label)}</dt>
                <dd>
                  <FieldValue field={field} record={record} compact />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <span className="list-item__tools">
        {actions.length > 0 ? (
          <MoreMenu
            label={t('list.item.actions', { name })}
            items={actions.map((a) => ({
              label: a.title,
              icon: a.icon,
              ...(a.danger ? { className: 'is-danger' } : {}),
              command: () => onIntent(a.intent),
            }))}
          />
        ) : null}
        {layout.more.length > 0 ? (
          <IconButton
            icon={expanded ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
            label={expanded ? t('list.item.less', { name }) : t('list.item.more', { name })}
            expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          />
        ) : null}
      </span>
    </li>
  );
}
