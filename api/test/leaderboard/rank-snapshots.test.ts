import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { createRankSnapshots, greaterThan } from '../../src/features/leaderboard/rank-snapshots.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('rank snapshots', () => {
  const t = useTestApp();

  it('greaterThan counts the strictly greater amounts of a descending list', () => {
    const desc = [900, 500, 500, 300, 100];
    expect([1000, 900, 600, 500, 400, 300, 100, 0].map((a) => greaterThan(desc, a))).toEqual([
      0, 0, 1, 1, 3, 3, 4, 5,
    ]);
    expect(greaterThan([], 5)).toBe(0);
  });

  it('counts exactly until a copy exists, then answers from it until it is too old', async () => {
    const { LeaderboardTotal } = t.services.models;
    const clock = manualClock();
    const period = 'test-period';
    const ids = Array.from({ length: 6 }, () => new Types.ObjectId());
    await LeaderboardTotal.insertMany(ids.map((userId, i) => ({ userId, period, amount: (i + 1) * 1000 })));
    const ranks = createRankSnapshots({ LeaderboardTotal, clock, maxAgeMs: 1000, exactBelow: 3 });

    expect(await ranks.rank(period, 3500, [])).toBe(4); // exact: 4000, 5000, 6000 are above
    await ranks.settled();
    await LeaderboardTotal.create({ userId: new Types.ObjectId(), period, amount: 9000 });
    expect(await ranks.rank(period, 3500, [])).toBe(4); // from the copy: the new total not yet in it
    clock.advance(1001);
    expect(await ranks.rank(period, 3500, [])).toBe(4); // stale copy serves while the new one builds
    await ranks.settled();
    expect(await ranks.rank(period, 3500, [])).toBe(5);
    // Other suspensions than the copy's: counted exactly at once (9000 and 5000 and 4000 above).
    expect(await ranks.rank(period, 3500, [ids[5] as Types.ObjectId])).toBe(4);
  });
});
