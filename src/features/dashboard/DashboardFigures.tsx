import { DashboardSection } from './DashboardSection.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useServices } from '../../core/kernel/services.ts';
import { usePermissions } from '../../core/permission/Permission.tsx';
import { hasPermission } from '../../core/permission/hasPermission.ts';
import { formatDay, formatMoney, formatNumber } from '../../core/resources/format.ts';
import { PENDING_CHANGED_EVENT, PENDING_REFRESH_MINUTES } from '../../contract/pendingWork.ts';
import { dashboardFigures, visibleFigures, type Figure } from './figures.ts';
import { loadFigures, type FigureValue } from './loadFigures.ts';
import type { Translate } from './trends/summary.ts';
import './dashboard.css';

type Values = Record<string, FigureValue | 'failed' | undefined>;

/** `HH:mm` of a local time, as both languages write a clock. */
const clock = (at: Date): string =>
  `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/**
 * The figures' values: asked for when the (kept-alive) dashboard is shown, every
 * PENDING_REFRESH_MINUTES while it is shown and the page visible, after an audit, and on Refresh.
 */
function useFigureValues(onSettled: () => void) {
  const { api } = useServices();
  const held = usePermissions();
  const figuresAt = useCallback(
    (now: Date) => visibleFigures(dashboardFigures(now), (need) => hasPermission(held, need)),
    [held],
  );
  // Asked again with the day of each refresh: a dashboard left open past midnight counts the new day.
  const [figures, setFigures] = useState<Figure[]>(() => figuresAt(new Date()));
  const [values, setValues] = useState<Values>({});
  const [updated, setUpdated] = useState<Date | null>(null);
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  const refresh = useCallback(() => {
    const now = new Date();
    const shown = figuresAt(now);
    setFigures(shown);
    if (shown.length === 0) {
      settled.current();
      return;
    }
    setBusy(true);
    void loadFigures(api, shown, formatDay(now), (key, value) => {
      if (live.current) setValues((v) => ({ ...v, [key]: value }));
    }).then(() => {
      if (!live.current) return;
      setBusy(false);
      setUpdated(now);
      settled.current();
    });
  }, [api, figuresAt]);

  useEffect(() => {
    live.current = true;
    refresh();
    const whenVisible = () => {
      if (document.visibilityState !== 'hidden') refresh();
    };
    const timer = setInterval(whenVisible, PENDING_REFRESH_MINUTES * 60_000);
    addEventListener(PENDING_CHANGED_EVENT, refresh);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      live.current = false;
      clearInterval(timer);
      removeEventListener(PENDING_CHANGED_EVENT, refresh);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [refresh]);

  return { figures, values, updated, busy, refresh };
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
  const { figures, values, updated, busy, refresh } = useFigureValues(onSettled);

  if (figures.length === 0) return null;
  return (
    <DashboardSection
      id="dashboard-figures"
      heading={t('dashboard.figures')}
      tools={
        <>
          <span className="dashboard__updated" role="status">
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
