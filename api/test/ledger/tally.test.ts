import { utcDay } from '@cum/shared/domain/time';
import { type Types, trusted } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { createLedgerTally, type LedgerTally } from '../../src/ledger/tally.ts';
import type { Counters } from '../../src/platform/counters.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

/** What the ledger itself says the counters must be. */
async function ledgerSums(t: TestApp) {
  const entries = await t.services.models.LedgerEntry.find({}, { amount: 1, createdAt: 1 }).lean();
  let balance = 0;
  let earned = 0;
  const byDay: Record<string, number> = {};
  for (const e of entries) {
    balance += e.amount;
    const plus = Math.max(e.amount, 0);
    earned += plus;
    const day = utcDay(e.createdAt);
    byDay[day] = (byDay[day] ?? 0) + plus;
  }
  return { balance, earned, byDay, entries: entries.length };
}

const uncounted = (t: TestApp) => t.services.models.LedgerEntry.countDocuments({ uncounted: true });

/** A second instance's tally on the same database: folds only when told to (drain). */
function otherInstance(t: TestApp, counters: Counters = t.services.counters): LedgerTally {
  return createLedgerTally({ models: t.services.models, counters, connection: t.services.connection });
}

function poster(t: TestApp, users: Array<{ _id: Types.ObjectId }>, tag: string) {
  return (i: number) =>
    inTransaction(t.services.connection, (session) =>
      t.services.ledger.post(session, {
        userId: (users[i % users.length] as { _id: Types.ObjectId })._id,
        amount: i % 4 === 3 ? -(1 + ((i * 31) % 500)) : 1 + ((i * 53) % 7_000),
        kind: i % 4 === 3 ? 'store_purchase' : 'task_reward',
        key: `${tag}:${i}`,
        description: 'tally',
        ...(i % 5 === 0 ? { counters: { tasksCompleted: 1 } } : {}),
      }),
    );
}

describe('the ledger tally (platform counters off the money path)', () => {
  const t = useTestApp();

  it('counts a post once, and its totals are exact before and after the fold', async () => {
    // This block folds by hand: the app's own tally would fold behind the test's back.
    await t.services.tally.stop();
    const { tally, counters } = t.services;
    const users = await Promise.all(Array.from({ length: 10 }, () => t.createUser({ balance: 10_000 })));
    const before = await counters.read(['balance', 'earned', 'tasksCompleted']);
    const post = poster(t, users, 'once');
    await Promise.all(Array.from({ length: 40 }, (_, i) => post(i)));
    expect(await uncounted(t)).toBe(40);
    // Nothing folded yet: the raw counters have not moved, the totals already have.
    expect(await counters.read(['balance', 'earned'])).toEqual({
      balance: before.balance,
      earned: before.earned,
    });
    const sums = await ledgerSums(t);
    const day = utcDay(new Date());
    const exact = await tally.read(['balance', 'earned', 'tasksCompleted', `earned:${day}`]);
    expect(exact).toEqual({
      balance: sums.balance,
      earned: sums.earned,
      tasksCompleted: before.tasksCompleted + 8,
      [`earned:${day}`]: sums.byDay[day],
    });
    await tally.drain();
    expect(await uncounted(t)).toBe(0);
    expect(await counters.read(['balance', 'earned', 'tasksCompleted', `earned:${day}`])).toEqual(exact);
    // A second drain finds nothing to count.
    await tally.drain();
    expect(await tally.read(['balance', 'earned', 'tasksCompleted', `earned:${day}`])).toEqual(exact);
  });

  it('three instances folding while 300 posts commit count every entry exactly once; no read is ever off', async () => {
    await t.services.tally.stop();
    const users = await Promise.all(Array.from({ length: 30 }, () => t.createUser({ balance: 10_000 })));
    const post = poster(t, users, 'race');
    const tallies = [t.services.tally, otherInstance(t), otherInstance(t)];
    let posting = true;
    const folders = tallies.map(async (tally) => {
      while (posting) {
        await tally.drain();
        await new Promise((r) => setTimeout(r, 1));
      }
    });
    // Credits only move `earned` up: an exact reader never sees it fall (a dropped entry) or jump
    // above what the ledger then holds (an entry counted twice).
    const seen: number[] = [];
    const reader = (async () => {
      while (posting) seen.push((await t.services.tally.read(['earned'])).earned);
    })();
    for (let batch = 0; batch < 6; batch++)
      await Promise.all(Array.from({ length: 50 }, (_, j) => post(batch * 50 + j)));
    const sums = await ledgerSums(t);
    posting = false;
    await Promise.all([...folders, reader]);
    await t.services.tally.drain();

    expect(seen.length).toBeGreaterThan(3);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1] as number);
    expect(Math.max(...seen)).toBeLessThanOrEqual(sums.earned);
    expect(await uncounted(t)).toBe(0);
    expect(await t.services.counters.read(['balance', 'earned'])).toEqual({
      balance: sums.balance,
      earned: sums.earned,
    });
    // The leaderboard's per-user totals, folded by the same transactions: each credit once.
    const { LedgerEntry, LeaderboardTotal } = t.services.models;
    const ids = users.map((u) => u._id);
    const expected = new Map<string, number>();
    for (const e of await LedgerEntry.find({ userId: trusted({ $in: ids }), kind: 'task_reward' }).lean())
      expected.set(String(e.userId), (expected.get(String(e.userId)) ?? 0) + e.amount);
    const board = await LeaderboardTotal.find({ userId: trusted({ $in: ids }), period: 'all' }).lean();
    expect(new Map(board.map((r) => [String(r.userId), r.amount]))).toEqual(expected);
    // Several folds ran, and each committed batch says so once.
    expect((await t.services.counters.read(['ledgerFolds'])).ledgerFolds).toBeGreaterThan(1);
  });

  it('a fold that fails before its commit counts nothing, and the next one counts all', async () => {
    await t.services.tally.stop();
    const users = await Promise.all(Array.from({ length: 5 }, () => t.createUser({ balance: 10_000 })));
    await Promise.all(Array.from({ length: 12 }, (_, i) => poster(t, users, 'fail')(i)));
    const waiting = await uncounted(t);
    expect(waiting).toBe(12);
    const raw = await t.services.counters.read(['balance', 'earned']);
    // The counters command fails after the entries' marks were removed in the same transaction.
    const broken = otherInstance(t, {
      ...t.services.counters,
      inc: async () => {
        throw new Error('disk full');
      },
    });
    await expect(broken.drain()).rejects.toThrow('disk full');
    expect(await uncounted(t)).toBe(waiting);
    expect(await t.services.counters.read(['balance', 'earned'])).toEqual(raw);

    await t.services.tally.drain();
    const sums = await ledgerSums(t);
    expect(await uncounted(t)).toBe(0);
    expect(await t.services.counters.read(['balance', 'earned'])).toEqual({
      balance: sums.balance,
      earned: sums.earned,
    });
  });

  it('a fold left open by a killed process hides nothing from the totals and is rolled back', async () => {
    await t.services.tally.stop();
    const users = await Promise.all(Array.from({ length: 5 }, () => t.createUser({ balance: 10_000 })));
    await Promise.all(Array.from({ length: 10 }, (_, i) => poster(t, users, 'killed')(i)));
    const sums = await ledgerSums(t);
    const { LedgerEntry } = t.services.models;
    // What a fold does, up to the moment its process dies: marks removed and counters added, no commit.
    const killed = await t.services.connection.startSession();
    killed.startTransaction();
    const open = await LedgerEntry.find({ uncounted: true }).session(killed).lean();
    await LedgerEntry.updateMany({ uncounted: true }, { $unset: { uncounted: 1 } }, { session: killed });
    await t.services.counters.inc(killed, {
      balance: open.reduce((s, e) => s + e.amount, 0),
      earned: open.reduce((s, e) => s + Math.max(e.amount, 0), 0),
      ledgerFolds: 1,
    });
    // Other readers see the state before that transaction: still exact.
    expect(await t.services.tally.read(['balance', 'earned'])).toEqual({
      balance: sums.balance,
      earned: sums.earned,
    });
    await killed.endSession();
    expect(await uncounted(t)).toBe(open.length);
    await t.services.tally.drain();
    expect(await t.services.counters.read(['balance', 'earned'])).toEqual({
      balance: sums.balance,
      earned: sums.earned,
    });
  });
});

