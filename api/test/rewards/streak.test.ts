import { contract } from '@cum/shared/contract';
import { STREAK_DAY_REWARDS } from '@cum/shared/domain/streak';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { expectLedgerInvariant, ledgerOf } from '../economy/helpers.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { rewards } = contract;
const DAY = 24 * 60 * 60_000;

describe('daily streak', () => {
  const clock = manualClock(new Date('2030-03-01T22:00:00Z'));
  const t = useTestApp({ clock });

  it('needs a session', async () => {
    expect((await t.call(rewards.streak)).status).toBe(401);
    expect((await t.call(rewards.streakClaim)).status).toBe(401);
  });

  it('pays escalating rewards on consecutive UTC days, once a day, and a missed day starts again', async () => {
    clock.set(new Date('2030-03-01T22:00:00Z'));
    const { user, headers } = await t.signedInUser();
    expect(await t.ok(rewards.streak, { headers })).toMatchObject({
      current: 0,
      claimedToday: false,
      today: 1,
    });
    const day1 = await t.ok(rewards.streakClaim, { headers });
    expect(day1).toMatchObject({ amount: STREAK_DAY_REWARDS[0], cumBalance: STREAK_DAY_REWARDS[0] });
    expect(day1.streak).toMatchObject({ current: 1, claimedToday: true });
    // Again the same UTC day: refused, nothing paid.
    clock.advance(60 * 60_000);
    const again = await t.fails(rewards.streakClaim, 409, { headers });
    expect(again).toEqual({
      error: 'already_done',
      message: "Today's streak reward is already claimed. Come back tomorrow.",
      reason: 'streak-claimed',
      params: {},
    });
    // 2030-03-02 just after midnight UTC (two hours after the first claim): day 2.
    clock.set(new Date('2030-03-02T00:00:01Z'));
    expect((await t.ok(rewards.streakClaim, { headers })).amount).toBe(STREAK_DAY_REWARDS[1]);
    clock.advance(DAY);
    const day3 = await t.ok(rewards.streakClaim, { headers });
    expect(day3.amount).toBe(STREAK_DAY_REWARDS[2]);
    expect(day3.streak.days.slice(0, 4).map((d) => d.state)).toEqual([
      'claimed',
      'claimed',
      'claimed',
      'upcoming',
    ]);
    // Skip 2030-03-04: on 03-05 the streak is broken and starts again at day 1.
    clock.advance(2 * DAY);
    expect(await t.ok(rewards.streak, { headers })).toMatchObject({ current: 0, today: 1 });
    expect((await t.ok(rewards.streakClaim, { headers })).amount).toBe(STREAK_DAY_REWARDS[0]);
    const entries = (await ledgerOf(t, user._id)).filter((e) => e.kind === 'daily_streak');
    expect(entries.map((e) => e.key)).toEqual([
      `streak:${user._id.toHexString()}:2030-03-01`,
      `streak:${user._id.toHexString()}:2030-03-02`,
      `streak:${user._id.toHexString()}:2030-03-03`,
      `streak:${user._id.toHexString()}:2030-03-05`,
    ]);
    await expectLedgerInvariant(t, [user._id]);
  });

  it('simultaneous claims of one day pay once', { timeout: 60_000 }, async () => {
    clock.set(new Date('2030-04-01T12:00:00Z'));
    const { user, headers } = await t.signedInUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call(rewards.streakClaim, { headers })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    // Issue 28: each refusal says why (already claimed, or another claim being saved).
    for (const r of results.filter((x) => x.status !== 200))
      expect(['streak-claimed', 'claim-busy']).toContain((r.json as { reason?: string }).reason);
    const entries = (await ledgerOf(t, user._id)).filter((e) => e.kind === 'daily_streak');
    expect(entries).toHaveLength(1);
    await expectLedgerInvariant(t, [user._id]);
  });
});
