import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs, shouldRetryRead } from './retryPolicy.ts';

/**
 * The console's one data layer for reads (TanStack Query). A read shown again is drawn from what it
 * had and asked again behind it (stale at once); reads that failed for a transport reason are
 * retried with backoff; writes are never sent again by the machine (`mutations.retry: 0`, and the
 * console sends writes through the API client, which never repeats a call). Focus and reconnect
 * refreshes are the connection watcher's (`connection.ts`), so a return is one refresh, not two.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: retryDelayMs,
        staleTime: 0,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: 0 },
    },
  });
}
