import { fromMilli } from '@cum/shared/domain/money';
import {
  REFERRAL_BONUS_REFERRED,
  REFERRAL_REWARD_REFERRER,
  REFERRAL_WINDOW_DAYS,
  referralBonusMilli,
  referralRewardMilli,
  withinReferralWindow,
} from '@cum/shared/domain/referrals';
import { type ClientSession, type Connection, type Types, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { alreadyDone, invalidState, notFound } from '../../lib/errors.ts';
import { type IdentityHasher, identityHashesOf } from '../../lib/identity-hash.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser } from '../../models/user.ts';
import { createHeldReferrals, type RecordAudit } from './held.ts';
import { createPendingReferrals } from './pending.ts';
import { createReferralQueries, hasVerifiedIdentity } from './queries.ts';

/** What the referrals service tells the notifications outbox (injected, so features stay apart). */
export interface ReferralNotifier {
  enqueue(
    session: ClientSession,
    n: {
      key: string;
      type: 'referral_completed';
      userId: Types.ObjectId;
      telegramId: number | null | undefined;
      text: string;
      payload?: Record<string, unknown>;
    },
  ): Promise<void>;
}

export interface ReferralsDeps {
  models: Pick<Models, 'User' | 'Referral' | 'PendingReferral' | 'PastIdentity'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
  links: { publicUrl: string; botUsername: string | null; appName: string | null };
  notifier?: ReferralNotifier;
  /** Keyed hashes of identities (see lib/identity-hash.ts): an identity pays one referral, ever. */
  identityHash: IdentityHasher;
  /** REFERRAL_DAILY_CAP: rewards paid per referrer per 24 hours before they wait for an admin. */
  dailyCap?: number;
  audit?: RecordAudit;
}

const alreadyUsed = () =>
  alreadyDone('You have already used a referral code.').because({ reason: 'referral-used', params: {} });
const cycle = () =>
  invalidState("This friend joined with your code, so you can't use theirs.").because({
    reason: 'referral-cycle',
    params: {},
  });

export function createReferralsService(deps: ReferralsDeps) {
  const { models, connection, ledger, clock, links, notifier, identityHash } = deps;
  const { User, Referral, PastIdentity } = models;
  const held = createHeldReferrals({
    models,
    connection,
    ledger,
    clock,
    dailyCap: deps.dailyCap ?? 20,
    audit: deps.audit,
  });

  /**
   * Pays the referrer of `referredUserId` if a referral is pending, the friend has completed onboarding
   * and has a verified identity (called by onboarding, by email verification, and at once when the
   * code is used after both). An identity that was referred before (or belonged to a deleted account)
   * completes the referral without pay. Runs in the caller's transaction; null when nothing to do.
   */
  async function completeFor(session: ClientSession, referredUserId: Types.ObjectId) {
    const now = clock.now();
    const ref = await Referral.findOne({ referredUserId, status: 'pending' }).session(session).lean().exec();
    if (!ref) return null;
    const friend = await User.findOne({ _id: referredUserId, deletedAt: null })
      .session(session)
      .lean()
      .exec();
    if (!friend?.onboardingCompleted || !hasVerifiedIdentity(friend)) return null;
    const identities = identityHashesOf(identityHash, friend);
    const seenBefore = await PastIdentity.exists({ hash: trusted({ $in: identities.map((i) => i.hash) }) })
      .session(session)
      .exec();
    const referrer = await User.findOne({ _id: ref.referrerId, deletedAt: null })
      .session(session)
      .lean()
      .exec();
    // A deleted referrer cannot be paid, nor a returning identity; the referral still completes so it
    // is not retried forever.
    const amount = referrer && !seenBefore ? referralRewardMilli() : 0;
    if (amount > 0) {
      await PastIdentity.create(
        identities.map((i) => ({ ...i, reason: 'referred' })),
        { session, ordered: true },
      );
    }
    // Over the referrer's daily cap: recorded (the identity is spent too), paid once an admin approves.
    const hold = amount > 0 && (await held.overCap(session, ref.referrerId));
    const updated = await Referral.findOneAndUpdate(
      { _id: ref._id, status: 'pending' },
      {
        $set: hold
          ? { status: 'completed', completedAt: now, rewardAmount: 0, approval: 'held', heldAmount: amount }
          : { status: 'completed', completedAt: now, rewardAmount: amount },
      },
      { session },
    ).exec();
    if (!updated || !referrer || amount === 0 || hold) return null;
    const posted = await ledger.post(session, {
      userId: referrer._id,
      amount,
      kind: 'referral_reward',
      key: `referral-referrer:${referredUserId.toHexString()}`,
      description: 'Referral reward: your friend completed onboarding',
      meta: { referredUserId: referredUserId.toHexString() },
    });
    await notifier?.enqueue(session, {
      key: `referral-completed:${referredUserId.toHexString()}`,
      type: 'referral_completed',
      userId: referrer._id,
      telegramId: referrer.telegramId,
      text: `Your friend completed onboarding: you earned ${REFERRAL_REWARD_REFERRER} $CUM!`,
      payload: { amount: REFERRAL_REWARD_REFERRER },
    });
    return {
      referrerId: referrer._id,
      amount: fromMilli(amount),
      referrerBalance: fromMilli(posted.user.balance),
    };
  }

  /** Applies a friend's code: 100 $CUM now, 500 to the friend once this user has completed onboarding. */
  async function use(userId: Types.ObjectId, rawCode: string) {
    const referralCode = rawCode.trim().toUpperCase();
    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const user = await findLiveUser(User, userId, session);
      if (user.referredBy) throw alreadyUsed();
      if (await Referral.exists({ referredUserId: userId }).session(session)) throw alreadyUsed();
      const referrer = await User.findOne({ referralCode, deletedAt: null }).session(session).lean().exec();
      if (!referrer) {
        throw notFound("That referral code doesn't exist. Check it and try again.").because({
          reason: 'referral-unknown',
          params: {},
        });
      }
      if (referrer._id.equals(userId)) {
        throw invalidState("You can't use your own referral code.").because({
          reason: 'referral-own',
          params: {},
        });
      }
      if (referrer.referredBy?.equals(userId)) throw cycle();
      if (!withinReferralWindow(user.createdAt, now)) {
        throw invalidState(
          `Referral codes can only be used within ${REFERRAL_WINDOW_DAYS} days of creating your account.`,
        ).because({ reason: 'referral-window', params: { days: REFERRAL_WINDOW_DAYS } });
      }
      // Writing the referrer too makes two users who use each other's codes at once conflict: the
      // retried one then sees the other's referral and is refused as a cycle.
      const touched = await User.updateOne(
        { _id: referrer._id, deletedAt: null, referredBy: trusted({ $ne: userId }) },
        { $set: { updatedAt: now } },
        { session, timestamps: false },
      ).exec();
      if (touched.matchedCount === 0) throw cycle();
      await Referral.create(
        [
          {
            referrerId: referrer._id,
            referredUserId: userId,
            code: referralCode,
            status: 'pending',
            bonusAmount: referralBonusMilli(),
          },
        ],
        { session },
      );
      const posted = await ledger.post(session, {
        userId,
        amount: referralBonusMilli(),
        kind: 'referral_bonus',
        key: `referral-referred:${userId.toHexString()}`,
        description: 'Referral bonus for using a friend’s code',
        meta: { referrerId: referrer._id.toHexString() },
        userFilter: { referredBy: null },
        userUpdate: { $set: { referredBy: referrer._id } },
        onConditionFailed: alreadyUsed,
      });
      if (posted.duplicate) throw alreadyUsed();
      // posted.user is read after this transaction's own write, so a concurrent onboarding either
      // shows here or conflicts with it and is retried: the referrer is paid exactly once either way.
      const paidNow = posted.user.onboardingCompleted ? await completeFor(session, userId) : null;
      return {
        message: paidNow
          ? `Referral code applied! You received ${REFERRAL_BONUS_REFERRED} $CUM and your friend received ${REFERRAL_REWARD_REFERRER} $CUM.`
          : posted.user.onboardingCompleted
            ? `Referral code applied! You received ${REFERRAL_BONUS_REFERRED} $CUM.`
            : `Referral code applied! You received ${REFERRAL_BONUS_REFERRED} $CUM. Your friend gets ${REFERRAL_REWARD_REFERRER} $CUM when you complete onboarding.`,
        bonus: REFERRAL_BONUS_REFERRED,
        cumBalance: fromMilli(posted.user.balance),
      };
    });
  }

  /** After an email verification: pays a referral that was only waiting for it. */
  async function completeIfDue(userId: Types.ObjectId): Promise<void> {
    if (!(await Referral.exists({ referredUserId: userId, status: 'pending' }).exec())) return;
    await inTransaction(connection, (session) => completeFor(session, userId));
  }

  return {
    ...createReferralQueries({ models, links }),
    ...createPendingReferrals({ models, clock }),
    use,
    completeFor,
    /** Held referrals: the admin's review list and approval. */
    reviewHeld: held.review,
    approveHeld: held.approve,
    completeIfDue,
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
