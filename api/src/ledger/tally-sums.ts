import type { LedgerKind } from '@cum/shared/contract/activity';
import { LEADERBOARD_KINDS, leaderboardPeriods } from '@cum/shared/domain/leaderboard';
import { utcDay } from '@cum/shared/domain/time';
import type { Types } from 'mongoose';
import type { CounterName } from '../platform/counters.ts';

/** What the ledger tally (tally.ts) adds up: pure sums over ledger entries. */

export type Counted = { amount: number; createdAt: Date; counts?: unknown };
export type Folded = Counted & { userId: Types.ObjectId; kind: LedgerKind };
export type Totals = Partial<Record<CounterName, number>>;

/** What a batch of ledger entries adds to the platform counters. */
export function addUp(entries: readonly Counted[]): Totals {
  const sum: Totals = {};
  const add = (name: CounterName, v: number) => {
    sum[name] = (sum[name] ?? 0) + v;
  };
  for (const e of entries) {
    const earned = Math.max(e.amount, 0);
    add('balance', e.amount);
    add('earned', earned);
    add(`earned:${utcDay(e.createdAt)}`, earned);
    // Counters the entry moves besides those (e.g. tasksCompleted), as its post named them.
    if (e.counts && typeof e.counts === 'object')
      for (const [name, v] of Object.entries(e.counts as Record<CounterName, number>))
        add(name as CounterName, v);
  }
  return sum;
}

/** The per-user leaderboard totals a batch adds to: one upsert per user and period. */
export function leaderboardOps(entries: readonly Folded[]) {
  const sums = new Map<string, { userId: Types.ObjectId; period: string; amount: number }>();
  for (const e of entries) {
    if (e.amount <= 0 || !LEADERBOARD_KINDS.has(e.kind)) continue;
    for (const period of leaderboardPeriods(e.createdAt)) {
      const key = `${e.userId.toHexString()}|${period}`;
      const row = sums.get(key);
      if (row) row.amount += e.amount;
      else sums.set(key, { userId: e.userId, period, amount: e.amount });
    }
  }
  return [...sums.values()].map(({ userId, period, amount }) => ({
    updateOne: { filter: { userId, period }, update: { $inc: { amount } }, upsert: true },
  }));
}
