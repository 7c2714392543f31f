import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/useSession.ts';
import { displayName, roleNames } from '../../session/userInfo.ts';
import { flattenRoutes } from '../../routes/resolve.ts';
import { iconClass } from '../../layout/icons.ts';
import type { ScreenProps } from '../../app/ScreenOutlet.tsx';

/** The dashboard: who is signed in and which areas the server opened for them. */
export default function DashboardView(_: ScreenProps) {
  const { t } = useTranslation();
  const nav = useSession((s) => s.nav);
  const routes = useSession((s) => s.routes);
  const screens = flattenRoutes(routes).filter((route) => route.screen && !route.meta.hidden);
  const roles = roleNames(nav?.userInfo);
  return (
    <section className="dashboard" aria-labelledby="dashboard-welcome">
      <h2 id="dashboard-welcome" className="dashboard__welcome">{t('dashboard.welcome', { name: displayName(nav?.userInfo) })}</h2>
      <dl className="dashboard__facts">
        <div className="dashboard__fact">
          <dt>{t('dashboard.roles')}</dt>
          <dd>{roles.length > 0 ? roles.join(', ') : t('dashboard.noRoles')}</dd>
        </div>
        <div className="dashboard__fact">
          <dt>{t('dashboard.menus')}</dt>
          <dd>{screens.length}</dd>
        </div>
        <div className="dashboard__fact">
          <dt>{t('dashboard.permissions')}</dt>
          <dd>{nav?.permissions.length ?? 0}</dd>
        </div>
      </dl>
      <h3 className="dashboard__subheading">{t('dashboard.menus')}</h3>
      <ul className="dashboard__shortcuts" role="list">
        {screens.map((route) => (
          <li key={route.path}>
            <a href={`#${route.path}`} className="dashboard__shortcut">
              <i className={iconClass(route.meta.icon)} aria-hidden="true" />
              <span>{t(route.meta.title)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
