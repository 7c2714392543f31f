import type { ReactNode } from 'react';
import { useSession } from '../kernel/useSession.ts';
import { hasPermission } from './hasPermission.ts';

const NO_PERMISSIONS: readonly string[] = [];

/** The signed-in user's permission strings; components re-render when they change (a new nav answer). */
export function usePermissions(): readonly string[] {
  return useSession((s) => s.nav?.permissions ?? NO_PERMISSIONS);
}

/** A checker bound to the current permissions: `can(['sys:menu:add'])`. */
export function usePermission(): (need: readonly string[]) => boolean {
  const held = usePermissions();
  return (need) => hasPermission(held, need);
}

/**
 * The permission gate (SPEC 5): its children are not rendered at all when the user holds none of
 * the listed permission strings. Given anything but a non-empty list of strings it throws
 * 'need roles!'.
 */
export function Permission({ need, children }: { need: readonly string[]; children: ReactNode }) {
  const held = usePermissions();
  return hasPermission(held, need) ? <>{children}</> : null;
}
