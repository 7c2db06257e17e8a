import { contract } from '@cum/shared/contract';
import type { LedgerKind } from '@cum/shared/contract/activity';
import type { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { type TestApp, withTestApp } from '../helpers/test-app.ts';

const { leaderboard, admin, store, rewards } = contract;
const HOUR = 3_600_000;

/** The last Monday 00:00 UTC before the real now: sessions expire by the real clock, so stay near it. */
function lastMonday(): Date {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

let keySeq = 0;
/** Credits through the ledger, as every service does. */
const earn = (t: TestApp, userId: Types.ObjectId, cum: number, kind: LedgerKind = 'task_reward') =>
  inTransaction(t.services.connection, (session) =>
    t.services.ledger.post(session, {
      userId,
      amount: cum * 1000,
      kind,
      key: `test:${++keySeq}`,
      description: 'test credit',
    }),
  );
const board = (t: TestApp, headers: Record<string, string>, period: 'weekly' | 'all-time' | 'friends') =>
  t.ok(leaderboard.get, { headers, query: { period } });

describe('leaderboard', () => {
  it('weekly is the ISO week in UTC by the injected clock; all-time keeps adding up', async () => {
    const clock = manualClock(new Date(lastMonday().getTime() - 1000)); // Sunday 23:59:59 UTC
    await withTestApp({ clock }, async (t) => {
      const a = await t.signedInUser({ username: 'alice' });
      await earn(t, a.user._id, 10);
      expect((await board(t, a.headers, 'weekly')).entries).toEqual([
        { rank: 1, name: 'alice', amount: 10, level: 1, isMe: true },
      ]);
      clock.advance(1000); // Monday 00:00:00 UTC: a new week
      const fresh = await board(t, a.headers, 'weekly');
      expect(fresh.entries).toEqual([]);
      expect(fresh.me).toEqual({ rank: 1, amount: 0 });
      await earn(t, a.user._id, 5);
      expect((await board(t, a.headers, 'weekly')).me).toEqual({ rank: 1, amount: 5 });
      expect((await board(t, a.headers, 'all-time')).me).toEqual({ rank: 1, amount: 15 });
      // The last second of the week still counts in it.
      clock.advance(7 * 24 * HOUR - 1000);
      expect((await board(t, a.headers, 'weekly')).me.amount).toBe(5);
      clock.advance(1000);
      expect((await board(t, a.headers, 'weekly')).me.amount).toBe(0);
    });
  });

  it('counts what was earned: claims yes; admin adjustments and purchases never', async () => {
    await withTestApp(async (t) => {
      const staff = await t.adminUser();
      const u = await t.signedInUser();
      await t.ok(admin.adjustBalance, {
        headers: staff.headers,
        params: { userId: u.id },
        body: { amount: 5000, reason: 'support credit' },
      });
      expect((await board(t, u.headers, 'all-time')).me.amount).toBe(0);
      await t.ok(rewards.claim, { headers: u.headers });
      await t.ok(store.buy, { headers: u.headers, params: { id: 'premium-badge' } });
      await earn(t, u.user._id, 1000, 'welcome_bonus');
      for (const period of ['weekly', 'all-time'] as const) {
        expect((await board(t, u.headers, period)).me).toEqual({ rank: 1, amount: 1025 });
      }
      const totals = await t.services.models.LeaderboardTotal.find({ userId: u.user._id }).lean();
      expect(totals).toHaveLength(2);
    });
  });

  it('ranks with ties, the top 100 only, and your own rank outside it', async () => {
    await withTestApp(async (t) => {
      const me = await t.signedInUser({ username: 'me_low' });
      const others = await Promise.all(Array.from({ length: 104 }, () => t.createUser()));
      // 104 players: two tied at the top, then 102 distinct amounts above mine.
      await earn(t, others[0]!._id, 500);
      await earn(t, others[1]!._id, 500);
      for (let i = 2; i < others.length; i++) await earn(t, others[i]!._id, 400 - i);
      await earn(t, me.user._id, 1);
      const res = await board(t, me.headers, 'all-time');
      expect(res.entries).toHaveLength(100);
      expect(res.entries.slice(0, 3).map((e) => [e.rank, e.amount])).toEqual([
        [1, 500],
        [1, 500],
        [3, 398],
      ]);
      expect(res.entries.every((e) => !e.isMe)).toBe(true);
      expect(res.me).toEqual({ rank: 105, amount: 1 });
    });
  });

  it('privacy: Private Profile, Show Balance and Show Level apply on other boards, not your own', async () => {
    await withTestApp(async (t) => {
      const hidden = await t.signedInUser({
        username: 'secret_sam',
        rewardUpgradeLevel: 3,
        settings: { privateProfile: true, showBalance: false, showLevel: false },
      });
      const open = await t.signedInUser({ username: 'open_olga', rewardUpgradeLevel: 2 });
      await earn(t, hidden.user._id, 50);
      await earn(t, open.user._id, 40);
      const seenByOlga = await board(t, open.headers, 'weekly');
      expect(seenByOlga.entries).toEqual([
        { rank: 1, name: 'Anonymous player', amount: null, level: null, isMe: false },
        { rank: 2, name: 'open_olga', amount: 40, level: 2, isMe: true },
      ]);
      const seenBySam = await board(t, hidden.headers, 'weekly');
      expect(seenBySam.entries[0]).toEqual({
        rank: 1,
        name: 'secret_sam',
        amount: 50,
        level: null,
        isMe: true,
      });
      expect(JSON.stringify(seenByOlga)).not.toContain('secret_sam');
    });
  });

  it('friends: you, the users you referred and your referrer; nobody else', async () => {
    await withTestApp(async (t) => {
      const referrer = await t.createUser({ username: 'my_referrer' });
      const me = await t.signedInUser({ username: 'me_friend', referredBy: referrer._id });
      const invited = await t.createUser({ username: 'my_invitee' });
      const idle = await t.createUser({ username: 'idle_invitee' });
      const stranger = await t.createUser({ username: 'stranger' });
      const { Referral } = t.services.models;
      await Referral.create([
        { referrerId: referrer._id, referredUserId: me.user._id, code: referrer.referralCode },
        { referrerId: me.user._id, referredUserId: invited._id, code: me.user.referralCode },
        { referrerId: me.user._id, referredUserId: idle._id, code: me.user.referralCode },
      ]);
      await earn(t, stranger._id, 900);
      await earn(t, referrer._id, 300);
      await earn(t, invited._id, 100);
      await earn(t, me.user._id, 200);
      const res = await board(t, me.headers, 'friends');
      expect(res.entries.map((e) => [e.rank, e.name, e.amount])).toEqual([
        [1, 'my_referrer', 300],
        [2, 'me_friend', 200],
        [3, 'my_invitee', 100],
        [4, 'idle_invitee', 0],
      ]);
      expect(res.me).toEqual({ rank: 2, amount: 200 });
      // The invitee's friends: themselves and me (their referrer), not my referrer.
      const theirs = await board(t, { cookie: await t.sessionCookie(invited._id) }, 'friends');
      expect(theirs.entries.map((e) => e.name)).toEqual(['me_friend', 'my_invitee']);
    });
  });

  it('leaves suspended and deleted players out, and comes back after unsuspend', async () => {
    await withTestApp(async (t) => {
      const staff = await t.adminUser();
      const cheat = await t.signedInUser({ username: 'cheat' });
      const me = await t.signedInUser({ username: 'honest' });
      const gone = await t.signedInUser({ username: 'gone' });
      await earn(t, cheat.user._id, 1000);
      await earn(t, gone.user._id, 800);
      await earn(t, me.user._id, 10);
      expect((await board(t, me.headers, 'weekly')).me.rank).toBe(3);
      await t.ok(admin.suspend, {
        headers: staff.headers,
        params: { userId: cheat.id },
        body: { reason: 'bots' },
      });
      await t.ok(contract.profile.deleteAccount, {
        headers: gone.headers,
        body: { confirmUsername: 'gone' },
      });
      for (const period of ['weekly', 'all-time'] as const) {
        const res = await board(t, me.headers, period);
        expect(res.entries.map((e) => e.name)).toEqual(['honest']);
        expect(res.me.rank).toBe(1);
      }
      const own = await board(t, cheat.headers, 'weekly');
      expect(own.me).toEqual({ rank: null, amount: 1000 });
      expect(own.entries.map((e) => e.name)).toEqual(['honest']);
      await t.ok(admin.unsuspend, { headers: staff.headers, params: { userId: cheat.id } });
      expect((await board(t, me.headers, 'weekly')).entries.map((e) => e.name)).toEqual(['cheat', 'honest']);
    });
  });

  it('refuses an unknown period (400) and anonymous callers (401)', async () => {
    await withTestApp(async (t) => {
      const u = await t.signedInUser();
      const bad = await t.fails(leaderboard.get, 400, { headers: u.headers, query: { period: 'monthly' } });
      expect(bad.message).toMatch(/period/);
      await t.fails(leaderboard.get, 401, { query: { period: 'weekly' } });
      expect((await t.ok(leaderboard.get, { headers: u.headers })).period).toBe('weekly');
    });
  });
});
