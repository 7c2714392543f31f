import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useUnsavedChanges } from '../kernel/unsaved.ts';
import { Permission } from '../permission/Permission.tsx';
import { ReturnFocus } from './ReturnFocus.tsx';
import './screen.css';

/** A button of a dialog's footer; `aside` stands apart on the left, `need` shows it only with those permissions. */
export interface DialogButton {
  label: string;
  onClick(): void;
  icon?: string;
  look?: 'primary' | 'text' | 'outlined' | 'danger';
  loading?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  aside?: boolean;
  need?: readonly string[];
}

/** The console's dialog footer: its buttons in one row, the main one last. */
export function DialogFooter({ buttons }: { buttons: readonly (DialogButton | null | false)[] }) {
  return (
    <div className="dialog-footer">
      {buttons.map((button) => {
        if (!button) return null;
        const shown = (
          <Button
            key={button.label}
            type="button"
            label={button.label}
            onClick={button.onClick}
            {...(button.icon ? { icon: button.icon } : {})}
            text={button.look === 'text'}
            outlined={button.look === 'outlined' || button.look === 'danger'}
            {...(button.look === 'danger' ? { severity: 'danger' as const } : {})}
            {...(button.loading !== undefined ? { loading: button.loading } : {})}
            {...(button.disabled ? { disabled: true } : {})}
            {...(button.autoFocus ? { autoFocus: true } : {})}
            {...(button.aside ? { className: 'dialog-footer__secondary' } : {})}
          />
        );
        return button.need ? (
          <Permission key={button.label} need={[...button.need]}>
            {shown}
          </Permission>
        ) : (
          shown
        );
      })}
    </div>
  );
}

/**
 * Every dialog of the console: named by its header, focus taken in and given back to the control
 * that opened it when it goes (shown by `visible` or by being rendered), the discard question when
 * it is closed with unsaved changes (`dirty`), and the standard footer. `buttons` is given the
 * dialog's own close (which asks first when dirty).
 */
export function ConsoleDialog(props: {
  header: string;
  onHide(): void;
  visible?: boolean;
  dirty?: boolean;
  /** The widest it gets (it never passes 96% of the view). */
  width: string;
  className?: string;
  /** The element that says what the dialog is about, read with its name. */
  describedBy?: string;
  buttons?: (close: () => void) => readonly (DialogButton | null | false)[];
  children: ReactNode;
}) {
  const visible = props.visible ?? true;
  const unsaved = useUnsavedChanges(visible && Boolean(props.dirty));
  const close = () => void unsaved.leave(props.onHide);
  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={props.header}
      {...(props.className ? { className: props.className } : {})}
      style={{ width: `min(${props.width}, 96vw)` }}
      {...(props.describedBy ? { pt: { root: { 'aria-describedby': props.describedBy } } } : {})}
      {...(props.buttons ? { footer: <DialogFooter buttons={props.buttons(close)} /> } : {})}
    >
      <ReturnFocus />
      {props.children}
    </Dialog>
  );
}

/** The footer of a form dialog: Cancel (closes, asking first when dirty) and Save. */
export function saveButtons(t: TFunction, close: () => void, save: () => void, saving: boolean): DialogButton[] {
  return [
    { label: t('common.cancel'), look: 'text', onClick: close },
    { label: t('common.save'), icon: 'pi pi-check', loading: saving, onClick: save },
  ];
}
