import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/app/query-client';
import { ApiError } from '../../src/lib/api-client';
import { sessionKeys } from '../../src/lib/session';

/** Runs one mutation that fails with `error` through the client's mutation cache. */
async function failMutation(error: Error) {
  const client = createQueryClient();
  client.setQueryData(sessionKeys.user, { id: 'u1' });
  const observer = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
  });
  await observer.execute(undefined).catch(() => undefined);
  return client.getQueryState(sessionKeys.user);
}

describe('query client', () => {
  it('reads the signed-in user again when a call says the account is suspended', async () => {
    const state = await failMutation(new ApiError(403, 'account_suspended', 'Your account is suspended'));
    expect(state?.isInvalidated).toBe(true);
  });

  it('leaves the user alone after any other refusal', async () => {
    for (const error of [
      new ApiError(403, 'forbidden', 'Not allowed'),
      new ApiError(409, 'too_early', 'Next claim in 12 minutes'),
      new Error('boom'),
    ]) {
      const state = await failMutation(error);
      expect(state?.isInvalidated).toBe(false);
    }
  });
});
