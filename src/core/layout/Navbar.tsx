import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { useLocation } from 'wouter';
import { useServices } from '../kernel/services.ts';
import { useSession } from '../kernel/useSession.ts';
import { IconButton } from '../components/IconButton.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { ThemeSwitch } from '../components/ThemeSwitch.tsx';
import { displayName } from '../session/userInfo.ts';
import { clearDraftsAtSignOut } from '../session/sessionDrafts.ts';
import { DOCS_URL, REPO_URL } from '../config/links.ts';
import { SIZES } from '../settings/settings.ts';
import { isDark, prefersDark } from '../settings/applyTheme.ts';
import { useSizeSwitch } from '../settings/useSizeSwitch.ts';
import { LookupBox } from '../lookup/LookupBox.tsx';
import { overlayHost } from '../components/overlayHost.ts';
import { askDiscard, giveUp, hasUnsaved } from '../kernel/unsaved.ts';

// The request log's code loads the first time it is opened.
const RequestLogDrawer = lazy(() => import('../support/RequestLogDrawer.tsx'));

const subscribeFullscreen = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** The navigation bar's tools: dashboard, size, theme, language, fullscreen, settings and the user menu (SPEC 2). */
export function NavbarTools({ mobile, onOpenSettings }: { mobile: boolean; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const { session, platform, settings } = useServices();
  const [, navigate] = useLocation();
  const userInfo = useSession((s) => s.nav?.userInfo ?? null);
  const showSettings = useStore(settings.store, (s) => s.settings.showSettings);
  const size = useStore(settings.store, (s) => s.app.size);
  const theme = useStore(settings.store, (s) => s.settings.theme);
  const darkNow = isDark(theme, prefersDark());
  const switchSize = useSizeSwitch();
  const userMenu = useRef<Menu>(null);
  const sizeMenu = useRef<Menu>(null);
  const fullscreen = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const canFullscreen = typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled;
  const name = displayName(userInfo);
  const [logOpen, setLogOpen] = useState(false);
  const [logUsed, setLogUsed] = useState(false);

  // Signing out throws away what is typed in open forms (asked first) and every draft of the account.
  const signOut = async () => {
    if (hasUnsaved() && !(await askDiscard())) return;
    giveUp(() => true);
    await clearDraftsAtSignOut(platform.drafts, userInfo, location.origin);
    await session.logout();
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };

  const userItems: PrimeMenuItem[] = [
    { label: t('navbar.dashboard'), icon: 'pi pi-home', command: () => navigate('/dashboard') },
    { label: t('navbar.profile'), icon: 'pi pi-user', command: () => navigate('/profile') },
    { label: t('navbar.settings'), icon: 'pi pi-cog', command: onOpenSettings },
    // At the panel's width the header keeps its room for the screen's title: the one-click theme
    // switch moves into this menu.
    ...(mobile
      ? [
          {
            label: darkNow ? t('settings.toLight') : t('settings.toDark'),
            icon: darkNow ? 'pi pi-sun' : 'pi pi-moon',
            command: () => settings.update({ theme: darkNow ? 'light' : 'dark' }),
          },
        ]
      : []),
    { separator: true },
    { label: t('navbar.document'), icon: 'pi pi-book', command: () => platform.openExternal(DOCS_URL) },
    { label: t('navbar.repository'), icon: 'pi pi-github', command: () => platform.openExternal(REPO_URL) },
    { separator: true },
    { label: t('navbar.logout'), icon: 'pi pi-sign-out', command: () => void signOut() },
  ];
  const sizeItems: PrimeMenuItem[] = SIZES.map((value) => ({
    label: t(`settings.sizes.${value}`),
    icon: value === size ? 'pi pi-check' : 'pi pi-fw',
    command: () => switchSize(value),
  }));

  return (
    <div className="console__tools">
      <LookupBox compact={mobile} />
      <IconButton
        size="normal"
        icon="pi pi-history"
        label={t('requestLog.open')}
        popup="dialog"
        onClick={() => {
          setLogUsed(true);
          setLogOpen(true);
        }}
      />
      {logUsed ? (
        <Suspense fallback={null}>
          <RequestLogDrawer visible={logOpen} onHide={() => setLogOpen(false)} />
        </Suspense>
      ) : null}
      {!mobile ? (
        <IconButton
          size="normal"
          icon="pi pi-home"
          label={t('navbar.dashboard')}
          onClick={() => navigate('/dashboard')}
        />
      ) : null}
      {!mobile ? (
        <>
          <IconButton
            size="normal"
            icon="pi pi-sort-alpha-up"
            label={t('navbar.size')}
            popup="menu"
            onClick={(e) => sizeMenu.current?.toggle(e)}
          />
          <Menu ref={sizeMenu} popup model={sizeItems} popupAlignment="right" appendTo={overlayHost} />
        </>
      ) : null}
      {!mobile ? <ThemeSwitch className="console__theme" /> : null}
      <LanguageSwitch className="console__language" compact={mobile} />
      {canFullscreen && !mobile ? (
        <IconButton
          size="normal"
          icon={fullscreen ? 'pi pi-window-minimize' : 'pi pi-window-maximize'}
          label={fullscreen ? t('navbar.exitFullscreen') : t('navbar.fullscreen')}
          onClick={toggleFullscreen}
        />
      ) : null}
      {showSettings ? (
        <IconButton size="normal" icon="pi pi-cog" label={t('navbar.settings')} onClick={onOpenSettings} />
      ) : null}
      <Button
        type="button"
        text
        className="console__user"
        icon="pi pi-user"
        label={mobile ? undefined : name}
        aria-label={`${t('navbar.userMenu')}${name ? `: ${name}` : ''}`}
        aria-haspopup="menu"
        onClick={(e) => userMenu.current?.toggle(e)}
      />
      <Menu ref={userMenu} popup model={userItems} popupAlignment="right" appendTo={overlayHost} />
    </div>
  );
}
