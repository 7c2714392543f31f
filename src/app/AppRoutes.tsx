import { lazy, Suspense, use, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useServices } from '../core/kernel/services.ts';
import type { LookupTarget } from '../core/kernel/features.ts';
import { useSession } from '../core/kernel/useSession.ts';
import { decideNavigation, passThroughTarget } from '../core/routes/guard.ts';
import { resolvePath } from '../core/routes/resolve.ts';
import { LOOKUP_PATH } from '../core/lookup/lookupRoute.ts';
import type * as lookupRules from '../core/lookup/target.ts';
import { useShellLookups } from '../core/lookup/useShellLookups.ts';
import { Loading } from '../core/layout/Loading.tsx';
import { usePageTitle } from '../core/kernel/usePageTitle.ts';
import { loadConsole, ShellScreen } from './consoleLoader.ts';
import { LoginScreen, PasswordScreen } from './firstScreen.ts';
import { LoadBoundary } from './LoadBoundary.tsx';
import type { RouteDef } from '../core/routes/types.ts';
import { isPublicPath, PUBLIC_PATHS } from '../contract/constants.ts';
import type { WatchDesk } from '../contract/platform.ts';

type LookupRules = typeof lookupRules;

/** The route guard wired to the hash location (SPEC 2 "Navigation behaviour"). */
export function AppRoutes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { session, notifier, tabs, progress, features } = useServices();
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
  const lookup = useLookupRedirect(inLayout ? path : null, search, routes, features.lookups);
  const passThrough = inLayout ? (passThroughTarget(path, search) ?? lookup) : null;
  // The lookup route waits (loading) for its rules, then passes through to the screen that answers.
  const resolution = inLayout && passThrough === null && path !== LOOKUP_PATH ? resolvePath(path, routes) : null;
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

/**
 * Where the lookup route `/lookup?q=…` passes through to, once the lookup rules have loaded (they
 * load with the first lookup, not with the console); null on any other path and until then.
 */
function useLookupRedirect(
  path: string | null,
  search: string,
  routes: RouteDef[],
  targets: readonly LookupTarget[],
): string | null {
  const [rules, setRules] = useState<LookupRules | null>(null);
  const onLookup = path === LOOKUP_PATH;
  useEffect(() => {
    if (onLookup && !rules) void import('../core/lookup/target.ts').then(setRules, () => undefined);
  }, [onLookup, rules]);
  if (!onLookup || !rules) return null;
  return rules.lookupRedirect(path, search, (to) => resolvePath(to, routes).type === 'screen', targets);
}

/** The side panel's "On this page" section: loaded only in a shell with a page beside it. */
const OnThisPage = lazy(() => import('../features/support/OnThisPage.tsx'));
/** The watched cases (Watch a case): loaded only in a shell that watches. */
const Watching = lazy(() => import('../features/support/Watching.tsx'));

/** The shell, once its code and its texts in the person's language are both loaded. */
function SignedInConsole({ active }: { active: RouteDef | null }) {
  const { i18n, platform } = useServices();
  use(loadConsole(i18n));
  // The side panel lists its watches under "On this page"; the web build once something is watched.
  const above =
    platform.pageBeside || platform.watches ? (
      <Suspense fallback={null}>
        {platform.pageBeside ? <OnThisPage /> : null}
        {platform.watches ? (
          <WatchingWhenAny desk={platform.watches} always={platform.pageBeside !== undefined} />
        ) : null}
      </Suspense>
    ) : null;
  return <ShellScreen active={active} above={above} />;
}

/** The Watching section once the shell may hold watches (the web page: its code loads only then). */
function WatchingWhenAny({ desk, always }: { desk: WatchDesk; always: boolean }) {
  const [any, setAny] = useState(() => always || (desk.mayHave?.() ?? true));
  useEffect(() => (any ? undefined : desk.subscribe(() => setAny(true))), [any, desk]);
  return any ? <Watching always={always} /> : null;
}

function PublicScreen({ view }: { view: 'login' | 'password' }) {
  const { progress } = useServices();
  useEffect(() => progress.done(), [progress]);
  return view === 'login' ? <LoginScreen /> : <PasswordScreen />;
}
