import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTabScroller } from './useTabScroller.ts';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useLocation } from 'wouter';
import { ContextMenu } from 'primereact/contextmenu';
import { Menu } from 'primereact/menu';
import { IconButton } from '../components/IconButton.tsx';
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { useServices } from '../kernel/services.ts';
import { closeTabs } from './tabs.ts';
import { withDetail } from '../routes/routeTitle.ts';
import { currentLocation } from '../routes/hashLocation.ts';
import { availableActions, nextAfterClose } from './tabActions.ts';
import { askDiscard, giveUp, hasUnsaved } from '../kernel/unsaved.ts';
import { overlayHost } from '../components/overlayHost.ts';
import './tags.css';
import type { Tab, TabAction } from '../kernel/ports.ts';

const ACTIONS: { action: TabAction; icon: string }[] = [
  { action: 'refresh', icon: 'pi pi-refresh' },
  { action: 'close', icon: 'pi pi-times' },
  { action: 'close-others', icon: 'pi pi-arrows-h' },
  { action: 'close-left', icon: 'pi pi-arrow-left' },
  { action: 'close-right', icon: 'pi pi-arrow-right' },
  { action: 'close-all', icon: 'pi pi-ban' },
];

/** One tab per visited screen; the dashboard is pinned. Close, refresh and the other actions by mouse and keyboard. */
export function TagsView({ activePath }: { activePath: string | null }) {
  const { t } = useTranslation();
  const { tabs } = useServices();
  const open = useStore(tabs.store, (s) => s.tabs);
  const [, navigate] = useLocation();
  const contextMenu = useRef<ContextMenu>(null);
  const moreMenu = useRef<Menu>(null);
  const [target, setTarget] = useState<string | null>(null);
  const scroller = useTabScroller(activePath, open.length);

  const hrefOf = (tab: Tab) => (tab.search ? `${tab.path}?${tab.search}` : tab.path);
  const titleOf = (tab: Tab) => withDetail(t(tab.title), tab.customTitle);

  const run = (path: string, action: TabAction) => {
    if (action === 'refresh') {
      const tab = open.find((x) => x.path === path);
      tabs.refresh(path);
      navigate(`/redirect${tab ? hrefOf(tab) : path}`, { replace: true });
      return;
    }
    // A closed tab takes its screen's forms with it: changes are given up only after asking.
    const closing = new Set(open.map((tab) => tab.path));
    for (const tab of closeTabs(open, path, action)) closing.delete(tab.path);
    if (hasUnsaved((at) => closing.has(at))) {
      void askDiscard().then((discard) => {
        if (!discard) return;
        giveUp((at) => closing.has(at));
        run(path, action);
      });
      return;
    }
    const before = open;
    // The screen shown is judged by the address, not by the last drawing: a tab closed just after
    // its screen opened may be drawn as the current one a moment after the address says so.
    const live = currentLocation().path;
    const shown = before.some((tab) => tab.path === live) ? live : activePath;
    const after = tabs.act(path, action);
    if (shown && !after.some((tab) => tab.path === shown)) {
      const next = nextAfterClose(before, after, shown) ?? after.find((tab) => tab.path === path) ?? after[0];
      navigate(next ? hrefOf(next) : '/dashboard');
    } else if (action !== 'close' && shown !== path && after.some((tab) => tab.path === path)) {
      const tab = after.find((x) => x.path === path)!;
      navigate(hrefOf(tab));
    }
  };

  const model = (path: string | null): PrimeMenuItem[] => {
    if (!path) return [];
    const allowed = availableActions(open, path);
    return ACTIONS.map(({ action, icon }) => ({
      label: t(`tags.${action}`),
      icon,
      disabled: !allowed[action],
      command: () => run(path, action),
    }));
  };

  // A tab closed from the keyboard hands the focus to the tab shown next, not to the page's start.
  const focusActiveTab = useRef(false);
  useEffect(() => {
    if (!focusActiveTab.current) return;
    focusActiveTab.current = false;
    scroller.ref.current?.querySelector<HTMLElement>('a[aria-current="page"]')?.focus();
  }, [activePath, open.length, scroller.ref]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, tab: Tab) => {
    if (event.key === 'Delete' && !tab.affix) {
      event.preventDefault();
      focusActiveTab.current = true;
      run(tab.path, 'close');
    }
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      setTarget(tab.path);
      // The same actions as the context menu, anchored at the focused tab.
      moreMenu.current?.show(event as unknown as MouseEvent);
    }
  };

  // Shown only while the tabs overflow; each pages the strip one way.
  const scrollButton = (side: 'left' | 'right') => {
    if (!scroller.overflows) return null;
    const label = side === 'left' ? t('tags.scrollLeft') : t('tags.scrollRight');
    // Icon names written out whole: the icon font keeps the glyphs the source names.
    const icon = side === 'left' ? 'pi pi-angle-left' : 'pi pi-angle-right';
    return (
      <button
        type="button"
        className="tags-view__scroll"
        aria-label={label}
        title={label}
        disabled={side === 'left' ? !scroller.canLeft : !scroller.canRight}
        onClick={() => scroller.page(side === 'left' ? -1 : 1)}
      >
        <i className={icon} aria-hidden="true" />
      </button>
    );
  };

  return (
    <div className={`tags-view${scroller.overflows ? ' is-overflowing' : ''}`}>
      {scrollButton('left')}
      <nav ref={scroller.ref} className="tags-view__scroller" aria-label={t('tags.label')}>
        <ul role="list" className="tags-view__list">
          {open.map((tab) => {
            const active = tab.path === activePath;
            const title = titleOf(tab);
            return (
              <li key={tab.path} className={`tags-view__tab${active ? ' is-active' : ''}`}>
                <a
                  href={`#${hrefOf(tab)}`}
                  aria-current={active ? 'page' : undefined}
                  title={title}
                  onContextMenu={(event) => {
                    setTarget(tab.path);
                    contextMenu.current?.show(event);
                  }}
                  onAuxClick={(event) => {
                    if (event.button === 1 && !tab.affix) {
                      event.preventDefault();
                      run(tab.path, 'close');
                    }
                  }}
                  onMouseDown={(event) => {
                    if (event.button === 1) event.preventDefault();
                  }}
                  onKeyDown={(event) => onKeyDown(event, tab)}
                >
                  {tab.affix ? <i className="pi pi-thumbtack" aria-hidden="true" /> : null}
                  <span className="tags-view__title">{title}</span>
                </a>
                {tab.affix ? null : (
                  <button
                    type="button"
                    className="tags-view__close"
                    aria-label={t('tags.closeTab', { title })}
                    onClick={() => run(tab.path, 'close')}
                  >
                    <i className="pi pi-times" aria-hidden="true" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {scrollButton('right')}
      <IconButton
        size="normal"
        className="tags-view__more"
        icon="pi pi-angle-down"
        label={t('tags.actions')}
        title={false}
        popup="menu"
        onClick={(event) => {
          setTarget(activePath);
          moreMenu.current?.toggle(event);
        }}
      />
      <ContextMenu ref={contextMenu} model={model(target)} onHide={() => setTarget(null)} appendTo={overlayHost} />
      <Menu ref={moreMenu} popup model={model(target ?? activePath)} popupAlignment="right" appendTo={overlayHost} />
    </div>
  );
}
