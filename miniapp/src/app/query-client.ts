import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's caching defaults: cached data never goes stale and nothing retries (a failed claim must
 * surface at once, never be silently repeated). Screens that poll (rewards, rooms, admin) opt in per
 * query with refetchInterval; the balance, the reward card and the tasks also refetch on focus and on
 * reconnect (lib/fresh-on-return.ts).
 *
 * networkMode 'always': offline, a call fails at once with "Could not reach the server" instead of
 * pausing, so a screen shows its error state with Retry rather than an endless skeleton, and a tap
 * offline never fires later on its own. Coming back online refetches what failed
 * (app/network-state.ts) and what had never loaded (refetchOnReconnect: such a query is stale).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        refetchInterval: false,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
