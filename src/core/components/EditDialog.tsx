import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';

/** An add or edit dialog of an admin screen: the server's refusal on top, Cancel and Save below. */
export function EditDialog(props: {
  visible: boolean;
  header: string;
  width: string;
  saving: boolean;
  serverError: string | null;
  onHide(): void;
  onSave(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onHide}
      header={props.header}
      style={{ width: `min(${props.width}, 96vw)` }}
      footer={
        <div>
          <Button type="button" text label={t('common.cancel')} onClick={props.onHide} />
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
