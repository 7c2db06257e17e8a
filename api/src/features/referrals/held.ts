import { fromMilli } from '@cum/shared/domain/money';
import { REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { type ClientSession, type Connection, Types, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { alreadyDone, notFound } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Referrals from one email domain in 7 days that put a referrer on the admin's review list. */
export const FLAG_SAME_DOMAIN = 5;

/** The admin's audit record, injected by the composition root (features do not import each other). */
export type RecordAudit = (
  session: ClientSession,
  actor: { _id: Types.ObjectId; username?: string | null },
  input: {
    action: string;
    targetType: 'user';
    targetId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    description: string;
  },
) => Promise<unknown>;

const domainOf = (email: string | null | undefined) => email?.split('@')[1]?.toLowerCase() ?? null;

/**
 * The per-referrer daily cap on referral rewards: past REFERRAL_DAILY_CAP paid in 24 hours a
 * referral is recorded but held, and paid when an admin approves it, once.
 */
export function createHeldReferrals(deps: {
  models: Pick<Models, 'User' | 'Referral'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
  dailyCap: number;
  audit?: RecordAudit;
}) {
  const { models, connection, ledger, clock, dailyCap, audit } = deps;
  const { User, Referral } = models;

  /**
   * Whether the referrer is at the cap (inside the completing transaction; the referrer's balance
   * write that follows makes two racing completions conflict, so the retried one counts again).
   */
  async function overCap(session: ClientSession, referrerId: Types.ObjectId): Promise<boolean> {
    const since = new Date(clock.now().getTime() - DAY_MS);
    const paid = await Referral.countDocuments({
      referrerId,
      completedAt: trusted({ $gte: since }),
      rewardAmount: trusted({ $gt: 0 }),
    })
      .session(session)
      .exec();
    return paid >= dailyCap;
  }

  /** Pays a held referral, once: the held -> approved switch is the one that pays. */
  async function approve(actor: { _id: Types.ObjectId; username?: string | null }, referralId: string) {
    return inTransaction(connection, async (session) => {
      const id = new Types.ObjectId(referralId);
      const ref = await Referral.findById(id).session(session).lean().exec();
      if (!ref || (ref.approval !== 'held' && ref.approval !== 'approved')) {
        throw notFound('There is no held referral with this id.');
      }
      const now = clock.now();
      const switched = await Referral.findOneAndUpdate(
        { _id: id, approval: 'held' },
        {
          $set: {
            approval: 'approved',
            rewardAmount: ref.heldAmount,
            approvedBy: actor._id,
            approvedAt: now,
          },
        },
        { session },
      ).exec();
      if (!switched) throw alreadyDone('This referral was already approved.');
      const posted = await ledger.post(session, {
        userId: ref.referrerId,
        amount: ref.heldAmount,
        kind: 'referral_reward',
        // The same key as an unheld reward: one referral pays its referrer once, whatever happens.
        key: `referral-referrer:${ref.referredUserId.toHexString()}`,
        description: 'Referral reward (approved): your friend completed onboarding',
        meta: { referredUserId: ref.referredUserId.toHexString(), approvedBy: actor._id.toHexString() },
      });
      if (posted.duplicate) throw alreadyDone('This referral was already paid.');
      await audit?.(session, actor, {
        action: 'referral_approved',
        targetType: 'user',
        targetId: ref.referrerId.toHexString(),
        before: { approval: 'held' },
        after: { approval: 'approved', referralId, amount: fromMilli(ref.heldAmount) },
        description: `approved a held referral: ${REFERRAL_REWARD_REFERRER} $CUM to its referrer`,
      });
      return {
        referralId,
        amount: fromMilli(ref.heldAmount),
        referrerBalance: fromMilli(posted.user.balance),
      };
    });
  }

  /** What the admin reviews: held referrals (newest first) and referrers flagged by domain. */
  async function review() {
    const held = await Referral.find({ approval: 'held' }).sort({ _id: -1 }).limit(200).lean();
    // The window by _id (it starts with the creation time): a range of the _id index, where
    // createdAt has no index and was read by scanning every referral.
    const since = Types.ObjectId.createFromTime(Math.floor((clock.now().getTime() - 7 * DAY_MS) / 1000));
    const recent = await Referral.find({ _id: trusted({ $gte: since }) })
      .select({ referrerId: 1, referredUserId: 1 })
      .limit(20_000)
      .lean();
    const ids = [...held, ...recent].flatMap((r) => [r.referrerId, r.referredUserId]);
    const users = await User.find({ _id: trusted({ $in: ids }) })
      .select({ username: 1, email: 1 })
      .lean<Pick<UserRecord, '_id' | 'username' | 'email'>[]>();
    const byId = new Map(users.map((u) => [u._id.toHexString(), u]));
    const nameOf = (id: Types.ObjectId) => byId.get(id.toHexString())?.username ?? null;

    const counts = new Map<string, { referrerId: Types.ObjectId; domain: string; count: number }>();
    for (const r of recent) {
      const domain = domainOf(byId.get(r.referredUserId.toHexString())?.email);
      if (!domain) continue;
      const key = `${r.referrerId.toHexString()} ${domain}`;
      const entry = counts.get(key) ?? { referrerId: r.referrerId, domain, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
    const flagged = [...counts.values()]
      .filter((c) => c.count >= FLAG_SAME_DOMAIN)
      .sort((a, b) => b.count - a.count)
      .map((c) => ({
        referrerId: c.referrerId.toHexString(),
        referrerUsername: nameOf(c.referrerId),
        domain: c.domain,
        count: c.count,
      }));
    return {
      held: held.map((r) => ({
        id: r._id.toHexString(),
        referrerId: r.referrerId.toHexString(),
        referrerUsername: nameOf(r.referrerId),
        referredUserId: r.referredUserId.toHexString(),
        referredUsername: nameOf(r.referredUserId),
        referredEmailDomain: domainOf(byId.get(r.referredUserId.toHexString())?.email),
        amount: fromMilli(r.heldAmount),
        completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      })),
      flagged,
    };
  }

  return { overCap, approve, review };
}
