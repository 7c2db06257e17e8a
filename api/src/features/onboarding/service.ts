import { fromMilli, toMilli } from '@cum/shared/domain/money';
import { WELCOME_BONUS } from '@cum/shared/domain/rewards';
import { type ClientSession, type Connection, type Types, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { alreadyDone, invalidState } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser, toUserView, type UserRecord } from '../../models/user.ts';
import type { Counters } from '../../platform/counters.ts';

/** The referrals side onboarding needs (injected: features do not import each other). */
export interface ReferralCompleter {
  completeFor(session: ClientSession, referredUserId: Types.ObjectId): Promise<unknown>;
}

/** The notifications outbox, told about the welcome bonus in the same transaction (injected). */
export interface BonusNotifier {
  enqueue(
    session: ClientSession,
    n: {
      key: string;
      type: 'bonus_received';
      userId: Types.ObjectId;
      telegramId: number | null | undefined;
      text: string;
      payload?: Record<string, unknown>;
    },
  ): Promise<void>;
}

export interface OnboardingDeps {
  models: Pick<Models, 'User'>;
  connection: Connection;
  ledger: Ledger;
  counters: Counters;
  clock: Clock;
  referrals: ReferralCompleter;
  notifier?: BonusNotifier;
}

const notOnboarded = () =>
  invalidState('Complete onboarding first, then claim your welcome bonus of 1,000 $CUM.').because({
    reason: 'onboarding-incomplete',
    params: { bonus: WELCOME_BONUS },
  });
const ageNotConfirmed = () =>
  invalidState('Please confirm that you are 18 or older before you finish onboarding.').because({
    reason: 'onboarding-age',
    params: {},
  });
const alreadyClaimed = () =>
  alreadyDone('You have already claimed your welcome bonus.').because({
    reason: 'onboarding-claimed',
    params: {},
  });

export function createOnboardingService(deps: OnboardingDeps) {
  const { models, connection, ledger, counters, clock, referrals } = deps;
  const { User } = models;

  /** Idempotent: the first confirmation's time is kept. */
  async function confirmAge(userId: Types.ObjectId) {
    await User.updateOne(
      { _id: userId, deletedAt: null, ageConfirmedAt: null },
      { $set: { ageConfirmedAt: clock.now() } },
    ).exec();
    return { user: toUserView(await findLiveUser(User, userId), clock.now()) };
  }

  /** Idempotent. The first time: the flag, the counter and a pending referral's payment, together. */
  async function complete(userId: Types.ObjectId) {
    const user = await inTransaction(connection, async (session) => {
      const now = clock.now();
      const updated = await User.findOneAndUpdate(
        { _id: userId, deletedAt: null, onboardingCompleted: false, ageConfirmedAt: trusted({ $ne: null }) },
        { $set: { onboardingCompleted: true, onboardingCompletedAt: now } },
        { session, returnDocument: 'after', lean: true },
      ).exec();
      if (!updated) {
        const current = await findLiveUser(User, userId, session);
        if (!current.onboardingCompleted && !current.ageConfirmedAt) throw ageNotConfirmed();
        return current;
      }
      await counters.inc(session, { onboarded: 1 });
      await referrals.completeFor(session, userId);
      return updated as UserRecord;
    });
    return { user: toUserView(user, clock.now()) };
  }

  /** 1,000 $CUM once, only after onboarding; the flag and the credit are one conditional update. */
  async function claimWelcomeBonus(userId: Types.ObjectId) {
    return inTransaction(connection, async (session) => {
      const user = await findLiveUser(User, userId, session);
      if (!user.onboardingCompleted) throw notOnboarded();
      if (user.welcomeBonusClaimed) throw alreadyClaimed();
      const posted = await ledger.post(session, {
        userId,
        amount: toMilli(WELCOME_BONUS),
        kind: 'welcome_bonus',
        key: `welcome:${userId.toHexString()}`,
        description: 'Welcome bonus',
        userFilter: { welcomeBonusClaimed: false, onboardingCompleted: true },
        userUpdate: { $set: { welcomeBonusClaimed: true } },
        onConditionFailed: alreadyClaimed,
      });
      if (posted.duplicate) throw alreadyClaimed();
      await deps.notifier?.enqueue(session, {
        key: `welcome-bonus:${userId.toHexString()}`,
        type: 'bonus_received',
        userId,
        telegramId: user.telegramId,
        text: `Your ${WELCOME_BONUS.toLocaleString('en-US')} $CUM welcome bonus is in your balance. Keep earning in the app!`,
        payload: { amount: WELCOME_BONUS },
      });
      return {
        amount: WELCOME_BONUS,
        cumBalance: fromMilli(posted.user.balance),
        message: 'You received 1,000 $CUM tokens!',
      };
    });
  }

  return { confirmAge, complete, claimWelcomeBonus };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
