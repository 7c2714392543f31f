import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLabel, type MenuItem } from '../routes/menuView.ts';
import { iconClass } from './icons.ts';

/** The sidebar menu. When collapsed, labels stay as accessible names and tooltips. */
export function SideMenu({ items, activePath, collapsed = false, onNavigate }: { items: readonly MenuItem[]; activePath: string; collapsed?: boolean; onNavigate?: () => void }) {
  return (
    <ul className="side-menu" role="list">
      {items.map((item) =>
        item.children ? (
          <MenuGroup key={item.path} item={item} activePath={activePath} collapsed={collapsed} onNavigate={onNavigate} />
        ) : (
          <li key={item.path}>
            <MenuLink item={item} active={activePath === item.path} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}

function MenuGroup({ item, activePath, collapsed, onNavigate }: { item: MenuItem; activePath: string; collapsed: boolean; onNavigate?: (() => void) | undefined }) {
  const { t, i18n } = useTranslation();
  const containsActive = activePath.startsWith(item.path + '/');
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
        title={collapsed ? label : undefined}
        onClick={() => setOpen(!expanded)}
      >
        <i className={iconClass(item.icon)} aria-hidden="true" />
        <span className="side-menu__label">{label}</span>
        <i className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'} side-menu__chevron`} aria-hidden="true" />
      </button>
      <ul id={listId} role="list" hidden={!expanded}>
        {(item.children ?? []).map((child) => (
          <li key={child.path}>
            <MenuLink item={child} active={activePath === child.path} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuLink({ item, active, collapsed, onNavigate }: { item: MenuItem; active: boolean; collapsed: boolean; onNavigate?: (() => void) | undefined }) {
  const { t, i18n } = useTranslation();
  const label = menuLabel(item, i18n.language, t);
  return (
    <a
      href={`#${item.path}`}
      className={`side-menu__link${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      onClick={onNavigate}
    >
      <i className={iconClass(item.icon)} aria-hidden="true" />
      <span className="side-menu__label">{label}</span>
    </a>
  );
}
