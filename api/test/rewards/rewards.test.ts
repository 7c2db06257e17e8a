import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { balanceOf, expectLedgerInvariant, ledgerOf } from '../economy/helpers.ts';
import { useTestApp, withTestApp } from '../helpers/test-app.ts';

const { rewards } = contract;

describe('periodic reward', () => {
  const clock = manualClock(new Date('2027-01-05T10:00:00Z'));
  const t = useTestApp({ clock });

  it('needs a session', async () => {
    expect((await t.call(rewards.canClaim)).status).toBe(401);
    expect((await t.call(rewards.claim)).status).toBe(401);
    expect((await t.call(rewards.userRewards)).status).toBe(401);
  });

  it('pays 25 x level, then refuses until the interval has passed, saying when', async () => {
    clock.set(new Date('2027-01-05T10:00:00Z'));
    const { user, headers } = await t.signedInUser({ rewardUpgradeLevel: 2 });
    expect(await t.ok(rewards.canClaim, { headers })).toEqual({
      canClaim: true,
      timeUntilNext: 0,
      amount: 50,
      intervalMinutes: 60,
      dayStreak: 0,
    });
    const claimed = await t.ok(rewards.claim, { headers });
    expect(claimed).toEqual({
      amount: 50,
      cumBalance: 50,
      nextClaimAt: '2027-01-05T11:00:00.000Z',
      dayStreak: 1,
    });

    clock.advance(18 * 60_000);
    const status = await t.ok(rewards.canClaim, { headers });
    expect(status).toMatchObject({ canClaim: false, timeUntilNext: 42 * 60_000, dayStreak: 1 });
    const early = await t.fails(rewards.claim, 409, { headers });
    expect(early).toEqual({
      error: 'too_early',
      message: 'Next reward in 42 minutes.',
      reason: 'reward-too-early',
      params: { minutes: 42, nextAt: '2027-01-05T11:00:00.000Z' },
    });

    clock.advance(42 * 60_000 - 1);
    await t.fails(rewards.claim, 409, { headers });
    clock.advance(1);
    expect((await t.ok(rewards.claim, { headers })).cumBalance).toBe(100);
    expect(await balanceOf(t, user._id)).toBe(100_000);

    const history = await t.ok(rewards.userRewards, { headers });
    expect(history.map((h) => h.amount)).toEqual([50, 50]);
    expect(Number.isNaN(Date.parse(history[0]?.createdAt ?? ''))).toBe(false);
    const entries = await ledgerOf(t, user._id);
    expect(entries.map((e) => e.key)).toEqual([
      `reward:${user._id.toHexString()}:2027-01-05T10:00:00.000Z`,
      `reward:${user._id.toHexString()}:2027-01-05T11:00:00.000Z`,
    ]);
    await expectLedgerInvariant(t, [user._id]);
  });

  it('counts consecutive UTC days; the profile shows 0 once a day is missed', async () => {
    clock.set(new Date('2027-02-01T23:30:00Z'));
    const { user, headers } = await t.signedInUser();
    expect((await t.ok(rewards.claim, { headers })).dayStreak).toBe(1);
    clock.set(new Date('2027-02-02T00:31:00Z'));
    expect((await t.ok(rewards.claim, { headers })).dayStreak).toBe(2);
    clock.set(new Date('2027-02-02T05:00:00Z'));
    expect((await t.ok(rewards.claim, { headers })).dayStreak).toBe(2);
    clock.set(new Date('2027-02-03T22:00:00Z'));
    expect((await t.ok(rewards.canClaim, { headers })).dayStreak).toBe(2);
    const u1 = await t.userRecord(user._id);
    expect(u1.lastStreakDay).toBe('2027-02-02');
    clock.set(new Date('2027-02-04T00:00:00Z'));
    expect((await t.ok(rewards.canClaim, { headers })).dayStreak).toBe(0);
    const { toUserView } = await import('../../src/models/user.ts');
    expect(toUserView(u1, clock.now()).dayStreak).toBe(0);
    expect(toUserView(u1, new Date('2027-02-03T12:00:00Z')).dayStreak).toBe(2);
    expect((await t.ok(rewards.claim, { headers })).dayStreak).toBe(1);
  });

  it('records a reward_claimed activity event', async () => {
    clock.set(new Date('2027-03-01T10:00:00Z'));
    const { user, headers } = await t.signedInUser();
    await t.ok(rewards.claim, { headers });
    const events = await t.services.models.ActivityEvent.find({ userId: user._id }).lean();
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('reward_claimed');
  });

  it('200 simultaneous claims credit exactly once', { timeout: 180_000 }, async () => {
    clock.set(new Date('2027-04-01T10:00:00Z'));
    const { user, headers } = await t.signedInUser();
    const results = await Promise.all(Array.from({ length: 200 }, () => t.call(rewards.claim, { headers })));
    const statuses = results.map((r) => r.status);
    const odd = results.find((r) => r.status !== 200 && r.status !== 409);
    expect(odd?.json ?? null).toBeNull();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(await ledgerOf(t, user._id)).toHaveLength(1);
    expect(await balanceOf(t, user._id)).toBe(25_000);
    await expectLedgerInvariant(t, [user._id]);
  });

  it('simultaneous claims at different instants still credit once per interval', {
    timeout: 120_000,
  }, async () => {
    // A clock that moves 1 ms at every reading: each claim has its own "now" and so its own key, and
    // only the conditional update keeps them from all paying.
    let ms = new Date('2027-04-02T10:00:00Z').getTime();
    await withTestApp({ clock: { now: () => new Date(ms++) } }, async (ticking) => {
      const { user, headers } = await ticking.signedInUser();
      const results = await Promise.all(
        Array.from({ length: 40 }, () => ticking.call(rewards.claim, { headers })),
      );
      expect(results.find((r) => r.status !== 200 && r.status !== 409)?.json ?? null).toBeNull();
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await ledgerOf(ticking, user._id)).toHaveLength(1);
      await expectLedgerInvariant(ticking, [user._id]);
    });
  });
});

describe('periodic reward with a 180-minute interval', () => {
  const clock = manualClock(new Date('2027-01-05T10:00:00Z'));
  const t = useTestApp({ clock, env: { REWARD_INTERVAL_MINUTES: '180' } });

  it('uses the configured interval', async () => {
    const { headers } = await t.signedInUser();
    await t.ok(rewards.claim, { headers });
    clock.advance(61 * 60_000);
    expect(await t.fails(rewards.claim, 409, { headers })).toMatchObject({
      message: 'Next reward in 1 hour 59 minutes.',
    });
    expect((await t.ok(rewards.canClaim, { headers })).intervalMinutes).toBe(180);
    clock.advance(119 * 60_000);
    await t.ok(rewards.claim, { headers });
  });
});
