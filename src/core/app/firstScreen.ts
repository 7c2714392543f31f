import type { SessionState } from '../session/store.ts';
import { loadShell } from './consoleLoader.ts';

export const loadLoginView = () => import('../views/login/LoginView.tsx');
export const loadPasswordView = () => import('../views/login/PasswordView.tsx');
/** Where a sign-in lands unless it was sent elsewhere. */
export const loadDashboard = () => import('../views/dashboard/DashboardView.tsx');

const ignore = () => undefined;

/**
 * Asks for the code of the first screen as soon as the session's state is known, beside the texts,
 * instead of after them: the sign-in screen for someone signed out, the shell for someone signed
 * in. A failure here is not reported; the screen's own load reports it.
 */
export function preloadFirstScreen(path: string, status: SessionState['status']): void {
  if (path === '/password') void loadPasswordView().catch(ignore);
  else if (status !== 'loggedIn' || path === '/login') void loadLoginView().catch(ignore);
  else void loadShell().catch(ignore);
}

/** As the person submits the sign-in: the signed-in console and the dashboard, beside the request. */
export function preloadAfterSignIn(loadConsole: () => Promise<unknown>): void {
  void loadConsole().catch(ignore);
  void loadDashboard().catch(ignore);
}
