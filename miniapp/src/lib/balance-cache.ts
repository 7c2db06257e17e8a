import type { User } from '@cum/shared/contract/profile';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from './session';

/**
 * Puts the balance the server answered into the cached user, so the header shows it at once without
 * another GET /api/user. Every mutation that credits or debits calls this with the server's figure.
 */
export function setCachedBalance(queryClient: QueryClient, cumBalance: number): void {
  queryClient.setQueryData<User | null>(sessionKeys.user, (user) => (user ? { ...user, cumBalance } : user));
}

/** Replaces the cached user with the one an endpoint answered (`{ user }` responses). */
export function setCachedUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<User | null>(sessionKeys.user, user);
}
