import { Suspense, useId, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useSaveFeedback } from '../../components/useSaveFeedback.ts';
import { useServices } from '../../kernel/services.ts';
import { resourceApi } from '../convention.ts';
import { recordTitle } from '../fields.ts';
import type { CustomActionProps, Draft, RecordData, ResourceDef, RowAction } from '../types.ts';
import type { RowIntent } from '../components/RowActions.tsx';
import { ResourceDetailDialog } from '../components/ResourceDetail.tsx';
import { ResourceFormDialog } from '../components/ResourceFormDialog.tsx';

type Open =
  | { kind: 'look'; record: RecordData }
  | { kind: 'add'; preset?: Draft }
  | { kind: 'edit'; record: RecordData; only?: readonly string[]; header?: string }
  | { kind: 'custom'; record: RecordData; dialog: ComponentType<CustomActionProps> };

/**
 * What the standard and declared actions do to a record: look, add and edit (dialogs, or the
 * area's own pages), status toggles and deletes after a confirmation, custom dialogs. Answers the
 * handler and the dialogs to render.
 */
export function useRecordActions(
  def: ResourceDef,
  callbacks: {
    /** After a save or a status change (the reads of the area ask again by themselves). */
    onChanged?: (saved?: RecordData) => void;
    onDeleted?: () => void;
    /**
     * Where a record's detail dialog lives in the address (a list on its own route): View asks for
     * it there, the dialog shows the link to share, and closing it says so.
     */
    look?: { open: (id: number) => void; closed: () => void; link: (id: number) => string };
  },
) {
  const onChanged = (saved?: RecordData) => callbacks.onChanged?.(saved);
  const onDeleted = () => (callbacks.onDeleted ?? onChanged)();
  const { t } = useTranslation();
  const { api, notifier } = useServices();
  const [, navigate] = useLocation();
  const feedback = useSaveFeedback();
  const [open, setOpen] = useState<Open | null>(null);
  const group = useId();
  const item = t(def.item);
  const close = () => setOpen(null);
  const toast = (text: string) => notifier.show({ channel: 'toast', severity: 'success', text });

  const toggle = (record: RecordData, action: Extract<RowAction, { kind: 'toggle' }>) => {
    const on = record[action.field] === 1 || record[action.field] === true;
    const next = typeof record[action.field] === 'boolean' ? !on : on ? 0 : 1;
    const name = recordTitle(def, record);
    confirmDialog({
      group,
      header: on ? t('resources.common.disableTitle', { item }) : t('resources.common.enableTitle', { item }),
      message: on
        ? t('resources.common.disableConfirm', { item, name })
        : t('resources.common.enableConfirm', { item, name }),
      icon: 'pi pi-question-circle',
      acceptLabel: on ? t('resources.common.disable') : t('resources.common.enable'),
      rejectLabel: t('common.cancel'),
      defaultFocus: 'reject',
      accept: async () => {
        try {
          // Failures are shown by the request layer.
          await resourceApi(api, def).update({ id: record.id, [action.field]: next }, { quiet: false });
          toast(on ? t('resources.common.disabled', { name }) : t('resources.common.enabled', { name }));
          onChanged();
        } catch {
          // Shown already.
        }
      },
    });
  };

  const remove = (record: RecordData) => {
    const name = recordTitle(def, record);
    feedback.remove({
      group,
      header: t('resources.common.deleteTitle', { item }),
      message: t('resources.common.deleteConfirm', { item, name }),
      work: () => resourceApi(api, def).remove([record.id]),
      success: t('resources.common.deleted', { name }),
      after: onDeleted,
    });
  };

  const act = (record: RecordData, intent: RowIntent) => {
    switch (intent.kind) {
      case 'look':
        if (def.pages?.look) navigate(`${def.pages.look}?id=${record.id}`);
        else if (callbacks.look) callbacks.look.open(record.id);
        else setOpen({ kind: 'look', record });
        return;
      case 'edit':
        if (def.pages?.edit) navigate(`${def.pages.edit}?id=${record.id}`);
        else setOpen({ kind: 'edit', record });
        return;
      case 'delete':
        remove(record);
        return;
      case 'action': {
        const { action } = intent;
        if (action.kind === 'toggle') toggle(record, action);
        else if (action.kind === 'fields')
          setOpen({ kind: 'edit', record, only: action.fields, header: t(action.title) });
        else setOpen({ kind: 'custom', record, dialog: action.dialog });
      }
    }
  };

  /** Adds a record; `preset` gives some of its values (e.g. the parent of a new institution). */
  const add = (preset?: Draft) => {
    if (def.pages?.add) navigate(def.pages.add);
    else setOpen(preset ? { kind: 'add', preset } : { kind: 'add' });
  };

  const saved = (result: RecordData | true, mode: 'add' | 'edit') => {
    const name = result === true ? '' : recordTitle(def, result);
    toast(mode === 'add' ? t('resources.common.added', { item, name }) : t('resources.common.saved', { name }));
    close();
    onChanged(result === true ? undefined : result);
  };

  const dialogs: ReactNode = (
    <>
      <ConfirmDialog group={group} />
      {open?.kind === 'look' ? (
        <ResourceDetailDialog
          def={def}
          initial={open.record}
          {...(callbacks.look ? { link: callbacks.look.link(open.record.id) } : {})}
          onClose={() => {
            close();
            callbacks.look?.closed();
          }}
        />
      ) : null}
      {open?.kind === 'add' ? (
        <ResourceFormDialog
          def={def}
          mode="add"
          record={null}
          {...(open.preset ? { preset: open.preset } : {})}
          onClose={close}
          onSaved={(r) => saved(r, 'add')}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <ResourceFormDialog
          def={def}
          mode="edit"
          record={open.record}
          {...(open.only ? { only: open.only } : {})}
          {...(open.header ? { header: open.header } : {})}
          onClose={close}
          onSaved={(r) => saved(r, 'edit')}
        />
      ) : null}
      {open?.kind === 'custom' ? (
        // The area's own dialog, as its declaration gives it (it may load when first opened).
        <Suspense fallback={null}>
          <open.dialog
            def={def}
            record={open.record}
            onClose={close}
            onDone={() => {
              close();
              onChanged();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );

  /** Shows a record's details (the address asked for them). */
  const look = (record: RecordData | null) =>
    setOpen((current) => (record ? { kind: 'look', record } : current?.kind === 'look' ? null : current));

  /** Opens the edit form of a record (all fields, or `only` some): a draft reopened after sign-in. */
  const edit = (record: RecordData, only?: readonly string[]) =>
    setOpen(only ? { kind: 'edit', record, only } : { kind: 'edit', record });

  return { act, add, edit, look, dialogs };
}
