import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useServices } from './services.ts';
import { useSession } from './useSession.ts';
import { decideNavigation } from '../routes/guard.ts';
import { resolvePath } from '../routes/resolve.ts';
import { Loading } from '../layout/Loading.tsx';
import { ConsoleLayout } from '../layout/ConsoleLayout.tsx';
import { ScreenOutlet } from './ScreenOutlet.tsx';
import { usePageTitle } from './usePageTitle.ts';

const LoginView = lazy(() => import('../views/login/LoginView.tsx'));
const PasswordView = lazy(() => import('../views/login/PasswordView.tsx'));

/** The route guard wired to the hash location (SPEC 2 "Navigation behaviour"). */
export function AppRoutes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { session, notifier } = useServices();
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const routesLoaded = useSession((s) => s.routesLoaded);
  const routes = useSession((s) => s.routes);
  const decision = decideNavigation(path, search, { status, routesLoaded });
  const target = decision.type === 'redirect' ? decision.to : null;

  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [target, navigate]);

  useEffect(() => {
    if (decision.type !== 'load-routes') return;
    void session.loadNav().then((result) => {
      if (!result.ok && result.reason === 'bad-menu') notifier.show({ channel: 'toast', severity: 'error', text: t('errors.routesFailed') });
    });
  }, [decision.type, session, notifier, t]);

  const resolution = decision.type === 'allow' && status === 'loggedIn' ? resolvePath(path, routes) : null;
  const redirectTo = resolution?.type === 'redirect' ? resolution.to : resolution?.type === 'not-found' && !isOwnPath(path) ? '/404' : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  usePageTitle(path, search, resolution?.type === 'screen' ? resolution.route : null);

  if (decision.type !== 'allow') return <Loading />;
  if (path === '/login') return <Suspense fallback={<Loading />}><LoginView /></Suspense>;
  if (path === '/password') return <Suspense fallback={<Loading />}><PasswordView /></Suspense>;
  if (path.startsWith('/redirect/')) return <RedirectPass path={path} search={search} />;
  if (resolution?.type !== 'screen') return <Loading />;
  return (
    <ConsoleLayout active={resolution.route}>
      <ScreenOutlet route={resolution.route} />
    </ConsoleLayout>
  );
}

const isOwnPath = (path: string) => path === '/login' || path === '/password' || path.startsWith('/redirect/');

/** /redirect/{path} passes straight through to {path} (used to re-mount a screen). */
function RedirectPass({ path, search }: { path: string; search: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const rest = '/' + path.slice('/redirect/'.length);
    navigate(search ? `${rest}?${search}` : rest, { replace: true });
  }, [path, search, navigate]);
  return <Loading />;
}
