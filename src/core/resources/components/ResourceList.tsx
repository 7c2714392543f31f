import { ReadStatus } from '../../components/ReadStatus.tsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTablePageEvent, DataTableSortEvent } from 'primereact/datatable';
import { Paginator, type PaginatorPageChangeEvent } from 'primereact/paginator';
import { Toolbar } from '../../components/Toolbar.tsx';
import { usePermission } from '../../permission/Permission.tsx';
import { filterFields, listColumns } from '../fields.ts';
import { activeFilterCount, buildListParams } from '../params.ts';
import type { ResourceDef } from '../types.ts';
import { useResourceList, type ListAddress } from '../hooks/useResourceList.ts';
import { useListSelection } from '../hooks/useListSelection.ts';
import { useRecordActions } from '../hooks/useRecordActions.tsx';
import { useColumnView } from '../hooks/useColumnView.ts';
import { useBulkActions } from '../hooks/useBulkActions.tsx';
import { bulkActionsOf } from '../list/bulkActions.ts';
import { FilterBar } from './FilterBar.tsx';
import { ColumnSettingsDialog } from './ColumnSettingsDialog.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { BulkBar, SelectionContext } from './BulkBar.tsx';
import { CopyForTicketButton } from './CopyForTicketButton.tsx';
import { formatNumber } from '../format.ts';
import { useCopyLink } from './CopyLinkButton.tsx';
import { useNarrowContainer } from '../hooks/useNarrowContainer.ts';
import { pagingTemplate, ResourceTable } from './ResourceTable.tsx';
import { ListItems } from './ListItems.tsx';
import { FilterSheet, NarrowListTools } from './NarrowListTools.tsx';
import { WideListTools } from './WideListTools.tsx';
import { describeFilters, ListEmpty, ListSkeleton } from './ListStates.tsx';
import { useReopenInterrupted } from '../hooks/useReopenInterrupted.ts';
import { preloadable } from '../../kernel/preloadable.ts';
import { useServices } from '../../kernel/services.ts';
import { useLookFromAddress } from '../hooks/useLookFromAddress.ts';
import { useSavedViews } from '../hooks/useSavedViews.ts';
import { useListViews } from '../hooks/useListViews.tsx';
import { ALL_VIEW, openingView } from '../list/savedViews.ts';
import '../../components/screen.css';
import '../resources.css';
import './listTools.css';

/** The import (docs/import.md): its code is a chunk of its own, loaded when Import is opened. */
const ImportDialog = preloadable(() => import('./ImportDialog.tsx'));

/**
 * The list screen of an area: server-side paging, sorting and filters kept in the address (when
 * `address` is given), kept columns and density, export, selection with bulk actions, and the
 * actions the user holds. `fixed` filters show one owner's records (a user's points); their
 * columns and filters are left out. Narrower than `NARROW_LIST_WIDTH` (its own box: the side
 * panel) it shows compact items under a one-line toolbar, and its filters in a sheet.
 */
