import { contract } from '@cum/shared/contract';
import { describe, expect, it, vi } from 'vitest';
import { lastToken } from '../helpers/mailbox.ts';
import { useTestApp } from '../helpers/test-app.ts';

// Issue 27, finding 5: sign-in throttling was check-then-record (30 parallel wrong passwords were all
// evaluated), and the per-email ceiling a stranger filled then locked the owner out for the hour.

const argon = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verifications++;
      return real.verify(...args);
    },
  };
});

const PASSWORD = 'violet tractor harbour';
const login = (email: string, password: string, remoteAddress: string, cookie?: string) => ({
  method: 'POST' as const,
  url: contract.auth.login.path,
  remoteAddress,
  headers: cookie ? { cookie } : {},
  payload: { email, password },
});
const cookiesOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('sign-in throttling is reserved before the password is checked', () => {
  const t = useTestApp();

  it('30 parallel wrong passwords from one address: at most 10 evaluated, the rest 429', async () => {
    const account = { email: 'burst@example.com', username: 'burst_owner', password: PASSWORD };
    await t.ok(contract.auth.register, { body: account });
    argon.verifications = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.inject(login(account.email, `wrong guess ${i}`, '198.51.100.77')),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(argon.verifications).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(20);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
  });

  it('a successful sign-in spends no place of its address', async () => {
    const account = { email: 'often@example.com', username: 'often_in', password: PASSWORD };
    await t.ok(contract.auth.register, { body: account });
    for (let i = 0; i < 15; i++) {
      const res = await t.inject(login(account.email, PASSWORD, '198.51.100.78'));
      expect(res.statusCode).toBe(200);
    }
  });

  it("a stranger's guesses from many addresses do not lock the owner out", async () => {
    const account = { email: 'owner@example.com', username: 'the_owner', password: PASSWORD };
    await t.ok(contract.auth.register, { body: account });
    // The owner signed in on their phone before: it keeps the device cookie.
    const before = await t.inject(login(account.email, PASSWORD, '192.0.2.10'));
    expect(before.statusCode).toBe(200);
    const phone = cookiesOf(before);

    // 110 guesses, each from its own address: the per-email ceiling (100 an hour) fills up.
    for (let i = 0; i < 110; i++) {
      await t.inject(login(account.email, `guess ${i}`, `203.0.${Math.floor(i / 200)}.${(i % 200) + 1}`));
    }
    const newDevice = await t.inject(login(account.email, PASSWORD, '192.0.2.11'));
    expect(newDevice.statusCode).toBe(429);

    // The phone still signs in (a new network too).
    const onPhone = await t.inject(login(account.email, PASSWORD, '192.0.2.12', phone));
    expect(onPhone.statusCode).toBe(200);

    // A forged or someone else's device cookie does not exempt.
    const forged = await t.inject(login(account.email, PASSWORD, '192.0.2.13', 'did=whatever'));
    expect(forged.statusCode).toBe(429);

    // And the owner can always reset: the link works and clears the ceiling for every device.
    await t.ok(contract.auth.forgotPassword, { body: { email: account.email } });
    const token = await lastToken(t, account.email, 2);
    const fresh = 'marble canyon whistle';
    await t.ok(contract.auth.resetPassword, { body: { token, password: fresh } });
    const after = await t.inject(login(account.email, fresh, '192.0.2.14'));
    expect(after.statusCode).toBe(200);
  }, 60_000);
});
