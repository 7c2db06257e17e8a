import { contract } from '@cum/shared/contract';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { BOT_TOKEN } from '../helpers/telegram.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('sign-up races', () => {
  const t = useTestApp({ env: { BOT_TOKEN } });

  it('20 simultaneous first Telegram sign-ins of one user make exactly one account', async () => {
    const { headers } = t.telegramUser({ id: 990001, first_name: 'Racer', username: 'racer_one' });
    const before = (await t.services.counters.read(['users'])).users;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call(contract.auth.telegram, { headers })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(results.map((r) => (r.json as { user: { id: string } }).user.id));
    expect(ids.size).toBe(1);
    expect(await t.services.models.User.countDocuments({ telegramId: 990001 })).toBe(1);
    expect((await t.services.counters.read(['users'])).users).toBe(before + 1);
    expect(await t.services.models.ActivityEvent.countDocuments({ type: 'user_joined' })).toBe(before + 1);
  });

  it('5 simultaneous registrations of one email (its rate limit): the same 202 for all, one account', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.call(contract.auth.register, {
          body: { email: 'race@example.com', username: `race_${i}`, password: 'race password' },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(202));
    // The account is written after the answer (the same 202 whether the email is new or taken): wait
    // for that work, or the count races it (and a later test's user counter sees it land).
    await t.services.auth.afterAnswer.idle();
    expect(await t.services.models.User.countDocuments({ email: 'race@example.com' })).toBe(1);
  });

  it('one signed wallet message used 10 times at once signs in once', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const { message } = await t.ok(contract.auth.walletNonce, { body: { walletAddress: account.address } });
    const body = {
      walletAddress: account.address,
      message,
      signature: await account.signMessage({ message }),
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call(contract.auth.wallet, { body })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(await t.services.models.User.countDocuments({ walletAddress: account.address })).toBe(1);
  });
});
