import * as contract from '@cum/shared/contract/areas';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Query keys of the Profile screen (one factory per feature); the user itself is `sessionKeys.user`. */
export const profileKeys = {
  all: ['profile'] as const,
  activity: () => [...profileKeys.all, 'activity'] as const,
};

export const ACTIVITY_PAGE_SIZE = 20;

/** The user's own ledger, newest first, one cursor page at a time (Activity tab, infinite scroll). */
export const activityQuery = infiniteQueryOptions({
  queryKey: profileKeys.activity(),
  queryFn: ({ signal, pageParam }) =>
    apiCall(contract.activity.mine, {
      signal,
      query: { limit: ACTIVITY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
    }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  // The ledger grows with every claim; opening the tab shows the latest entries.
  staleTime: 0,
});
