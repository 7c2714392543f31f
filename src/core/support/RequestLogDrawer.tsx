import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, type DrawerShown } from '../components/Drawer.tsx';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import type { LoggedCall } from '../../contract/platform.ts';
import { useServices } from '../kernel/services.ts';
import { useSession } from '../kernel/useSession.ts';
import { accountKey, displayName } from '../session/userInfo.ts';
import { CodeViewer } from '../components/CodeViewer.tsx';
import { browserName, buildReport, isProblem, lineStyle, visibleCalls } from './callReport.ts';
import { REQUEST_LOG_SIZE } from '../../contract/constants.ts';
import './requestLog.css';

const time = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour12: false });

/**
 * The request log for support staff: the last calls of this console (newest first) with their
 * status, code, msg and duration, each opening its request and reply; errors only; Copy report
 * puts a redacted JSON diagnostic on the clipboard. In the extension the log is the worker's.
 */
export default function RequestLogDrawer(drawer: DrawerShown) {
  const { visible } = drawer;
  const { t, i18n } = useTranslation();
  const { platform } = useServices();
  const userInfo = useSession((s) => s.nav?.userInfo);
  const log = platform.requestLog;
  const [calls, setCalls] = useState<LoggedCall[]>([]);
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [copy, setCopy] = useState<{ state: 'copied' | 'failed'; report: string; count: number } | null>(null);
  const filterId = useId();

  const reload = useCallback(() => {
    void log.list().then(setCalls, () => setCalls([]));
  }, [log]);
  useEffect(() => {
    if (!visible) return;
    reload();
    return log.subscribe(reload);
  }, [visible, log, reload]);

  const callsOf = t('requestLog.callsOf', { name: displayName(userInfo), account: accountKey(userInfo) ?? '' });
  const shown = visibleCalls(calls, problemsOnly);
  const problems = calls.filter(isProblem).length;

  const copyReport = async () => {
    const report = buildReport(calls, {
      shell: platform.kind,
      browser: browserName(
        navigator as Navigator & { userAgentData?: { brands?: { brand: string; version: string }[] } },
      ),
      language: i18n.language,
      route: location.hash.replace(/^#/, '') || '/',
      now: new Date(),
      callsOf,
    });
    try {
      await navigator.clipboard.writeText(report);
      setCopy({ state: 'copied', report, count: calls.length });
    } catch {
      setCopy({ state: 'failed', report, count: calls.length });
    }
  };

  return (
    <Drawer {...drawer} className="request-log" title={t('requestLog.title')} closeLabel={t('common.close')}>
      <p className="request-log__kept">
        {t('requestLog.kept', { count: REQUEST_LOG_SIZE })} {callsOf}
      </p>
      <div className="request-log__tools">
        <span className="request-log__filter">
          <Checkbox inputId={filterId} checked={problemsOnly} onChange={(e) => setProblemsOnly(e.checked === true)} />
          <label htmlFor={filterId}>{t('requestLog.problemsOnly')}</label>
        </span>
        <span className="request-log__spacer" />
        <span className="request-log__actions">
          <Button
            type="button"
            size="small"
            icon="pi pi-copy"
            label={t('requestLog.copyReport')}
            disabled={calls.length === 0}
            onClick={() => void copyReport()}
          />
          <Button
            type="button"
            size="small"
            text
            icon="pi pi-trash"
            label={t('requestLog.clear')}
            disabled={calls.length === 0}
            onClick={() => {
              setCopy(null);
              void log.clear().then(reload);
            }}
          />
        </span>
      </div>
      <p className="request-log__summary" aria-live="polite">
        {t('requestLog.summary', { count: calls.length, problems })}
      </p>
      {copy ? (
        <div className={`request-log__copied is-${copy.state}`} role="status">
          {copy.state === 'copied' ? t('requestLog.copied', { count: copy.count }) : t('requestLog.copyFailed')}
          {copy.state === 'failed' ? (
            <CodeViewer value={copy.report} label={t('requestLog.report')} maxHeight="12rem" />
          ) : null}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="request-log__empty">
          {problemsOnly && calls.length > 0 ? t('requestLog.emptyProblems') : t('requestLog.empty')}
        </p>
      ) : (
        <ol className="request-log__list" aria-label={t('requestLog.title')}>
          {shown.map((call) => (
            <CallRow
              key={call.id}
              call={call}
              open={openId === call.id}
              onToggle={() => setOpenId(openId === call.id ? null : call.id)}
            />
          ))}
        </ol>
      )}
    </Drawer>
  );
}

function CallRow({ call, open, onToggle }: { call: LoggedCall; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const detailId = useId();
  const style = lineStyle(call);
  const name = `${call.method} ${call.path}`;
  const status =
    call.outcome === 'ok' || call.outcome === 'http'
      ? String(call.status ?? '')
      : t(`requestLog.outcomes.${call.outcome}`);
  return (
    <li className={`request-log__row is-${style}`}>
      <button
        type="button"
        className="request-log__call"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={onToggle}
      >
        <span className="request-log__line">
          <span className={`request-log__style is-${style}`}>{t(`requestLog.styles.${style}`)}</span>
          <span className="request-log__method">{call.method}</span>
          <span className="request-log__path">{call.path}</span>
        </span>
        <span className="request-log__line request-log__meta">
          <time dateTime={new Date(call.at).toISOString()}>{time(call.at)}</time>
          <span>{status}</span>
          {call.code !== undefined ? <span>{t('requestLog.code', { code: call.code })}</span> : null}
          <span>{t('requestLog.duration', { ms: call.durationMs })}</span>
        </span>
        {call.msg && style !== 'success' ? <span className="request-log__msg">{call.msg}</span> : null}
      </button>
      <div id={detailId} hidden={!open} className="request-log__detail">
        {open ? (
          <>
            <h3>{t('requestLog.request')}</h3>
            <CodeViewer value={call.request} label={t('requestLog.requestOf', { call: name })} maxHeight="14rem" />
            <h3>{t('requestLog.reply')}</h3>
            {call.reply !== undefined ? (
              <CodeViewer value={call.reply} label={t('requestLog.replyOf', { call: name })} maxHeight="18rem" />
            ) : (
              <p>{t('requestLog.noReply')}</p>
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}
