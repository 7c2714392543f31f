import { Suspense, use, useEffect, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useServices } from './services.ts';
import { useSession } from './useSession.ts';
import { decideNavigation, passThroughTarget } from '../routes/guard.ts';
import { resolvePath } from '../routes/resolve.ts';
import { lookupRedirect } from '../lookup/target.ts';
import { useShellLookups } from '../lookup/useShellLookups.ts';
import { Loading } from '../layout/Loading.tsx';
import { usePageTitle } from './usePageTitle.ts';
import { loadConsole, ShellScreen } from './consoleLoader.ts';
import { LoginScreen, PasswordScreen } from './firstScreen.ts';
import { LoadBoundary } from './LoadBoundary.tsx';
import type { RouteDef } from '../routes/types.ts';
import { isPublicPath, PUBLIC_PATHS } from '../config/constants.ts';

/** The route guard wired to the hash location (SPEC 2 "Navigation behaviour"). */
export function AppRoutes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { session, notifier, tabs, progress } = useServices();
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const routesLoaded = useSession((s) => s.routesLoaded);
  const routes = useSession((s) => s.routes);
  const decision = decideNavigation(path, search, { status, routesLoaded });
  const guardTarget = decision.type === 'redirect' ? decision.to : null;
  useShellLookups();

  // Every navigation shows the progress bar until the screen is painted. A layout effect, so it
  // starts before the screen's own (passive) effect reports it painted.
  useLayoutEffect(() => progress.start(), [path, progress]);

  useEffect(() => {
    if (guardTarget !== null) navigate(guardTarget, { replace: true });
  }, [guardTarget, navigate]);

  useEffect(() => {
    if (decision.type !== 'load-routes') return;
    void session.loadNav().then((result) => {
      if (!result.ok && result.reason === 'bad-menu')
        notifier.show({ channel: 'toast', severity: 'error', text: t('errors.routesFailed') });
    });
  }, [decision.type, session, notifier, t]);

  const inLayout = decision.type === 'allow' && status === 'loggedIn' && !isPublicPath(path);
  const passThrough = inLayout
    ? (passThroughTarget(path, search) ??
      lookupRedirect(path, search, (to) => resolvePath(to, routes).type === 'screen'))
    : null;
  const resolution = inLayout && passThrough === null ? resolvePath(path, routes) : null;
  const active = resolution?.type === 'screen' ? resolution.route : null;
  // /redirect/{path} passes through to {path}; /lookup?q=… to the screen that answers it; groups go to
  // their first visible child; no match → /404.
  const layoutTarget =
    passThrough !== null
      ? passThrough
      : resolution?.type === 'redirect'
        ? resolution.to
        : resolution?.type === 'not-found'
          ? '/404'
          : null;
  useEffect(() => {
    if (layoutTarget !== null) navigate(layoutTarget, { replace: true });
  }, [layoutTarget, navigate]);

  useEffect(() => {
    if (active) tabs.visit(active, search);
  }, [active, search, tabs]);

  usePageTitle(path, search, active);

  if (decision.type !== 'allow') return <Loading />;
  return (
    <LoadBoundary>
      <Suspense fallback={<Loading />}>
        {path === PUBLIC_PATHS.login ? (
          <PublicScreen view="login" />
        ) : path === PUBLIC_PATHS.password ? (
          <PublicScreen view="password" />
        ) : (
          <SignedInConsole active={active} />
        )}
      </Suspense>
    </LoadBoundary>
  );
}

/** The shell, once its code and its texts in the person's language are both loaded. */
function SignedInConsole({ active }: { active: RouteDef | null }) {
  const { i18n } = useServices();
  use(loadConsole(i18n));
  return <ShellScreen active={active} />;
}

function PublicScreen({ view }: { view: 'login' | 'password' }) {
  const { progress } = useServices();
  useEffect(() => progress.done(), [progress]);
  return view === 'login' ? <LoginScreen /> : <PasswordScreen />;
}
