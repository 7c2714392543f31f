import { useTranslation } from 'react-i18next';
import type { Draft, RecordData, ResourceDef } from '../types.ts';
import { useResourceForm } from '../hooks/useResourceForm.ts';
import { KeptResourceForm } from './ResourceForm.tsx';
import { useKeptResourceForm } from '../hooks/useKeptResourceForm.ts';
import { ConsoleDialog, saveButtons } from '../../components/ConsoleDialog.tsx';

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
  const { kept: draft, ...keeping } = useKeptResourceForm(form, formKey(def, mode, record, only));
  // Discard throws the kept draft away too.
  const close = () => keeping.leave(onClose);
  const item = t(def.item);
  const title =
    header ?? (mode === 'add' ? t('resources.common.addTitle', { item }) : t('resources.common.editTitle', { item }));
  const submit = async () => {
    const saved = await keeping.submit();
    if (saved) onSaved(saved);
  };
  // The form registers its own changes (a save clears them before the dialog goes); the dialog asks nothing more.
  return (
    <ConsoleDialog
      onHide={close}
      header={title}
      className="resource-dialog"
      width={only ? '30rem' : '46rem'}
      buttons={() => saveButtons(t, close, () => void submit(), form.saving)}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <KeptResourceForm def={def} mode={mode} form={form} kept={draft} {...(only ? { only } : {})} record={record} />
      </form>
    </ConsoleDialog>
  );
}
