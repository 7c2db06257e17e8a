/**
 * The history a large data set needs beside its users (bench:size, BENCH_LEDGER > 0): ledger entries,
 * leaderboard totals and referrals, written straight into the collections in batches (the ledger's own
 * code path is measured by bench:ledger; here only the size matters). The `active` users, the ones the
 * bench signs in as, each get a deep history so the activity feed has pages to walk; the rest of the
 * entries are spread over everyone else.
 */
import { ALL_TIME_PERIOD, weeklyPeriod } from '@cum/shared/domain/leaderboard';
import { type Connection, Types } from 'mongoose';

const KINDS = ['reward', 'task', 'video', 'game', 'referral'] as const;
// Small batches: one insert of 10,000 documents kept the embedded database busy for longer than the
// driver's monitor waits under a loaded machine (it then reported the server unreachable).
const BATCH = 2_000;
/** Entries per active user: the same in every data set, so the pages compared are alike; the deep page starts half-way. */
export const ACTIVE_HISTORY = 100;

interface SeedOptions {
  /** All seeded users' ids, the active ones first. */
  userIds: Types.ObjectId[];
  active: number;
  ledgerEntries: number;
  now: Date;
}

/** A unique ObjectId in time order: the second of `ms`, then a counter (the ledger sorts by _id). */
const idAt = (ms: number, n: number) =>
  new Types.ObjectId(
    Math.floor(ms / 1000)
      .toString(16)
      .padStart(8, '0') + n.toString(16).padStart(16, '0'),
  );

/** Returns, per active user, a cursor in the middle of their history (an activity "deep page"). */
export async function seedHistory(db: Connection, o: SeedOptions): Promise<string[]> {
  const ledger = db.collection('ledger');
  const start = o.now.getTime() - 90 * 86_400_000;
  const span = o.now.getTime() - start;
  const activeTotal = Math.min(o.ledgerEntries, o.active * ACTIVE_HISTORY);
  const rest = o.userIds.length - o.active;
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length) await ledger.insertMany(batch, { ordered: false });
    batch = [];
  };
  for (let i = 0; i < o.ledgerEntries; i++) {
    // The first activeTotal entries go round robin to the active users, the rest to everyone else.
    const owner = i < activeTotal || rest <= 0 ? i % o.active : o.active + ((i - activeTotal) % rest);
    const at = new Date(start + Math.floor((i / o.ledgerEntries) * span));
    const kind = KINDS[i % KINDS.length] as string;
    batch.push({
      _id: idAt(at.getTime(), i),
      userId: o.userIds[owner],
      amount: 10_000 + (i % 7) * 1000,
      kind,
      key: `seed:${i}`,
      description: `Seeded ${kind}`,
      meta: null,
      balanceAfter: 0,
      createdAt: at,
    });
    if (batch.length === BATCH) await flush();
  }
  await flush();

  // Leaderboard totals: every user has an all-time total, half of them one this week.
  const totals = db.collection('leaderboard_totals');
  const week = weeklyPeriod(o.now);
  for (let s = 0; s < o.userIds.length; s += BATCH) {
    const docs = [];
    for (let i = s; i < Math.min(o.userIds.length, s + BATCH); i++) {
      const amount = ((i * 7919) % 1_000_000) * 10;
      docs.push({ userId: o.userIds[i], period: ALL_TIME_PERIOD, amount });
      if (i % 2 === 0) docs.push({ userId: o.userIds[i], period: week, amount: amount % 50_000 });
    }
    await totals.insertMany(docs, { ordered: false });
  }

  // Referrals: each active user referred five of the others (completed).
  const referrals = db.collection('referrals');
  const refs = [];
  for (let a = 0; a < o.active && o.active + a * 5 + 4 < o.userIds.length; a++) {
    for (let k = 0; k < 5; k++) {
      refs.push({
        referrerId: o.userIds[a],
        referredUserId: o.userIds[o.active + a * 5 + k],
        code: `SEED${a}`,
        status: 'completed',
        rewardAmount: 500_000,
        bonusAmount: 100_000,
        completedAt: o.now,
        approval: null,
        heldAmount: 0,
        approvedBy: null,
        approvedAt: null,
        createdAt: o.now,
        updatedAt: o.now,
      });
    }
  }
  if (refs.length) await referrals.insertMany(refs, { ordered: false });

  // A cursor half-way through each active user's history: the activity feed's deep page.
  const perUser = Math.floor(activeTotal / o.active);
  return Array.from({ length: o.active }, (_, a) => {
    const mid = Math.floor(perUser / 2) * o.active + a;
    const at = start + Math.floor((mid / o.ledgerEntries) * span);
    return idAt(at + 1000, 0).toHexString();
  });
}
