import { fromMilli } from '@cum/shared/domain/money';
import {
  claimCutoff,
  claimWindow,
  nextRewardSentence,
  periodicRewardMilli,
  streakAfterClaim,
  visibleStreak,
} from '@cum/shared/domain/rewards';
import { type Connection, type Types, trusted } from 'mongoose';
import { onBasis } from '../../db/basis.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { tooEarly } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser, type UserRecord } from '../../models/user.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';
import { createStreakService } from './streak.ts';

export interface RewardsDeps {
  models: Pick<Models, 'User' | 'LedgerEntry'>;
  connection: Connection;
  ledger: Ledger;
  activityLog: ActivityLog;
  clock: Clock;
  intervalMinutes: number;
}

/** What a claim is computed from: the user as the request read it, or as the transaction reads it. */
type ClaimBasis = Pick<
  UserRecord,
  'lastRewardClaimAt' | 'rewardUpgradeLevel' | 'dayStreak' | 'lastStreakDay' | 'username'
>;

/** The periodic reward: 25 x level $CUM every `intervalMinutes`, plus the UTC-day streak. */
export function createRewardsService(deps: RewardsDeps) {
  const { models, connection, ledger, activityLog, clock, intervalMinutes } = deps;
  const { User, LedgerEntry } = models;

  function status(user: UserRecord) {
    const now = clock.now();
    const w = claimWindow(user.lastRewardClaimAt, intervalMinutes, now);
    return {
      canClaim: w.canClaim,
      timeUntilNext: w.timeUntilNext,
      amount: fromMilli(periodicRewardMilli(user.rewardUpgradeLevel)),
      intervalMinutes,
      dayStreak: visibleStreak({ dayStreak: user.dayStreak, lastStreakDay: user.lastStreakDay }, now),
    };
  }

  /**
   * One conditional update through the ledger: it matches only while the last claim is at least one
   * interval old, so of any number of simultaneous claims exactly one credits.
   */
  async function claim(userId: Types.ObjectId, seen?: ClaimBasis) {
    const now = clock.now();
    const refuse = (user: Pick<UserRecord, 'lastRewardClaimAt'> | null) => {
      const window = claimWindow(user?.lastRewardClaimAt, intervalMinutes, now);
      return tooEarly(nextRewardSentence(window.timeUntilNext)).because({
        reason: 'reward-too-early',
        params: {
          minutes: Math.max(1, Math.ceil(window.timeUntilNext / 60_000)),
          nextAt: window.nextClaimAt.toISOString(),
        },
      });
    };
    // Most claims are early. The user read at the start of this request is enough to refuse them
    // without a transaction: lastRewardClaimAt only moves forward, so "too early" then is too early now.
    if (seen && !claimWindow(seen.lastRewardClaimAt, intervalMinutes, now).canClaim) throw refuse(seen);

    /**
     * With `basis` (the request's own read of the user) the transaction does not read the user again:
     * the fields the amount and the streak come from are part of the update's condition, so a change
     * since that read makes it match nothing, and the claim runs once more on a fresh read.
     */
    const attempt = (basis: ClaimBasis | null) =>
      inTransaction(connection, async (session) => {
        const user = basis ?? (await findLiveUser(User, userId, session));
        if (!claimWindow(user.lastRewardClaimAt, intervalMinutes, now).canClaim) throw refuse(user);
        const amount = periodicRewardMilli(user.rewardUpgradeLevel);
        const streak = streakAfterClaim(
          { dayStreak: user.dayStreak, lastStreakDay: user.lastStreakDay },
          now,
        );
        const cutoff = claimCutoff(intervalMinutes, now);
        const unchanged = basis
          ? {
              rewardUpgradeLevel: basis.rewardUpgradeLevel,
              dayStreak: basis.dayStreak,
              lastStreakDay: basis.lastStreakDay,
            }
          : {};
        const result = await ledger.post(session, {
          userId,
          amount,
          kind: 'periodic_reward',
          key: `reward:${userId.toHexString()}:${now.toISOString()}`,
          description: `Periodic reward (level ${Math.max(1, user.rewardUpgradeLevel)})`,
          meta: { level: Math.max(1, user.rewardUpgradeLevel) },
          userFilter: {
            $or: [{ lastRewardClaimAt: null }, { lastRewardClaimAt: trusted({ $lte: cutoff }) }],
            ...unchanged,
          },
          userUpdate: { $set: { lastRewardClaimAt: now, ...streak } },
          onConditionFailed: () => refuse(user),
          fromBasis: basis !== null,
        });
        // The same key twice means a simultaneous claim at the same instant already paid.
        if (result.duplicate) throw refuse({ lastRewardClaimAt: now });
        await activityLog.record(session, {
          type: 'reward_claimed',
          description: `${user.username ?? 'A user'} claimed ${fromMilli(amount)} $CUM`,
          userId,
          username: user.username ?? null,
        });
        return {
          amount: fromMilli(amount),
          cumBalance: fromMilli(result.user.balance),
          nextClaimAt: new Date(now.getTime() + intervalMinutes * 60_000).toISOString(),
          dayStreak: streak.dayStreak,
        };
      });

    return onBasis(seen ?? null, attempt);
  }

  /** The latest 100 periodic claims, newest first. */
  async function history(userId: Types.ObjectId) {
    const entries = await LedgerEntry.find({ userId, kind: 'periodic_reward' })
      .sort({ _id: -1 })
      .limit(100)
      .lean()
      .exec();
    return entries.map((e) => ({
      id: e._id.toHexString(),
      amount: fromMilli(e.amount),
      createdAt: e.createdAt.toISOString(),
    }));
  }

  // The daily streak calendar lives beside the periodic reward (same area, same dependencies).
  const streak = createStreakService(deps);

  return { status, claim, history, streak };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
