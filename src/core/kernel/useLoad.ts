import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * What one load answers for: the load runs again when the key changes (compared by value, as
 * JSON), and `null` loads nothing (a screen without the id it needs).
 */
export type LoadKey = string | number | readonly unknown[] | null;

/** Asks for the data of the current key; `signal` aborts when its answer is no longer wanted. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface LoadOptions {
  /**
   * While the load of a new key runs, go on showing the previous key's outcome (its data and its
   * error) rather than nothing: a list keeps its rows while the next page loads. Default false.
   */
  keepPrevious?: boolean;
}

export interface Loaded<T> {
  /**
   * The answer of the newest load that succeeded for this key; kept while it loads again and when
   * that load fails. Undefined before the first answer (and for a `null` key).
   */
  data: T | undefined;
  /**
   * Why the newest load failed, as it was thrown: an `ApiError` for a failed API call, so
   * `errorMessage(error, t)` gives the catalogue's text. Null when it succeeded, or none ended yet.
   */
  error: unknown;
  /** A load for the current key is running (from the first render of a new key on). */
  loading: boolean;
  /**
   * Loads the current key again (refresh, retry after a failure), keeping data and error until it
   * answers. Resolves once that load has ended, or was given up; never rejects.
   */
  reload: () => Promise<void>;
}

interface Outcome<T> {
  /** The key this outcome belongs to, as compared. */
  hash: string;
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

const hashOf = (key: LoadKey): string | null => (key === null ? null : JSON.stringify(key));

/**
 * The one way a view loads its data (one request per key and reload; no cache shared between
 * views). The newest load wins: the answer of a load that was superseded (a new key, a reload)
 * or abandoned (the view unmounted or was hidden) is dropped, its signal aborted, and nothing is
 * set after unmount. A hidden kept-alive screen that is shown again loads again, as React runs
 * the effect anew.
 */
export function useLoad<T>(key: LoadKey, load: Loader<T>, options: LoadOptions = {}): Loaded<T> {
  const hash = hashOf(key);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [version, setVersion] = useState(0);
  // The newest loader and options, read when a load starts or ends (not reasons to load again).
  const loadRef = useRef(load);
  const keepRef = useRef(options.keepPrevious === true);
  useLayoutEffect(() => {
    loadRef.current = load;
    keepRef.current = options.keepPrevious === true;
  });
  // reload() callers waiting for the load they asked for.
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    const queue = waiting.current;
    const waiters = queue.splice(0);
    const settle = () => waiters.splice(0).forEach((resolve) => resolve());
    if (hash === null) {
      settle();
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setOutcome((o) => (o !== null && o.hash === hash && !o.loading ? { ...o, loading: true } : o));
    let answer: Promise<T>;
    try {
      answer = loadRef.current(signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (data) => {
        if (signal.aborted) return;
        setOutcome({ hash, data, error: null, loading: false });
        settle();
      },
      (error: unknown) => {
        if (signal.aborted) return;
        setOutcome((o) => ({
          hash,
          data: o !== null && (o.hash === hash || keepRef.current) ? o.data : undefined,
          error: error ?? new Error('The load failed without a reason'),
          loading: false,
        }));
        settle();
      },
    );
    return () => {
      controller.abort();
      // Waiters of a load given up for a newer one wait for that one.
      queue.unshift(...waiters);
    };
  }, [hash, version]);

  // Declared after the load's effect, so its clean-up runs after that one's: on unmount (or when
  // a kept-alive screen is hidden), whoever waits for a reload is let go.
  useEffect(() => {
    const queue = waiting.current;
    return () => queue.splice(0).forEach((resolve) => resolve());
  }, []);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setVersion((v) => v + 1);
      }),
    [],
  );

  if (hash === null) return { data: undefined, error: null, loading: false, reload };
  if (outcome !== null && outcome.hash === hash)
    return { data: outcome.data, error: outcome.error, loading: outcome.loading, reload };
  // A key whose first load has not answered yet.
  const previous = options.keepPrevious === true ? outcome : null;
  return { data: previous?.data, error: previous?.error ?? null, loading: true, reload };
}
