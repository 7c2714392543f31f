import { ShellScreen } from './consoleLoader.ts';
import { PUBLIC_PATHS } from '../contract/constants.ts';
import { preloadable } from '../core/kernel/preloadable.ts';
import type { SessionState } from '../core/kernel/ports.ts';

/** The screens before sign-in: they render at once when their code is already there. */
export const LoginScreen = preloadable(() => import('../features/login/LoginView.tsx'));
export const PasswordScreen = preloadable(() => import('../features/login/PasswordView.tsx'));

const ignore = () => undefined;

/**
 * Loads the code of the first screen as soon as the session's state is known, beside the texts:
 * the sign-in screen for someone signed out, the shell for someone signed in. The console is
 * first drawn when it is there, so the screen appears without a loading state in between. A
 * failure here is not reported; the screen's own load reports it.
 */
export function preloadFirstScreen(path: string, status: SessionState['status']): Promise<unknown> {
  const screen =
    path === PUBLIC_PATHS.password
      ? PasswordScreen
      : status !== 'loggedIn' || path === PUBLIC_PATHS.login
        ? LoginScreen
        : ShellScreen;
  return screen.load().catch(ignore);
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
