import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useServices } from '../../core/kernel/services.ts';
import { useWatches } from '../../core/watch/useWatches.ts';
import { LOOKUP_PATH } from '../../core/lookup/lookupRoute.ts';
import { lookupTextOf, type WatchNotice } from '../../contract/watchNotice.ts';
import type { Watch } from '../../contract/watches.ts';
import './watching.css';

/**
 * "Watching": the records the account watches, the last change of each and Unwatch; the count of
 * changes not yet seen in its heading (in the web build, where there is no toolbar badge, the only
 * count). Opening it marks them seen. Changes the shell could not show as a system notification are
 * shown as toasts. In the side panel it is always there; in the web build once something is watched.
 */
export default function Watching({ always }: { always: boolean }) {
  const { t } = useTranslation();
  const { platform, notifier } = useServices();
  const onNews = useCallback(
    (news: readonly WatchNotice[]) => {
      for (const notice of news) notifier.show({ channel: 'toast', severity: 'info', text: notice.message });
    },
    [notifier],
  );
  const { watches } = useWatches(onNews);
  const [open, setOpen] = useState(false);
  const desk = platform.watches;
  if (!desk || (!always && (watches === null || watches.length === 0))) return null;
  // Always shown: its head is there while the watches are read, so the count arriving moves nothing.
  const news = watches?.filter((w) => w.unseen).length ?? 0;
  return (
    <section
      className="watching"
      aria-labelledby="watching-title"
      aria-busy={watches === null}
      data-part={watches === null ? undefined : 'watching'}
    >
      <details
        open={open}
        onToggle={(event) => {
          const next = event.currentTarget.open;
          setOpen(next);
          if (next && news > 0) void desk.seen();
        }}
      >
        <summary>
          <h2 id="watching-title" className="watching__title">
            {t('watch.title')}
          </h2>
          <span className="watching__count">{watches === null ? '' : t('watch.count', { count: watches.length })}</span>
          {news > 0 ? <span className="watching__news">{t('watch.news', { count: news })}</span> : null}
        </summary>
        {watches === null ? null : watches.length === 0 ? (
          <p className="watching__note">{t('watch.empty')}</p>
        ) : (
          <ul className="watching__list" aria-labelledby="watching-title">
            {watches.map((watch) => (
              <WatchItem key={`${watch.area}:${watch.id}`} watch={watch} />
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}

function WatchItem({ watch }: { watch: Watch }) {
  const { t, i18n } = useTranslation();
  const { platform } = useServices();
  const [, navigate] = useLocation();
  const kind = t(`watch.notice.kinds.${watch.area}`);
  const change = watch.lastChange;
  const what = !change
    ? t('watch.noChange')
    : watch.ended
      ? t('watch.ended')
      : t('watch.changed', {
          what:
            watch.area === 'withdrawal'
              ? t(`resources.enums.withdrawalStatus.${String(change.to)}`)
              : t(change.to === 1 ? 'resources.status.enabled' : 'resources.status.disabled'),
          time: new Date(change.at).toLocaleString(i18n.language),
        });
  return (
    <li className={`watching__item${watch.unseen ? ' is-new' : ''}`}>
      <button
        type="button"
        className="watching__open"
        aria-label={t('watch.openOf', { name: watch.name })}
        disabled={watch.ended}
        onClick={() => navigate(`${LOOKUP_PATH}?q=${encodeURIComponent(lookupTextOf(watch))}`)}
      >
        <span className="watching__kind">{kind}</span> <strong>{watch.name}</strong>
      </button>
      <span className="watching__change">{what}</span>
      <button
        type="button"
        className="watching__unwatch"
        aria-label={t('watch.unwatchOf', { name: watch.name })}
        onClick={() => void platform.watches?.unwatch(watch.area, watch.id)}
      >
        {t('watch.unwatch')}
      </button>
    </li>
  );
}
