import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import { Dropdown } from 'primereact/dropdown';
import type {
  PaginatorChangeEvent,
  PaginatorRowsPerPageDropdownOptions,
  PaginatorTemplateOptions,
} from 'primereact/paginator';
import { dropdownLabels } from '../../components/labelledDropdown.ts';
import { IconButton } from '../../components/IconButton.tsx';
import { Toolbar } from '../../components/Toolbar.tsx';
import { useMediaQuery } from '../../layout/useMediaQuery.ts';
import { defaultVisibleColumns, filterFields, listColumns } from '../fields.ts';
import { activeFilterCount, PAGE_SIZES } from '../params.ts';
import type { RecordData, ResourceDef } from '../types.ts';
import { useResourceList } from '../hooks/useResourceList.ts';
import { useRecordActions } from '../hooks/useRecordActions.tsx';
import { FieldValue } from './FieldValue.tsx';
import { FilterBar } from './FilterBar.tsx';
import { RowActions } from './RowActions.tsx';
import '../resources.css';

const NARROW = '(max-width: 640px)';

/**
 * The list screen of an area: server-side paging, sorting and filters, a column chooser, and the
 * actions the user holds. `fixed` filters show one owner's records (a user's points); their
 * columns and filters are left out.
 */
export function ResourceList({
  def,
  fixed,
  addPreset,
  heading,
  headingLevel = 2,
  lookup = null,
  onLookupTaken,
}: {
  def: ResourceDef;
  /** A keyword to search for, handed over by a lookup; taken once (then onLookupTaken). */
  lookup?: string | null;
  onLookupTaken?: () => void;
  fixed?: Record<string, unknown>;
  /** Values a record added here starts with (the owner of an embedded list, with its display name). */
  addPreset?: Record<string, unknown>;
  heading?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW);
  const list = useResourceList(def, fixed, lookup ?? '');
  const { state, answer, loading } = list;
  // A new lookup replaces the filters; the filter bar starts again from what is applied.
  const [filterBarKey, setFilterBarKey] = useState(0);
  const { applyFilters } = list;
  useEffect(() => {
    if (lookup === null) return;
    applyFilters(lookup, {});
    setFilterBarKey((k) => k + 1);
    onLookupTaken?.();
  }, [lookup, applyFilters, onLookupTaken]);
  const fixedKeys = Object.keys(fixed ?? {});
  const columns = listColumns(def).filter((c) => !fixedKeys.includes(c.field.key));
  const [visible, setVisible] = useState<string[]>(() =>
    defaultVisibleColumns(def).filter((k) => !fixedKeys.includes(k)),
  );
  const [filtersOpen, setFiltersOpen] = useState(() => !narrow && !fixed);
  const actions = useRecordActions(def, { onChanged: list.reload });
  const titleId = useId();
  const filtersId = useId();
  const columnsId = useId();
  const item = t(def.item);
  const title = heading ?? t(`route.${def.name}`);
  const hasFieldFilters = filterFields(def).some((f) => !fixedKeys.includes(f.key));
  const applied = activeFilterCount(def, state);

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

  return (
    <section className={`admin-screen resource-screen${fixed ? ' is-embedded' : ''}`} aria-labelledby={titleId}>
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
        <label htmlFor={columnsId} className="sr-only">
          {t('resources.common.columns')}
        </label>
        <MultiSelect
          inputId={columnsId}
          value={visible}
          options={columns.map((c) => ({ value: c.field.key, label: t(c.field.label) }))}
          optionLabel="label"
          optionValue="value"
          onChange={(e) => setVisible(e.value as string[])}
          className="resource-columns"
          dropdownIcon="pi pi-table"
          selectedItemTemplate={() => null}
          placeholder={t('resources.common.columns')}
          fixedPlaceholder
          showSelectAll={false}
          panelHeaderTemplate={<div className="resource-columns__header">{t('resources.common.columnsHint')}</div>}
        />
        <IconButton size="normal" icon="pi pi-refresh" label={t('common.reload')} onClick={() => void list.reload()} />
      </Toolbar>
      {def.keyword || hasFieldFilters ? (
        <div id={filtersId}>
          <FilterBar
            key={filterBarKey}
            def={def}
            keyword={state.keyword}
            filters={state.filters}
            expanded={filtersOpen}
            onApply={list.applyFilters}
            hiddenKeys={fixedKeys}
          />
        </div>
      ) : null}
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
        className="admin-table resource-table"
        tableStyle={{ minWidth: `${Math.max(20, visible.length * 8)}rem` }}
        emptyMessage={
          list.failed
            ? t('resources.common.loadFailed')
            : state.keyword.trim() !== ''
              ? t('lookup.noMatch', { text: state.keyword.trim() })
              : t('common.empty')
        }
        size="small"
        aria-label={title}
      >
        {columns
          .filter((c) => visible.includes(c.field.key))
          .map(({ field }) => (
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
      {actions.dialogs}
    </section>
  );
}