export function ResourceList({
  def,
  fixed,
  address,
  link,
  look,
  addPreset,
  heading,
  headingLevel = 2,
}: {
  def: ResourceDef;
  /** Where the list's view lives; without it (a list inside another screen) the screen keeps it. */
  address?: ListAddress;
  /** The route of this view, for Copy link (a list shown on its own route). */
  link?: string;
  /** The record whose details the address asks for (`look=<id>`), and how the list changes that. */
  look?: { id: number | null; change: (id: number | null) => void };
  fixed?: Record<string, unknown>;
  /** Values a record added here starts with (the owner of an embedded list, with its display name). */
  addPreset?: Record<string, unknown>;
  heading?: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const [box, narrow] = useNarrowContainer<HTMLElement>();
  // Saved views belong to a list whose view is in the address (not one inside another screen).
  const saved = useSavedViews(def.name, Boolean(address));
  const named = address?.view ?? null;
  const opening = address && saved.ready ? openingView(address.search, named, saved.views, def.views ?? []) : null;
  // A list opened with an address that names nothing waits for the saved views: it may open with its default.
  const hold = Boolean(address) && address?.search === '' && named === null && (!saved.ready || opening !== null);
  const list = useResourceList(def, fixed, address, {
    hold,
    blankView: saved.views.defaultView !== null ? ALL_VIEW : null,
  });
  const { state, answer, loading, loaded } = list;
  const fixedKeys = Object.keys(fixed ?? {});
  const columns = listColumns(def).filter((c) => !fixedKeys.includes(c.field.key));
  const columnView = useColumnView(fixed ? `${def.name}:${fixedKeys.join(',')}` : def.name, columns);
  const { view } = columnView;
  const [filtersOpen, setFiltersOpen] = useState(() => !fixed);
  const [dialog, setDialog] = useState<'columns' | 'export' | 'filters' | 'import' | null>(null);
  const { notifier } = useServices();
  const copyLink = useCopyLink(link ?? '');
  const lookTo = look?.change;
  const actions = useRecordActions(def, {
    ...(lookTo && link !== undefined
      ? {
          look: {
            open: (id: number) => lookTo(id),
            closed: () => lookTo(null),
            link: (id: number) => `${link}${link.includes('?') ? '&' : '?'}look=${id}`,
          },
        }
      : {}),
  });
  useLookFromAddress(def, look?.id ?? null, actions.look, () => lookTo?.(null));
  useReopenInterrupted(def, actions, !fixed);
  const titleId = useId();
  const filtersId = useId();
  const item = t(def.item);
  const title = heading ?? t(`route.${def.name}`);
  const hasFieldFilters = filterFields(def).some((f) => !fixedKeys.includes(f.key));
  const applied = activeFilterCount(def, state);

  const filterKey = JSON.stringify([state.keyword, state.filters]);
  const { selected, select, onPageSelection, pageSelected, rowSelection } = useListSelection(filterKey, answer.list);

  // After a search or a filter (not a page turn or a reload), screen readers hear how many match.
  const [resultCount, setResultCount] = useState('');
  const lastAnswer = useRef(answer);
  const answeredKey = useRef(filterKey);
  useEffect(() => {
    if (loading || answer === lastAnswer.current) return;
    lastAnswer.current = answer;
    if (answeredKey.current === filterKey) return;
    answeredKey.current = filterKey;
    const count = answer.totalCount;
    setResultCount(t('list.results', { count, formatted: formatNumber(count, i18n.language) }));
  }, [answer, loading, filterKey, t, i18n.language]);
  const can = usePermission();
  const bulkActions = useMemo(() => bulkActionsOf(def), [def]);
  const bulk = useBulkActions(def, {
    // The list reads again by itself: the writes changed its area.
    onDone: select,
  });

  const views = useListViews({ def, address, list, columns, columnView, saved, opening, narrow });

  const paginatorTemplate = pagingTemplate(narrow, t);
  const onPage = (e: DataTablePageEvent | PaginatorPageChangeEvent) => list.update({ first: e.first, rows: e.rows });
  const onSort = (e: DataTableSortEvent) =>
    list.update({
      sortField: e.sortField,
      sortOrder: e.sortOrder === 1 || e.sortOrder === -1 ? e.sortOrder : null,
      first: 0,
    });
  const byKey = new Map(columns.map((c) => [c.field.key, c.field]));
  const shownFields = view.order.filter((key) => view.visible.includes(key)).flatMap((key) => byKey.get(key) ?? []);
  const exportParams = () => {
    const { page: _page, limit: _limit, ...rest } = buildListParams(def, state, fixed ?? {});
    return rest;
  };
  const addLabel = t('resources.common.add', { item });
  const mayAdd = def.permissions.add ? can([def.permissions.add]) : false;
  // Import: an area that declares it, for whoever may add (an embedded list imports nothing).
  const openImport =
    def.importable && mayAdd && !fixed
      ? () =>
          void ImportDialog.load().then(
            () => setDialog('import'),
            () => notifier.show({ channel: 'toast', severity: 'error', text: t('errors.loadFailed') }),
          )
      : null;
  const permittedBulk = bulkActions.filter((a) => can([a.permission]));
  const empty = loaded ? (
    <ListEmpty
      failed={list.failed}
      filters={describeFilters(def, state, t, fixedKeys)}
      keyword={state.keyword.trim()}
      item={item}
      addLabel={mayAdd ? addLabel : null}
      onClear={() => list.applyFilters('', {})}
    />
  ) : list.failed ? (
    <ListEmpty failed filters={[]} item={item} addLabel={null} onClear={() => undefined} />
  ) : (
    <ListSkeleton rows={narrow ? 6 : Math.min(state.rows, 8)} />
  );
  const fieldFilterCount = applied - (state.keyword.trim() === '' ? 0 : 1);

  return (
    <section
      ref={box}
      className={`admin-screen resource-screen${fixed ? ' is-embedded' : ''}${narrow ? ' is-narrow' : ''}`}
      aria-labelledby={titleId}
    >
      <p className="sr-only" role="status">
        {resultCount}
      </p>
      <ReadStatus retrying={list.retrying} updatedAt={list.updatedAt} />
      <Toolbar
        titleId={titleId}
        title={title}
        level={headingLevel}
        narrow={narrow}
        count={loading ? '' : t('resources.common.total', { count: answer.totalCount })}
        add={
          def.permissions.add
            ? {
                need: def.permissions.add,
                label: addLabel,
                short: t('resources.common.addShort'),
                onClick: () => actions.add(addPreset),
              }
            : null
        }
      >
        {narrow ? (
          <NarrowListTools
            keywordLabel={def.keyword ? t(def.keyword) : null}
            keyword={state.keyword}
            onKeyword={(keyword) => list.applyFilters(keyword, state.filters)}
            filters={
              hasFieldFilters
                ? {
                    count: fieldFilterCount,
                    open: dialog === 'filters',
                    sheetId: filtersId,
                    onOpen: () => setDialog('filters'),
                  }
                : null
            }
            sortable={columns.map((c) => c.field).filter((f) => f.sortable)}
            sort={state}
            views={views.button}
            onSort={(sortField, sortOrder) => list.update({ sortField, sortOrder, first: 0 })}
            onFields={() => setDialog('columns')}
            onExport={() => setDialog('export')}
            onImport={openImport}
            onCopyLink={link !== undefined ? () => void copyLink() : null}
            onRefresh={() => void list.reload()}
          />
        ) : (
          <>
            <WideListTools
              filters={
                hasFieldFilters
                  ? { applied, open: filtersOpen, id: filtersId, toggle: () => setFiltersOpen(!filtersOpen) }
                  : null
              }
              views={views.button}
              onDialog={setDialog}
              onImport={openImport}
              link={link}
              onRefresh={() => void list.reload()}
            />
          </>
        )}
      </Toolbar>
      {(def.keyword || hasFieldFilters) && !narrow ? (
        <div id={filtersId}>
          <FilterBar
            key={filterKey}
            def={def}
            keyword={state.keyword}
            filters={state.filters}
            expanded={filtersOpen}
            onApply={list.applyFilters}
            hiddenKeys={fixedKeys}
          />
        </div>
      ) : null}
      {narrow && dialog === 'filters' ? (
        <FilterSheet id={filtersId} onHide={() => setDialog(null)}>
          <FilterBar
            key={filterKey}
            def={def}
            keyword={state.keyword}
            filters={state.filters}
            expanded
            sheet
            onApply={(keyword, filters) => {
              list.applyFilters(keyword, filters);
              setDialog(null);
            }}
            hiddenKeys={fixedKeys}
          />
        </FilterSheet>
      ) : null}
      <BulkBar
        count={selected.size}
        actions={permittedBulk}
        progress={bulk.progress}
        onClear={() => select([])}
        onAction={(action) => bulk.start(action, [...selected.values()])}
        extra={<CopyForTicketButton def={def} records={[...selected.values()]} size="small" />}
      />
      <SelectionContext value={rowSelection}>
        {narrow ? (
          <div className={`list-items__frame${loading && loaded ? ' is-loading' : ''}`} aria-busy={loading}>
            <ListItems
              def={def}
              records={answer.list}
              shownFields={shownFields}
              label={title}
              selectable={permittedBulk.length > 0}
              density={view.density}
              empty={empty}
              onIntent={(record, intent) => actions.act(record, intent)}
            />
            {loaded && answer.totalCount > 0 ? (
              <Paginator
                first={state.first}
                rows={state.rows}
                totalRecords={answer.totalCount}
                onPageChange={onPage}
                template={paginatorTemplate}
                currentPageReportTemplate="{currentPage} / {totalPages}"
              />
            ) : null}
          </div>
        ) : (
          <ResourceTable
            def={def}
            answer={answer}
            state={state}
            loading={loading}
            loaded={loaded}
            shownFields={shownFields}
            density={view.density}
            title={title}
            paginatorTemplate={paginatorTemplate}
            empty={empty}
            pageSelected={pageSelected}
            selectedIds={new Set(selected.keys())}
            onPageSelection={onPageSelection}
            onPage={onPage}
            onSort={onSort}
            onIntent={(record, intent) => actions.act(record, intent)}
          />
        )}
      </SelectionContext>
      {dialog === 'columns' ? (
        <ColumnSettingsDialog
          columns={columns}
          view={view}
          onChange={(next) => {
            columnView.setView(next);
            views.leaveSavedView();
          }}
          onReset={() => {
            columnView.reset();
            views.leaveSavedView();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'export' ? (
        <ExportDialog
          def={def}
          title={title}
          params={exportParams()}
          total={answer.totalCount}
          page={answer.list}
          selected={[...selected.values()]}
          shownFields={shownFields}
          allFields={columns.map((c) => c.field)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {views.dialogs}
      {dialog === 'import' ? <ImportDialog def={def} title={title} onClose={() => setDialog(null)} /> : null}
      {actions.dialogs}
      {bulk.dialogs}
    </section>
  );
}
