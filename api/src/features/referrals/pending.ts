import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';

/** How long a code from `/start ref_CODE` waits for the account to be created. */
export const PENDING_REFERRAL_TTL_MS = 7 * 24 * 3600 * 1000;

export type KeepOutcome = 'kept' | 'unknown_code' | 'has_account' | 'own_code';

/**
 * A referral code kept for a Telegram user who has no account yet: the bot keeps it on `/start
 * ref_CODE`, and the Telegram sign-in that creates the account (mini-app or bot login link) takes it
 * and applies it like a `ref_` start parameter.
 */
export function createPendingReferrals(deps: {
  models: Pick<Models, 'User' | 'PendingReferral'>;
  clock: Clock;
}) {
  const { models, clock } = deps;
  const { User, PendingReferral } = models;

  async function keep(telegramId: number, rawCode: string): Promise<KeepOutcome> {
    const code = rawCode.trim().toUpperCase();
    if (!/^[A-Z0-9]{1,32}$/.test(code)) return 'unknown_code';
    const [referrer, account] = await Promise.all([
      User.findOne({ referralCode: code, deletedAt: null }, { telegramId: 1 }).lean().exec(),
      User.exists({ telegramId, deletedAt: null }).exec(),
    ]);
    if (!referrer) return 'unknown_code';
    // The user followed their own invite link (to see what friends get): not a code to keep.
    if (referrer.telegramId === telegramId) return 'own_code';
    if (account) return 'has_account';
    const expiresAt = new Date(clock.now().getTime() + PENDING_REFERRAL_TTL_MS);
    // The latest link a user followed wins, as it would in the mini-app.
    await PendingReferral.updateOne({ telegramId }, { $set: { code, expiresAt } }, { upsert: true }).exec();
    return 'kept';
  }

  /** The kept code, removed as it is read, so it is applied at most once; null when none is live. */
  async function take(telegramId: number): Promise<string | null> {
    const found = await PendingReferral.findOneAndDelete({ telegramId }).lean().exec();
    if (!found || found.expiresAt.getTime() <= clock.now().getTime()) return null;
    return found.code;
  }

  return { keepPending: keep, takePending: take };
}
