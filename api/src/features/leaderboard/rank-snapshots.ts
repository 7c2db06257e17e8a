import { type Types, trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import type { LeaderboardTotalModel } from '../../models/leaderboard-total.ts';

interface Snapshot {
  /** Every total of the period, highest first. */
  amounts: Float64Array;
  /** The suspended players it was built without (sorted ids, joined). */
  excludedKey: string;
  builtAt: number;
}

/**
 * Ranks on a big board without counting: a count of greater totals reads every total above yours (half
 * the board for a middle player), so past `exactBelow` players a rank is a binary search in a sorted
 * copy of the period's totals, rebuilt in the background when older than `maxAgeMs` (a request never
 * waits for it; ranks may lag that long). Small boards, and any board whose copy is missing or was
 * built with other suspensions, are counted exactly. With `exactBelow: Infinity` there is no copy at
 * all: every rank is counted (the embedded database counts an index range in O(log n)).
 */
export function createRankSnapshots(deps: {
  LeaderboardTotal: LeaderboardTotalModel;
  clock: Clock;
  maxAgeMs?: number;
  exactBelow?: number;
}) {
  const { LeaderboardTotal, clock } = deps;
  const maxAgeMs = deps.maxAgeMs ?? 30_000;
  const exactBelow = deps.exactBelow ?? 5_000;
  const snapshots = new Map<string, Snapshot>();
  const building = new Map<string, Promise<void>>();

  const keyOf = (excluded: Types.ObjectId[]) => excluded.map(String).sort().join(',');
  const filterOf = (period: string, excluded: Types.ObjectId[]) => ({
    period,
    ...(excluded.length ? { userId: trusted({ $nin: excluded }) } : {}),
  });

  function refresh(period: string, excluded: Types.ObjectId[]) {
    if (building.has(period)) return;
    const job = (async () => {
      const rows = await LeaderboardTotal.find(filterOf(period, excluded), { amount: 1, _id: 0 })
        .sort({ amount: -1 })
        .lean<{ amount: number }[]>()
        .exec();
      snapshots.set(period, {
        amounts: Float64Array.from(rows, (r) => r.amount),
        excludedKey: keyOf(excluded),
        builtAt: clock.now().getTime(),
      });
    })()
      // A failed rebuild keeps the old copy (or none: exact counts); the next request tries again.
      .catch(() => undefined)
      .finally(() => building.delete(period));
    building.set(period, job);
  }

  /**
   * Counted exactly: the players above, less the suspended ones among them. The first count is a
   * range of the {period, amount} index with nothing else in the filter (a $nin would make the
   * embedded database test every total of the range), which it answers from the index in O(log n);
   * the second reads only the few suspended players' totals through {userId, period}.
   */
  async function exactRank(period: string, amount: number, excluded: Types.ObjectId[]): Promise<number> {
    const above = { period, amount: trusted({ $gt: amount }) };
    const [all, hidden] = await Promise.all([
      LeaderboardTotal.countDocuments(above).exec(),
      excluded.length
        ? LeaderboardTotal.countDocuments({ ...above, userId: trusted({ $in: excluded }) }).exec()
        : 0,
    ]);
    return all - hidden + 1;
  }

  /** 1 + the number of players (not in `excluded`) with a total greater than `amount`. */
  async function rank(period: string, amount: number, excluded: Types.ObjectId[]): Promise<number> {
    if (exactBelow === Number.POSITIVE_INFINITY) return exactRank(period, amount, excluded);
    const snap = snapshots.get(period);
    if (!snap || clock.now().getTime() - snap.builtAt > maxAgeMs || snap.excludedKey !== keyOf(excluded)) {
      refresh(period, excluded);
    }
    if (snap && snap.amounts.length >= exactBelow && snap.excludedKey === keyOf(excluded)) {
      return greaterThan(snap.amounts, amount) + 1;
    }
    return exactRank(period, amount, excluded);
  }

  /** Waits for the rebuilds under way (tests and benchmarks). */
  const settled = () => Promise.all([...building.values()]).then(() => undefined);

  return { rank, settled };
}

/** How many of `desc` (sorted high to low) are greater than `amount`: a binary search. */
export function greaterThan(desc: ArrayLike<number>, amount: number): number {
  let lo = 0;
  let hi = desc.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((desc[mid] as number) > amount) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
