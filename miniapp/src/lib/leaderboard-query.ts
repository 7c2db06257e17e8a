import * as contract from '@cum/shared/contract/areas';
import type { LeaderboardPeriod } from '@cum/shared/contract/leaderboard';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-client';

/**
 * The leaderboard's query, in lib/ because two features read it: the Leaderboard screen and Home's
 * "your rank" tile (features do not import each other). One key per period.
 */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  period: (period: LeaderboardPeriod) => [...leaderboardKeys.all, period] as const,
};

// Others earn while the app is open: a board is asked again after a minute.
export const leaderboardQuery = (period: LeaderboardPeriod) =>
  queryOptions({
    queryKey: leaderboardKeys.period(period),
    queryFn: ({ signal }) => apiCall(contract.leaderboard.get, { query: { period }, signal }),
    staleTime: 60_000,
  });
