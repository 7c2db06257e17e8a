import { contract } from '@cum/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fails, ok, type TestApp } from '../helpers/test-app.ts';

// Count argon2 verifications instead of timing requests: an unknown email must cost the same work as
// a wrong password, or response times would tell which emails have accounts.
const argon = vi.hoisted(() => ({ verifies: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verifies++;
      return real.verify(...args);
    },
  };
});

describe('login work for unknown emails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('verifies one argon2 hash for a wrong password and for an unknown email alike', async () => {
    const account = { email: 'work@example.com', username: 'work_user', password: 'correct horse battery' };
    await ok(t, contract.auth.register, { body: account });

    argon.verifies = 0;
    await fails(t, contract.auth.login, 401, { body: { email: account.email, password: 'wrong password' } });
    expect(argon.verifies).toBe(1);

    argon.verifies = 0;
    await fails(t, contract.auth.login, 401, {
      body: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(argon.verifies).toBe(1);
  });
});
