import type { LedgerKind } from '@cum/shared/contract/activity';
import { LEADERBOARD_KINDS, leaderboardPeriods } from '@cum/shared/domain/leaderboard';
import { utcDay } from '@cum/shared/domain/time';
import type { Types } from 'mongoose';
import type { CounterName } from '../platform/counters.ts';

/** What the ledger tally (tally.ts) adds up: pure sums over ledger entries. */

export type Counted = { amount: number; createdAt: Date; counts?: unknown };
export type Folded = Counted & { userId: Types.ObjectId; kind: LedgerKind };
export type Totals = Partial<Record<CounterName, number>>;

/** What one ledger entry adds to the platform counters. */
function countsOf(entry: Counted): Totals {
  const earned = Math.max(entry.amount, 0);
  const out: Totals = { balance: entry.amount, earned, [`earned:${utcDay(entry.createdAt)}`]: earned };
  if (entry.counts && typeof entry.counts === 'object')
    for (const [name, v] of Object.entries(entry.counts as Record<CounterName, number>))
      out[name as CounterName] = (out[name as CounterName] ?? 0) + v;
  return out;
}

export function addUp(entries: readonly Counted[]): Totals {
  const sum: Totals = {};
  for (const e of entries)
    for (const [name, v] of Object.entries(countsOf(e)))
      sum[name as CounterName] = (sum[name as CounterName] ?? 0) + (v ?? 0);
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
