import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../core/kernel/services.ts';
import { usePermissions } from '../../core/permission/Permission.tsx';
import { hasPermission } from '../../core/permission/hasPermission.ts';
import { resourceApi } from '../../core/resources/convention.ts';
import { formatNumber } from '../../core/resources/format.ts';
import { dashboardFigures, visibleFigures } from './figures.ts';
import './dashboard.css';

type Counts = Record<string, number | 'failed' | undefined>;

/** Counts the signed-in user may see; asked again each time the (kept-alive) dashboard is shown. */
export function DashboardFigures() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const held = usePermissions();
  const figures = useMemo(
    () => visibleFigures(dashboardFigures(new Date()), (need) => hasPermission(held, need)),
    [held],
  );
  const [counts, setCounts] = useState<Counts>({});

  useEffect(() => {
    let live = true;
    for (const figure of figures) {
      resourceApi(api, figure.def)
        .list(figure.params, { quiet: true })
        .then((answer) => live && setCounts((c) => ({ ...c, [figure.key]: answer.totalCount })))
        .catch(() => live && setCounts((c) => ({ ...c, [figure.key]: 'failed' })));
    }
    return () => {
      live = false;
    };
  }, [api, figures]);

  if (figures.length === 0) return null;
  return (
    <>
      <h3 className="dashboard__subheading">{t('dashboard.figures')}</h3>
      <ul className="dashboard-figures" role="list">
        {figures.map((figure) => {
          const count = counts[figure.key];
          const value =
            count === undefined
              ? '…'
              : count === 'failed'
                ? t('dashboard.figureUnavailable')
                : formatNumber(count, i18n.language);
          return (
            <li key={figure.key}>
              <a
                href={`#${figure.path}`}
                className={`dashboard-figure is-${figure.tone}`}
                aria-label={t('dashboard.openFigure', { label: t(figure.label), value })}
              >
                <span className="dashboard-figure__label">{t(figure.label)}</span>
                <span className="dashboard-figure__value" aria-live="polite">
                  {value}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
