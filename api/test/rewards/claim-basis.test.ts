import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { captureCalls } from '../helpers/docs-examined.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * A claim computes its amount and streak from the user the request already read (no second read in
 * the transaction), and those fields are part of the update's condition: when the user changed in
 * between, the claim pays from a fresh read, never from the stale one.
 */
describe('periodic claim from the request read', () => {
  const clock = manualClock(new Date('2027-02-03T10:00:00Z'));
  const t = useTestApp({ clock });

  it('reads the user once per request: the transaction does not read it again', async () => {
    const { headers } = await t.signedInUser({ rewardUpgradeLevel: 2 });
    await t.ok(contract.profile.getUser, { headers }); // the session is cached from here on
    const calls = await captureCalls(t.services.connection, () => t.ok(contract.rewards.claim, { headers }));
    expect(calls.filter((c) => c.collection === 'users').map((c) => c.method)).toEqual([
      'findOne', // the request's own read (authentication)
      'findOneAndUpdate', // the claim
    ]);
  });

  it('pays the level the user has now when the request read an older one', async () => {
    const u = await t.createUser({ rewardUpgradeLevel: 4 });
    const stale = { ...(await t.userRecord(u._id)), rewardUpgradeLevel: 1 };
    const paid = await t.services.rewards.claim(u._id, stale);
    expect(paid.amount).toBe(100);
    expect((await t.userRecord(u._id)).balance).toBe(100_000);
  });

  it('continues the streak the user has now when the request read an older one', async () => {
    const u = await t.createUser({ dayStreak: 6, lastStreakDay: '2027-02-02' });
    const stale = { ...(await t.userRecord(u._id)), dayStreak: 0, lastStreakDay: null };
    const paid = await t.services.rewards.claim(u._id, stale);
    expect(paid.dayStreak).toBe(7);
    expect((await t.userRecord(u._id)).dayStreak).toBe(7);
  });

  it('refuses when another claim landed after the request read the user', async () => {
    const u = await t.createUser();
    const before = await t.userRecord(u._id);
    await t.services.rewards.claim(u._id, before);
    await expect(t.services.rewards.claim(u._id, before)).rejects.toMatchObject({
      status: 409,
      detail: { reason: 'reward-too-early' },
    });
    expect((await t.userRecord(u._id)).balance).toBe(25_000);
  });
});
