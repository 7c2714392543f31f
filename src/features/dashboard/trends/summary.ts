/**
 * A chart's text alternative: what a person reading the chart would say of it ("Registrations,
 * last 14 days: 312, highest on 11-20 with 41"), in the user's language. Pure.
 */
import { formatMoney, formatNumber } from '../../../core/resources/format.ts';
import { shortDay } from './days.ts';
import type { SeriesData, TrendData } from './stats.ts';
import type { TrendUnit } from './trends.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A value as the chart's unit writes it. */
export function formatValue(value: number, unit: TrendUnit, language: string, t: Translate): string {
  if (unit === 'money') return formatMoney(value, language);
  const text = formatNumber(value, language);
  return unit === 'points' ? t('dashboard.pointsValue', { value: text }) : text;
}

const compact = new Map<string, Intl.NumberFormat>();

/** A number in the short form of the user's language, for a chart's axis: "18K", "1.8万". */
export function compactNumber(value: number, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'zh-CN';
  let format = compact.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compact.set(locale, format);
  }
  return format.format(value);
}

/** The series' total and its highest day (the first one on a tie), or null when every day is 0. */
export function seriesPeak(
  values: readonly number[],
  days: readonly string[],
): { total: number; day: string; max: number } | null {
  let at = -1;
  let total = 0;
  values.forEach((value, i) => {
    total += value;
    if (value > 0 && (at < 0 || value > (values[at] as number))) at = i;
  });
  return at < 0 ? null : { total: Math.round(total * 100) / 100, day: days[at] as string, max: values[at] as number };
}

/** The numbers a chart draws for a series: its sums when the chart draws sums and has them, else its counts. */
export function drawnValues(series: SeriesData, draws: 'count' | 'sum'): number[] {
  return draws === 'sum' && series.sums ? series.sums : series.counts;
}

export interface SummaryInput {
  title: string;
  data: TrendData;
  draws: 'count' | 'sum';
  /** The unit of the sums. */
  unit: TrendUnit;
}

/** One sentence for the whole chart, every series in it. */
export function trendSummary(input: SummaryInput, language: string, t: Translate): string {
  const { data } = input;
  const drawsSums = input.draws === 'sum' && data.source === 'stats';
  const unit: TrendUnit = drawsSums ? input.unit : 'count';
  const parts = data.series.map((series) => {
    const values = drawnValues(series, drawsSums ? 'sum' : 'count');
    const peak = seriesPeak(values, data.days);
    const label = data.series.length > 1 ? t(series.label) : '';
    if (!peak) return t(label ? 'dashboard.trends.summaryNoneOf' : 'dashboard.trends.summaryNone', { label });
    // A chart of counts that also sums (withdrawals) tells the amount beside the count.
    const sums = !drawsSums && series.sums && data.source === 'stats' ? series.sums : null;
    const amount = sums
      ? formatValue(
          sums.reduce((a, b) => a + b, 0),
          input.unit,
          language,
          t,
        )
      : '';
    const total = formatValue(peak.total, unit, language, t);
    return t(label ? 'dashboard.trends.summaryOf' : 'dashboard.trends.summaryOne', {
      label,
      total: amount ? t('dashboard.trends.withAmount', { total, amount }) : total,
      day: shortDay(peak.day),
      max: formatValue(peak.max, unit, language, t),
    });
  });
  return t('dashboard.trends.summary', {
    chart: input.title,
    days: data.days.length,
    parts: parts.join(t('dashboard.trends.summaryJoin')),
  });
}
