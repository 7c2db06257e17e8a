import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { AppError } from '../../src/lib/errors.ts';
import { type TestApp, useTestApp, withTestApp } from '../helpers/test-app.ts';

describe('ledger', () => {
  const t = useTestApp();

  const post = (input: Parameters<TestApp['services']['ledger']['post']>[1]) =>
    inTransaction(t.services.connection, (s) => t.services.ledger.post(s, input));

  async function balanceMatchesEntries(userId: Types.ObjectId) {
    const user = await t.services.models.User.findById(userId).lean();
    const entries = await t.services.models.LedgerEntry.find({ userId }).lean();
    const sum = entries.reduce((a, e) => a + e.amount, 0);
    expect(user?.balance).toBe(sum);
    return sum;
  }

  it('credits once per key and answers a repeat as the first', async () => {
    const u = await t.createUser();
    const input = {
      userId: u._id,
      amount: 1500,
      kind: 'welcome_bonus' as const,
      key: `k:${u._id}`,
      description: 'x',
    };
    const first = await post(input);
    const again = await post(input);
    expect(first.duplicate).toBe(false);
    expect(again.duplicate).toBe(true);
    expect(again.entry._id.equals(first.entry._id)).toBe(true);
    expect(await balanceMatchesEntries(u._id)).toBe(1500);
  });

  it('refuses spending more than the balance and changes nothing', async () => {
    const u = await t.createUser();
    await post({
      userId: u._id,
      amount: 1000,
      kind: 'admin_adjustment',
      key: `a:${u._id}`,
      description: 'seed',
    });
    await expect(
      post({ userId: u._id, amount: -1001, kind: 'store_purchase', key: `b:${u._id}`, description: 'buy' }),
    ).rejects.toMatchObject({ code: 'insufficient_funds', status: 409 });
    expect(await balanceMatchesEntries(u._id)).toBe(1000);
  });

  it('applies a conditional user update atomically with the entry', async () => {
    const u = await t.createUser();
    const claim = (key: string) =>
      post({
        userId: u._id,
        amount: 25_000,
        kind: 'periodic_reward',
        key,
        description: 'claim',
        userFilter: { lastRewardClaimAt: null },
        userUpdate: { $set: { lastRewardClaimAt: new Date() } },
        onConditionFailed: () => new AppError(409, 'too_early', 'Too early.'),
      });
    await claim('c1');
    await expect(claim('c2')).rejects.toMatchObject({ code: 'too_early' });
    expect(await balanceMatchesEntries(u._id)).toBe(25_000);
  });

  it('under 200 concurrent posts of one key credits exactly once', async () => {
    const u = await t.createUser();
    const input = {
      userId: u._id,
      amount: 7,
      kind: 'task_reward' as const,
      key: `race:${u._id}`,
      description: 'x',
    };
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => post(input)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await balanceMatchesEntries(u._id)).toBe(7);
  });

  it('under concurrent purchases never goes below zero', async () => {
    const u = await t.createUser();
    await post({
      userId: u._id,
      amount: 3000,
      kind: 'admin_adjustment',
      key: `seed:${u._id}`,
      description: 'seed',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        post({
          userId: u._id,
          amount: -1000,
          kind: 'store_purchase',
          key: `p:${u._id}:${i}`,
          description: 'buy',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceMatchesEntries(u._id)).toBe(0);
  });

  it('keeps the platform counters equal to a recount', async () => {
    const counters = await t.services.tally.read(['balance', 'earned']);
    const all = await t.services.models.LedgerEntry.find().lean();
    expect(counters.balance).toBe(all.reduce((a, e) => a + e.amount, 0));
    expect(counters.earned).toBe(all.filter((e) => e.amount > 0).reduce((a, e) => a + e.amount, 0));
  });

  it('refuses non-integer amounts', async () => {
    const u = await t.createUser();
    await expect(
      post({ userId: u._id, amount: 0.5, kind: 'task_reward', key: `f:${u._id}`, description: 'x' }),
    ).rejects.toThrow(/integer/);
  });

  it('answers 404 for an unknown user', async () => {
    await expect(
      post({ userId: new Types.ObjectId(), amount: 5, kind: 'task_reward', key: 'ghost', description: 'x' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('ledger time', () => {
  it('stamps entries with the service clock', async () => {
    const { manualClock } = await import('../../src/lib/clock.ts');
    const clock = manualClock(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    await withTestApp({ clock }, async (t) => {
      const u = await t.createUser();
      const { entry } = await inTransaction(t.services.connection, (s) =>
        t.services.ledger.post(s, {
          userId: u._id,
          amount: 5,
          kind: 'task_reward',
          key: 'time',
          description: 'x',
        }),
      );
      expect(entry.createdAt.toISOString()).toBe(clock.now().toISOString());
    });
  });
});
