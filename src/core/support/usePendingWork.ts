import { useMemo } from 'react';
import { useFeatures } from '../kernel/features.ts';
import { useSession } from '../kernel/useSession.ts';
import { useReads } from '../kernel/data/useRead.ts';
import { resolvePath } from '../routes/resolve.ts';
import { badgeText, countOf, PENDING_REFRESH_MINUTES } from '../../contract/pendingWork.ts';

const REFRESH = { refreshEveryMs: PENDING_REFRESH_MINUTES * 60_000, refreshWhenVisible: true };

/**
 * The badge texts of the menu entries behind which work is waiting, by entry: the counts the
 * features declare (`pendingWork`), read when the console opens, every few minutes while the page
 * is visible, when it becomes visible again, and after a write to the count's area (an audit). The
 * read is keyed by its call, so a screen reading the same count shares it. An account without an
 * entry's screen does not ask for its count; a refused or failed count shows no badge, no error.
 * In the extension the worker sees such a call pass and sets the toolbar badge from it.
 */
export function usePendingWork(): Readonly<Record<string, string>> {
  const features = useFeatures();
  const routes = useSession((s) => s.routes);
  const sources = features.pendingWork.filter((source) => resolvePath(source.menu, routes).type === 'screen');
  const reads = useReads(
    sources.map((source) => ({
      key: [source.count, null] as const,
      read: (api) => api.call<unknown>({ method: 'GET', url: source.count }, { quiet: true }),
      options: REFRESH,
    })),
  );
  const texts = sources.map((source, i) => [
    source.menu,
    reads[i]!.error === null ? badgeText(countOf(reads[i]!.data)) : '',
  ]);
  const key = JSON.stringify(texts);
  return useMemo(() => Object.fromEntries(JSON.parse(key) as [string, string][]), [key]);
}
