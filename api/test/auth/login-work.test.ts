import { contract } from '@cum/shared/contract';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

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
  const t = useTestApp();

  it('verifies one argon2 hash for a wrong password and for an unknown email alike', async () => {
    const account = { email: 'work@example.com', username: 'work_user', password: 'correct horse battery' };
    await t.ok(contract.auth.register, { body: account });

    argon.verifies = 0;
    await t.fails(contract.auth.login, 401, { body: { email: account.email, password: 'wrong password' } });
    expect(argon.verifies).toBe(1);

    argon.verifies = 0;
    await t.fails(contract.auth.login, 401, {
      body: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(argon.verifies).toBe(1);
  });
});
