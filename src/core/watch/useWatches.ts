import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../kernel/services.ts';
import type { Language } from '../../contract/constants.ts';
import type { Watch } from '../../contract/watches.ts';
import type { WatchNotice } from '../../contract/watchNotice.ts';

/** The console's language as the shells take it for notifications. */
export const watchLanguage = (language: string): Language => (language === 'en' ? 'en' : 'zh-cn');

/**
 * The signed-in account's watches, as the shell keeps them (Platform.watches), read again whenever
 * the shell says they changed; null while unknown or without an account. `onNews`: what the shell
 * could not show as a system notification.
 */
export function useWatches(onNews?: (news: readonly WatchNotice[]) => void): {
  watches: Watch[] | null;
  reload: () => void;
} {
  const { platform } = useServices();
  const { i18n } = useTranslation();
  const desk = platform.watches;
  const language = watchLanguage(i18n.language);
  const [watches, setWatches] = useState<Watch[] | null>(null);
  const reload = useCallback(() => {
    void desk
      ?.list(language)
      .then(setWatches)
      .catch(() => setWatches(null));
  }, [desk, language]);
  useEffect(() => {
    reload();
    return desk?.subscribe((news) => {
      if (news.length > 0) onNews?.(news);
      reload();
    });
  }, [desk, reload, onNews]);
  return { watches, reload };
}
