import { useSyncExternalStore } from 'react';
import { splitHash } from './hashPath.ts';

/** The hash location as React reads it and the console changes it (the rule itself: hashPath.ts). */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Decides whether a navigation from the hash `from` to the hash `to` must wait (a form with unsaved
 * changes, core/layout/UnsavedChangesHost.tsx): true holds it, and the blocker navigates on itself
 * (`force`) once the person agrees.
 */
export type NavigationBlocker = (from: string, to: string) => boolean;
let blocker: NavigationBlocker | null = null;
/**
 * The hash React was last told of: where a held Back or link puts the address back to. Set from the
 * address by the first reader or listener (`shownLocation`, `subscribeToLocation`) before any use.
 */
// Stryker disable next-line StringLiteral: never read before the first reader or listener sets it
let shown = '';

export function setNavigationBlocker(next: NavigationBlocker | null): void {
  blocker = next;
}

function writeHash(hash: string, replace: boolean): void {
  const url = new URL(location.href);
  url.hash = hash;
  history[replace ? 'replaceState' : 'pushState'](null, '', url.href);
}

function onHashChange(): void {
  if (blocker?.(shown, location.hash)) {
    // A link or Back took the address away: it is put back while the person is asked.
    writeHash(shown, true);
    return;
  }
  shown = location.hash;
  notify();
}

export function subscribeToLocation(listener: () => void): () => void {
  if (listeners.size === 0) {
    // What the address became while no one listened is what is shown.
    shown = location.hash;
    addEventListener('hashchange', onHashChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('hashchange', onHashChange);
  };
}

/**
 * The location React renders: the hash it was last told of, not the address itself. The browser
 * moves the address at a link, Back or a typed hash, and tells the page (`hashchange`) a task
 * later: a screen that rendered in between for a reason of its own would read a path the guard and
 * the blocker have not judged yet (signed in, `/login` resolved as no route and sent to /404; a
 * held Back's screen drawn before the question). While no one listens, it is the address.
 */
export function shownLocation(): { path: string; search: string } {
  if (listeners.size === 0) shown = location.hash;
  return splitHash(shown);
}
const currentPath = () => shownLocation().path;
const currentSearch = () => shownLocation().search;

export function navigate(to: string, options: { replace?: boolean; force?: boolean } = {}): void {
  const target = '#' + (to.startsWith('/') ? to : '/' + to);
  if (location.hash === target) return;
  if (!options.force && blocker?.(location.hash, target)) return;
  writeHash(target, Boolean(options.replace));
  shown = target;
  notify();
}

export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribeToLocation, currentPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribeToLocation, currentSearch, () => '');
}

export function currentLocation(): { path: string; search: string } {
  return splitHash(location.hash);
}
