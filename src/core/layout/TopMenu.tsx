import { useTranslation } from 'react-i18next';
import { Menubar } from 'primereact/menubar';
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { menuLabel, type MenuItem } from '../routes/menuView.ts';
import { iconClass } from './icons.ts';

/** The whole menu in the header (layout "top"). */
export function TopMenu({ items, activePath }: { items: readonly MenuItem[]; activePath: string }) {
  const { t, i18n } = useTranslation();
  const toModel = (item: MenuItem): PrimeMenuItem => {
    const active = activePath === item.path || activePath.startsWith(item.path + '/');
    return {
      label: menuLabel(item, i18n.language, t),
      icon: iconClass(item.icon),
      className: active ? 'is-active' : undefined,
      ...(item.children ? { items: item.children.map(toModel) } : { url: `#${item.path}` }),
    };
  };
  return (
    <nav className="top-menu" aria-label={t('navbar.menu')}>
      <Menubar model={items.map(toModel)} />
    </nav>
  );
}

/** The top-level entries in the header (layout "mix"); the sidebar shows the selected one's children. */
export function MixTopMenu({
  items,
  activeTop,
  onSelect,
}: {
  items: readonly MenuItem[];
  activeTop: string;
  onSelect: (item: MenuItem) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <nav className="mix-menu" aria-label={t('navbar.topMenu')}>
      <ul role="list">
        {items.map((item) => (
          <li key={item.path}>
            <a
              href={`#${item.children?.[0]?.path ?? item.path}`}
              className={item.path === activeTop ? 'is-active' : undefined}
              aria-current={item.path === activeTop ? 'true' : undefined}
              onClick={() => onSelect(item)}
            >
              <i className={iconClass(item.icon)} aria-hidden="true" />
              <span>{menuLabel(item, i18n.language, t)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
