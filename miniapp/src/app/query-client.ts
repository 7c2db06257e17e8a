import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's caching defaults: cached data never goes stale, nothing refetches on its own, and
 * nothing retries (a failed claim must surface at once, never be silently repeated). Screens that
 * poll (rewards, rooms, admin) opt in per query with refetchInterval.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
