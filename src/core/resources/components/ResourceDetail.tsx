import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { Dialog } from 'primereact/dialog';
import { TabView, TabPanel } from 'primereact/tabview';
import { useRead } from '../../kernel/data/useRead.ts';
import { CodeViewer } from '../../components/CodeViewer.tsx';
import { resourceApi, resourcePaths } from '../convention.ts';
import { detailFields, recordTitle } from '../fields.ts';
import type { RecordData, ResourceDef } from '../types.ts';
import { FieldValue } from './FieldValue.tsx';
import { ReturnFocus } from '../../components/ReturnFocus.tsx';
import { WatchButton } from '../../watch/WatchButton.tsx';

/** A record's fields as a description list. */
export function DetailList({
  def,
  record,
  omit = [],
}: {
  def: ResourceDef;
  record: RecordData;
  omit?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <dl className="resource-detail">
      {detailFields(def)
        .filter((f) => !omit.includes(f.key))
        .map((field) => (
          <div
            key={field.key}
            className={`resource-detail__item${field.wide || field.type === 'richtext' || field.type === 'image' ? ' is-wide' : ''}`}
          >
            <dt>{t(field.label)}</dt>
            <dd>
              <FieldValue field={field} record={record} />
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** The details and the raw data of a record, in two tabs. */
export function ResourceDetail({ def, record }: { def: ResourceDef; record: RecordData }) {
  const { t } = useTranslation();
  return (
    <TabView scrollable className="resource-tabs">
      <TabPanel header={t('resources.common.details')}>
        <DetailList def={def} record={record} />
      </TabPanel>
      <TabPanel header={t('resources.common.rawData')}>
        <CodeViewer value={record} label={t('resources.common.rawDataOf', { name: recordTitle(def, record) })} />
      </TabPanel>
    </TabView>
  );
}

/** Looks at one record: shows the row at once, then the server's current record (`info`). */
export function ResourceDetailDialog({
  def,
  initial,
  link,
  onClose,
}: {
  def: ResourceDef;
  initial: RecordData;
  /** The route that opens this dialog, for Copy link. */
  link?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data } = useRecordRead(def, initial.id);
  const record = data ?? initial;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('resources.common.detailTitle', { item: sentenceCase(t(def.item)), name: recordTitle(def, record) })}
      className="resource-dialog"
      style={{ width: 'min(46rem, 96vw)' }}
    >
      <ReturnFocus />
      {link || def.watch ? (
        <div className="resource-detail__tools">
          {link ? <CopyLinkButton route={link} /> : null}
          {def.watch ? <WatchButton area={def.watch} record={record} name={recordTitle(def, record)} /> : null}
        </div>
      ) : null}
      <ResourceDetail def={def} record={record} />
    </Dialog>
  );
}

/** The server's current record `id` of an area, through the data layer (null: not found). */
export function useRecordRead(def: ResourceDef, id: number, options: { quiet?: boolean } = {}) {
  return useRead([resourcePaths(def.group, def.name).info(id)], (api) => resourceApi(api, def).info(id, options));
}

/** A heading starts with a capital (a no-op for Chinese). */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
