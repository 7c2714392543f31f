import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useServices } from '../app/services.ts';
import { useSession } from '../app/useSession.ts';
import { CONSTANT_ROUTES } from '../routes/table.ts';
import type { RouteDef } from '../routes/types.ts';
import { SideMenu } from './SideMenu.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { displayName } from '../session/userInfo.ts';
import logoUrl from '../assets/logo.svg';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery.ts';
import './layout.css';

/** The main layout: sidebar menu, navigation bar and the current screen. */
export function ConsoleLayout({ active, children }: { active: RouteDef; children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const routes = useSession((s) => s.routes);
  const userInfo = useSession((s) => s.nav?.userInfo ?? null);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [sidebarOpen, setSidebarOpen] = useState(() => !matchMedia(MOBILE_QUERY).matches);
  // On a narrow screen the menu is a drawer: it closes once a screen is chosen.
  useEffect(() => {
    if (mobile) setSidebarOpen(false);
  }, [mobile, active.path]);
  const [leaving, setLeaving] = useState(false);
  const activePath = active.meta.activeMenu ?? active.path;
  const menuRoutes = [...CONSTANT_ROUTES, ...routes];

  const logout = async () => {
    setLeaving(true);
    await session.logout();
  };

  return (
    <div className={`console${sidebarOpen ? ' is-sidebar-open' : ' is-sidebar-closed'}${mobile ? ' is-mobile' : ''}`}>
      {mobile && sidebarOpen ? <div className="console__backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} /> : null}
      <aside className="console__sidebar" aria-label={t('navbar.menu')}>
        <a className="console__brand" href="#/dashboard">
          <img src={logoUrl} alt="" width={28} height={28} />
          <span className="console__brand-title">{t('app.title')}</span>
        </a>
        <nav aria-label={t('navbar.menu')}>
          <SideMenu routes={menuRoutes} activePath={activePath} />
        </nav>
      </aside>
      <div className="console__main">
        <header className="console__navbar">
          <Button
            type="button"
            text
            icon="pi pi-bars"
            aria-label={t('navbar.toggleSidebar')}
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen((open) => !open)}
          />
          <h1 className="console__title">{t(active.meta.title)}</h1>
          <div className="console__tools">
            <LanguageSwitch />
            <span className="console__user" title={displayName(userInfo)}>
              <i className="pi pi-user" aria-hidden="true" /> <span className="console__user-name">{displayName(userInfo)}</span>
            </span>
            <Button type="button" text icon="pi pi-sign-out" label={t('navbar.logout')} className="console__logout" loading={leaving} onClick={() => void logout()} />
          </div>
        </header>
        <main className="console__content" id="main">
          {children}
        </main>
      </div>
    </div>
  );
}
