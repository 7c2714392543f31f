import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { IconButton } from '../../components/IconButton.tsx';
import { CopyLinkButton } from './CopyLinkButton.tsx';

/**
 * The tools of a list wide enough for a table: Filters (showing or hiding the form), Views, Columns,
 * Export, Import (an importable area, for whoever may add), Copy link, Reload.
 */
export function WideListTools({
  filters,
  views,
  onDialog,
  onImport,
  link,
  onRefresh,
}: {
  /** How many filters apply and the form they show in (null: the area has none). */
  filters: { applied: number; open: boolean; id: string; toggle: () => void } | null;
  /** The Views menu button (null: the list has none). */
  views: ReactNode;
  onDialog: (dialog: 'columns' | 'export') => void;
  /** Opens the import (null: the list imports nothing). */
  onImport: (() => void) | null;
  link: string | undefined;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {filters ? (
        <Button
          type="button"
          text
          icon="pi pi-filter"
          label={
            filters.applied > 0
              ? t('resources.common.filtersCount', { count: filters.applied })
              : t('resources.common.filters')
          }
          aria-expanded={filters.open}
          aria-controls={filters.id}
          onClick={filters.toggle}
        />
      ) : null}
      {views}
      {(['columns', 'export'] as const).map((tool) => (
        <Button
          key={tool}
          type="button"
          text
          icon={tool === 'columns' ? 'pi pi-table' : 'pi pi-download'}
          label={tool === 'columns' ? t('resources.common.columns') : t('list.export.open')}
          aria-haspopup="dialog"
          onClick={() => onDialog(tool)}
        />
      ))}
      {onImport ? (
        <Button
          type="button"
          text
          icon="pi pi-upload"
          label={t('list.import.open')}
          aria-haspopup="dialog"
          onClick={onImport}
        />
      ) : null}
      {link !== undefined ? <CopyLinkButton route={link} /> : null}
      <IconButton size="normal" icon="pi pi-refresh" label={t('common.reload')} onClick={onRefresh} />
    </>
  );
}
