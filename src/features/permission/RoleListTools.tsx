import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import type {
  PaginatorChangeEvent,
  PaginatorRowsPerPageDropdownOptions,
  PaginatorTemplateOptions,
} from 'primereact/paginator';
import { dropdownLabels } from '../../core/components/labelledDropdown.ts';
import type { RoleEntity } from '../../core/api/endpoints/role.ts';
import { IconButton } from '../../core/components/IconButton.tsx';
import { saveFile } from '../../core/components/saveFile.ts';
import { formatNumber } from '../../core/resources/format.ts';
import { toCsv } from '../../core/resources/list/csv.ts';
import { exportFileName } from '../../core/resources/list/exportFile.ts';
import { roleTable } from './roleExport.ts';

/** The roles list's count and export, as every other list has them. */
export function RoleListTools({ roles }: { roles: readonly RoleEntity[] }) {
  const { t, i18n } = useTranslation();
  const exportRoles = () => {
    const table = roleTable(roles, t);
    saveFile(
      exportFileName('role', 'csv', new Date()),
      new Blob([toCsv(table.header, table.rows)], { type: 'text/csv;charset=utf-8' }),
    );
  };
  return (
    <>
      <span className="list-count" role="status">
        {t('list.results', { count: roles.length, formatted: formatNumber(roles.length, i18n.language) })}
      </span>
      <IconButton size="normal" icon="pi pi-download" label={t('list.export.open')} onClick={exportRoles} />
    </>
  );
}

/** The roles list's paginator, with its rows-per-page choice named as the other lists name it. */
export function useRolePaginator(): PaginatorTemplateOptions {
  const { t } = useTranslation();
  return {
    layout: 'FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown',
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
