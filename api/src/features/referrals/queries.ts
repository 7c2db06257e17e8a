import { fromMilli } from '@cum/shared/domain/money';
import { referralLinks } from '@cum/shared/domain/referrals';
import { type Types, trusted } from 'mongoose';
import type { ReferralRecord } from '../../models/referral.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';

type Friend = Pick<UserRecord, 'telegramId' | 'email' | 'emailVerifiedAt' | 'onboardingCompleted'>;

/** A referred user counts once they are someone real: a Telegram account or a verified email. */
export const hasVerifiedIdentity = (u: Omit<Friend, 'onboardingCompleted'>) =>
  u.telegramId != null || (!!u.email && !!u.emailVerifiedAt);

/** Why a referral is still pending (service.ts completeFor pays once neither is left). */
function waitsOf(ref: Pick<ReferralRecord, 'status'>, friend: Friend | undefined) {
  if (ref.status === 'completed' || !friend) return [];
  const waits: ('onboarding' | 'email')[] = [];
  if (!friend.onboardingCompleted) waits.push('onboarding');
  if (!hasVerifiedIdentity(friend)) waits.push('email');
  return waits;
}
const friendFields = { telegramId: 1, email: 1, emailVerifiedAt: 1, onboardingCompleted: 1 };

/** The read side of referrals: the user's code and links, stats and the list of referred friends. */
export function createReferralQueries(deps: {
  models: Pick<Models, 'User' | 'Referral'>;
  links: { publicUrl: string; botUsername: string | null; appName: string | null };
}) {
  const { models, links } = deps;
  const { User, Referral } = models;

  function code(user: UserRecord) {
    return { referralCode: user.referralCode, ...referralLinks(user.referralCode, links) };
  }

  async function stats(userId: Types.ObjectId) {
    const [own, me] = await Promise.all([
      Referral.findOne({ referredUserId: userId }, { status: 1 }).lean<ReferralRecord>().exec(),
      User.findById(userId, friendFields).lean<Friend>().exec(),
    ]);
    const [row] = await Referral.aggregate<{ total: number; pending: number; earned: number }>([
      { $match: { referrerId: userId } },
      {
        $group: {
          _id: null,
          total: { $sum: 1 },
          pending: { $sum: { $cond: [{ $eq: ['$status', 'pending'] }, 1, 0] } },
          earned: { $sum: '$rewardAmount' },
        },
      },
    ]).exec();
    return {
      totalReferrals: row?.total ?? 0,
      totalEarnings: fromMilli(row?.earned ?? 0),
      pendingReferrals: row?.pending ?? 0,
      ownReferral: own
        ? { status: own.status ?? 'pending', waitingFor: waitsOf(own, me ?? undefined) }
        : null,
    };
  }

  async function list(userId: Types.ObjectId) {
    const refs = await Referral.find({ referrerId: userId }).sort({ _id: -1 }).limit(100).lean().exec();
    const users = await User.find(
      { _id: trusted({ $in: refs.map((r) => r.referredUserId) }) },
      { username: 1, firstName: 1, lastName: 1, 'settings.privateProfile': 1, ...friendFields },
    )
      .lean<(Friend & Pick<UserRecord, '_id' | 'username' | 'firstName' | 'lastName' | 'settings'>)[]>()
      .exec();
    // A friend with a private profile shows neither name nor username.
    const shown = new Map(
      users.map((u) => {
        const hidden = !!u.settings?.privateProfile;
        const full = [u.firstName, u.lastName ? `${u.lastName.slice(0, 1)}.` : null]
          .filter(Boolean)
          .join(' ');
        return [
          u._id.toHexString(),
          {
            username: hidden ? null : (u.username ?? null),
            displayName: hidden ? null : full || u.username || null,
            user: u,
          },
        ];
      }),
    );
    return {
      referrals: refs.map((r) => ({
        id: r._id.toHexString(),
        referredUserId: r.referredUserId.toHexString(),
        referredUsername: shown.get(r.referredUserId.toHexString())?.username ?? null,
        displayName: shown.get(r.referredUserId.toHexString())?.displayName ?? null,
        status: r.status ?? 'pending',
        waitingFor: waitsOf(r, shown.get(r.referredUserId.toHexString())?.user),
        rewardAmount: fromMilli(r.rewardAmount),
        createdAt: r.createdAt.toISOString(),
        completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      })),
    };
  }

  return { code, stats, list };
}
