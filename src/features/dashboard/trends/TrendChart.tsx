/**
 * One trend drawn with uPlot (a canvas chart library, ~22 KB gzip, in the trends chunk only,
 * after the dashboard's figures). Colours are the theme's, read when drawn and again when the
 * theme changes; the width follows the card. The canvas is hidden from assistive technology: the
 * card's summary and its table say the same numbers in words.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { shortDay } from './days.ts';
import { legendDay, WHOLE_STEPS } from './chartRules.ts';

export interface ChartSeries {
  label: string;
  colour: string;
  values: number[];
}

export interface TrendChartProps {
  days: string[];
  series: ChartSeries[];
  /** A value as the legend shows it, with its unit. */
  format: (value: number) => string;
  /** The axis' short form of a value ("18K", "1.8万"). */
  tick: (value: number) => string;
  /** The legend's name of the day. */
  dayLabel: string;
  height?: number;
}

const cssVar = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim() || fallback;

function options(props: TrendChartProps, width: number): uPlot.Options {
  const { days, series, format } = props;
  const text = cssVar('chart-text', '#4b5563');
  const grid = cssVar('chart-grid', '#e5e7eb');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: props.height ?? 220,
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      { ...axis, values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? shortDay(days[i]) : '')) },
      { ...axis, size: 56, incrs: [...WHOLE_STEPS], values: (_u, splits) => splits.map((v) => props.tick(v)) },
    ],
    legend: { live: true },
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    series: [
      // Away from the chart the legend tells the last day's values, never empty labels.
      {
        label: props.dayLabel,
        value: (_u, i) => {
          const day = legendDay(i, days.length);
          return day === null || days[day] === undefined ? '' : shortDay(days[day]);
        },
      },
      ...series.map((s) => {
        const colour = cssVar(s.colour, '#4080ff');
        return {
          label: s.label,
          stroke: colour,
          width: 2,
          fill: series.length === 1 && /^#[0-9a-f]{6}$/i.test(colour) ? `${colour}22` : undefined,
          points: { show: days.length <= 31, size: 5, fill: colour },
          value: (_u: uPlot, v: number | null, _series: number, hovered: number | null) => {
            const day = legendDay(hovered, days.length);
            const shown = hovered === null ? (day === null ? undefined : s.values[day]) : v;
            return shown === undefined || shown === null ? '' : format(shown);
          },
        };
      }),
    ],
  };
}

export default function TrendChart(props: TrendChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const element = host.current!;
    const data = (): uPlot.AlignedData => [
      latest.current.days.map((_, i) => i),
      ...latest.current.series.map((s) => s.values),
    ];
    let chart = new uPlot(options(latest.current, element.clientWidth || 320), data(), element);
    // Drawn again with the theme's colours when it changes (a class or style on the root element).
    const redraw = () => {
      chart.destroy();
      chart = new uPlot(options(latest.current, element.clientWidth || 320), data(), element);
    };
    const themes = new MutationObserver(redraw);
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
    let width = element.clientWidth;
    const sizes = new ResizeObserver(() => {
      if (element.clientWidth === width || element.clientWidth === 0) return;
      width = element.clientWidth;
      chart.setSize({ width, height: latest.current.height ?? 220 });
    });
    sizes.observe(element);
    return () => {
      themes.disconnect();
      sizes.disconnect();
      chart.destroy();
    };
  }, [props.days, props.series]);

  return <div ref={host} className="trend-chart" aria-hidden="true" />;
}
