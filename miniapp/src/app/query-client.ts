import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { sessionKeys } from '../lib/session';

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
 *
 * A call refused with `account_suspended` means staff suspended the account while the app was open:
 * the signed-in user is read again, so Home shows the suspension notice and the earning buttons turn
 * off at once instead of after the next reload.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.code === 'account_suspended')
          void client.invalidateQueries({ queryKey: sessionKeys.user });
      },
    }),
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
  return client;
}
