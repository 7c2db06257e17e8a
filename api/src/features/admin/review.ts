import { CLICKER_WINDOW_MS, RUSH_MAX_REWARD } from '@cum/shared/domain/games';
import {
  REVIEW_MIN_CAPPED,
  REVIEW_SAME_ADDRESS,
  REVIEW_SAME_DOMAIN,
  REVIEW_WINDOW_DAYS,
} from '@cum/shared/domain/moderation';
import { fromMilli, toMilli } from '@cum/shared/domain/money';
import { Types, trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { normaliseEmail } from '../../lib/identity-hash.ts';
import type { Models } from '../../models/registry.ts';
import { namesOf } from './user-refs.ts';

/** The most records of one kind a review reads (the newest); beyond it the answer says `truncated`. */
export const REVIEW_READ_LIMIT = 20_000;
const DAY_MS = 24 * 3600 * 1000;

type Flag = {
  kind: 'referral_domain' | 'referral_address' | 'clicker_cap' | 'rush_cap';
  userId: Types.ObjectId;
  detail: string;
  count: number;
  total: number;
};
type Tally = Map<string, { userId: Types.ObjectId; key: string; ids: Set<string> }>;

function tally(map: Tally, userId: Types.ObjectId, key: string, id: string) {
  const k = `${userId.toHexString()} ${key}`;
  const entry = map.get(k) ?? { userId, key, ids: new Set<string>() };
  entry.ids.add(id);
  map.set(k, entry);
}

/**
 * The admin's review list. Every read is an index range: the window's referrals and game credits
 * by _id (which starts with its creation time), then users and sessions by id.
 */
export function createReview(deps: {
  models: Pick<Models, 'User' | 'Referral' | 'Session' | 'LedgerEntry'>;
  clock: Clock;
  /** CLICKER_HOURLY_CAP in $CUM. */
  clickerHourlyCap: number;
}) {
  const { User, Referral, Session, LedgerEntry } = deps.models;

  async function referralFlags(since: Types.ObjectId): Promise<{ flags: Flag[]; truncated: boolean }> {
    const recent = await Referral.find({ _id: trusted({ $gte: since }) })
      .sort({ _id: -1 })
      .limit(REVIEW_READ_LIMIT)
      .select({ referrerId: 1, referredUserId: 1 })
      .lean<Array<{ referrerId: Types.ObjectId; referredUserId: Types.ObjectId }>>()
      .exec();
    const referred = recent.map((r) => r.referredUserId);
    const [users, sessions] = await Promise.all([
      namesOf(User, referred),
      Session.find({ userId: trusted({ $in: referred }) })
        .select({ userId: 1, ip: 1, createdAt: 1 })
        .lean<Array<{ userId: Types.ObjectId; ip?: string | null; createdAt: Date }>>()
        .exec(),
    ]);
    // The address a referred account signed up from: the ip of its first session.
    const firstIp = new Map<string, { ip: string; at: number }>();
    for (const s of sessions) {
      const id = s.userId.toHexString();
      const seen = firstIp.get(id);
      if (s.ip && (!seen || s.createdAt.getTime() < seen.at))
        firstIp.set(id, { ip: s.ip, at: s.createdAt.getTime() });
    }
    const domains: Tally = new Map();
    const addresses: Tally = new Map();
    const made = new Map<string, number>();
    for (const r of recent) {
      const id = r.referredUserId.toHexString();
      made.set(r.referrerId.toHexString(), (made.get(r.referrerId.toHexString()) ?? 0) + 1);
      const email = users.get(r.referredUserId)?.email;
      if (email) {
        const mailbox = normaliseEmail(email);
        tally(domains, r.referrerId, mailbox.split('@')[1] ?? '', id);
        tally(addresses, r.referrerId, `mailbox ${mailbox}`, id);
      }
      const ip = firstIp.get(id)?.ip;
      if (ip) tally(addresses, r.referrerId, `IP ${ip}`, id);
    }
    const flags = (map: Tally, kind: Flag['kind'], min: number, label: (key: string) => string) =>
      [...map.values()]
        .filter((e) => e.ids.size >= min)
        .map((e) => ({
          kind,
          userId: e.userId,
          detail: label(e.key),
          count: e.ids.size,
          total: made.get(e.userId.toHexString()) ?? e.ids.size,
        }));
    return {
      flags: [
        ...flags(domains, 'referral_domain', REVIEW_SAME_DOMAIN, (d) => `email domain ${d}`),
        ...flags(addresses, 'referral_address', REVIEW_SAME_ADDRESS, (a) => a),
      ],
      truncated: recent.length >= REVIEW_READ_LIMIT,
    };
  }

  async function credits(kind: 'game_clicker' | 'game_rush', since: Types.ObjectId) {
    // The { kind, _id } index: the window's credits of one kind, not every entry of the window.
    return LedgerEntry.find({ kind, _id: trusted({ $gte: since }) })
      .hint({ kind: 1, _id: -1 })
      .sort({ _id: -1 })
      .limit(REVIEW_READ_LIMIT)
      .select({ userId: 1, amount: 1, createdAt: 1 })
      .lean<Array<{ userId: Types.ObjectId; amount: number; createdAt: Date }>>()
      .exec();
  }

  /** Players whose every Rush game paid the top reward, and every clicker hour reached the cap. */
  async function capFlags(since: Types.ObjectId): Promise<{ flags: Flag[]; truncated: boolean }> {
    const [rush, clicker] = await Promise.all([credits('game_rush', since), credits('game_clicker', since)]);
    const flags: Flag[] = [];
    const top = toMilli(RUSH_MAX_REWARD); // a perfect round
    const games = new Map<string, { userId: Types.ObjectId; total: number; atTop: number }>();
    for (const e of rush) {
      const g = games.get(e.userId.toHexString()) ?? { userId: e.userId, total: 0, atTop: 0 };
      g.total++;
      if (e.amount >= top) g.atTop++;
      games.set(e.userId.toHexString(), g);
    }
    for (const g of games.values())
      if (g.total >= REVIEW_MIN_CAPPED && g.atTop === g.total)
        flags.push({
          kind: 'rush_cap',
          userId: g.userId,
          detail: `every game paid ${fromMilli(top)} $CUM`,
          count: g.atTop,
          total: g.total,
        });

    // A clicker "hour" starts with a credit and lasts the cap's window; it is at the cap when its
    // credits add up to the hourly cap.
    const capMilli = deps.clickerHourlyCap * 1000;
    const byUser = new Map<string, Array<{ at: number; amount: number }>>();
    for (const e of clicker) {
      const list = byUser.get(e.userId.toHexString()) ?? [];
      list.push({ at: e.createdAt.getTime(), amount: e.amount });
      byUser.set(e.userId.toHexString(), list);
    }
    for (const [id, list] of byUser) {
      list.sort((a, b) => a.at - b.at);
      const hours: number[] = [];
      let start = Number.NEGATIVE_INFINITY;
      for (const c of list) {
        if (c.at >= start + CLICKER_WINDOW_MS) {
          start = c.at;
          hours.push(0);
        }
        hours[hours.length - 1] = (hours.at(-1) ?? 0) + c.amount;
      }
      const capped = hours.filter((h) => h >= capMilli).length;
      if (hours.length >= REVIEW_MIN_CAPPED && capped === hours.length)
        flags.push({
          kind: 'clicker_cap',
          userId: new Types.ObjectId(id),
          detail: `every hour reached the ${deps.clickerHourlyCap} $CUM cap`,
          count: capped,
          total: hours.length,
        });
    }
    return { flags, truncated: rush.length >= REVIEW_READ_LIMIT || clicker.length >= REVIEW_READ_LIMIT };
  }

  async function list() {
    const since = Types.ObjectId.createFromTime(
      Math.floor((deps.clock.now().getTime() - REVIEW_WINDOW_DAYS * DAY_MS) / 1000),
    );
    const [referrals, caps] = await Promise.all([referralFlags(since), capFlags(since)]);
    const all = [...referrals.flags, ...caps.flags].sort((a, b) => b.count - a.count);
    const names = await namesOf(
      User,
      all.map((f) => f.userId),
    );
    return {
      windowDays: REVIEW_WINDOW_DAYS,
      truncated: referrals.truncated || caps.truncated,
      flags: all.map(({ userId, ...f }) => ({ ...f, user: names.ref(userId) })),
    };
  }

  return { list };
}
