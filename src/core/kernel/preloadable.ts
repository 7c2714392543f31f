import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A promise that says whether it has settled, as React's `use` reads it: no suspending on one already done. */
export type Tracked<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const watched = promise as Tracked<T>;
  watched.status = 'pending';
  // The handlers return nothing: returning the (promise) object itself would make this branch
  // adopt a rejection nobody handles.
  promise.then(
    (value) => void Object.assign(watched, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(watched, { status: 'rejected', reason }),
  );
  return watched;
}

export interface Preloadable<P> {
  (props: P): ReactElement;
  /** Starts loading the code (once; again after a failure) and tells when it is there. */
  load(): Promise<unknown>;
  /** Whether the code is there (an instance mounted now renders without suspending). */
  loaded(): boolean;
}

/**
 * A component whose code loads when first needed, like React.lazy, but that renders at once when
 * its code is already there. React.lazy suspends on its first render even then, and React 19 holds
 * back the content that replaces a fallback for up to 300 ms: a preloaded screen would still wait.
 * Whether an instance renders the loaded component or the lazy one is decided when it mounts, so
 * it never changes type (and state) under a mounted screen.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Screen(props: P) {
    const [component] = useState<ComponentType<P> | null>(() => loaded);
    return component ? createElement(component, props) : createElement(Lazy, props);
  }
  return Object.assign(Screen, { load: start, loaded: () => loaded !== null });
}
