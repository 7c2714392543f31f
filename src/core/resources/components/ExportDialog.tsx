import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { ProgressBar } from 'primereact/progressbar';
import { useServices } from '../../kernel/services.ts';
import { errorMessage } from '../../api/failureMessage.ts';
import { resourceApi } from '../convention.ts';
import { formatNumber } from '../format.ts';
import type { FieldDef, RecordData, ResourceDef } from '../types.ts';
import { exportTable } from '../list/cells.ts';
import { toCsv } from '../list/csv.ts';
import { DEFAULT_EXPORT_CAP as EXPORT_CAP, fetchAllRows, MAX_PAGE_SIZE } from '../list/exportAll.ts';
import { exportFileName } from '../list/exportFile.ts';
import { saveFile } from '../../components/saveFile.ts';
import { ReturnFocus } from '../../components/ReturnFocus.tsx';
import { useThrottledText } from '../../components/useThrottledText.ts';

type Scope = 'page' | 'selected' | 'all';
type Format = 'csv' | 'xlsx';
type Phase =
  | { kind: 'choose' }
  | { kind: 'fetching'; fetched: number; total: number }
  | { kind: 'writing' }
  | { kind: 'failed'; page: number; message: string; rows: RecordData[] };

/**
 * Export of a list: this page, the selected rows or every row matching the filters, as CSV or
 * XLSX, with the columns shown (or all of them). "All" pages through the list call at the
 * convention's largest page with progress and Cancel; a page that fails is named and Retry goes
 * on from it. Nothing is saved half done.
 */