describe('the ledger tally and deleted accounts', () => {
  const t = useTestApp();

  it('an account deleted before its last earnings were folded stays off the board; the counters still count them', async () => {
    await t.services.tally.stop();
    const users = await Promise.all(Array.from({ length: 2 }, () => t.createUser({ balance: 10_000 })));
    await Promise.all(Array.from({ length: 4 }, (_, i) => poster(t, users, 'deleted')(i)));
    const [gone, kept] = users.map((u) => ({ _id: u._id })) as [
      { _id: Types.ObjectId },
      { _id: Types.ObjectId },
    ];
    await t.services.models.User.updateOne({ _id: gone._id }, { $set: { deletedAt: new Date() } });
    await t.services.tally.drain();
    const { LeaderboardTotal } = t.services.models;
    expect(await LeaderboardTotal.countDocuments({ userId: gone._id })).toBe(0);
    expect(await LeaderboardTotal.countDocuments({ userId: kept._id })).toBe(2);
    const sums = await ledgerSums(t);
    expect(await t.services.counters.read(['balance', 'earned'])).toEqual({
      balance: sums.balance,
      earned: sums.earned,
    });
  });
});

describe('the ledger tally folds on its own while the app serves', () => {
  const t = useTestApp();

  it('after posts, and at start for what a crash left', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => t.createUser({ balance: 10_000 })));
    await Promise.all(Array.from({ length: 20 }, (_, i) => poster(t, users, 'auto')(i)));
    await vi.waitFor(async () => expect(await uncounted(t)).toBe(0), { timeout: 5_000, interval: 50 });

    // Entries a crashed instance committed and never folded, with no post after them to wake a fold.
    await t.services.tally.stop();
    await Promise.all(Array.from({ length: 7 }, (_, i) => poster(t, users, 'crash')(i)));
    expect(await uncounted(t)).toBe(7);
    const next = otherInstance(t);
    next.start();
    try {
      await vi.waitFor(async () => expect(await uncounted(t)).toBe(0), { timeout: 5_000, interval: 50 });
    } finally {
      await next.stop();
    }
    const sums = await ledgerSums(t);
    expect(await t.services.counters.read(['balance', 'earned'])).toEqual({
      balance: sums.balance,
      earned: sums.earned,
    });
  });
});
