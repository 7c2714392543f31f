import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog, saveButtons } from './ConsoleDialog.tsx';

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
  return (
    <ConsoleDialog
      visible={props.visible}
      onHide={props.onHide}
      header={props.header}
      width={props.width}
      dirty={Boolean(props.dirty)}
      buttons={(close) => saveButtons(t, close, props.onSave, props.saving)}
    >
      {props.serverError ? (
        <p className="admin-error" role="alert">
          {props.serverError}
        </p>
      ) : null}
      {props.children}
    </ConsoleDialog>
  );
}
