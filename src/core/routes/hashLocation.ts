import { useSyncExternalStore } from 'react';

/**
 * Hash routing in the style of the platform's other consoles: the query string lives inside the
 * hash (`#/login?redirect=%2Fbusiness%2Fuser`), so a link carries path and query together.
 */
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

/** Splits `#/a/b?x=1` into `/a/b` and `x=1`. */
export function splitHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#/, '');
  const at = raw.indexOf('?');
  const pathPart = at === -1 ? raw : raw.slice(0, at);
  const search = at === -1 ? '' : raw.slice(at + 1);
  const path = '/' + pathPart.replace(/^\/+/, '');
  return { path, search };
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
