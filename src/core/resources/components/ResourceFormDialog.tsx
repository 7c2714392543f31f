import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { Draft, RecordData, ResourceDef } from '../types.ts';
import { useResourceForm } from '../hooks/useResourceForm.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { useUnsavedChanges } from '../../kernel/unsaved.ts';
import { useDraft } from '../../components/useDraft.ts';
import { DraftNotice } from '../../components/DraftNotice.tsx';
import { ReturnFocus } from '../../components/ReturnFocus.tsx';

/** The draft's form key: the area, what the form edits, and the record (or "new"). */
export function formKey(
  def: Pick<ResourceDef, 'name'>,
  mode: 'add' | 'edit',
  record: Pick<RecordData, 'id'> | null,
  only?: readonly string[],
): string {
  const what = only ? `fields(${only.join(',')})` : mode;
  return `resource:${def.name}:${what}:${mode === 'add' || !record ? 'new' : record.id}`;
}

/**
 * Add or edit one record in a dialog. Mount it when it opens (the draft starts from `record`);
 * a failed save keeps the dialog open with everything typed and the server's message.
 */
export function ResourceFormDialog({
  def,
  mode,
  record,
  only,
  preset,
  header,
  onClose,
  onSaved,
}: {
  def: ResourceDef;
  mode: 'add' | 'edit';
  record: RecordData | null;
  only?: readonly string[];
  /** Values a new record starts with (e.g. the parent of a new institution). */
  preset?: Draft;
  header?: string;
  onClose: () => void;
  onSaved: (saved: RecordData | true) => void;
}) {
  const { t } = useTranslation();
  const form = useResourceForm(def, mode, record, only, preset);
  const unsaved = useUnsavedChanges(form.dirty);
  const draft = useDraft(formKey(def, mode, record, only), form.draft, form.opened, form.dirty, form.apply);
  // Discard throws the kept draft away too.
  const close = () =>
    void unsaved.leave(() => {
      draft.forget();
      onClose();
    });
  const item = t(def.item);
  const title =
    header ?? (mode === 'add' ? t('resources.common.addTitle', { item }) : t('resources.common.editTitle', { item }));
  const submit = async () => {
    await draft.flush();
    const saved = await form.save();
    if (!saved) return;
    unsaved.saved();
    draft.forget();
    onSaved(saved);
  };
  return (
    <Dialog
      visible
      onHide={close}
      header={title}
      className="resource-dialog"
      style={{ width: only ? 'min(30rem, 96vw)' : 'min(46rem, 96vw)' }}
      footer={
        <div>
          <Button type="button" text label={t('common.cancel')} onClick={close} />
          <Button
            type="button"
            label={t('common.save')}
            icon="pi pi-check"
            loading={form.saving}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <ReturnFocus />
      <DraftNotice draft={draft} labelOf={(key) => t(def.fields.find((f) => f.key === key)?.label ?? key)} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ResourceForm
          def={def}
          mode={mode}
          draft={form.draft}
          errors={form.errors}
          serverError={form.serverError}
          onChange={form.setField}
          {...(only ? { only } : {})}
          record={record}
        />
      </form>
    </Dialog>
  );
}
