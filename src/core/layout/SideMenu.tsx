import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../routes/types.ts';
import { iconClass } from './icons.ts';

/** The menu shown to the user: built routes without hidden ones (SPEC 2). */
export function SideMenu({ routes, activePath }: { routes: readonly RouteDef[]; activePath: string }) {
  const { t } = useTranslation();
  // A group whose surviving children are all hidden (detail screens) has nothing to show.
  const visible = routes.filter((route) => !route.meta.hidden && (!route.children || route.children.some((child) => !child.meta.hidden)));
  return (
    <ul className="side-menu" role="list">
      {visible.map((route) =>
        route.children ? (
          <MenuGroup key={route.path} route={route} activePath={activePath} />
        ) : (
          <li key={route.path}>
            <MenuLink route={route} active={activePath === route.path} label={t(route.meta.title)} />
          </li>
        ),
      )}
    </ul>
  );
}

function MenuGroup({ route, activePath }: { route: RouteDef; activePath: string }) {
  const { t } = useTranslation();
  const children = (route.children ?? []).filter((child) => !child.meta.hidden);
  const containsActive = activePath.startsWith(route.path + '/');
  const [open, setOpen] = useState(true);
  const expanded = open || containsActive;
  const listId = `menu-group-${route.name}`;
  return (
    <li className={`side-menu__group${containsActive ? ' is-active' : ''}`}>
      <button type="button" className="side-menu__group-title" aria-expanded={expanded} aria-controls={listId} onClick={() => setOpen(!expanded)}>
        <i className={iconClass(route.meta.icon)} aria-hidden="true" />
        <span>{t(route.meta.title)}</span>
        <i className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'} side-menu__chevron`} aria-hidden="true" />
      </button>
      <ul id={listId} role="list" hidden={!expanded}>
        {children.map((child) => (
          <li key={child.path}>
            <MenuLink route={child} active={activePath === child.path} label={t(child.meta.title)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuLink({ route, active, label }: { route: RouteDef; active: boolean; label: string }) {
  return (
    <a href={`#${route.path}`} className={`side-menu__link${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
      <i className={iconClass(route.meta.icon)} aria-hidden="true" />
      <span>{label}</span>
    </a>
  );
}
