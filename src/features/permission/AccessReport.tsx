import { useTranslation } from 'react-i18next';
import type { MenuEntity } from '../../core/api/endpoints/menu.ts';
import type { RoleEntity } from '../../core/api/endpoints/role.ts';
import type { RouteDef } from '../../core/routes/types.ts';
import { reconcile, roleAccess } from './accessReport.ts';

/** Which screens and buttons a role reaches, and where the server's menu and the console disagree. */
export function AccessReport({
  role,
  menus,
  table,
  checked,
}: {
  role: RoleEntity;
  menus: readonly MenuEntity[];
  table: readonly RouteDef[];
  checked: readonly string[];
}) {
  const { t } = useTranslation();
  const access = roleAccess(role.menuIds, menus, table);
  const gaps = reconcile(menus, table, checked);
  const list = (items: readonly string[]) =>
    items.length === 0 ? (
      <p className="report-none">{t('roleAdmin.none')}</p>
    ) : (
      <ul className="report-list">
        {items.map((item) => (
          <li key={item}>
            <code>{item}</code>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="access-report">
      <h3>{t('roleAdmin.reportScreens', { count: access.screens.length })}</h3>
      {list(access.screens)}
      <h3>{t('roleAdmin.reportPermissions', { count: access.permissions.length })}</h3>
      {list(access.permissions)}
      <h3>{t('roleAdmin.unmatchedUrls')}</h3>
      {list(gaps.unmatchedUrls)}
      <h3>{t('roleAdmin.unreachedRoutes')}</h3>
      {list(gaps.unreachedRoutes)}
      <h3>{t('roleAdmin.ungranted')}</h3>
      {list(gaps.ungranted)}
      <h3>{t('roleAdmin.unchecked', { count: gaps.unchecked.length })}</h3>
      {list(gaps.unchecked)}
    </div>
  );
}
