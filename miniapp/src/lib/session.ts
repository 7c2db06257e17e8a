import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, isApiError } from './api-client';
import { clearEarlyRequests } from './early-requests';
import { freshOnReturn } from './fresh-on-return';
import { type TelegramEnv, telegramEnv } from './telegram-env';

/**
 * The signed-in user, shared by the access gate, the header and every screen. Features refresh it by
 * invalidating `sessionKeys.user` or put a server answer in with lib/balance-cache.ts; they never keep
 * their own copy.
 */
export const sessionKeys = {
  all: ['session'] as const,
  user: ['session', 'user'] as const,
};

function devHeaders(user: NonNullable<TelegramEnv['devUser']>): Record<string, string> {
  return {
    'x-telegram-id': String(user.id),
    'x-telegram-username': user.username ?? '',
    'x-telegram-firstname': user.first_name,
    'x-telegram-lastname': user.last_name ?? '',
    'x-telegram-language': user.language_code ?? 'en',
  };
}

async function fetchCurrentUser(signal: AbortSignal): Promise<User | null> {
  try {
    // The first read may take the request the entry started (lib/early-requests.ts).
    return (await apiCall(contract.profile.getUser, { signal })).user;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
  }
  // Signed out: the entry's early reads of Home were refused too, and must not stand for the user
  // who signs in next.
  clearEarlyRequests();
  // Signed out. Inside Telegram the app signs in automatically (docs/product.md#access-gate) with the
  // initData header. A refusal (expired or invalid launch data) leaves the user signed out, and the
  // access gate then says to reopen the app from the bot; a failure to reach the server is an error
  // (the gate offers Try again), never "signed out".
  const env = telegramEnv();
  if (!env.rawInitData && !env.devUser) return null;
  try {
    const headers = env.devUser ? devHeaders(env.devUser) : undefined;
    return (await apiCall(contract.auth.telegram, { signal, headers })).user;
  } catch (error) {
    if (!isApiError(error) || error.status === 0 || error.status >= 500) throw error;
    console.warn('Telegram sign-in failed', error);
    return null;
  }
}

// The header's balance: fresh when the user comes back to the tab or the network (a purchase made
// in another tab or on another device).
export const currentUserQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: async ({ signal }) => {
    const user = await fetchCurrentUser(signal);
    // The stored language choice follows the account (i18n/initial-language.ts).
    // Loaded with the catalogs by main.tsx before the first render, so this import is already there.
    if (user) void import('../i18n/initial-language').then((m) => m.followUserLanguage(user));
    return user;
  },
  ...freshOnReturn,
});

/**
 * docs/product.md#sign-in: logout calls the server, then goes to the site root (or reloads /login). A failed
 * call is only logged; the full page load drops every cached query either way.
 */
export async function logout(then: 'root' | 'reload' = 'root'): Promise<void> {
  try {
    await apiCall(contract.auth.logout);
  } catch (error) {
    console.warn('Logout failed', error);
  }
  if (then === 'reload') window.location.reload();
  else window.location.assign('/');
}
