import { useSyncExternalStore } from 'react';
import { splitHash } from './hashPath.ts';

/** The hash location as React reads it and the console changes it (the rule itself: hashPath.ts). */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Decides whether leaving the screen at path `from` for the address `to` must wait (a form with
 * unsaved changes): true holds the navigation, and the blocker navigates on itself (`force`) once
 * the person agrees. Asked only when the path changes, never for a query of the same screen.
 */
export type NavigationBlocker = (from: string, to: string) => boolean;
let blocker: NavigationBlocker | null = null;
/** The hash React was last told of: where a held Back or link puts the address back to. */
let shown = typeof location === 'undefined' ? '' : location.hash;

export function setNavigationBlocker(next: NavigationBlocker | null): void {
  blocker = next;
}

const held = (fromHash: string, toHash: string) => {
  const from = splitHash(fromHash).path;
  const to = splitHash(toHash);
  return blocker !== null && from !== to.path && blocker(from, to.search ? `${to.path}?${to.search}` : to.path);
};

function onHashChange(): void {
  if (held(shown, location.hash)) {
    // A link or Back took the address away: it is put back while the person is asked.
    const url = new URL(location.href);
    url.hash = shown;
    history.replaceState(null, '', url.href);
    return;
  }
  shown = location.hash;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) addEventListener('hashchange', onHashChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('hashchange', onHashChange);
  };
}

const currentPath = () => splitHash(location.hash).path;
const currentSearch = () => splitHash(location.hash).search;

export function navigate(to: string, options: { replace?: boolean; force?: boolean } = {}): void {
  const target = '#' + (to.startsWith('/') ? to : '/' + to);
  if (location.hash === target) return;
  if (!options.force && held(location.hash, target)) return;
  const url = new URL(location.href);
  url.hash = target;
  history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
  shown = target;
  notify();
}

export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

export function currentLocation(): { path: string; search: string } {
  return splitHash(location.hash);
}

/**
 * The query parameter `name` while the location is at `path`, else null. Only a change of that
 * value re-renders: a screen kept alive behind another one stays still while the person navigates.
 */
export function useQueryParamAt(path: string, name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      const at = currentLocation();
      return at.path === path ? new URLSearchParams(at.search).get(name) : null;
    },
    () => null,
  );
}

/** The whole query while the location is at `path` (without '?'), else null; re-renders only when it changes. */
export function useSearchAt(path: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      const at = currentLocation();
      return at.path === path ? at.search.replace(/^\?/, '') : null;
    },
    () => null,
  );
}
