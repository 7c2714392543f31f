import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../kernel/services.ts';

/**
 * Lookups the shell hands over (the extension's context menu and keyboard command) open the lookup
 * route; without a session the guard shows the sign-in form first and the lookup after it. The
 * lookup rules load with the first lookup: a shell that hands none over (the web page) never loads them.
 */
export function useShellLookups(): void {
  const { platform } = useServices();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      platform.onLookup?.((text) => {
        void import('./target.ts').then(({ cleanSelection, lookupPath }) => {
          const clean = cleanSelection(text);
          if (clean !== '') navigate(lookupPath(clean));
        });
      }),
    [platform, navigate],
  );
}
