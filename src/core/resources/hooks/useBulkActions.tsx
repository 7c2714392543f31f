import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useServices } from '../../kernel/services.ts';
import { errorMessage } from '../../api/failureMessage.ts';
import { resourceApi } from '../convention.ts';
import { recordTitle } from '../fields.ts';
import { recordsFor, toggledValue, type BulkAction } from '../list/bulkActions.ts';
import { runBulk } from '../list/bulk.ts';
import { FieldInput } from '../components/FieldInput.tsx';
import type { RecordData, ResourceDef } from '../types.ts';
import { ReturnFocus } from '../../components/ReturnFocus.tsx';

export interface BulkProgress {
  label: string;
  done: number;
  total: number;
  cancel: () => void;
}

interface Failure {
  record: RecordData;
  message: string;
}

/**
 * Runs an action on the selected records: one confirmation that says how many and what, then
 * one DELETE with every id, or one call per record at most four at a time with progress. What
 * fails is listed with the server's message and stays selected for a retry; what succeeded is done.
 */
export function useBulkActions(def: ResourceDef, callbacks: { onDone: (failed: readonly RecordData[]) => void }) {
  const { t } = useTranslation();
  const { api, notifier } = useServices();
  const group = useId();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [failures, setFailures] = useState<{ label: string; done: number; failed: Failure[] } | null>(null);
  // An action that needs a value first (the tags to add): its records, while the person chooses it.
  const [choosing, setChoosing] = useState<{ action: BulkAction; records: RecordData[]; label: string } | null>(null);
  const [chosen, setChosen] = useState<unknown>(null);
  const inputId = useId();
  const running = useRef(false);
  const item = t(def.item);

  const finish = (label: string, done: RecordData[], failed: Failure[]) => {
    setProgress(null);
    running.current = false;
    if (failed.length > 0) setFailures({ label, done: done.length, failed });
    else if (done.length > 0)
      notifier.show({
        channel: 'toast',
        severity: 'success',
        text: t('list.bulk.done', { action: label, count: done.length }),
      });
    callbacks.onDone(failed.map((f) => f.record));
  };

  const execute = async (action: BulkAction, records: RecordData[], label: string, value?: unknown) => {
    running.current = true;
    const controller = new AbortController();
    setProgress({ label, done: 0, total: records.length, cancel: () => controller.abort() });
    if (action.kind === 'delete') {
      try {
        await resourceApi(api, def).remove(records.map((r) => r.id));
        finish(label, records, []);
      } catch (error) {
        finish(
          label,
          [],
          records.map((record) => ({ record, message: errorMessage(error, t) })),
        );
      }
      return;
    }
    const call = (record: RecordData) =>
      action.kind === 'set'
        ? resourceApi(api, def).update({ id: record.id, [action.field]: toggledValue(record, action.field, action.on) })
        : action.action.run(api, record, value);
    const outcome = await runBulk(records, async (record) => void (await call(record)), {
      concurrency: 4,
      signal: controller.signal,
      onProgress: (done, total) => setProgress((p) => (p ? { ...p, done, total } : p)),
    });
    const failed = outcome.failed.map(({ item: record, error }) => ({ record, message: errorMessage(error, t) }));
    finish(label, outcome.succeeded, failed);
  };

  const start = (action: BulkAction, selected: readonly RecordData[]) => {
    if (running.current) return;
    const label = t(action.label);
    const records = recordsFor(action, selected);
    if (records.length === 0) {
      notifier.show({ channel: 'toast', severity: 'info', text: t('list.bulk.noneApply', { action: label }) });
      return;
    }
    if (action.kind === 'declared' && action.action.input) {
      setChosen(null);
      setChoosing({ action, records, label });
      return;
    }
    const skipped = selected.length - records.length;
    const confirm =
      action.kind === 'declared'
        ? t(action.action.confirm, { count: records.length, item })
        : action.kind === 'delete'
          ? t('list.bulk.deleteConfirm', { count: records.length, item })
          : t('list.bulk.confirm', { action: label, count: records.length, item });
    confirmDialog({
      group,
      header: t('list.bulk.title', { action: label, count: records.length }),
      message: skipped > 0 ? `${confirm} ${t('list.bulk.skipped', { count: skipped })}` : confirm,
      icon: action.kind === 'delete' ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
      ...(action.kind === 'delete' ? { acceptClassName: 'p-button-danger' } : {}),
      acceptLabel: label,
      rejectLabel: t('common.cancel'),
      defaultFocus: 'reject',
      accept: () => void execute(action, records, label),
    });
  };

  const inputField =
    choosing?.action.kind === 'declared' && choosing.action.action.input
      ? def.fields.find(
          (f) => f.key === (choosing.action as Extract<BulkAction, { kind: 'declared' }>).action.input!.field,
        )
      : undefined;
  const empty = chosen === null || chosen === '' || (Array.isArray(chosen) && chosen.length === 0);

  const dialogs: ReactNode = (
    <>
      <ConfirmDialog group={group} />
      {choosing && inputField ? (
        <Dialog
          visible
          onHide={() => setChoosing(null)}
          header={t('list.bulk.title', { action: choosing.label, count: choosing.records.length })}
          style={{ width: 'min(30rem, 96vw)' }}
          footer={
            <div>
              <Button type="button" text label={t('common.cancel')} onClick={() => setChoosing(null)} />
              <Button
                type="button"
                label={choosing.label}
                disabled={empty}
                onClick={() => {
                  const { action, records, label } = choosing;
                  setChoosing(null);
                  void execute(action, records, label, chosen);
                }}
              />
            </div>
          }
        >
          <ReturnFocus />
          <p>
            {t((choosing.action as Extract<BulkAction, { kind: 'declared' }>).action.confirm, {
              count: choosing.records.length,
              item,
            })}
          </p>
          <div className="form-field">
            <label htmlFor={inputId} className="form-field__label">
              {t(inputField.label)}
            </label>
            <FieldInput field={inputField} id={inputId} value={chosen} onChange={setChosen} />
          </div>
        </Dialog>
      ) : null}
      {failures ? (
        <Dialog
          visible
          onHide={() => setFailures(null)}
          header={t('list.bulk.failedTitle', { action: failures.label, count: failures.failed.length })}
          style={{ width: 'min(32rem, 96vw)' }}
          footer={<Button type="button" label={t('common.close')} onClick={() => setFailures(null)} autoFocus />}
        >
          <ReturnFocus />
          <p>{t('list.bulk.partial', { done: failures.done, failed: failures.failed.length })}</p>
          <ul className="bulk-failures">
            {failures.failed.map(({ record, message }) => (
              <li key={record.id}>
                <strong>{recordTitle(def, record)}</strong>: {message}
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </>
  );

  return { start, progress, dialogs };
}
