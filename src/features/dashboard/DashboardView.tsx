import { Component, lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { useSession } from '../../core/kernel/useSession.ts';
import { displayName, roleNames } from '../../core/session/userInfo.ts';
import { menuFacts, menuItems, menuLabel, type MenuItem } from '../../core/routes/menuView.ts';
import { iconClass } from '../../core/layout/icons.ts';
import type { ScreenProps } from '../../core/routes/types.ts';
import { DashboardFigures } from './DashboardFigures.tsx';
import './trends/trends.css';

// The trends and their chart library: one chunk, asked for once the figures are drawn.
const loadTrends = () => lazy(() => import('./trends/TrendsSection.tsx'));

/**
 * The trends' chunk could not be fetched (the connection dropped while it loaded): the figures and
 * the rest of the dashboard stay; the charts say so and load again when the connection returns, or
 * on Retry. (Without it the whole screen gave way to "could not be shown".)
 */
class TrendsBoundary extends Component<{ children: ReactNode; failed: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

function TrendsUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [retry]);
  return (
    <p className="trend-card__placeholder" role="status">
      {t('dashboard.trends.codeFailed')}{' '}
      <Button type="button" text label={t('dashboard.trends.retry')} onClick={retry} />
    </p>
  );
}

const leaves = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.children ? leaves(item.children) : [item]));

/**
 * The dashboard: the figures at a glance first, then who is signed in (roles, how many screens and
 * permission strings the server gave them, on one line at the panel's width), the trends, and a
 * quick way to find a screen.
 */
export default function DashboardView(_: ScreenProps) {
  const { t, i18n } = useTranslation();
  const nav = useSession((s) => s.nav);
  const routes = useSession((s) => s.routes);
  const [query, setQuery] = useState('');
  const findId = useId();
  const screens = useMemo(() => leaves(menuItems(routes, menuFacts(nav?.menuList))), [routes, nav]);
  const needle = query.trim().toLowerCase();
  const shown = screens.filter(
    (item) =>
      needle === '' ||
      menuLabel(item, i18n.language, t).toLowerCase().includes(needle) ||
      t(item.titleKey).toLowerCase().includes(needle),
  );
  const roles = roleNames(nav?.userInfo);
  // The trends load once the figures are drawn: their code and data never delay the figures.
  const [figuresDrawn, setFiguresDrawn] = useState(false);
  const onFiguresSettled = useCallback(() => setFiguresDrawn(true), []);
  // A lazy component keeps a failed fetch: another attempt is another lazy component.
  const [attempt, setAttempt] = useState(0);
  const TrendsSection = useMemo(loadTrends, [attempt]);
  const retryTrends = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <section className="dashboard" aria-labelledby="dashboard-welcome">
      <h2 id="dashboard-welcome" className="dashboard__welcome">
        {t('dashboard.welcome', { name: displayName(nav?.userInfo) })}
      </h2>
      <DashboardFigures onSettled={onFiguresSettled} />
      <dl className="dashboard__facts">
        <div className="dashboard__fact">
          <dt>{t('dashboard.roles')}</dt>
          <dd>{roles.length > 0 ? roles.join(', ') : t('dashboard.noRoles')}</dd>
        </div>
        <div className="dashboard__fact">
          <dt>{t('dashboard.menus')}</dt>
          <dd>{screens.length}</dd>
        </div>
        <div className="dashboard__fact">
          <dt>{t('dashboard.permissions')}</dt>
          <dd>{nav?.permissions.length ?? 0}</dd>
        </div>
      </dl>
      {figuresDrawn ? (
        <TrendsBoundary key={attempt} failed={<TrendsUnavailable retry={retryTrends} />}>
          <Suspense
            fallback={
              <p className="trend-card__placeholder" aria-busy="true">
                {t('dashboard.trends.loading')}
              </p>
            }
          >
            <TrendsSection />
          </Suspense>
        </TrendsBoundary>
      ) : null}
      <h3 className="dashboard__subheading">{t('dashboard.screens')}</h3>
      <div className="dashboard__find">
        <label htmlFor={findId}>{t('dashboard.find')}</label>
        <InputText id={findId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {shown.length === 0 ? <p role="status">{t('dashboard.noMatch')}</p> : null}
      <ul className="dashboard__shortcuts" role="list">
        {shown.map((item) => (
          <li key={item.path}>
            <a href={`#${item.path}`} className="dashboard__shortcut">
              <i className={iconClass(item.icon)} aria-hidden="true" />
              <span>{menuLabel(item, i18n.language, t)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
