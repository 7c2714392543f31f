import { Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import ConsoleShell from '../core/layout/ConsoleShell.tsx';
import { useServices } from '../core/kernel/services.ts';
import { FeaturesContext, type LookupTarget } from '../core/kernel/features.ts';
import { useSession } from '../core/kernel/useSession.ts';
import { preloadable, type Preloadable } from '../core/kernel/preloadable.ts';
import { usePageTitle } from '../core/kernel/usePageTitle.ts';
import { passThroughTarget } from '../core/routes/guard.ts';
import { resolvePath } from '../core/routes/resolve.ts';
import { LOOKUP_PATH } from '../core/lookup/lookupRoute.ts';
import type * as lookupRules from '../core/lookup/target.ts';
import type { RouteDef } from '../core/routes/types.ts';
import type { WatchDesk } from '../contract/platform.ts';
import { FEATURES } from '../features/index.ts';
import './screens.ts';

type LookupRules = typeof lookupRules;

/**
 * The console inside its layout, once someone is signed in and the routes are built (SPEC 2
 * "Navigation behaviour": a group goes to its first visible child, no match to /404). This module
 * is the signed-in console's code: with it come the features (their screens, registered with the
 * kernel; the route table the session builds the routes from) and the layout. The sign-in page
 * loads none of it.
 */
export default function SignedInConsole() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { tabs, platform } = useServices();
  const routes = useSession((s) => s.routes);
  const lookup = useLookupRedirect(path, search, routes, FEATURES.lookups);
  const passThrough = passThroughTarget(path, search) ?? lookup;
  // The lookup route waits (loading) for its rules, then passes through to the screen that answers.
  const resolution = passThrough === null && path !== LOOKUP_PATH ? resolvePath(path, routes) : null;
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

  usePageTitle(path, search, active, true);

  // The side panel lists its watches under "On this page", always: the console is shown once their
  // code is there, so they are drawn with the screen and never push a list drawn first down under
  // a pointer. The web build shows its watches once something is watched, later.
  const aboveReady = useLoaded(platform.pageBeside ? ABOVE_IN_PANEL : NONE);
  if (!aboveReady) return null;
  const above = platform.pageBeside ? (
    <Suspense fallback={null}>
      <OnThisPage />
      {platform.watches ? <Watching always /> : null}
    </Suspense>
  ) : platform.watches ? (
    <Suspense fallback={null}>
      <WatchingWhenAny desk={platform.watches} always={false} />
    </Suspense>
  ) : null;
  return (
    <FeaturesContext.Provider value={FEATURES}>
      <ConsoleShell active={active} above={above} />
    </FeaturesContext.Provider>
  );
}

/**
 * Where the lookup route `/lookup?q=…` passes through to, once the lookup rules have loaded (they
 * load with the first lookup, not with the console); null on any other path and until then.
 */
function useLookupRedirect(
  path: string,
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
const OnThisPage = preloadable(() => import('../features/support/OnThisPage.tsx'));
/** The watched cases (Watch a case): loaded only in a shell that watches. */
const Watching = preloadable(() => import('../features/support/Watching.tsx'));
const ABOVE_IN_PANEL = [OnThisPage, Watching];
const NONE: typeof ABOVE_IN_PANEL = [];

/**
 * Whether the code of these components is there: loaded at once, true when it is (or could not
 * be: then each shows through its Suspense boundary when it can, as a lazy component does).
 */
function useLoaded(parts: readonly Preloadable<never>[]): boolean {
  const [ready, setReady] = useState(() => parts.every((part) => part.loaded()));
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    void Promise.all(parts.map((part) => part.load())).then(done, done);
    return () => {
      live = false;
    };
  }, [ready, parts]);
  return ready;
}

/** The Watching section once the shell may hold watches (the web page: its code loads only then). */
function WatchingWhenAny({ desk, always }: { desk: WatchDesk; always: boolean }) {
  const [any, setAny] = useState(() => always || (desk.mayHave?.() ?? true));
  useEffect(() => (any ? undefined : desk.subscribe(() => setAny(true))), [any, desk]);
  return any ? <Watching always={always} /> : null;
}
