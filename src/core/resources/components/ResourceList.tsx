import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type {
  PaginatorChangeEvent,
  PaginatorRowsPerPageDropdownOptions,
  PaginatorTemplateOptions,
} from 'primereact/paginator';
import { dropdownLabels } from '../../components/labelledDropdown.ts';
import { IconButton } from '../../components/IconButton.tsx';
import { Toolbar } from '../../components/Toolbar.tsx';
import { usePermission } from '../../permission/Permission.tsx';
import { useMediaQuery } from '../../layout/useMediaQuery.ts';
import { filterFields, listColumns, recordTitle } from '../fields.ts';
import { activeFilterCount, buildListParams, PAGE_SIZES } from '../params.ts';
import type { RecordData, ResourceDef } from '../types.ts';
import { useResourceList, type ListAddress } from '../hooks/useResourceList.ts';
import { useRecordActions } from '../hooks/useRecordActions.tsx';
import { useColumnView } from '../hooks/useColumnView.ts';
import { useBulkActions } from '../hooks/useBulkActions.tsx';
import { bulkActionsOf } from '../list/bulkActions.ts';
import { FieldValue } from './FieldValue.tsx';
import { FilterBar } from './FilterBar.tsx';
import { RowActions } from './RowActions.tsx';
import { ColumnSettingsDialog } from './ColumnSettingsDialog.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { BulkBar, RowSelectBox, SelectBox, SelectionContext } from './BulkBar.tsx';
import { CopyForTicketButton } from './CopyForTicketButton.tsx';
import { formatNumber } from '../format.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { useReopenInterrupted } from '../hooks/useReopenInterrupted.ts';
import { useLookFromAddress } from '../hooks/useLookFromAddress.ts';
import '../../components/screen.css';
import '../resources.css';
import './listTools.css';

const NARROW = '(max-width: 640px)';

