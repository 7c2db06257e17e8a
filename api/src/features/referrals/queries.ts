import { fromMilli } from '@cum/shared/domain/money';
import { referralLinks } from '@cum/shared/domain/referrals';
import { type Types, trusted } from 'mongoose';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';

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
    };
  }

  async function list(userId: Types.ObjectId) {
    const refs = await Referral.find({ referrerId: userId }).sort({ _id: -1 }).limit(100).lean().exec();
    const users = await User.find(
      { _id: trusted({ $in: refs.map((r) => r.referredUserId) }) },
      { username: 1, firstName: 1, lastName: 1, 'settings.privateProfile': 1 },
    )
      .lean<Pick<UserRecord, '_id' | 'username' | 'firstName' | 'lastName' | 'settings'>[]>()
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
        rewardAmount: fromMilli(r.rewardAmount),
        createdAt: r.createdAt.toISOString(),
        completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      })),
    };
  }

  return { code, stats, list };
}
