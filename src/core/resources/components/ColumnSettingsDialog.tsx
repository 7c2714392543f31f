import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { IconButton } from '../../components/IconButton.tsx';
import type { ListColumn } from '../fields.ts';
import { DENSITIES, moveColumn, type ColumnView } from '../list/columnPrefs.ts';
import { ReturnFocus } from '../../components/ReturnFocus.tsx';

/**
 * The Columns dialog of a list: show or hide each column, move it earlier or later (buttons, so
 * the keyboard does it as well as the mouse), the rows' density, and Reset to the area's defaults.
 * Every change applies at once and is kept.
 */
export function ColumnSettingsDialog({
  columns,
  view,
  onChange,
  onReset,
  onClose,
}: {
  columns: readonly ListColumn[];
  view: ColumnView;
  onChange: (view: ColumnView) => void;
  onReset: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labels = new Map(columns.map((c) => [c.field.key, t(c.field.label)]));
  const toggle = (key: string, on: boolean) =>
    onChange({
      ...view,
      visible: on
        ? view.order.filter((k) => k === key || view.visible.includes(k))
        : view.visible.filter((k) => k !== key),
    });
  const list = useRef<HTMLOListElement>(null);
  const move = (key: string, step: -1 | 1, button: HTMLElement) => {
    const label = button.getAttribute('aria-label');
    onChange({ ...view, order: moveColumn(view.order, key, step) });
    // The row moves in the page; the button pressed keeps the focus (or its twin, at an end).
    requestAnimationFrame(() => {
      const row = list.current?.querySelector<HTMLElement>(`li[data-key="${CSS.escape(key)}"]`);
      const same = [...(row?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      (
        same.find((b) => b.getAttribute('aria-label') === label && !b.disabled) ?? same.find((b) => !b.disabled)
      )?.focus();
    });
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('list.columns.title')}
      style={{ width: 'min(26rem, 96vw)' }}
      className="column-settings"
      footer={
        <div>
          <Button type="button" text label={t('list.columns.reset')} icon="pi pi-undo" onClick={onReset} />
          <Button type="button" label={t('list.columns.done')} onClick={onClose} autoFocus />
        </div>
      }
    >
      <ReturnFocus />
      <fieldset className="column-settings__group">
        <legend>{t('list.columns.shown')}</legend>
        <ol className="column-settings__list" ref={list}>
          {view.order.map((key, index) => {
            const name = labels.get(key) ?? key;
            const inputId = `${id}-${key}`;
            return (
              <li key={key} className="column-settings__row" data-key={key}>
                <Checkbox
                  inputId={inputId}
                  checked={view.visible.includes(key)}
                  onChange={(e) => toggle(key, Boolean(e.checked))}
                  // At least one column stays.
                  disabled={view.visible.length === 1 && view.visible.includes(key)}
                />
                <label htmlFor={inputId}>{name}</label>
                <IconButton
                  icon="pi pi-arrow-up"
                  label={t('list.columns.moveUp', { name })}
                  disabled={index === 0}
                  onClick={(e) => move(key, -1, e.currentTarget)}
                />
                <IconButton
                  icon="pi pi-arrow-down"
                  label={t('list.columns.moveDown', { name })}
                  disabled={index === view.order.length - 1}
                  onClick={(e) => move(key, 1, e.currentTarget)}
                />
              </li>
            );
          })}
        </ol>
      </fieldset>
      <fieldset className="column-settings__group column-settings__density">
        <legend>{t('list.density.label')}</legend>
        {DENSITIES.map((density) => (
          <span key={density} className="column-settings__choice">
            <RadioButton
              inputId={`${id}-density-${density}`}
              name={`${id}-density`}
              value={density}
              checked={view.density === density}
              onChange={() => onChange({ ...view, density })}
            />
            <label htmlFor={`${id}-density-${density}`}>{t(`list.density.${density}`)}</label>
          </span>
        ))}
      </fieldset>
    </Dialog>
  );
}
