import { useSyncExternalStore } from 'react';
import { splitHash } from './hashPath.ts';

/** The hash location as React reads it and the console changes it (the rule itself: hashPath.ts). */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) addEventListener('hashchange', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('hashchange', notify);
  };
}

const currentPath = () => splitHash(location.hash).path;
const currentSearch = () => splitHash(location.hash).search;

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = '#' + (to.startsWith('/') ? to : '/' + to);
  if (location.hash === target) return;
  const url = new URL(location.href);
  url.hash = target;
  history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
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
