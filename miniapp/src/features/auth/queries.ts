import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../lib/api-client';
import { takeIntendedUrl } from '../../lib/intended-url';

/** Query keys of the auth feature (sign-in dialog and /login). */
export const authKeys = {
  all: ['auth'] as const,
  config: ['auth', 'config'] as const,
  loginLink: (token: string) => ['auth', 'login-link', token] as const,
};

/** Public server settings: the wallet tab asks whether this is production. */
export const publicConfigQuery = queryOptions({
  queryKey: authKeys.config,
  queryFn: ({ signal }) => apiCall(contract.misc.config, { signal }),
});

/**
 * docs/product.md#routes: after any successful sign-in the browser goes to the intended URL (fallback /app).
 * A full page load, so every screen starts from the new session and nothing of the signed-out state
 * lingers in the cache.
 */
export function finishSignIn(_user: User): void {
  window.location.assign(takeIntendedUrl());
}

export interface RegisterInput {
  email: string;
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export type RegisterOutcome = { kind: 'signed-in'; user: User } | { kind: 'check-inbox'; message: string };

/**
 * Create Account: register, then ALWAYS sign in with the same email and password. The server may
 * answer a registration without signing in (the same 202 "check your inbox" for a new and an existing
 * email, so nobody can probe which emails have accounts); the login then either works or the
 * register's message is what the user needs to read. A validation refusal (400) stops before login.
 */
export async function registerThenLogin(input: RegisterInput): Promise<RegisterOutcome> {
  let registerMessage: string | undefined;
  try {
    const answer: unknown = await apiCall(contract.auth.register, { body: input });
    const message = (answer as { message?: unknown }).message;
    if (typeof message === 'string') registerMessage = message;
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 429)) throw error;
    registerMessage = isApiError(error) ? error.message : undefined;
  }
  try {
    const { user } = await apiCall(contract.auth.login, {
      body: { email: input.email, password: input.password },
    });
    return { kind: 'signed-in', user };
  } catch (error) {
    if (registerMessage) return { kind: 'check-inbox', message: registerMessage };
    throw error;
  }
}
