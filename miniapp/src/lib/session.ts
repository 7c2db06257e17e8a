import { contract } from '@cum/shared/contract';
import type { User } from '@cum/shared/contract/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, isApiError } from './api-client';
import { telegramEnv } from './telegram-env';

/**
 * The signed-in user, shared by the access gate, the root redirect and every screen. Features refresh
 * it by invalidating `sessionKeys.user`; they never keep their own copy.
 */
export const sessionKeys = {
  all: ['session'] as const,
  user: ['session', 'user'] as const,
};

async function fetchCurrentUser(signal: AbortSignal): Promise<User | null> {
  try {
    return (await apiCall(contract.profile.getUser, { signal })).user;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
  }
  // Signed out. Inside Telegram the spec signs in automatically with the initData header; a failure
  // leaves the user signed out with nothing shown but a log line.
  if (!telegramEnv().rawInitData) return null;
  try {
    return (await apiCall(contract.auth.telegram, { signal })).user;
  } catch (error) {
    console.warn('Telegram sign-in failed', error);
    return null;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
});
