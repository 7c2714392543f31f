import { useCallback, useRef } from 'react';
import { keepPreviousData, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import type { ApiClient, CallOptions } from '../../api/client.ts';
import type { ApiRequest } from '../../../contract/platform.ts';
import type { ReadKey } from './readKeys.ts';
import { isTransportError } from './retryPolicy.ts';

export interface ReadOptions {
  /** Go on showing the previous key's answer while the next one loads (a list's next page). */
  keepPrevious?: boolean;
  /** Read nothing while false (a dialog not open, a permission not held). Default true. */
  enabled?: boolean;
  /** Ask again this often while the read is shown and the page visible. */
  refreshEveryMs?: number;
  /** Ask again when the page becomes visible again. */
  refreshWhenVisible?: boolean;
  /** An answer younger than this is shown without asking again (option lists shared by forms). */
  freshForMs?: number;
}

export interface Read<T> {
  /** The newest answer for this key (or, with keepPrevious, the previous key's while it loads). */
  data: T | undefined;
  /** Why the newest read failed once its retries ended: `errorMessage(error, t)` gives its text. */
  error: unknown;
  /** A read for this key is running, its first try or a retry. */
  loading: boolean;
  /** Failed on the way to the server and waiting to try again: the screen says so in one line. */
  retrying: boolean;
  /** When `data` was answered (ms since the epoch), 0 before the first answer. */
  updatedAt: number;
  /** Reads again (Refresh, Retry); resolves once it ended, never rejects. */
  reload: () => Promise<void>;
}

/**
 * The API client of a read: a transport failure is the data layer's to retry and the screen's to
 * show, not a toast's.
 */
function readClient(api: ApiClient): ApiClient {
  return {
    call: (request, options?: CallOptions) => api.call(request, { ...options, retried: true }),
    observe: (observer) => api.observe(observer),
  };
}

/**
 * The one way a screen reads data (TanStack Query under it): identical reads in flight share one
 * call, a read shown again draws what it had and asks again behind it, a transport failure is
 * retried (`retryPolicy.ts`) while the screen shows the read, and a write to the read's area makes
 * it ask again. `key` starts with the API path read (`readKeys.ts`); `null` reads nothing.
 */
export function useRead<T>(key: ReadKey | null, read: Reader<T>, options: ReadOptions = {}): Read<T> {
  const { api } = useServices();
  const client = useQueryClient();
  const query = useQuery(queryOf(api, client, { key, read, options }));
  const { refetch } = query;
  const reload = useCallback(() => refetch().then(() => undefined), [refetch]);
  // A list whose next page was refused goes on showing the rows it had (the toast says why), and
  // their age: the previous key's answer shown while the next one loads is as old as it was.
  const shown = useRef<{ data: T | undefined; at: number }>({ data: undefined, at: 0 });
  if (query.data !== undefined || !options.keepPrevious)
    shown.current = { data: query.data, at: query.isPlaceholderData ? shown.current.at : query.dataUpdatedAt };
  return readOf({ ...query, data: shown.current.data, dataUpdatedAt: shown.current.at }, reload);
}

/** What a reader is given: the API client of reads, the signal of the read, and `share` for a sub-read. */
export type Reader<T> = (api: ApiClient, signal: AbortSignal, share: Share) => Promise<T>;
/** A call that several reads make in the same moment (two figures of one stats call): made once. */
export type Share = <U>(key: ReadKey, read: (api: ApiClient) => Promise<U>) => Promise<U>;

/** A read of a list of reads (`useReads`). */
export interface ReadSpec<T> {
  key: ReadKey | null;
  read: Reader<T>;
  options?: ReadOptions;
}

const SHARED_FOR_MS = 1000;

function queryOf<T>(api: ApiClient, client: QueryClient, { key, read, options = {} }: ReadSpec<T>) {
  const reads = readClient(api);
  const share: Share = (subKey, subRead) =>
    client.fetchQuery({ queryKey: subKey, queryFn: () => subRead(reads), staleTime: SHARED_FOR_MS, retry: false });
  return {
    queryKey: key ?? ['none'],
    queryFn: ({ signal }: { signal: AbortSignal }) => read(reads, signal, share),
    enabled: key !== null && options.enabled !== false,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    refetchInterval: options.refreshEveryMs ?? false,
    refetchOnWindowFocus: options.refreshWhenVisible === true,
    staleTime: options.freshForMs ?? 0,
  } as const;
}

interface QueryView<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  isPending: boolean;
  failureCount: number;
  failureReason: unknown;
  dataUpdatedAt: number;
  fetchStatus: string;
}

function readOf<T>(query: QueryView<T>, reload: () => Promise<void>): Read<T> {
  return {
    data: query.data,
    error: query.error,
    loading: query.isFetching || (query.isPending && query.fetchStatus === 'paused'),
    retrying: query.isFetching && query.failureCount > 0 && isTransportError(query.failureReason),
    updatedAt: query.dataUpdatedAt,
    reload,
  };
}

/** Several reads at once, their number changing with what is shown (the figures, the badges). */
export function useReads<T>(specs: readonly ReadSpec<T>[]): Read<T>[] {
  const { api } = useServices();
  const client = useQueryClient();
  const queries = useQueries({ queries: specs.map((spec) => queryOf(api, client, spec)) });
  return queries.map((query) => readOf(query, () => query.refetch().then(() => undefined)));
}

/** Reads one API call's data as the envelope gives it: `[url, params]` is its key. */
export function useApiRead<T = unknown>(
  request: Omit<ApiRequest, 'method'> | null,
  options: ReadOptions = {},
): Read<T> {
  return useRead<T>(
    request === null ? null : [request.url, request.params ?? null],
    (api) => api.call<T>({ method: 'GET', ...request! }),
    options,
  );
}

/** Asks again every shown read of these paths (a Refresh button over several reads). */
export function useRefreshReads(paths: readonly string[]): () => Promise<void> {
  const client = useQueryClient();
  const key = paths.join('\n');
  return useCallback(
    () => client.refetchQueries({ type: 'active', predicate: (q) => key.split('\n').includes(String(q.queryKey[0])) }),
    [client, key],
  );
}
