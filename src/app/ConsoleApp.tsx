import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { ServicesContext, type Services } from '../core/kernel/services.ts';
import { Notifications } from '../core/notify/Notifications.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { currentLocation, useHashPath, useHashSearch } from '../core/routes/hashLocation.ts';
import { useLayoutEffect } from 'react';
import { dismissPrepaint, drawnShell } from '../core/kernel/prepaint.ts';
import { PUBLIC_PATHS } from '../contract/constants.ts';

export function ConsoleApp({ services }: { services: Services }) {
  // A sign-in form drawn before the code ran gives way to any first screen but the sign-in screen,
  // which takes it over (a guard's redirect to it has already moved the address by now). A drawn
  // signed-in shell (the side panel's last view) gives way to another screen at once, and to its own
  // once that is ready (firstScreenReady), at the first press or scroll, or after SHELL_HOLD_MS
  // (core/kernel/shellDrawing.ts).
  useLayoutEffect(() => {
    const shell = drawnShell();
    const path = currentLocation().path;
    if (!shell) {
      if (path !== PUBLIC_PATHS.login) dismissPrepaint();
      return;
    }
    // The panel opens with no path: the first screen it goes to is the one drawn.
    if (path !== shell.path && path !== '' && path !== '/') {
      dismissPrepaint();
      return;
    }
    // Only the side panel draws a shell: what holds it is loaded then (the web page's sign-in does
    // not carry it). The drawing stays in front meanwhile; nothing takes it away before the hold.
    let release: (() => void) | undefined;
    let gone = false;
    void import('../core/kernel/shellDrawing.ts').then(
      ({ holdShell }) => {
        if (!gone) release = holdShell();
      },
      () => dismissPrepaint(),
    );
    return () => {
      gone = true;
      release?.();
    };
  }, []);
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <Router hook={useHashPath} searchHook={useHashSearch}>
          <AppRoutes />
        </Router>
        <Notifications />
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
