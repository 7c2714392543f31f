import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../routes/types.ts';
import { menuLabel, type MenuItem } from '../routes/menuView.ts';

/** Dashboard › group › screen. */
export function Breadcrumb({ active, items }: { active: RouteDef | null; items: readonly MenuItem[] }) {
  const { t, i18n } = useTranslation();
  if (!active) return null;
  const group = items.find((item) => item.children && active.path.startsWith(item.path + '/'));
  const trail: { label: string; href?: string }[] = [];
  if (active.path !== '/dashboard') trail.push({ label: t('route.dashboard'), href: '#/dashboard' });
  if (group) trail.push({ label: menuLabel(group, i18n.language, t) });
  const own = group?.children?.find((child) => child.path === active.path);
  trail.push({ label: own ? menuLabel(own, i18n.language, t) : t(active.meta.title) });
  return (
    <nav className="breadcrumb" aria-label={t('navbar.breadcrumb')}>
      <ol>
        {trail.map((step, i) => (
          <li key={i}>
            {step.href ? (
              <a href={step.href}>{step.label}</a>
            ) : (
              <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
