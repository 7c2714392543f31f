import { DashboardSection } from '../DashboardSection.tsx';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../core/permission/Permission.tsx';
import { hasPermission } from '../../../core/permission/hasPermission.ts';
import { DEFAULT_TREND_RANGE, FALLBACK_MAX_DAYS, TREND_RANGES, userTimeZone, type TrendRange } from './days.ts';
import type { TrendData } from './stats.ts';
import { TrendCard } from './TrendCard.tsx';
import { TRENDS, visibleTrends } from './trends.ts';

/**
 * The trends: a chart for each area the account may list, over the last 7, 14, 30 or 90 days in
 * the user's time zone. This module and the chart library are one chunk, loaded once the figures
 * are drawn (DashboardView), so the charts' code and data never delay them; its styles come with
 * the dashboard's (trends.css).
 */
export default function TrendsSection() {
  const { t } = useTranslation();
  const held = usePermissions();
  const trends = useMemo(() => visibleTrends(TRENDS, (need) => hasPermission(held, need)), [held]);
  const [range, setRange] = useState<TrendRange>(DEFAULT_TREND_RANGE);
  const [sources, setSources] = useState<Record<string, TrendData['source']>>({});
  const onSource = useCallback(
    (key: string, source: TrendData['source']) => setSources((s) => (s[key] === source ? s : { ...s, [key]: source })),
    [],
  );
  const timeZone = useMemo(userTimeZone, []);
  if (trends.length === 0) return null;
  const fallback = trends.some((trend) => sources[trend.key] === 'fallback');
  return (
    <DashboardSection
      id="dashboard-trends"
      heading={t('dashboard.trends.heading')}
      tools={
        <>
          <span className="dashboard__updated">{t('dashboard.trends.zone', { zone: timeZone })}</span>
          <div className="trend-range" role="group" aria-label={t('dashboard.trends.range')}>
            {TREND_RANGES.map((days) => (
              <button
                key={days}
                type="button"
                className={days === range ? 'is-active' : undefined}
                aria-pressed={days === range}
                onClick={() => setRange(days)}
              >
                {t('dashboard.trends.days', { count: days })}
              </button>
            ))}
          </div>
        </>
      }
    >
      {fallback ? (
        <p className="trend-fallback" role="note">
          <i className="pi pi-info-circle" aria-hidden="true" />{' '}
          {t('dashboard.trends.fallback', { days: FALLBACK_MAX_DAYS })}
        </p>
      ) : null}
      <div className="dashboard-trends">
        {trends.map((trend) => (
          <TrendCard key={trend.key} trend={trend} range={range} timeZone={timeZone} onSource={onSource} />
        ))}
      </div>
    </DashboardSection>
  );
}
