import { useTranslation } from 'react-i18next';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import type { RoleEntity } from '../../core/api/endpoints/role.ts';
import { IconButton } from '../../core/components/IconButton.tsx';
import { saveFile } from '../../core/components/saveFile.ts';
import { formatNumber } from '../../core/resources/format.ts';
import { toCsv } from '../../core/resources/list/csv.ts';
import { exportFileName } from '../../core/resources/list/exportFile.ts';
import { roleTable } from './roleExport.ts';
import { pagingTemplate } from '../../core/resources/components/ResourceTable.tsx';

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
  // The lists' paginator (its rows-per-page choice named), with first and last but no page links.
  return {
    ...pagingTemplate(false, t),
    layout: 'FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown',
  };
}
