import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { captureCalls } from '../helpers/docs-examined.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

/**
 * A money transaction is a handful of round trips to the database, each paid by every write under
 * load (issue 25): the first post of a key does not look the key up (the unique index refuses a
 * repeat), and the platform counters and the leaderboard's totals are folded in after commit
 * (ledger/tally.ts). Repeats still answer as the first post.
 */
describe('ledger round trips', () => {
  const t = useTestApp();
  const post = (input: Parameters<TestApp['services']['ledger']['post']>[1]) =>
    inTransaction(t.services.connection, (s) => t.services.ledger.post(s, input));
  const balanceOf = async (id: unknown) => (await t.services.models.User.findById(id).lean())?.balance;

  it('a first post is two commands, the user and the entry; the tally adds both leaderboard periods after', async () => {
    const u = await t.createUser();
    const calls = await captureCalls(t.services.connection, () =>
      post({ userId: u._id, amount: 2000, kind: 'task_reward', key: `rt:${u._id}`, description: 'x' }),
    );
    expect(calls.map((c) => `${c.collection}.${c.method}`)).toEqual([
      'users.findOneAndUpdate',
      'ledger.insertOne',
    ]);
    await t.services.tally.drain();
    const totals = await t.services.models.LeaderboardTotal.find({ userId: u._id }).lean();
    expect(totals.map((x) => x.amount)).toEqual([2000, 2000]);
  });

  it('a repeated key is refused by the index, rolled back and answered as the first', async () => {
    const u = await t.createUser();
    const input = {
      userId: u._id,
      amount: 1500,
      kind: 'task_reward' as const,
      key: `r:${u._id}`,
      description: 'x',
    };
    const first = await post(input);
    const again = await post(input);
    expect(again.duplicate).toBe(true);
    expect(again.entry._id.equals(first.entry._id)).toBe(true);
    expect(again.user.balance).toBe(first.user.balance);
    expect(await balanceOf(u._id)).toBe(first.user.balance);
    await t.services.tally.drain();
    const totals = await t.services.models.LeaderboardTotal.find({ userId: u._id }).lean();
    expect(totals.map((x) => x.amount)).toEqual([1500, 1500]);
    expect(await t.services.models.LedgerEntry.countDocuments({ key: input.key })).toBe(1);
  });

  it('a repeated spend answers as the first even when the balance no longer covers it', async () => {
    const u = await t.createUser();
    await post({
      userId: u._id,
      amount: 1000,
      kind: 'admin_adjustment',
      key: `s:${u._id}`,
      description: 'seed',
    });
    const spend = {
      userId: u._id,
      amount: -800,
      kind: 'store_purchase' as const,
      key: `b:${u._id}`,
      description: 'buy',
    };
    const first = await post(spend);
    const again = await post(spend);
    expect(first.user.balance).toBe(200);
    expect(again).toMatchObject({ duplicate: true, user: { balance: 200 } });
    expect(await balanceOf(u._id)).toBe(200);
  });

  it('many simultaneous posts of one key credit exactly once and all answer', async () => {
    const u = await t.createUser();
    const input = {
      userId: u._id,
      amount: 700,
      kind: 'task_reward' as const,
      key: `c:${u._id}`,
      description: 'x',
    };
    const results = await Promise.all(Array.from({ length: 60 }, () => post(input)));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry._id.toHexString())).size).toBe(1);
    expect(await balanceOf(u._id)).toBe(700);
    await t.services.tally.drain();
    const totals = await t.services.models.LeaderboardTotal.find({ userId: u._id }).lean();
    expect(totals.map((x) => x.amount)).toEqual([700, 700]);
  });
});
