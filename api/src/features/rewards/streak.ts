import { fromMilli } from '@cum/shared/domain/money';
import { streakAfterClaim } from '@cum/shared/domain/rewards';
import { streakCalendar, streakKey, streakRewardMilli } from '@cum/shared/domain/streak';
import { utcDay } from '@cum/shared/domain/time';
import { type Connection, type Types, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { alreadyDone, conflict, isDuplicateKey } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser, type UserRecord } from '../../models/user.ts';

export interface StreakDeps {
  models: Pick<Models, 'User'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
}

type StreakFields = Pick<UserRecord, 'checkInStreak' | 'lastCheckInDay'>;
const stateOf = (u: StreakFields) => ({
  dayStreak: u.checkInStreak,
  lastStreakDay: u.lastCheckInDay,
});
const claimedAlready = () =>
  alreadyDone("Today's streak reward is already claimed. Come back tomorrow.").because({
    reason: 'streak-claimed',
    params: {},
  });

/**
 * The daily streak (shared/src/domain/streak.ts): one claim per UTC day, paying the streak day's
 * reward. The ledger key is the day and the user update matches only while the last day is not
 * today, so any number of simultaneous claims pay once.
 */
export function createStreakService(deps: StreakDeps) {
  const { models, connection, ledger, clock } = deps;
  const { User } = models;

  const calendar = (user: StreakFields) => streakCalendar(stateOf(user), clock.now());

  async function claimOnce(userId: Types.ObjectId) {
    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const today = utcDay(now);
      const user = await findLiveUser(User, userId, session);
      if (user.lastCheckInDay === today) throw claimedAlready();
      const next = streakAfterClaim(stateOf(user), now);
      const posted = await ledger.post(session, {
        userId,
        amount: streakRewardMilli(next.dayStreak),
        kind: 'daily_streak',
        key: streakKey(userId.toHexString(), today),
        description: `Day ${next.dayStreak} streak reward`,
        meta: { day: today, dayStreak: next.dayStreak },
        userFilter: { lastCheckInDay: trusted({ $ne: today }) },
        userUpdate: { $set: { checkInStreak: next.dayStreak, lastCheckInDay: today } },
        onConditionFailed: claimedAlready,
      });
      if (posted.duplicate) throw claimedAlready();
      const after = { checkInStreak: next.dayStreak, lastCheckInDay: today };
      return {
        amount: fromMilli(posted.entry.amount),
        cumBalance: fromMilli(posted.user.balance),
        streak: streakCalendar(stateOf(after), now),
      };
    });
  }

  async function claim(userId: Types.ObjectId) {
    try {
      return await claimOnce(userId);
    } catch (err) {
      // A simultaneous claim of the same day wrote the key first: that one paid.
      if (isDuplicateKey(err)) {
        const user = await findLiveUser(User, userId);
        if (user.lastCheckInDay === utcDay(clock.now())) throw claimedAlready();
        throw conflict('Another claim is being saved. Please try again.').because({
          reason: 'claim-busy',
          params: {},
        });
      }
      throw err;
    }
  }

  return { calendar, claim };
}
export type StreakService = ReturnType<typeof createStreakService>;