/**
 * The list screen of an area: server-side paging, sorting and filters kept in the address (when
 * `address` is given), kept columns and density, export, selection with bulk actions, and the
 * actions the user holds. `fixed` filters show one owner's records (a user's points); their
 * columns and filters are left out.
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
  const narrow = useMediaQuery(NARROW);
  const list = useResourceList(def, fixed, address);
  const { state, answer, loading } = list;
  const fixedKeys = Object.keys(fixed ?? {});
  const columns = listColumns(def).filter((c) => !fixedKeys.includes(c.field.key));
  const columnView = useColumnView(fixed ? `${def.name}:${fixedKeys.join(',')}` : def.name, columns);
  const { view } = columnView;
  const [filtersOpen, setFiltersOpen] = useState(() => !narrow && !fixed);
  const [dialog, setDialog] = useState<'columns' | 'export' | null>(null);
  const lookTo = look?.change;
  const actions = useRecordActions(def, {
    onChanged: list.reload,
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

  // The selection is kept across pages of the same view and cleared when the filters change.
  const filterKey = JSON.stringify([state.keyword, state.filters]);
  const [selection, setSelection] = useState<{ key: string; records: Map<number, RecordData> }>(() => ({
    key: filterKey,
    records: new Map(),
  }));
  const selected = selection.key === filterKey ? selection.records : new Map<number, RecordData>();

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
  const select = (records: Iterable<RecordData>) =>
    setSelection({ key: filterKey, records: new Map([...records].map((r) => [r.id, r])) });
  const onPageSelection = (pageRows: readonly RecordData[]) => {
    const next = new Map(selected);
    for (const row of answer.list) next.delete(row.id);
    for (const row of pageRows) next.set(row.id, row);
    select(next.values());
  };
  const pageSelected = answer.list.filter((r) => selected.has(r.id)).length;
  const rowSelection = {
    has: (id: number) => selected.has(id),
    set: (id: number, on: boolean) =>
      onPageSelection(answer.list.filter((r) => (r.id === id ? on : selected.has(r.id)))),
  };
  const can = usePermission();
  const bulkActions = useMemo(() => bulkActionsOf(def), [def]);
  const bulk = useBulkActions(def, {
    onDone: (failed) => {
      select(failed);
      void list.reload();
    },
  });

  const paginatorTemplate: PaginatorTemplateOptions = {
    layout: narrow
      ? 'PrevPageLink CurrentPageReport NextPageLink'
      : 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport',
    // PrimeReact's own rows-per-page dropdown has no name; this one is labelled.
    RowsPerPageDropdown: (options: PaginatorRowsPerPageDropdownOptions) => (
      <Dropdown
        value={options.value}
        options={options.options}
        aria-label={t('resources.common.rowsPerPage')}
        onChange={(e) => options.onChange(e as unknown as PaginatorChangeEvent)}
        pt={dropdownLabels(t('resources.common.rowsPerPage'))}
      />
    ),
  };
  const onPage = (e: DataTablePageEvent) => list.update({ first: e.first, rows: e.rows });
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

  return (
    <section className={`admin-screen resource-screen${fixed ? ' is-embedded' : ''}`} aria-labelledby={titleId}>
      <p className="sr-only" role="status">
        {resultCount}
      </p>
      <Toolbar
        titleId={titleId}
        title={title}
        level={headingLevel}
        count={loading ? '' : t('resources.common.total', { count: answer.totalCount })}
        add={
          def.permissions.add
            ? {
                need: def.permissions.add,
                label: t('resources.common.add', { item }),
                onClick: () => actions.add(addPreset),
              }
            : null
        }
      >
        {hasFieldFilters ? (
          <Button
            type="button"
            text
            icon="pi pi-filter"
            label={applied > 0 ? t('resources.common.filtersCount', { count: applied }) : t('resources.common.filters')}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          />
        ) : null}
        {(['columns', 'export'] as const).map((tool) => {
          const label = tool === 'columns' ? t('resources.common.columns') : t('list.export.open');
          return (
            <Button
              key={tool}
              type="button"
              text
              icon={tool === 'columns' ? 'pi pi-table' : 'pi pi-download'}
              // Narrow: the icon alone, named all the same.
              label={narrow ? undefined : label}
              aria-label={label}
              aria-haspopup="dialog"
              onClick={() => setDialog(tool)}
            />
          );
        })}
        {link !== undefined ? <CopyLinkButton route={link} /> : null}
        <IconButton size="normal" icon="pi pi-refresh" label={t('common.reload')} onClick={() => void list.reload()} />
      </Toolbar>
      {def.keyword || hasFieldFilters ? (
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
      <BulkBar
        count={selected.size}
        actions={bulkActions.filter((a) => can([a.permission]))}
        progress={bulk.progress}
        onClear={() => select([])}
        onAction={(action) => bulk.start(action, [...selected.values()])}
        extra={<CopyForTicketButton def={def} records={[...selected.values()]} size="small" />}
      />
      <SelectionContext value={rowSelection}>
        <DataTable
          value={answer.list}
          lazy
          dataKey="id"
          loading={loading}
          paginator
          first={state.first}
          rows={state.rows}
          totalRecords={answer.totalCount}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPage={onPage}
          sortField={state.sortField ?? undefined}
          sortOrder={state.sortOrder ?? 0}
          onSort={onSort}
          paginatorTemplate={paginatorTemplate}
          currentPageReportTemplate={narrow ? '{currentPage} / {totalPages}' : t('resources.common.pageReport')}
          scrollable
          className={`admin-table resource-table is-${view.density}`}
          tableStyle={{ minWidth: `${Math.max(20, shownFields.length * 8)}rem` }}
          emptyMessage={
            list.failed
              ? t('resources.common.loadFailed')
              : state.keyword.trim() !== ''
                ? t('lookup.noMatch', { text: state.keyword.trim() })
                : t('common.empty')
          }
          size={view.density === 'comfortable' ? 'normal' : 'small'}
          // A row re-renders when its selection changes (and shows it).
          rowClassName={(record: RecordData) => (selected.has(record.id) ? 'is-selected' : '')}
          aria-label={title}
        >
          <Column
            header={
              <SelectBox
                label={t('list.bulk.selectPage')}
                checked={pageSelected === answer.list.length && answer.list.length > 0}
                mixed={pageSelected > 0 && pageSelected < answer.list.length}
                disabled={answer.list.length === 0}
                onChange={(on) => onPageSelection(on ? answer.list : [])}
              />
            }
            body={(record: RecordData) => (
              <RowSelectBox id={record.id} label={t('list.bulk.selectRow', { name: recordTitle(def, record) })} />
            )}
            className="resource-select-cell"
            headerClassName="resource-select-cell"
          />
          {shownFields.map((field) => (
            <Column
              key={field.key}
              field={field.key}
              header={t(field.label)}
              sortable={Boolean(field.sortable)}
              body={(record: RecordData) => <FieldValue field={field} record={record} compact />}
              style={field.width ? { minWidth: field.width } : undefined}
            />
          ))}
          <Column
            header={t('common.actions')}
            body={(record: RecordData) => (
              <RowActions def={def} record={record} onIntent={(intent) => actions.act(record, intent)} />
            )}
            frozen={!narrow}
            alignFrozen="right"
            className="resource-actions-cell"
          />
        </DataTable>
      </SelectionContext>
      {dialog === 'columns' ? (
        <ColumnSettingsDialog
          columns={columns}
          view={view}
          onChange={columnView.setView}
          onReset={columnView.reset}
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
      {actions.dialogs}
      {bulk.dialogs}
    </section>
  );
}
