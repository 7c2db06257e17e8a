import type { LeaderboardPeriod, LeaderboardResponse } from '@cum/shared/contract/leaderboard';
import {
  ALL_TIME_PERIOD,
  ANONYMOUS_NAME,
  competitionRanks,
  weeklyPeriod,
} from '@cum/shared/domain/leaderboard';
import { activeSuspension } from '@cum/shared/domain/moderation';
import { fromMilli } from '@cum/shared/domain/money';
import { type Types, trusted } from 'mongoose';
import type { LedgerTally } from '../../ledger/tally.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';
import { createRankSnapshots } from './rank-snapshots.ts';

export const TOP = 100;
/** A friends board reads at most this many of your referrals (a board of 100 shows the best). */
const MAX_FRIENDS = 5000;

interface Row {
  userId: Types.ObjectId;
  amount: number;
}

/**
 * The leaderboard, read from the per-user totals the ledger keeps (models/leaderboard-total.ts): the
 * top 100 is a sorted index scan and a rank is a count of greater totals, so neither reads the
 * ledger. Suspended players are left out of both.
 */
export function createLeaderboardService(deps: {
  models: Pick<Models, 'User' | 'LeaderboardTotal' | 'Referral'>;
  clock: Clock;
  /** The ledger tally, which folds earnings into the totals after commit: read once it has caught up. */
  tally?: Pick<LedgerTally, 'caughtUp'>;
  /** Options of the rank snapshots (rank-snapshots.ts); tests make them small. */
  snapshots?: { maxAgeMs?: number; exactBelow?: number };
}) {
  const { clock } = deps;
  const { User, LeaderboardTotal, Referral } = deps.models;
  const ranks = createRankSnapshots({ LeaderboardTotal, clock, ...deps.snapshots });

  /** Players suspended now (few: staff set them one by one), left out of every board. */
  async function suspendedIds(now: Date): Promise<Types.ObjectId[]> {
    // A range on the sparse index: only suspended (or once suspended) players are read.
    const users = await User.find({ 'suspension.since': trusted({ $gt: new Date(0) }) }, { suspension: 1 })
      .lean<Pick<UserRecord, '_id' | 'suspension'>[]>()
      .exec();
    return users.filter((u) => activeSuspension(u.suspension, now)).map((u) => u._id);
  }

  async function friendIds(me: UserRecord): Promise<Types.ObjectId[]> {
    const referred = await Referral.find({ referrerId: me._id }, { referredUserId: 1 })
      .sort({ _id: -1 })
      .limit(MAX_FRIENDS)
      .lean()
      .exec();
    const mine = await Referral.findOne({ referredUserId: me._id }, { referrerId: 1 }).lean().exec();
    return [me._id, ...(mine ? [mine.referrerId] : []), ...referred.map((r) => r.referredUserId)];
  }

  async function publicBoard(me: UserRecord, period: string, excluded: Types.ObjectId[]) {
    const filter = { period, ...(excluded.length ? { userId: trusted({ $nin: excluded }) } : {}) };
    const rows = await LeaderboardTotal.find(filter, { userId: 1, amount: 1 })
      .sort({ amount: -1, userId: 1 })
      .limit(TOP)
      .lean<Row[]>()
      .exec();
    const mine = await LeaderboardTotal.findOne({ userId: me._id, period }, { amount: 1 }).lean<Row>().exec();
    const myAmount = mine?.amount ?? 0;
    return { rows, myAmount, myRank: await ranks.rank(period, myAmount, excluded) };
  }

  async function friendsBoard(me: UserRecord, excluded: Types.ObjectId[]) {
    const hidden = new Set(excluded.map(String));
    const ids = (await friendIds(me)).filter((id) => id.equals(me._id) || !hidden.has(String(id)));
    const totals = await LeaderboardTotal.find(
      { period: ALL_TIME_PERIOD, userId: trusted({ $in: ids }) },
      { userId: 1, amount: 1 },
    )
      // By player, not by period: a period's index would walk every player of the board.
      .hint({ userId: 1, period: 1 })
      .lean<Row[]>()
      .exec();
    const byId = new Map(totals.map((t) => [String(t.userId), t.amount]));
    // Friends who earned nothing yet are on the board too (at 0): it is a small, known group.
    const all = [...new Map(ids.map((id) => [String(id), id])).values()]
      .map((userId) => ({ userId, amount: byId.get(String(userId)) ?? 0 }))
      .sort((a, b) => b.amount - a.amount || String(a.userId).localeCompare(String(b.userId)));
    const myAmount = byId.get(String(me._id)) ?? 0;
    const myRank = all.filter((r) => r.amount > myAmount).length + 1;
    return { rows: all.slice(0, TOP), myAmount, myRank };
  }

  async function board(me: UserRecord, period: LeaderboardPeriod): Promise<LeaderboardResponse> {
    // The player's own earnings of a moment ago are on the board they open now.
    await deps.tally?.caughtUp();
    const now = clock.now();
    const excluded = await suspendedIds(now);
    const { rows, myAmount, myRank } =
      period === 'friends'
        ? await friendsBoard(me, excluded)
        : await publicBoard(me, period === 'weekly' ? weeklyPeriod(now) : ALL_TIME_PERIOD, excluded);
    const meSuspended = excluded.some((id) => id.equals(me._id));

    const users = await User.find(
      { _id: trusted({ $in: rows.map((r) => r.userId) }) },
      { username: 1, firstName: 1, lastName: 1, settings: 1, rewardUpgradeLevel: 1, deletedAt: 1 },
    )
      .lean()
      .exec();
    const byId = new Map(users.map((u) => [String(u._id), u]));
    // A deleted account has no name to show; it leaves the list (the ledger keeps its history).
    const shown = rows.filter((r) => {
      const u = byId.get(String(r.userId));
      return u && !u.deletedAt && !(meSuspended && r.userId.equals(me._id));
    });
    const ranks = competitionRanks(shown.map((r) => r.amount));
    const entries = shown.map((r, i) => {
      const u = byId.get(String(r.userId)) as UserRecord;
      const isMe = r.userId.equals(me._id);
      const settings = u.settings ?? {};
      return {
        rank: ranks[i] as number,
        name: isMe || !settings.privateProfile ? displayName(u) : ANONYMOUS_NAME,
        amount: isMe || settings.showBalance !== false ? fromMilli(r.amount) : null,
        level: settings.showLevel !== false ? Math.max(1, u.rewardUpgradeLevel) : null,
        isMe,
      };
    });
    return { period, entries, me: { rank: meSuspended ? null : myRank, amount: fromMilli(myAmount) } };
  }

  return { board, settled: ranks.settled };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;

/** The username, else the first name with the last name's initial: never a full legal name. */
function displayName(u: Pick<UserRecord, 'username' | 'firstName' | 'lastName'>): string {
  if (u.username) return u.username;
  if (u.firstName) return u.lastName ? `${u.firstName} ${u.lastName.slice(0, 1)}.` : u.firstName;
  return 'Player';
}
