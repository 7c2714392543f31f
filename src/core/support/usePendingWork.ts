import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../kernel/services.ts';
import { useSession } from '../kernel/useSession.ts';
import type { PendingWorkSource } from '../kernel/features.ts';
import { resolvePath } from '../routes/resolve.ts';
import { badgeText, countOf, PENDING_CHANGED_EVENT, PENDING_REFRESH_MINUTES } from '../../contract/pendingWork.ts';

/**
 * The badge texts of the menu entries behind which work is waiting, by entry: the counts the
 * features declare (`pendingWork`), asked for when the console opens, every few minutes while the
 * page is visible, and when a feature says the work changed (`PENDING_CHANGED_EVENT`). An account
 * without an entry's screen does not ask for its count; a refused or failed count shows no badge,
 * no error. In the extension the worker sees such a call pass and sets the toolbar badge from it.
 */
export function usePendingWork(): Readonly<Record<string, string>> {
  const { api, features } = useServices();
  const routes = useSession((s) => s.routes);
  const openKey = features.pendingWork
    .filter((source) => resolvePath(source.menu, routes).type === 'screen')
    .map((source) => source.menu)
    .join('\n');
  const sources = useMemo<PendingWorkSource[]>(
    () => features.pendingWork.filter((source) => openKey.split('\n').includes(source.menu)),
    [features.pendingWork, openKey],
  );
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({});

  useEffect(() => {
    // An entry the account no longer has loses its badge.
    setTexts((shown) => {
      const kept = Object.entries(shown).filter(([menu]) => sources.some((source) => source.menu === menu));
      return kept.length === Object.keys(shown).length ? shown : Object.fromEntries(kept);
    });
    if (sources.length === 0) return;
    let live = true;
    const show = (menu: string, text: string) => {
      if (live) setTexts((shown) => (shown[menu] === text ? shown : { ...shown, [menu]: text }));
    };
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      for (const source of sources)
        api.call<unknown>({ method: 'GET', url: source.count }, { quiet: true }).then(
          // Read as the worker reads it for the toolbar badge: both badges agree.
          (data) => show(source.menu, badgeText(countOf(data))),
          () => show(source.menu, ''),
        );
    };
    refresh();
    const timer = setInterval(refresh, PENDING_REFRESH_MINUTES * 60_000);
    addEventListener(PENDING_CHANGED_EVENT, refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      live = false;
      clearInterval(timer);
      removeEventListener(PENDING_CHANGED_EVENT, refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [api, sources]);

  return texts;
}
