import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { MenuItem } from 'primereact/menuitem';
import { IconButton } from '../../components/IconButton.tsx';
import type { FieldDef } from '../types.ts';
import type { ListState } from '../params.ts';
import { MoreMenu } from './MoreMenu.tsx';

/**
 * The tools of a list at the side panel's width, on one line: the keyword search (a button that
 * opens into the box), Filters (the sheet, with how many apply), Views (the same menu as at any
 * width, behind its icon), and a "⋯" menu holding Sort, Fields (the column chooser: which fields the
 * items show), Export, Import (an importable area), Copy link and Refresh.
 */
export function NarrowListTools({
  keywordLabel,
  keyword,
  onKeyword,
  filters,
  views,
  sortable,
  sort,
  onSort,
  onFields,
  onExport,
  onImport = null,
  onCopyLink,
  onRefresh,
}: {
  /** The keyword search's label; no search without it. */
  keywordLabel: string | null;
  keyword: string;
  onKeyword: (keyword: string) => void;
  /** The Filters button: how many field filters apply, and what it opens (null: the area has none). */
  filters: { count: number; open: boolean; onOpen: () => void; sheetId: string } | null;
  /** The Views menu button, its icon alone (null: the list has none). */
  views?: ReactNode;
  sortable: readonly FieldDef[];
  sort: Pick<ListState, 'sortField' | 'sortOrder'>;
  onSort: (field: string, order: 1 | -1) => void;
  onFields: () => void;
  onExport: () => void;
  /** Opens the import (null: the list imports nothing). */
  onImport?: (() => void) | null;
  onCopyLink: (() => void) | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [searching, setSearching] = useState(keyword !== '');
  const [draft, setDraft] = useState(keyword);
  const sortItems: MenuItem[] = sortable.map((field) => {
    const on = sort.sortField === field.key;
    const name = t(field.label);
    return {
      label: on ? t(sort.sortOrder === -1 ? 'list.sort.descending' : 'list.sort.ascending', { field: name }) : name,
      icon: on ? (sort.sortOrder === -1 ? 'pi pi-sort-amount-down' : 'pi pi-sort-amount-up') : 'pi pi-sort-alt',
      command: () => onSort(field.key, on && sort.sortOrder === 1 ? -1 : 1),
    };
  });
  const items: MenuItem[] = [
    ...(sortItems.length > 0 ? [{ label: t('list.sort.by'), items: sortItems }, { separator: true }] : []),
    { label: t('list.item.fields'), icon: 'pi pi-table', command: onFields },
    { label: t('list.export.open'), icon: 'pi pi-download', command: onExport },
    ...(onImport ? [{ label: t('list.import.open'), icon: 'pi pi-upload', command: onImport }] : []),
    ...(onCopyLink ? [{ label: t('list.link.copy'), icon: 'pi pi-link', command: onCopyLink }] : []),
    { label: t('common.reload'), icon: 'pi pi-refresh', command: onRefresh },
  ];
  return (
    <>
      {keywordLabel ? (
        searching ? (
          <form
            className="list-search"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              onKeyword(draft.trim());
            }}
          >
            <label htmlFor={`${id}-keyword`} className="sr-only">
              {keywordLabel}
            </label>
            <InputText
              id={`${id}-keyword`}
              type="search"
              enterKeyHint="search"
              placeholder={keywordLabel}
              value={draft}
              autoFocus={keyword === ''}
              onChange={(e) => setDraft(e.target.value)}
            />
            <IconButton
              size="normal"
              icon="pi pi-times"
              label={t('list.search.close')}
              onClick={() => {
                setSearching(false);
                setDraft('');
                if (keyword !== '') onKeyword('');
              }}
            />
          </form>
        ) : (
          <IconButton size="normal" icon="pi pi-search" label={keywordLabel} onClick={() => setSearching(true)} />
        )
      ) : null}
      {filters ? (
        <Button
          type="button"
          text
          icon="pi pi-filter"
          className="list-tools__filters"
          label={searching ? undefined : t('resources.common.filters')}
          aria-label={
            filters.count > 0
              ? t('resources.common.filtersCount', { count: filters.count })
              : t('resources.common.filters')
          }
          badge={filters.count > 0 ? String(filters.count) : undefined}
          aria-haspopup="dialog"
          aria-expanded={filters.open}
          aria-controls={filters.open ? filters.sheetId : undefined}
          onClick={filters.onOpen}
        />
      ) : null}
      {views}
      <MoreMenu label={t('list.tools.more')} items={items} />
    </>
  );
}

/** The filters of a narrow list as a sheet over its lower part, named "Filters". */
export function FilterSheet({ id, onHide, children }: { id: string; onHide: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible
      id={id}
      onHide={onHide}
      header={t('resources.common.filters')}
      position="bottom"
      className="filter-sheet"
      style={{ width: 'min(36rem, 100vw)' }}
    >
      {children}
    </Dialog>
  );
}
