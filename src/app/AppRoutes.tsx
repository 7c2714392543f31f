import { Suspense, use, useEffect, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useServices } from '../core/kernel/services.ts';
import { useSession } from '../core/kernel/useSession.ts';
import { decideNavigation } from '../core/routes/guard.ts';
import { useShellLookups } from '../core/lookup/useShellLookups.ts';
import { Loading } from '../core/layout/Loading.tsx';
import { usePageTitle } from '../core/kernel/usePageTitle.ts';
import { loadConsole, ShellScreen } from './consoleLoader.ts';
import { LoginScreen, PasswordScreen } from './firstScreen.ts';
import { LoadBoundary } from './LoadBoundary.tsx';
import { isPublicPath, PUBLIC_PATHS } from '../contract/constants.ts';

/**
 * The route guard wired to the hash location (SPEC 2 "Navigation behaviour"). Inside the layout the
 * signed-in console (`SignedInConsole.tsx`, its own code) resolves the path against the built routes.
 */
export function AppRoutes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { session, notifier, progress } = useServices();
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const routesLoaded = useSession((s) => s.routesLoaded);
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
  // Inside the layout the signed-in console sets the title from the route it shows.
  usePageTitle(path, search, null, !inLayout);

  if (decision.type === 'load-routes')
    return (
      <LoadBoundary>
        <Suspense fallback={<Loading />}>
          <AwaitConsole />
        </Suspense>
      </LoadBoundary>
    );
  if (decision.type !== 'allow') return <Loading />;
  return (
    <LoadBoundary>
      <Suspense fallback={<Loading />}>
        {path === PUBLIC_PATHS.login ? (
          <PublicScreen view="login" />
        ) : path === PUBLIC_PATHS.password ? (
          <PublicScreen view="password" />
        ) : (
          <SignedInConsole />
        )}
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * While the routes are built: the session waits for the signed-in console's code (the route table
 * comes with it), and a failure to load it is shown here, with a way to reload.
 */
function AwaitConsole() {
  const { i18n } = useServices();
  use(loadConsole(i18n));
  return <Loading />;
}

/** The shell, once its code and its texts in the person's language are both loaded. */
function SignedInConsole() {
  const { i18n } = useServices();
  use(loadConsole(i18n));
  return <ShellScreen />;
}

function PublicScreen({ view }: { view: 'login' | 'password' }) {
  const { progress } = useServices();
  useEffect(() => progress.done(), [progress]);
  return view === 'login' ? <LoginScreen /> : <PasswordScreen />;
}
