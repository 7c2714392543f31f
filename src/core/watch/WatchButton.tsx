import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useServices } from '../kernel/services.ts';
import { MAX_WATCHES, type WatchArea } from '../../contract/watches.ts';
import { useWatches, watchLanguage } from './useWatches.ts';

/**
 * Watch / Unwatch on a record its area declares watchable: the shell checks it and tells when a watched
 * field changes (Platform.watches). Shown only in shells that watch.
 */
export function WatchButton({
  area,
  record,
  name,
  size,
}: {
  area: WatchArea;
  record: Record<string, unknown>;
  /** How the record is named in the notices ("Watching TX…"). */
  name: string;
  size?: 'small';
}) {
  const { t, i18n } = useTranslation();
  const { platform, notifier } = useServices();
  const { watches, reload } = useWatches();
  const desk = platform.watches;
  if (!desk) return null;
  const id = Number(record.id);
  const watching = watches?.some((w) => w.area === area && w.id === id && !w.ended) ?? false;
  const toast = (severity: 'success' | 'warn', text: string) => notifier.show({ channel: 'toast', severity, text });
  const onClick = () => {
    if (watching) {
      void desk.unwatch(area, id).then(() => {
        toast('success', t('watch.unwatched', { name }));
        reload();
      });
      return;
    }
    // Called at once in the click: the shell may ask for permission to notify first.
    void desk.watch(area, record, watchLanguage(i18n.language)).then((outcome) => {
      if (outcome === 'watching') toast('success', t('watch.watching', { name }));
      else toast('warn', outcome === 'full' ? t('watch.full', { count: MAX_WATCHES }) : t('watch.unavailable'));
      reload();
    });
  };
  return (
    <Button
      type="button"
      outlined
      icon={watching ? 'pi pi-eye-slash' : 'pi pi-eye'}
      label={watching ? t('watch.unwatch') : t('watch.watch')}
      {...(size ? { size } : {})}
      onClick={onClick}
    />
  );
}
