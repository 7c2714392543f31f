import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../kernel/services.ts';
import { cleanSelection } from '../../contract/lookupClassify.ts';
import { lookupPath } from './target.ts';

/**
 * Lookups the shell hands over (the extension's context menu and keyboard command) open the lookup
 * route; without a session the guard shows the sign-in form first and the lookup after it.
 */
export function useShellLookups(): void {
  const { platform } = useServices();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      platform.onLookup?.((text) => {
        const clean = cleanSelection(text);
        if (clean !== '') navigate(lookupPath(clean));
      }),
    [platform, navigate],
  );
}
