import * as contract from '@cum/shared/contract/areas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { apiCall } from '../../lib/api-client';
import { adminKeys, REFRESH_MS } from './queries';

// One user's page (opened from the Users and Review tabs) and the review list.

/** The address of a user's page inside the panel (a link an admin can share). */
export const userPageHref = (userId: string) => `${paths.admin}?user=${encodeURIComponent(userId)}`;

export const userPageQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) => apiCall(contract.admin.user, { signal, params: { userId } }),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const userLedgerQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userLedger(userId),
    queryFn: ({ signal, pageParam }) =>
      apiCall(contract.admin.userLedger, {
        signal,
        params: { userId },
        query: { cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const userReferralsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userReferrals(userId),
    queryFn: ({ signal, pageParam }) =>
      apiCall(contract.admin.userReferrals, {
        signal,
        params: { userId },
        query: { cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const reviewQuery = queryOptions({
  queryKey: adminKeys.review(),
  queryFn: ({ signal }) => apiCall(contract.admin.review, { signal }),
  refetchInterval: REFRESH_MS,
  refetchIntervalInBackground: false,
});
