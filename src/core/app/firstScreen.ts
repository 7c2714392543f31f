import type { SessionState } from '../session/store.ts';
import { loadShell } from './consoleLoader.ts';
import { PUBLIC_PATHS } from '../config/constants.ts';

export const loadLoginView = () => import('../views/login/LoginView.tsx');
export const loadPasswordView = () => import('../views/login/PasswordView.tsx');

const ignore = () => undefined;

/**
 * Asks for the code of the first screen as soon as the session's state is known, beside the texts,
 * instead of after them: the sign-in screen for someone signed out, the shell for someone signed
 * in. A failure here is not reported; the screen's own load reports it.
 */
export function preloadFirstScreen(path: string, status: SessionState['status']): void {
  if (path === PUBLIC_PATHS.password) void loadPasswordView().catch(ignore);
  else if (status !== 'loggedIn' || path === PUBLIC_PATHS.login) void loadLoginView().catch(ignore);
  else void loadShell().catch(ignore);
}

/**
 * As the person submits the sign-in: the signed-in console and the screen a sign-in lands on
 * unless sent elsewhere, beside the request. (The sign-in screen's chunk names the dashboard's
 * import, not the entry: that keeps the entry's chunk graph, and the sign-in budget, as it is.)
 */
export function preloadAfterSignIn(loadConsole: () => Promise<unknown>, loadLanding: () => Promise<unknown>): void {
  void loadConsole().catch(ignore);
  void loadLanding().catch(ignore);
}
