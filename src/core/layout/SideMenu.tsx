import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLabel, type MenuItem } from '../routes/menuView.ts';
import { prefetchScreen } from '../kernel/screens.ts';
import { iconClass } from './icons.ts';
import { SidePopout, type PopoutAnchor } from './SidePopout.tsx';

type Navigate = (() => void) | undefined;

/**
 * The sidebar menu. Opened: groups fold open and closed in place. Collapsed (icons only): each
 * group is one icon that opens a pop-out submenu on hover, click and keyboard, and every icon
 * names itself in a tooltip.
 */
export function SideMenu({
  items,
  activePath,
  collapsed = false,
  onNavigate,
}: {
  items: readonly MenuItem[];
  activePath: string;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="side-menu" role="list">
      {items.map((item) =>
        item.children ? (
          collapsed ? (
            <CollapsedGroup key={item.path} item={item} activePath={activePath} />
          ) : (
            <MenuGroup key={item.path} item={item} activePath={activePath} onNavigate={onNavigate} />
          )
        ) : (
          <li key={item.path}>
            {collapsed ? (
              <CollapsedLink item={item} active={activePath === item.path} />
            ) : (
              <MenuLink item={item} active={activePath === item.path} onNavigate={onNavigate} />
            )}
          </li>
        ),
      )}
    </ul>
  );
}

const contains = (item: MenuItem, activePath: string) =>
  activePath === item.path || activePath.startsWith(item.path + '/');

