import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useRead } from '../../../core/kernel/data/useRead.ts';
import { errorMessage } from '../../../core/api/failureMessage.ts';
import { dayIn, daysEndingOn } from './days.ts';
import { loadTrend, statsPath, type TrendData } from './stats.ts';
import { compactNumber, drawnValues, formatValue, trendSummary } from './summary.ts';
import { TrendTable } from './TrendTable.tsx';
import type { TrendDef } from './trends.ts';

import TrendChart from './TrendChart.tsx';

export interface TrendCardProps {
  trend: TrendDef;
  range: number;
  timeZone: string;
  /** Reports where the data came from (the section tells once that it falls back). */
  onSource: (key: string, source: TrendData['source']) => void;
}

/** One chart: its title, a summary in words, the chart or (Show as table) the same numbers as a table. */
export function TrendCard({ trend, range, timeZone, onSource }: TrendCardProps) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const title = t(trend.title);
  // The days end today: a dashboard shown again on another day asks for the new range.
  const today = dayIn(new Date(), timeZone);
  const days = useMemo(() => daysEndingOn(today, range), [today, range]);
  const loaded = useRead(
    [statsPath(trend), trend.key, days, timeZone],
    (api, signal) => loadTrend(api, trend, days, timeZone, signal),
    { keepPrevious: true },
  );
  const data = loaded.data;
  useEffect(() => {
    if (data) onSource(trend.key, data.source);
  }, [data, onSource, trend.key]);

  const drawsSums = trend.draws === 'sum' && data?.source === 'stats';
  const unit = drawsSums ? (trend.sum?.unit ?? 'count') : 'count';
  const format = (value: number) => formatValue(value, unit, i18n.language, t);
  const series = useMemo(
    () =>
      data?.series.map((s) => ({
        label: t(s.label),
        colour: s.colour,
        values: drawnValues(s, drawsSums ? 'sum' : 'count'),
      })) ?? [],
    [data, drawsSums, t],
  );
  const summary = data
    ? trendSummary({ title, data, draws: trend.draws, unit: trend.sum?.unit ?? 'count' }, i18n.language, t)
    : '';

  return (
    <article
      className="trend-card"
      aria-labelledby={titleId}
      aria-describedby={data ? summaryId : undefined}
      data-trend={trend.key}
    >
      <header className="trend-card__head">
        <h4 id={titleId} className="trend-card__title">
          {title}
        </h4>
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-table"
          label={t('dashboard.trends.showTable')}
          aria-pressed={asTable}
          disabled={!data}
          onClick={() => setAsTable((v) => !v)}
        />
      </header>
      {data ? (
        <p id={summaryId} className="trend-card__summary">
          {summary}
        </p>
      ) : null}
      {loaded.error && !data ? (
        <div className="trend-card__failed" role="alert">
          <span>{t('dashboard.trends.failed', { reason: errorMessage(loaded.error, t) })}</span>
          <Button
            type="button"
            size="small"
            outlined
            label={t('dashboard.trends.retry')}
            onClick={() => void loaded.reload()}
          />
        </div>
      ) : !data ? (
        <div className="trend-card__placeholder" role="status" aria-busy="true">
          {t('dashboard.trends.loading')}
        </div>
      ) : asTable ? (
        <TrendTable trend={trend} data={data} drawsSums={drawsSums} />
      ) : (
        <TrendChart
          days={data.days}
          series={series}
          format={format}
          tick={(value) => compactNumber(value, i18n.language)}
          dayLabel={t('dashboard.trends.day')}
        />
      )}
    </article>
  );
}
