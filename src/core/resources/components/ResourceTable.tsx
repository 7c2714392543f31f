import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import type {
  PaginatorChangeEvent,
  PaginatorRowsPerPageDropdownOptions,
  PaginatorTemplateOptions,
} from 'primereact/paginator';
import type { TFunction } from 'i18next';
import { dropdownLabels } from '../../components/labelledDropdown.ts';
import { recordTitle } from '../fields.ts';
import { PAGE_SIZES, type ListState } from '../params.ts';
import type { FieldDef, RecordData, ResourceDef } from '../types.ts';
import type { ListAnswer } from '../convention.ts';
import { FieldValue } from './FieldValue.tsx';
import { RowActions, type RowIntent } from './RowActions.tsx';
import { RowSelectBox, SelectBox } from './BulkBar.tsx';

/** The paginator's parts: all of them on a wide list; previous, "3 / 12" and next on a narrow one. */
export function pagingTemplate(narrow: boolean, t: TFunction): PaginatorTemplateOptions {
  return {
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
}

/**
 * A list as a table (wide enough for one): a column per shown field, the selection column, the
 * actions column kept in view at the right, sorting by the headers, the paginator. Until the first
 * page answers there is no paginator and `empty` (the skeleton rows) stands in for the rows.
 */
export function ResourceTable({
  def,
  answer,
  state,
  loading,
  loaded,
  shownFields,
  density,
  title,
  paginatorTemplate,
  empty,
  pageSelected,
  selectedIds,
  onPageSelection,
  onPage,
  onSort,
  onIntent,
}: {
  def: ResourceDef;
  answer: ListAnswer;
  state: ListState;
  loading: boolean;
  loaded: boolean;
  shownFields: readonly FieldDef[];
  density: string;
  title: string;
  paginatorTemplate: PaginatorTemplateOptions;
  empty: ReactNode;
  pageSelected: number;
  selectedIds: ReadonlySet<number>;
  onPageSelection: (rows: readonly RecordData[]) => void;
  onPage: (e: DataTablePageEvent) => void;
  onSort: (e: DataTableSortEvent) => void;
  onIntent: (record: RecordData, intent: RowIntent) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      value={answer.list}
      lazy
      dataKey="id"
      // The first load shows skeleton rows, not a spinner over "No data".
      loading={loading && loaded}
      paginator={loaded}
      first={state.first}
      rows={state.rows}
      totalRecords={answer.totalCount}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPage={onPage}
      sortField={state.sortField ?? undefined}
      sortOrder={state.sortOrder ?? 0}
      onSort={onSort}
      paginatorTemplate={paginatorTemplate}
      currentPageReportTemplate={t('resources.common.pageReport')}
      scrollable
      className={`admin-table resource-table is-${density}`}
      tableStyle={{ minWidth: `${Math.max(20, shownFields.length * 8)}rem` }}
      emptyMessage={empty}
      size={density === 'comfortable' ? 'normal' : 'small'}
      // A row re-renders when its selection changes (and shows it).
      rowClassName={(record: RecordData) => (selectedIds.has(record.id) ? 'is-selected' : '')}
      aria-label={title}
      // Its rows are those of the page before while the next one is read (as the narrow list's frame says).
      aria-busy={loading}
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
          <RowActions def={def} record={record} onIntent={(intent) => onIntent(record, intent)} />
        )}
        frozen
        alignFrozen="right"
        className="resource-actions-cell"
      />
    </DataTable>
  );
}
