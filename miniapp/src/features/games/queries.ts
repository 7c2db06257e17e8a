import * as contract from '@cum/shared/contract/areas';
import type { GamesStatus } from '@cum/shared/contract/games';
import type { RushTap } from '@cum/shared/domain/token-rush';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Query keys of the Games screen: where the user stands (clicker hourly cap, rush games today). */
export const gamesKeys = {
  all: ['games'] as const,
  status: ['games', 'status'] as const,
};

// Refetched on every visit: the hourly window moves and the UTC day rolls over between visits.
export const gamesStatusQuery = queryOptions({
  queryKey: gamesKeys.status,
  queryFn: ({ signal }) => apiCall(contract.games.status, { signal }),
  refetchOnMount: 'always',
});

/** Puts what the clicker's answer says is left this hour into the cached status. */
export function setCachedClickerLeft(queryClient: QueryClient, leftThisHour: number): void {
  queryClient.setQueryData<GamesStatus>(gamesKeys.status, (s) =>
    s
      ? {
          ...s,
          clicker: {
            ...s.clicker,
            leftThisHour,
            earnedThisHour: Math.max(0, s.clicker.hourlyCap - leftThisHour),
          },
        }
      : s,
  );
}

/** Puts the daily count a rush start answered into the cached status. */
export function setCachedRushLeft(queryClient: QueryClient, gamesLeftToday: number): void {
  queryClient.setQueryData<GamesStatus>(gamesKeys.status, (s) =>
    s
      ? {
          ...s,
          rush: { ...s.rush, gamesLeftToday, playedToday: s.rush.gamesPerDay - gamesLeftToday },
        }
      : s,
  );
}

export const submitScore = (gameId: '1' | '2', score: number, sessionId?: string) =>
  apiCall(contract.games.play, {
    params: { gameId },
    body: sessionId === undefined ? { score } : { score, sessionId },
  });

/** The round's taps; the server scores them against its own schedule. */
export const submitRushTaps = (sessionId: string, taps: RushTap[]) =>
  apiCall(contract.games.play, { params: { gameId: '2' }, body: { sessionId, taps } });

export const reportTaps = (batchId: string, taps: number) =>
  apiCall(contract.games.clickerTaps, { body: { batchId, taps } });

export const startRush = () => apiCall(contract.games.rushStart, { params: { gameId: '2' } });

export const openRushSession = () => apiCall(contract.games.rushSession, { params: { gameId: '2' } });
