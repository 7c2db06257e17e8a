import { fromMilli } from '@cum/shared/domain/money';
import type { Types } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { idCursor, pageOf } from '../../lib/id-page.ts';
import type { ReferralRecord } from '../../models/referral.ts';
import type { Models } from '../../models/registry.ts';
import type { SessionRecord } from '../../models/session.ts';
import { findLiveUser, toUserView, type UserRecord } from '../../models/user.ts';
import { ledgerPage } from '../activity/service.ts';
import { namesOf } from './user-refs.ts';

export const ADMIN_LEDGER_PAGE = 25;
export const ADMIN_REFERRALS_PAGE = 25;
/** A user with more live sessions than this is shown the most recently used ones. */
const SESSIONS_SHOWN = 50;

type Page = { cursor?: string; limit?: number };
type SessionRow = Pick<SessionRecord, 'lastSeenAt' | 'expiresAt' | 'userAgent' | 'ip'> & {
  _id: Types.ObjectId;
  createdAt: Date;
};

/** What staff read about one user. Every read is an index range on the user's id. */
export function createUserDetail(deps: {
  models: Pick<Models, 'User' | 'LedgerEntry' | 'Referral' | 'Session'>;
  clock: Clock;
}) {
  const { User, LedgerEntry, Referral, Session } = deps.models;

  function signInMethods(u: UserRecord) {
    const methods = [];
    if (u.telegramId != null)
      methods.push({ method: 'telegram' as const, detail: String(u.telegramId), verified: null });
    if (u.email)
      methods.push({ method: 'email' as const, detail: u.email, verified: u.emailVerifiedAt != null });
    if (u.walletAddress) methods.push({ method: 'wallet' as const, detail: u.walletAddress, verified: null });
    return methods.map((m) => ({ ...m, primary: m.method === u.authMethod }));
  }

  const referralView = (
    r: ReferralRecord,
    other: ReturnType<Awaited<ReturnType<typeof namesOf>>['ref']>,
  ) => ({
    id: r._id.toHexString(),
    user: other,
    status: r.status ?? 'pending',
    rewardAmount: fromMilli(r.rewardAmount),
    approval: r.approval === 'held' || r.approval === 'approved' ? r.approval : null,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  });

  async function detail(userId: string) {
    const u = await findLiveUser(User, userId);
    const [sessions, received, referralsMade] = await Promise.all([
      Session.find({ userId: u._id })
        .sort({ lastSeenAt: -1 })
        .limit(SESSIONS_SHOWN)
        .lean<SessionRow[]>()
        .exec(),
      Referral.findOne({ referredUserId: u._id }).lean().exec(),
      Referral.countDocuments({ referrerId: u._id }).exec(),
    ]);
    const names = await namesOf(User, received ? [received.referrerId] : []);
    return {
      user: toUserView(u, deps.clock.now()),
      signInMethods: signInMethods(u),
      sessions: sessions.map((s) => ({
        id: s._id.toHexString(),
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        userAgent: s.userAgent,
        ip: s.ip,
      })),
      referredBy: received ? referralView(received, names.ref(received.referrerId)) : null,
      referralsMade,
    };
  }

  /** The user's ledger, as their own Activity tab pages it (activity/service.ts). */
  async function ledger(userId: string, page: Page) {
    const u = await findLiveUser(User, userId);
    return ledgerPage(LedgerEntry, u._id, page, ADMIN_LEDGER_PAGE);
  }

  /** Referrals made, newest first on the { referrerId, _id } index. */
  async function referrals(userId: string, page: Page) {
    const u = await findLiveUser(User, userId);
    const limit = page.limit ?? ADMIN_REFERRALS_PAGE;
    const rows = await Referral.find({ referrerId: u._id, ...idCursor(page.cursor) })
      .sort({ _id: -1 })
      .limit(limit + 1)
      .lean()
      .exec();
    const { shown, nextCursor } = pageOf(rows, limit);
    const names = await namesOf(
      User,
      shown.map((r) => r.referredUserId),
    );
    return { referrals: shown.map((r) => referralView(r, names.ref(r.referredUserId))), nextCursor };
  }

  return { detail, ledger, referrals };
}
