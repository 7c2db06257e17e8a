import { contract } from '@cum/shared/contract';
import { ALL_TIME_PERIOD, weeklyPeriod } from '@cum/shared/domain/leaderboard';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { docsExamined } from '../helpers/docs-examined.ts';
import { useTestApp } from '../helpers/test-app.ts';

const PLAYERS = 3_000;

/**
 * Issue 25 "flat at size": a board's request reads the top 100 and a rank; the rank is a count of the
 * greater totals, which the embedded database answers from the {period, amount} index without reading
 * them (it read every total above yours before: 3,000 here for the last player).
 */
describe.skipIf(process.env.MONGODB_URI)('a leaderboard rank at size (embedded database)', () => {
  const t = useTestApp();

  it('examines no more documents on a board of 3,000 than the top 100 and their names need', async () => {
    const { LeaderboardTotal, User } = t.services.models;
    const me = await t.signedInUser({ username: 'last_player' });
    const week = weeklyPeriod(new Date());
    const others = Array.from({ length: PLAYERS }, () => new Types.ObjectId());
    await LeaderboardTotal.insertMany(
      others.flatMap((userId, i) => [
        { userId, period: ALL_TIME_PERIOD, amount: 2_000 + i * 10 },
        { userId, period: week, amount: 2_000 + (i % 500) * 10 },
      ]),
    );
    await LeaderboardTotal.insertMany([
      { userId: me.user._id, period: ALL_TIME_PERIOD, amount: 1_000 },
      { userId: me.user._id, period: week, amount: 1_000 },
    ]);
    // One suspended player above me: left out of the rank.
    await User.create({
      _id: others[0],
      authMethod: 'telegram',
      telegramId: 99_000_001,
      username: 'suspended_one',
      referralCode: 'SUSP001',
      suspension: { reason: 'bots', since: new Date(), until: null },
    });

    for (const period of ['all-time', 'weekly'] as const) {
      let rank: number | null = null;
      const work = await docsExamined(t.services.connection, async () => {
        const res = await t.ok(contract.leaderboard.get, { headers: me.headers, query: { period } });
        rank = res.me.rank;
      });
      expect({ period, rank }).toEqual({ period, rank: PLAYERS });
      // Top 100 totals, their users, my own total, the suspended players: a few hundred at most.
      expect({ period, total: work.total, calls: work.calls }).toEqual({
        period,
        total: expect.toSatisfy((n: number) => n <= 400),
        calls: work.calls,
      });
    }
  });
});
