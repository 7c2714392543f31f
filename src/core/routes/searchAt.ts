import { useSyncExternalStore } from 'react';
import { shownLocation, subscribeToLocation } from './hashLocation.ts';

/**
 * The whole query while the location is at `path` (without '?'), else null. Only a change of it
 * re-renders: a list kept alive behind another screen stays still while the person navigates.
 */
export function useSearchAt(path: string): string | null {
  return useSyncExternalStore(
    subscribeToLocation,
    () => {
      const at = shownLocation();
      return at.path === path ? at.search : null;
    },
    () => null,
  );
}
