import { useTranslation } from 'react-i18next';
import { encodeListAddress } from '../../../core/resources/list/address.ts';
import { initialListState } from '../../../core/resources/params.ts';
import { dayWithWeekday } from './days.ts';
import type { TrendData } from './stats.ts';
import { drawnValues, formatValue } from './summary.ts';
import type { TrendDef } from './trends.ts';

/** The list of the chart's area with its date field set to one day. */
function dayLink(trend: TrendDef, day: string): string {
  const query = encodeListAddress(trend.def, {
    ...initialListState(trend.def),
    filters: { [trend.field]: [day, day] },
  });
  return `#${trend.route}?${query}`;
}

/** The chart's numbers as a table: a row a day, a column a series (and its amount where the chart sums one). */
export function TrendTable({ trend, data, drawsSums }: { trend: TrendDef; data: TrendData; drawsSums: boolean }) {
  const { t, i18n } = useTranslation();
  const unit = drawsSums ? (trend.sum?.unit ?? 'count') : 'count';
  // A chart of counts that also sums (withdrawals) shows each series' amount beside its count.
  const amounts = !drawsSums && data.source === 'stats' && trend.sum !== undefined;
  const format = (value: number, as = unit) => formatValue(value, as, i18n.language, t);
  return (
    <div className="trend-table">
      <table>
        <caption className="sr-only">{t(trend.title)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.trends.day')}</th>
            {data.series.map((s) => [
              <th key={s.key} scope="col">
                {t(s.label)}
              </th>,
              amounts ? (
                <th key={`${s.key}-amount`} scope="col">
                  {t('dashboard.trends.amountOf', { label: t(s.label) })}
                </th>
              ) : null,
            ])}
          </tr>
        </thead>
        <tbody>
          {data.days.map((day, i) => (
            <tr key={day}>
              <th scope="row">
                <a href={dayLink(trend, day)}>{dayWithWeekday(day, i18n.language)}</a>
              </th>
              {data.series.map((s) => [
                <td key={s.key}>{format(drawnValues(s, drawsSums ? 'sum' : 'count')[i] ?? 0)}</td>,
                amounts ? <td key={`${s.key}-amount`}>{format(s.sums?.[i] ?? 0, trend.sum!.unit)}</td> : null,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
