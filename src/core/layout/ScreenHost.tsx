import { Activity, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { RouteDef } from '../routes/types.ts';
import { useServices } from '../kernel/services.ts';
import { useSession } from '../kernel/useSession.ts';
import { flattenRoutes } from '../routes/resolve.ts';
import { CONSTANT_ROUTES } from '../routes/table.ts';
import { Loading } from './Loading.tsx';
import { ScreenOutlet } from '../kernel/ScreenOutlet.tsx';
import { loadScreen, screenLoaded } from '../kernel/screens.ts';
import { ScreenBoundary } from '../kernel/ScreenBoundary.tsx';
import { useTranslation } from 'react-i18next';

/**
 * Shows the active screen. Screens whose route has keepAlive and whose tab is open stay mounted
 * but hidden (React's <Activity>), so they keep their state until the tab is closed or refreshed.
 */
export function ScreenHost({ active: wanted }: { active: RouteDef | null }) {
  const active = useScreenReady(wanted);
  const { tabs } = useServices();
  const open = useStore(tabs.store, (s) => s.tabs);
  const generation = useStore(tabs.store, (s) => s.generation);
  const routes = useSession((s) => s.routes);
  const byPath = new Map(flattenRoutes([...CONSTANT_ROUTES, ...routes]).map((route) => [route.path, route]));
  const kept = open
    .filter((tab) => tab.keepAlive)
    .map((tab) => byPath.get(tab.path))
    .filter((route): route is RouteDef => route !== undefined && screenLoaded(route.screen));
  if (active && !kept.some((route) => route.path === active.path)) kept.push(active);
  return (
    <>
      {active === null ? <Loading /> : null}
      {kept.map((route) => {
        const key = `${route.path}#${generation[route.path] ?? 0}`;
        const visible = route.path === active?.path;
        return route.meta.keepAlive ? (
          <Activity key={key} mode={visible ? 'visible' : 'hidden'}>
            <Screen route={route} visible={visible} />
          </Activity>
        ) : visible ? (
          <Screen key={key} route={route} visible />
        ) : null;
      })}
    </>
  );
}

/**
 * The route whose screen is drawn: the one asked for once its code is there, meanwhile the one
 * before (the navigation's progress bar runs). A screen then mounts with its code loaded and is
 * drawn at once, instead of a loading state that React keeps for at least 300 ms. The first
 * screen, and one whose code failed to load, are shown at once (the failure with its message).
 */
function useScreenReady(wanted: RouteDef | null): RouteDef | null {
  const [shown, setShown] = useState(wanted);
  const [settled, setSettled] = useState<string | null>(null);
  const ready = wanted === null || shown === null || settled === wanted.path || screenLoaded(wanted.screen);
  if (ready && shown !== wanted) setShown(wanted);
  useEffect(() => {
    if (ready || wanted === null) return;
    let live = true;
    void loadScreen(wanted.screen).then(() => {
      if (live) setSettled(wanted.path);
    });
    return () => {
      live = false;
    };
  }, [ready, wanted]);
  return ready ? wanted : shown;
}

function Screen({ route, visible }: { route: RouteDef; visible: boolean }) {
  const { t } = useTranslation();
  return (
    <ScreenBoundary
      fallback={(message) => (
        <section className="area-screen" role="alert">
          <p>{t('errors.screenFailed', { title: t(route.meta.title) })}</p>
          <pre className="screen-error">{message}</pre>
        </section>
      )}
    >
      <Suspense fallback={<Loading />}>
        <ScreenOutlet route={route} />
        {visible ? <Painted path={route.path} /> : null}
      </Suspense>
    </ScreenBoundary>
  );
}

/** Ends the navigation progress once the screen's code has loaded and it rendered. */
function Painted({ path }: { path: string }) {
  const { progress } = useServices();
  useEffect(() => progress.done(), [path, progress]);
  return null;
}
