import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { entriesOf, expectLedgerMatches, fund } from '../store/economy.ts';

describe('upgrades', () => {
  const t = useTestApp({ clock: manualClock(new Date('2030-06-01T09:00:00Z')) });

  const buy = (headers: Record<string, string>, id: string) =>
    t.call(contract.upgrades.buy, { headers, params: { id } });
  const byId = async (headers: Record<string, string>) => {
    const r = await t.ok(contract.upgrades.list, { headers });
    return { ...r, u: Object.fromEntries(r.upgrades.map((x) => [x.id, x])) };
  };

  it('lists the catalogue with ownership, unlock state, affordability and a reason', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 2000);
    const { u, cumBalance } = await byId(headers);
    expect(cumBalance).toBe(2000);
    expect(u['multiplier-2x']).toMatchObject({
      cost: 1000,
      currentLevel: 1,
      maxLevel: 5,
      multiplier: 2,
      unlocked: true,
      owned: false,
      canBuy: true,
      reason: null,
    });
    expect(u['multiplier-3x']).toMatchObject({
      unlocked: false,
      canBuy: false,
      reason: 'Reward Multiplier x3 unlocks after you buy Reward Multiplier x2.',
    });
    expect(u['task-bonus']).toMatchObject({
      unlocked: true,
      canBuy: false,
      currentLevel: 0,
      maxLevel: 1,
      reason: 'Task Bonus costs 5,000 $CUM: you need 3,000 $CUM more.',
    });
    expect(u['premium-access']).toMatchObject({
      unlocked: false,
      reason: 'Premium Access unlocks when your balance reaches 5,000 $CUM.',
    });
  });

  it('buys x2 then x3: debits, sets the level and records a purchase', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 4000);
    const r = await t.ok(contract.upgrades.buy, { headers, params: { id: 'multiplier-2x' } });
    expect(r.spent).toBe(1000);
    expect(r.user).toMatchObject({ rewardUpgradeLevel: 2, cumBalance: 3000 });
    const r3 = await t.ok(contract.upgrades.buy, { headers, params: { id: 'multiplier-3x' } });
    expect(r3.user).toMatchObject({ rewardUpgradeLevel: 3, cumBalance: 500 });
    const { u } = await byId(headers);
    expect(u['multiplier-2x']).toMatchObject({ owned: true, canBuy: false, currentLevel: 3 });
    expect(u['multiplier-3x']).toMatchObject({
      owned: true,
      reason: 'You already own Reward Multiplier x3.',
    });
    const entries = await entriesOf(t, user._id, 'upgrade_purchase');
    expect(entries.map((e) => [e.key, e.amount])).toEqual([
      [`upgrade:${user._id.toHexString()}:multiplier-2x`, -1_000_000],
      [`upgrade:${user._id.toHexString()}:multiplier-3x`, -2_500_000],
    ]);
    const events = await t.services.models.ActivityEvent.find({ userId: user._id, type: 'purchase' }).lean();
    expect(events).toHaveLength(2);
    expect(await expectLedgerMatches(t, user._id)).toBe(500_000);
  });

  it('refuses an owned upgrade, a locked one and an unaffordable one, changing nothing', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 1500);
    let e = await t.fails(contract.upgrades.buy, 403, { headers, params: { id: 'multiplier-3x' } });
    expect(e).toMatchObject({
      error: 'locked',
      message: 'Reward Multiplier x3 unlocks after you buy Reward Multiplier x2.',
    });
    e = await t.fails(contract.upgrades.buy, 403, { headers, params: { id: 'task-bonus' } });
    expect(e.message).toBe('Task Bonus unlocks when your balance reaches 2,000 $CUM.');
    await t.ok(contract.upgrades.buy, { headers, params: { id: 'multiplier-2x' } });
    e = await t.fails(contract.upgrades.buy, 409, { headers, params: { id: 'multiplier-2x' } });
    expect(e).toMatchObject({ error: 'already_done', message: 'You already own Reward Multiplier x2.' });
    e = await t.fails(contract.upgrades.buy, 409, { headers, params: { id: 'multiplier-3x' } });
    expect(e).toMatchObject({
      error: 'insufficient_funds',
      message: 'Reward Multiplier x3 costs 2,500 $CUM: you need 2,000 $CUM more.',
    });
    await t.fails(contract.upgrades.buy, 400, { headers, params: { id: 'multiplier-9x' } });
    await t.fails(contract.upgrades.buy, 401, { params: { id: 'multiplier-2x' } });
    expect(await expectLedgerMatches(t, user._id)).toBe(500_000);
  });

  it('task bonus and premium access set their perks', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 15_000);
    const tb = await t.ok(contract.upgrades.buy, { headers, params: { id: 'task-bonus' } });
    expect(tb.user.perks.taskBonus).toBe(true);
    const pa = await t.ok(contract.upgrades.buy, { headers, params: { id: 'premium-access' } });
    expect(pa.user.perks.premiumAccess).toBe(true);
    expect(pa.user.cumBalance).toBe(0);
    await t.fails(contract.upgrades.buy, 409, { headers, params: { id: 'task-bonus' } });
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('200 simultaneous purchases of one upgrade debit exactly once', { timeout: 240_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 50_000);
    const results = await Promise.all(Array.from({ length: 200 }, () => buy(headers, 'multiplier-2x')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect((r.json as { message: string }).message).toBe('You already own Reward Multiplier x2.');
    }
    expect(await expectLedgerMatches(t, user._id)).toBe(49_000_000);
    expect(await entriesOf(t, user._id, 'upgrade_purchase')).toHaveLength(1);
  });

  it('two purchases racing for one balance: exactly one goes through, never below zero', {
    timeout: 120_000,
  }, async () => {
    const { user, headers } = await t.signedInUser();
    // 5000 pays for the task bonus (5000) or x2 (1000), not both.
    await fund(t, user._id, 5000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buy(headers, i % 2 === 0 ? 'task-bonus' : 'multiplier-2x')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect([403, 409]).toContain(r.status);
    const balance = await expectLedgerMatches(t, user._id);
    expect([0, 4_000_000]).toContain(balance);
    expect(await entriesOf(t, user._id, 'upgrade_purchase')).toHaveLength(1);
  });
});
