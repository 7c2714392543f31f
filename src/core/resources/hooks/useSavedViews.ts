import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Platform } from '../../../contract/platform.ts';
import { useServices } from '../../kernel/services.ts';
import { useSession } from '../../kernel/useSession.ts';
import { accountKey } from '../../session/userInfo.ts';
import {
  NO_VIEWS,
  pickListViews,
  SAVED_VIEWS_KEY,
  viewsBucket,
  withListViews,
  type ListViews,
  type ReadViews,
  type ViewsChange,
} from '../list/savedViews.ts';

/** How long the list waits for its saved views before it loads without them (storage that never answers). */
export const VIEWS_READ_WAIT_MS = 2000;

/** The API host what is kept belongs to: the shell's, else the page's own origin. */
async function hostOf(platform: Platform): Promise<string> {
  try {
    return (await platform.apiOrigin?.()) ?? location.origin;
  } catch {
    return location.origin;
  }
}

const timeout = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/**
 * The views a person saved of the list `listKey`, for this account and API host, read from the
 * console's storage (as the kept columns are) and written back on every change. `ready` once read.
 * A stored entry that cannot be read is said once, in a toast, and replaced by the next change.
 */
export function useSavedViews(listKey: string, enabled: boolean) {
  const { platform, notifier } = useServices();
  const { t } = useTranslation();
  // The list's views are no one else's: without an account identity they are kept for the device.
  const account = accountKey(useSession((s) => s.nav?.userInfo)) ?? 'anonymous';
  const [read, setRead] = useState<{ key: string; bucket: string; views: ListViews } | null>(null);
  const key = `${account}\n${listKey}`;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void (async () => {
      const bucket = viewsBucket(await hostOf(platform), account);
      const stored = await Promise.race([platform.storage.get(SAVED_VIEWS_KEY), timeout(VIEWS_READ_WAIT_MS)]).catch(
        () => undefined,
      );
      if (!live) return;
      const found: ReadViews = pickListViews(stored, bucket, listKey);
      setRead({ key, bucket, views: { views: found.views, defaultView: found.defaultView } });
      if (found.problem)
        notifier.show({
          channel: 'toast',
          severity: 'warn',
          text:
            found.problem.kind === 'unreadable'
              ? t('list.views.unreadable')
              : t('list.views.skipped', { count: found.problem.count }),
        });
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again for another account or list only
  }, [platform, account, listKey, enabled]);

  const current = read && read.key === key ? read : null;
  const bucket = current?.bucket ?? null;

  /**
   * Changes the stored views: read again (another tab may have changed them), changed by `edit`,
   * written back. A change refused (a name taken, the limit) writes nothing; a storage that refuses
   * the write is said in a toast and changes nothing.
   */
  const change = useCallback(
    async (edit: (views: ListViews) => ViewsChange): Promise<ViewsChange> => {
      if (bucket === null) return { ok: false, error: 'missing' };
      let stored: unknown;
      try {
        stored = await platform.storage.get(SAVED_VIEWS_KEY);
      } catch {
        stored = undefined;
      }
      const found = pickListViews(stored, bucket, listKey);
      const result = edit({ views: found.views, defaultView: found.defaultView });
      if (!result.ok) return result;
      try {
        await platform.storage.set(SAVED_VIEWS_KEY, withListViews(stored, bucket, listKey, result.views));
      } catch {
        notifier.show({ channel: 'toast', severity: 'error', text: t('list.views.notKept') });
        return { ok: false, error: 'notKept' };
      }
      setRead({ key, bucket, views: result.views });
      return result;
    },
    [platform, notifier, t, bucket, listKey, key],
  );

  return { ready: current !== null, views: current?.views ?? NO_VIEWS, change };
}
