import { DashboardSection } from './DashboardSection.tsx';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useReads } from '../../core/kernel/data/useRead.ts';
import { clock, ReadStatus } from '../../core/components/ReadStatus.tsx';
import { usePermissions } from '../../core/permission/Permission.tsx';
import { hasPermission } from '../../core/permission/hasPermission.ts';
import { formatDay, formatMoney, formatNumber } from '../../core/resources/format.ts';
import { PENDING_REFRESH_MINUTES } from '../../contract/pendingWork.ts';
import { firstScreenReady } from '../../core/kernel/shellDrawing.ts';
import { dashboardFigures, visibleFigures } from './figures.ts';
import { figureRead, type FigureValue } from './loadFigures.ts';
import type { Translate } from './trends/summary.ts';
import './dashboard.css';

const REFRESH_MS = PENDING_REFRESH_MINUTES * 60_000;

/**
 * The figures' values, read through the data layer: when the (kept-alive) dashboard is shown,
 * every PENDING_REFRESH_MINUTES while it is shown and the page visible, after a write to their
 * areas (an audit), and on Refresh. `pendingCount` is the menu badge's read, which refreshes it.
 */
function useFigureValues(onSettled: () => void) {
  const held = usePermissions();
  // The day of the newest refresh: a dashboard left open past midnight counts the new day.
  const [now, setNow] = useState(() => new Date());
  const figures = useMemo(
    () => visibleFigures(dashboardFigures(now), (need) => hasPermission(held, need)),
    [now, held],
  );
  const day = formatDay(now);
  const specs = figures.map((figure) => figureRead(figure.source, day));
  const reads = useReads(
    figures.map((figure, i) => {
      const { key, read } = specs[i]!;
      const own = figure.source.kind !== 'pendingWithdrawals';
      return { key, read, options: own ? { refreshEveryMs: REFRESH_MS, refreshWhenVisible: true } : {} };
    }),
  );
  const values: Record<string, FigureValue | 'failed' | undefined> = {};
  figures.forEach((figure, i) => {
    const read = reads[i]!;
    const { value } = specs[i]!;
    const data =
      read.data === undefined ? undefined : value ? (value(read.data) ?? 'failed') : (read.data as FigureValue);
    values[figure.key] = data ?? (read.error !== null ? 'failed' : undefined);
  });
  // When the oldest value shown was answered, once every figure has answered.
  const answered = reads.map((read) => read.updatedAt).filter((at) => at > 0);
  const updatedAt = answered.length > 0 ? Math.min(...answered) : 0;
  const busy = reads.some((read) => read.loading);
  const retrying = reads.some((read) => read.retrying);
  const settled = !busy || figures.every((figure) => values[figure.key] !== undefined);
  const told = useRef(onSettled);
  told.current = onSettled;
  useEffect(() => {
    if (settled) told.current();
  }, [settled]);
  // Every figure has its value (or its failure): the side panel's drawing of its last view gives
  // way to them, in the commit that draws them, before it is painted.
  const drawn = figures.length > 0 && figures.every((figure) => values[figure.key] !== undefined);
  useLayoutEffect(() => {
    if (drawn) firstScreenReady();
  }, [drawn]);
  const refresh = () => {
    setNow(new Date());
    reads.forEach((read) => void read.reload());
  };
  // While a refresh is under way the figures shown are still those of then, and say so: the time
  // stays (the button beside it spins), so nothing in the head moves when it is pressed.
  const updated = updatedAt > 0 ? new Date(updatedAt) : null;
  return { figures, values, updated, age: updatedAt, busy, retrying, refresh };
}

function valueText(value: FigureValue | 'failed' | undefined, language: string, t: Translate) {
  if (value === undefined) return '…';
  if (value === 'failed') return t('dashboard.figureUnavailable');
  const number = formatNumber(value.value, language);
  if (value.unit === 'points') return t('dashboard.pointsValue', { value: number });
  if (value.unit === 'records') return t('dashboard.recordsValue', { value: number });
  return number;
}

/**
 * A figure's value on one line: the number large, its unit ("points") smaller beside it, so a
 * narrow card never wraps the unit onto a line of its own.
 */
function FigureValueText({
  text,
  value,
  language,
}: {
  text: string;
  value: FigureValue | 'failed' | undefined;
  language: string;
}) {
  const number = value !== undefined && value !== 'failed' ? formatNumber(value.value, language) : '';
  const at = number === '' ? -1 : text.indexOf(number);
  if (at < 0) return <span className="dashboard-figure__value">{text}</span>;
  const before = text.slice(0, at).trim();
  const after = text.slice(at + number.length).trim();
  return (
    <span className="dashboard-figure__value">
      {before ? <span className="dashboard-figure__unit">{before} </span> : null}
      {number}
      {after ? <span className="dashboard-figure__unit"> {after}</span> : null}
    </span>
  );
}

/** The figures the signed-in user may see, with when they were asked and a way to ask again. */
export function DashboardFigures({ onSettled }: { onSettled: () => void }) {
  const { t, i18n } = useTranslation();
  const { figures, values, updated, age, busy, retrying, refresh } = useFigureValues(onSettled);

  if (figures.length === 0) return null;
  return (
    <DashboardSection
      id="dashboard-figures"
      heading={t('dashboard.figures')}
      tools={
        <>
          <span
            className="dashboard__updated"
            role="status"
            // What a drawing of this screen says instead (the side panel's last view, drawn at its next opening).
            data-drawn-text={updated ? t('connection.asOf', { time: clock(updated) }) : undefined}
          >
            {updated ? t('dashboard.updated', { time: clock(updated) }) : ''}
          </span>
          <Button
            type="button"
            icon="pi pi-refresh"
            text
            rounded
            size="small"
            loading={busy}
            aria-label={t('dashboard.refresh')}
            title={t('dashboard.refresh')}
            onClick={refresh}
          />
        </>
      }
    >
      <ReadStatus retrying={retrying} updatedAt={age} />
      <ul className="dashboard-figures" role="list">
        {figures.map((figure) => {
          const value = values[figure.key];
          const text = valueText(value, i18n.language, t);
          const amount =
            value !== undefined && value !== 'failed' && value.amount !== undefined
              ? t('dashboard.amountInAll', { amount: formatMoney(value.amount, i18n.language) })
              : '';
          return (
            <li key={figure.key}>
              <a
                href={`#${figure.path}`}
                className={`dashboard-figure is-${figure.tone}`}
                aria-label={t('dashboard.openFigure', {
                  label: t(figure.label),
                  value: amount ? `${text}, ${amount}` : text,
                })}
                data-figure={figure.key}
              >
                <span className="dashboard-figure__label">{t(figure.label)}</span>
                <FigureValueText text={text} value={value} language={i18n.language} />
                {amount ? <span className="dashboard-figure__amount">{amount}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