export function ExportDialog({
  def,
  title,
  params,
  total,
  page,
  selected,
  shownFields,
  allFields,
  onClose,
}: {
  def: ResourceDef;
  title: string;
  /** The list call's query as shown (filters, sort), without page and limit. */
  params: Record<string, unknown>;
  total: number;
  page: readonly RecordData[];
  selected: readonly RecordData[];
  shownFields: readonly FieldDef[];
  allFields: readonly FieldDef[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api, notifier } = useServices();
  const id = useId();
  const [scope, setScope] = useState<Scope>(selected.length > 0 ? 'selected' : 'all');
  const [format, setFormat] = useState<Format>('csv');
  const [allColumns, setAllColumns] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const n = (value: number) => formatNumber(value, i18n.language);
  const busy = phase.kind === 'fetching' || phase.kind === 'writing';
  const progress =
    phase.kind === 'fetching'
      ? t('list.export.progress', { fetched: n(phase.fetched), total: n(phase.total) })
      : phase.kind === 'writing'
        ? t('list.export.writing')
        : '';
  // Progress is heard every few seconds, not at every page (the end is a toast, a failure an alert).
  const heard = useThrottledText(progress);

  const write = async (rows: readonly RecordData[]) => {
    setPhase({ kind: 'writing' });
    const fields = allColumns ? allFields : shownFields;
    const table = exportTable(fields, rows, (key) => t(key), i18n.language);
    const name = exportFileName(def.name, format, new Date());
    if (format === 'csv') {
      saveFile(name, new Blob([toCsv(table.header, table.rows)], { type: 'text/csv;charset=utf-8' }));
    } else {
      const { toXlsx, guessWidths } = await import('../list/xlsx.ts');
      saveFile(name, await toXlsx(title, table.header, table.rows, guessWidths(table.header, table.rows)));
    }
    notifier.show({
      channel: 'toast',
      severity: 'success',
      text: t('list.export.saved', { name, count: rows.length }),
    });
    onClose();
  };

  const fetchAll = async (startPage = 1, rowsSoFar: RecordData[] = []) => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'fetching', fetched: rowsSoFar.length, total: Math.min(total, EXPORT_CAP) });
    const outcome = await fetchAllRows(
      (pageNo, limit) => resourceApi(api, def).list({ ...params, page: pageNo, limit }, { quiet: true }),
      {
        pageSize: MAX_PAGE_SIZE,
        cap: EXPORT_CAP,
        signal: abort.signal,
        startPage,
        rowsSoFar,
        onProgress: (fetched, all) => setPhase({ kind: 'fetching', fetched, total: Math.min(all, EXPORT_CAP) }),
      },
    );
    if (abort.signal.aborted || outcome.kind === 'cancelled') return;
    if (outcome.kind === 'failed') {
      setPhase({ kind: 'failed', page: outcome.page, message: errorMessage(outcome.error, t), rows: outcome.rows });
      return;
    }
    await write(outcome.rows);
  };

  const start = () => {
    if (scope === 'all') void fetchAll();
    else void write(scope === 'page' ? page : selected);
  };
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    if (busy) setPhase({ kind: 'choose' });
    else onClose();
  };

  const radio = <T extends string>(
    name: string,
    value: T,
    current: T,
    set: (v: T) => void,
    label: string,
    disabled = false,
  ) => (
    <span className="export-dialog__choice" key={value}>
      <RadioButton
        inputId={`${id}-${name}-${value}`}
        name={`${id}-${name}`}
        value={value}
        checked={current === value}
        disabled={disabled || busy}
        onChange={() => set(value)}
      />
      <label htmlFor={`${id}-${name}-${value}`}>{label}</label>
    </span>
  );

  return (
    <Dialog
      visible
      onHide={cancel}
      header={t('list.export.title', { list: title })}
      style={{ width: 'min(30rem, 96vw)' }}
      className="export-dialog"
      footer={
        <div>
          <Button type="button" text label={t('common.cancel')} onClick={cancel} />
          <Button
            type="button"
            {...(phase.kind === 'failed'
              ? {
                  icon: 'pi pi-refresh',
                  label: t('list.export.retry'),
                  onClick: () => void fetchAll(phase.page, phase.rows),
                }
              : {
                  icon: 'pi pi-download',
                  label: t('list.export.start'),
                  loading: busy,
                  disabled: busy,
                  onClick: start,
                })}
          />
        </div>
      }
    >
      <ReturnFocus />
      <fieldset className="export-dialog__group">
        <legend>{t('list.export.rows')}</legend>
        {radio(
          'scope',
          'page',
          scope,
          setScope,
          t('list.export.page', { count: page.length, formatted: n(page.length) }),
        )}
        {radio(
          'scope',
          'selected',
          scope,
          setScope,
          t('list.export.selected', { count: selected.length, formatted: n(selected.length) }),
          selected.length === 0,
        )}
        {radio('scope', 'all', scope, setScope, t('list.export.all', { count: total, formatted: n(total) }))}
      </fieldset>
      {scope === 'all' && total > EXPORT_CAP ? (
        <p className="export-dialog__note" role="note">
          {t('list.export.capped', { total: n(total), cap: n(EXPORT_CAP) })}
        </p>
      ) : null}
      <fieldset className="export-dialog__group">
        <legend>{t('list.export.format')}</legend>
        {radio('format', 'csv', format, setFormat, t('list.export.csv'))}
        {radio('format', 'xlsx', format, setFormat, t('list.export.xlsx'))}
      </fieldset>
      <span className="export-dialog__choice">
        <Checkbox
          inputId={`${id}-all-columns`}
          checked={allColumns}
          disabled={busy}
          onChange={(e) => setAllColumns(Boolean(e.checked))}
        />
        <label htmlFor={`${id}-all-columns`}>{t('list.export.allColumns')}</label>
      </span>
      {phase.kind === 'fetching' ? (
        <div className="export-dialog__progress">
          <ProgressBar
            value={phase.total === 0 ? 0 : Math.round((phase.fetched / phase.total) * 100)}
            showValue={false}
            aria-label={t('list.export.progressLabel')}
          />
          <span>{progress}</span>
        </div>
      ) : null}
      {phase.kind === 'writing' ? <p>{progress}</p> : null}
      <p className="sr-only" role="status">
        {heard}
      </p>
      {phase.kind === 'failed' ? (
        <p className="admin-error" role="alert">
          {t('list.export.failed', { page: phase.page, fetched: n(phase.rows.length), message: phase.message })}
        </p>
      ) : null}
    </Dialog>
  );
}
