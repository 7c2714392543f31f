import { createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useThrottledText } from '../../components/useThrottledText.ts';
import { Permission } from '../../permission/Permission.tsx';
import { formatNumber } from '../format.ts';
import type { BulkAction } from '../list/bulkActions.ts';
import type { BulkProgress } from '../hooks/useBulkActions.tsx';

/**
 * The bar over a list while records are selected: how many, Clear, and the actions the person
 * may run on all of them (each behind its permission); while one runs, its progress and Cancel.
 */
export function BulkBar({
  count,
  actions,
  progress,
  onClear,
  onAction,
  extra,
}: {
  count: number;
  actions: readonly BulkAction[];
  progress: BulkProgress | null;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
  extra?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const running = progress
    ? t('list.bulk.running', { action: progress.label, done: n(progress.done), total: n(progress.total) })
    : '';
  // Progress is heard every few seconds, not at every record (the end is a toast or a dialog).
  const heard = useThrottledText(running);
  if (count === 0 && !progress) return null;
  return (
    <div className="bulk-bar" role="region" aria-label={t('list.bulk.region')}>
      <span className="sr-only" role="status">
        {heard}
      </span>
      {progress ? (
        <>
          <span className="bulk-bar__count">{running}</span>
          <ProgressBar
            className="bulk-bar__progress"
            value={progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100)}
            showValue={false}
            aria-label={progress.label}
          />
          <Button type="button" text label={t('common.cancel')} onClick={progress.cancel} />
        </>
      ) : (
        <>
          <span className="bulk-bar__count" aria-live="polite">
            {t('list.bulk.selected', { count, formatted: n(count) })}
          </span>
          <Button type="button" text size="small" label={t('list.bulk.clear')} onClick={onClear} />
          <span className="bulk-bar__spacer" />
          {extra}
          {actions.map((action) => (
            <Permission key={action.key} need={[action.permission]}>
              <Button
                type="button"
                size="small"
                outlined
                icon={action.icon}
                label={t(action.label)}
                {...(action.kind === 'delete' ? { severity: 'danger' as const } : {})}
                onClick={() => onAction(action)}
              />
            </Permission>
          ))}
        </>
      )}
    </div>
  );
}

/** A row's (or the page's) selection box: a native checkbox, named, 'mixed' when part of the page is selected. */
export function SelectBox({
  label,
  checked,
  mixed = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="resource-select"
      aria-label={label}
      checked={checked}
      {...(disabled !== undefined ? { disabled } : {})}
      // A click on the box selects the row; it does not open it.
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => onChange(mixed ? true : e.target.checked)}
    />
  );
}

/**
 * The selection as the rows read it: through context, because the table does not render a row's
 * cells again when only the selection changed.
 */
export const SelectionContext = createContext<{ has: (id: number) => boolean; set: (id: number, on: boolean) => void }>(
  {
    has: () => false,
    set: () => undefined,
  },
);

/** The selection box of one row. */
export function RowSelectBox({ id, label }: { id: number; label: string }) {
  const selection = useContext(SelectionContext);
  return <SelectBox label={label} checked={selection.has(id)} onChange={(on) => selection.set(id, on)} />;
}