function MenuGroup({ item, activePath, onNavigate }: { item: MenuItem; activePath: string; onNavigate: Navigate }) {
  const { t, i18n } = useTranslation();
  const containsActive = contains(item, activePath);
  const [open, setOpen] = useState<boolean | null>(null);
  const expanded = open ?? true;
  const listId = `menu-group-${item.path.replace(/\W+/g, '-')}`;
  const label = menuLabel(item, i18n.language, t);
  return (
    <li className={`side-menu__group${containsActive ? ' is-active' : ''}`}>
      <button
        type="button"
        className="side-menu__group-title"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen(!expanded)}
      >
        <i className={iconClass(item.icon)} aria-hidden="true" />
        <span className="side-menu__label">{label}</span>
        {expanded ? null : <MenuBadge text={item.badge} />}
        <i
          className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'} side-menu__chevron`}
          aria-hidden="true"
        />
      </button>
      <ul id={listId} role="list" hidden={!expanded}>
        {(item.children ?? []).map((child) => (
          <li key={child.path}>
            <MenuLink item={child} active={activePath === child.path} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuLink({ item, active, onNavigate }: { item: MenuItem; active: boolean; onNavigate: Navigate }) {
  const { t, i18n } = useTranslation();
  const label = menuLabel(item, i18n.language, t);
  return (
    <a
      href={`#${item.path}`}
      className={`side-menu__link${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      aria-description={item.badge ? t('menuBadge.pending', { count: item.badge }) : undefined}
      onClick={onNavigate}
      onPointerEnter={() => prefetchScreen(item.screen)}
      onFocus={() => prefetchScreen(item.screen)}
    >
      <i className={iconClass(item.icon)} aria-hidden="true" />
      <span className="side-menu__label">{label}</span>
      <MenuBadge text={item.badge} />
    </a>
  );
}

/**
 * The count of work waiting behind an entry. Shown, not read out as part of the entry's name:
 * the entry describes it (aria-description) so its name stays the menu title.
 */
function MenuBadge({ text }: { text: string | undefined }) {
  return text ? (
    <span className="menu-badge" aria-hidden="true">
      {text}
    </span>
  ) : null;
}

/** Collapsed sidebar, a page: its icon, named by a tooltip on hover and focus. */
function CollapsedLink({ item, active }: { item: MenuItem; active: boolean }) {
  const { t, i18n } = useTranslation();
  const label = menuLabel(item, i18n.language, t);
  const [anchor, setAnchor] = useState<PopoutAnchor | null>(null);
  const tipId = useId();
  const show = (el: HTMLElement) => setAnchor(el.getBoundingClientRect());
  return (
    <>
      <a
        href={`#${item.path}`}
        className={`side-menu__link${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-describedby={anchor ? tipId : undefined}
        onMouseEnter={(e) => {
          show(e.currentTarget);
          prefetchScreen(item.screen);
        }}
        onMouseLeave={() => setAnchor(null)}
        onFocus={(e) => {
          show(e.currentTarget);
          prefetchScreen(item.screen);
        }}
        onBlur={() => setAnchor(null)}
        onClick={() => setAnchor(null)}
      >
        <i className={iconClass(item.icon)} aria-hidden="true" />
        <span className="side-menu__label">{label}</span>
      </a>
      {anchor ? (
        <SidePopout anchor={anchor} className="side-tooltip" role="tooltip" id={tipId}>
          {label}
        </SidePopout>
      ) : null}
    </>
  );
}

const CLOSE_DELAY_MS = 200;

/**
 * Collapsed sidebar, a group: its icon opens a pop-out submenu (role "menu", named after the
 * group) on hover, click, Enter, Space, ArrowRight or ArrowDown; arrows move within it, Escape and
 * ArrowLeft close it and return to the icon, Tab leaves it.
 */
function CollapsedGroup({ item, activePath }: { item: MenuItem; activePath: string }) {
  const { t, i18n } = useTranslation();
  const label = menuLabel(item, i18n.language, t);
  const containsActive = contains(item, activePath);
  const [anchor, setAnchor] = useState<PopoutAnchor | null>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  /** Opened by a click (or the keyboard): it stays when the pointer leaves, and a second click closes it. */
  const pinned = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const open = anchor !== null;

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const show = (withFocus: boolean) => {
    cancelClose();
    if (button.current) setAnchor(button.current.getBoundingClientRect());
    setFocusFirst(withFocus);
  };
  const close = (returnFocus: boolean) => {
    cancelClose();
    pinned.current = false;
    setAnchor(null);
    if (returnFocus) button.current?.focus();
  };
  const closeSoon = () => {
    cancelClose();
    if (pinned.current) return;
    closeTimer.current = window.setTimeout(() => setAnchor(null), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  useEffect(() => {
    if (open && focusFirst) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open, focusFirst]);
  // A click outside closes it.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) {
        pinned.current = false;
        setAnchor(null);
      }
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const onButtonKey = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (['Enter', ' ', 'ArrowRight', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      pinned.current = true;
      show(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };
  const onMenuKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      entries[(to + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <li
      className={`side-menu__group${containsActive ? ' is-active' : ''}`}
      onMouseEnter={() => show(false)}
      onMouseLeave={closeSoon}
    >
      <button
        ref={button}
        type="button"
        className={`side-menu__group-title${open ? ' is-open' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          // The pointer that clicks has hovered first: a click pins a pop-out the hover opened, and
          // closes one it pinned itself.
          if (open && pinned.current) close(false);
          else {
            pinned.current = true;
            show(false);
          }
        }}
        onKeyDown={onButtonKey}
      >
        <i className={iconClass(item.icon)} aria-hidden="true" />
        <span className="side-menu__label">{label}</span>
        {item.badge ? <span className="menu-dot" aria-hidden="true" /> : null}
      </button>
      {anchor ? (
        <SidePopout
          anchor={anchor}
          className="side-popout"
          role="menu"
          id={menuId}
          label={label}
          ref={menu}
          onKeyDown={onMenuKey}
          onMouseEnter={cancelClose}
          onMouseLeave={closeSoon}
        >
          <div className="side-popout__title" role="presentation">
            {label}
          </div>
          {(item.children ?? []).map((child) => {
            const active = activePath === child.path;
            return (
              <a
                key={child.path}
                role="menuitem"
                href={`#${child.path}`}
                tabIndex={-1}
                className={`side-popout__item${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={() => close(false)}
                onPointerEnter={() => prefetchScreen(child.screen)}
                onFocus={() => prefetchScreen(child.screen)}
              >
                <i className={iconClass(child.icon)} aria-hidden="true" />
                <span>{menuLabel(child, i18n.language, t)}</span>
                <MenuBadge text={child.badge} />
              </a>
            );
          })}
        </SidePopout>
      ) : null}
    </li>
  );
}
