import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import type { MenuItem } from 'primereact/menuitem';
import { ConsoleDialog } from '../../components/ConsoleDialog.tsx';
import { MAX_VIEW_NAME, MAX_VIEWS, type ViewsChange } from '../list/savedViews.ts';
import { MoreMenu } from './MoreMenu.tsx';
import '../../components/form.css';

/** Why a change of the views was refused, as the person reads it (null: it was not). */
export function viewsChangeMessage(result: ViewsChange, name: string, t: TFunction): string | null {
  if (result.ok) return null;
  switch (result.error) {
    case 'empty':
      return t('list.views.error.empty');
    case 'tooLong':
      return t('list.views.error.tooLong', { max: MAX_VIEW_NAME });
    case 'duplicate':
      return t('list.views.error.duplicate', { name });
    case 'limit':
      return t('list.views.error.limit', { max: MAX_VIEWS });
    case 'notKept':
      return t('list.views.notKept');
    default:
      return t('list.views.error.missing');
  }
}

/**
 * The named dialog that gives a view its name: Save view (the list as shown now) or Rename. Its
 * one input is labelled; a name that cannot be given (empty, longer than MAX_VIEW_NAME, taken, or
 * the list at MAX_VIEWS) is said under it, and the dialog stays.
 */
export function ViewNameDialog({
  mode,
  initial,
  onSubmit,
  onClose,
}: {
  mode: 'save' | 'rename';
  initial: string;
  /** Gives the name; answers why it was refused, or null once it was given (the dialog then closes). */
  onSubmit: (name: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    const refused = await onSubmit(name);
    setBusy(false);
    if (refused === null) onClose();
    else {
      setError(refused);
      document.getElementById(`${id}-name`)?.focus();
    }
  };
  return (
    <ConsoleDialog
      header={t(mode === 'save' ? 'list.views.saveTitle' : 'list.views.renameTitle')}
      onHide={onClose}
      width="26rem"
      className="view-name-dialog"
      describedBy={mode === 'save' ? `${id}-hint` : undefined}
      buttons={(close) => [
        { label: t('common.cancel'), look: 'text', onClick: close },
        {
          label: t(mode === 'save' ? 'list.views.save' : 'list.views.rename'),
          icon: 'pi pi-check',
          loading: busy,
          onClick: () => void submit(),
        },
      ]}
    >
      <form className="view-name-dialog__form" onSubmit={(e) => void submit(e)} noValidate>
        {mode === 'save' ? (
          <p id={`${id}-hint`} className="view-name-dialog__hint">
            {t('list.views.saveHint')}
          </p>
        ) : null}
        <div className="form-field">
          <label htmlFor={`${id}-name`} className="form-field__label">
            {t('list.views.name')}
          </label>
          <InputText
            id={`${id}-name`}
            value={name}
            // PrimeReact's dialog gives focus to what is marked so when it opens, else to its close button.
            data-pc-autofocus="true"
            autoFocus
            autoComplete="off"
            invalid={error !== null}
            aria-invalid={error !== null}
            aria-describedby={`${id}-error`}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
          <small id={`${id}-error`} className="form-field__error" role={error !== null ? 'alert' : undefined}>
            {error ?? ''}
          </small>
        </div>
      </form>
    </ConsoleDialog>
  );
}

/** Asks before a saved view is deleted (the list itself stays as it is). */
export function DeleteViewDialog({
  name,
  onDelete,
  onClose,
}: {
  name: string;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ConsoleDialog
      header={t('list.views.deleteTitle')}
      onHide={onClose}
      width="26rem"
      describedBy={id}
      buttons={(close) => [
        { label: t('common.cancel'), look: 'text', onClick: close, autoFocus: true },
        { label: t('common.delete'), icon: 'pi pi-trash', look: 'danger', onClick: onDelete },
      ]}
    >
      <p id={id}>{t('list.views.deleteConfirm', { name })}</p>
    </ConsoleDialog>
  );
}

/** One row of Manage views: a view, whether the list opens with it, and what can be done to it. */
export interface ManagedView {
  /** Its name in the address and the store. */
  name: string;
  /** Its name as shown. */
  label: string;
  kind: 'all' | 'declared' | 'saved';
  isDefault: boolean;
}

/**
 * Manage views: every view of the list, each with a "⋯" menu named "Actions for view …" — for a
 * saved view Update with current view, Rename, Set as default (or Remove as default) and Delete;
 * for All and the area's views, Set as default.
 */
export function ManageViewsDialog({
  views,
  onUpdate,
  onRename,
  onDefault,
  onDelete,
  onClose,
}: {
  views: readonly ManagedView[];
  onUpdate: (name: string) => void;
  onRename: (name: string) => void;
  onDefault: (name: string | null) => void;
  onDelete: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hasSaved = views.some((v) => v.kind === 'saved');
  const actions = (view: ManagedView): MenuItem[] => {
    const toDefault: MenuItem = view.isDefault
      ? { label: t('list.views.unsetDefault'), icon: 'pi pi-star', command: () => onDefault(null) }
      : { label: t('list.views.setDefault'), icon: 'pi pi-star-fill', command: () => onDefault(view.name) };
    if (view.kind !== 'saved') return [toDefault];
    return [
      { label: t('list.views.update'), icon: 'pi pi-sync', command: () => onUpdate(view.name) },
      { label: t('list.views.rename'), icon: 'pi pi-pencil', command: () => onRename(view.name) },
      toDefault,
      { separator: true },
      {
        label: t('list.views.delete'),
        icon: 'pi pi-trash',
        className: 'is-danger',
        command: () => onDelete(view.name),
      },
    ];
  };
  return (
    <ConsoleDialog
      header={t('list.views.manageTitle')}
      onHide={onClose}
      width="30rem"
      className="manage-views"
      describedBy={id}
      buttons={(close) => [{ label: t('common.close'), onClick: close, autoFocus: true }]}
    >
      <p id={id} className="manage-views__hint">
        {t('list.views.manageHint')}
      </p>
      <ul className="manage-views__list" aria-label={t('list.views.title')}>
        {views.map((view, index) => (
          // By place: a renamed view's row (and its menu button, which had focus) stays.
          <li key={`${view.kind}:${index}`} className="manage-views__row">
            <span className="manage-views__name">{view.label}</span>
            {view.kind !== 'saved' ? <span className="manage-views__kind">{t('list.views.builtIn')}</span> : null}
            {view.isDefault ? <Tag className="resource-tag" value={t('list.views.default')} /> : null}
            {view.kind === 'all' && view.isDefault ? null : (
              <MoreMenu label={t('list.views.actionsFor', { name: view.label })} items={actions(view)} />
            )}
          </li>
        ))}
      </ul>
      {!hasSaved ? <p className="manage-views__none">{t('list.views.noneSaved')}</p> : null}
    </ConsoleDialog>
  );
}
