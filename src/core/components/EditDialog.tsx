import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useUnsavedChanges } from '../kernel/unsaved.ts';

/** An add or edit dialog of an admin screen: the server's refusal on top, Cancel and Save below. */
export function EditDialog(props: {
  visible: boolean;
  header: string;
  width: string;
  saving: boolean;
  serverError: string | null;
  /** What is typed differs from what the dialog opened with: closing it asks first. */
  dirty?: boolean;
  onHide(): void;
  onSave(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const unsaved = useUnsavedChanges(props.visible && Boolean(props.dirty));
  const close = () => void unsaved.leave(props.onHide);
  return (
    <Dialog
      visible={props.visible}
      onHide={close}
      header={props.header}
      style={{ width: `min(${props.width}, 96vw)` }}
      footer={
        <div>
          <Button type="button" text label={t('common.cancel')} onClick={close} />
          <Button
            type="button"
            label={t('common.save')}
            icon="pi pi-check"
            loading={props.saving}
            onClick={props.onSave}
          />
        </div>
      }
    >
      {props.serverError ? (
        <p className="admin-error" role="alert">
          {props.serverError}
        </p>
      ) : null}
      {props.children}
    </Dialog>
  );
}
