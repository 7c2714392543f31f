import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { IconButton } from '../components/IconButton.tsx';
import { useServices } from '../kernel/services.ts';
import { useSession } from '../kernel/useSession.ts';
import { CONSTANT_ROUTES } from '../routes/table.ts';
import type { RouteDef } from '../routes/types.ts';
import { menuFacts, menuItems, withBadges, type MenuItem } from '../routes/menuView.ts';
import { usePendingWork } from '../support/usePendingWork.ts';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { SideMenu } from './SideMenu.tsx';
import { MixTopMenu, TopMenu } from './TopMenu.tsx';
import { NavbarTools } from './Navbar.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { Watermark } from './Watermark.tsx';
import { TagsView } from '../tags/TagsView.tsx';
import { useDevice } from './useDevice.ts';
import { isDark, prefersDark } from '../settings/applyTheme.ts';
import { UnsavedChangesHost } from './UnsavedChangesHost.tsx';
import { keepTabInside } from '../components/modalFocus.ts';
import logoUrl from '../assets/logo.svg';

const SettingsPanel = lazy(() => import('../settings/SettingsPanel.tsx'));
import './layout.css';

/** The main layout: menus (left, top or mix), navigation bar, tags view and the current screen. */
export function ConsoleLayout({
  active,
  above,
  children,
}: {
  active: RouteDef | null;
  /** Shown above the screen, inside the main region. */
  above?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { settings, progress } = useServices();
  const s = useStore(settings.store, (state) => state.settings);
  const app = useStore(settings.store, (state) => state.app);
  const routes = useSession((state) => state.routes);
  const menuList = useSession((state) => state.nav?.menuList);
  const device = useDevice();
  const mobile = device === 'mobile';
  const layout = mobile ? 'left' : s.layout;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The settings panel's code loads the first time it is opened.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };

  const pending = usePendingWork();
  const items = useMemo(
    () => withBadges(menuItems([...CONSTANT_ROUTES, ...routes], menuFacts(menuList)), pending),
    [routes, menuList, pending],
  );
  const activePath = active?.meta.activeMenu ?? active?.path ?? '';
  const sidebarOpen = mobile ? drawerOpen : app.sidebarStatus === 'opened';
  const toggleSidebar = () =>
    mobile ? setDrawerOpen((open) => !open) : settings.updateApp({ sidebarStatus: sidebarOpen ? 'closed' : 'opened' });

  // Mix layout: the top-level entry that holds the current screen, else the remembered one.
  const containing = items.find((item) => item.path === activePath || activePath.startsWith(item.path + '/'));
  const activeTop = containing?.path ?? app.activeTopMenuPath ?? '';
  useEffect(() => {
    if (layout === 'mix' && containing && containing.path !== app.activeTopMenuPath)
      settings.updateApp({ activeTopMenuPath: containing.path });
  }, [layout, containing, app.activeTopMenuPath, settings]);
  const mixSide: MenuItem[] = (() => {
    const top = items.find((item) => item.path === activeTop);
    return top?.children ?? (top ? [top] : []);
  })();

  // On a narrow screen the drawer closes once a screen is chosen, and with Escape (focus back on its button).
  useEffect(() => setDrawerOpen(false), [active?.path]);
  const drawer = useRef<HTMLElement>(null);
  const drawerShown = mobile && drawerOpen;
  useEffect(() => {
    if (!drawerShown) return;
    drawer.current?.querySelector<HTMLElement>('a[aria-current="page"], a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && drawer.current) keepTabInside(event, drawer.current);
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setDrawerOpen(false);
      document.querySelector<HTMLElement>('.console__sidebar-toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerShown]);

  const title = s.title ?? t('app.title');
  const dark = isDark(s.theme, prefersDark());
  const showSidebar = layout !== 'top';
  const sideItems = layout === 'mix' ? mixSide : items;

  return (
    <div
      className={[
        'console',
        `layout-${layout}`,
        sidebarOpen ? 'is-sidebar-open' : 'is-sidebar-closed',
        mobile ? 'is-mobile' : 'is-desktop',
        s.fixedHeader ? 'has-fixed-header' : '',
      ].join(' ')}
    >
      <NavigationProgress progress={progress} />
      {showSidebar && mobile && sidebarOpen ? (
        <div className="console__backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      ) : null}
      {showSidebar ? (
        <aside
          ref={drawer}
          className="console__sidebar"
          aria-label={t('navbar.sidebar')}
          hidden={mobile && !sidebarOpen}
          // Open over the page on a narrow screen, it is a modal dialog: Tab stays in it, Escape closes it.
          {...(drawerShown ? { role: 'dialog', 'aria-modal': true } : {})}
        >
          {s.sidebarLogo ? <Brand title={title} /> : null}
          <nav aria-label={t('navbar.menu')}>
            <SideMenu
              items={sideItems}
              activePath={activePath}
              collapsed={!mobile && !sidebarOpen}
              onNavigate={mobile ? () => setDrawerOpen(false) : undefined}
            />
          </nav>
        </aside>
      ) : null}
      <div className="console__main">
        <header className="console__header">
          <div className="console__navbar">
            {showSidebar ? (
              <IconButton
                size="normal"
                className="console__sidebar-toggle"
                icon="pi pi-bars"
                label={t('navbar.toggleSidebar')}
                title={false}
                expanded={sidebarOpen}
                onClick={toggleSidebar}
              />
            ) : (
              <Brand title={title} />
            )}
            {layout === 'top' ? <TopMenu items={items} activePath={activePath} /> : null}
            {layout === 'mix' ? (
              <MixTopMenu
                items={items}
                activeTop={activeTop}
                onSelect={(item) => settings.updateApp({ activeTopMenuPath: item.path })}
              />
            ) : null}
            {layout === 'left' && !mobile ? <Breadcrumb active={active} items={items} /> : null}
            {layout === 'left' && mobile ? (
              <h1 className="console__title">{active ? t(active.meta.title) : ''}</h1>
            ) : null}
            <NavbarTools mobile={mobile} onOpenSettings={openSettings} />
          </div>
          {s.tagsView ? <TagsView activePath={active?.path ?? null} /> : null}
          <OfflineBanner />
        </header>
        <main className="console__content" id="main">
          {/* Every screen has one level-one heading: its title (shown in the navigation bar on a phone). */}
          {layout === 'left' && mobile ? null : <h1 className="sr-only">{active ? t(active.meta.title) : ''}</h1>}
          {above}
          {children}
        </main>
      </div>
      {settingsUsed ? (
        <Suspense fallback={null}>
          <SettingsPanel visible={settingsOpen} onHide={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
      <UnsavedChangesHost />
      {s.watermarkEnabled ? <Watermark content={s.watermarkContent ?? t('app.title')} dark={dark} /> : null}
    </div>
  );
}

function Brand({ title }: { title: string }) {
  return (
    <a className="console__brand" href="#/dashboard">
      <img src={logoUrl} alt="" width={28} height={28} />
      <span className="console__brand-title">{title}</span>
    </a>
  );
}
