import { contract } from '@cum/shared/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiCall = vi.fn();
vi.mock('../../src/lib/api-client', async (original) => ({
  ...(await original<typeof import('../../src/lib/api-client')>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const { ApiError } = await import('../../src/lib/api-client');
const { registerThenLogin } = await import('../../src/features/auth/queries');
const { showServerError } = await import('../../src/lib/contract-form');

const input = { email: 'a@example.com', username: 'alice', password: 'long enough pass' };
const user = { id: 'u1' };

describe('Create Account: register, then always login', () => {
  beforeEach(() => {
    apiCall.mockReset();
  });

  it('signs in after a register that answers only a message (no session yet)', async () => {
    apiCall.mockImplementation(async (route: unknown) => {
      if (route === contract.auth.register) return { message: 'Check your inbox to confirm your email.' };
      return { user };
    });
    await expect(registerThenLogin(input)).resolves.toEqual({ kind: 'signed-in', user });
    expect(apiCall.mock.calls.map(([route]) => route)).toEqual([contract.auth.register, contract.auth.login]);
  });

  it("shows the register's message when the login then fails", async () => {
    apiCall.mockImplementation(async (route: unknown) => {
      if (route === contract.auth.register) return { message: 'Check your inbox to confirm your email.' };
      throw new ApiError(401, 'unauthorized', 'Invalid email or password.');
    });
    await expect(registerThenLogin(input)).resolves.toEqual({
      kind: 'check-inbox',
      message: 'Check your inbox to confirm your email.',
    });
  });

  it('stops at a validation refusal and names the field', async () => {
    apiCall.mockRejectedValue(
      new ApiError(400, 'bad_request', 'body.password: too short', [
        { path: 'body.password', message: 'Password must be at least 8 characters' },
      ]),
    );
    const error = await registerThenLogin(input).catch((e: unknown) => e);
    expect(apiCall).toHaveBeenCalledTimes(1);
    // The Create Account form puts it under the password field, not above the form.
    const setError = vi.fn();
    showServerError({ setError }, error, ['email', 'username', 'password']);
    expect(setError.mock.calls).toEqual([
      [
        'password',
        { type: 'server', message: 'Password must be at least 8 characters' },
        { shouldFocus: true },
      ],
    ]);
  });
});
