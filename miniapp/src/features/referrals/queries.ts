import * as contract from '@cum/shared/contract/areas';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Query keys of the Referral screen (one factory per feature). */
export const referralKeys = {
  all: ['referrals'] as const,
  stats: () => [...referralKeys.all, 'stats'] as const,
  code: () => [...referralKeys.all, 'code'] as const,
  list: () => [...referralKeys.all, 'list'] as const,
};

// Friends join while the app is open elsewhere: the screen asks again each time it is opened.
export const referralStatsQuery = queryOptions({
  queryKey: referralKeys.stats(),
  queryFn: ({ signal }) => apiCall(contract.referrals.stats, { signal }),
  staleTime: 0,
});

export const referralCodeQuery = queryOptions({
  queryKey: referralKeys.code(),
  queryFn: ({ signal }) => apiCall(contract.referrals.code, { signal }),
});

export const referralListQuery = queryOptions({
  queryKey: referralKeys.list(),
  queryFn: ({ signal }) => apiCall(contract.referrals.list, { signal }),
  staleTime: 0,
});
