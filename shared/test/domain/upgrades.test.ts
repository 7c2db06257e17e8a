import { describe, expect, it } from 'vitest';
import { upgradeIds } from '../../src/contract/upgrades.ts';
import {
  type BuyerState,
  findUpgrade,
  UPGRADE_CATALOGUE,
  upgradeCurrentLevel,
  upgradeOwned,
  upgradeRefusal,
  upgradeRefusalMessage,
  upgradeUnlocked,
} from '../../src/domain/upgrades.ts';

const user = (over: Partial<BuyerState> = {}): BuyerState => ({
  balanceMilli: 0,
  rewardUpgradeLevel: 1,
  taskBonus: false,
  premiumAccess: false,
  ...over,
});
const def = (id: string) => {
  const d = findUpgrade(id);
  if (!d) throw new Error(id);
  return d;
};

describe('upgrade catalogue', () => {
  it('has the product costs (docs/product.md#upgrades-and-store) and one entry per contract id', () => {
    expect(UPGRADE_CATALOGUE.map((u) => u.id)).toEqual([...upgradeIds]);
    expect(UPGRADE_CATALOGUE.map((u) => u.cost)).toEqual([1000, 2500, 5000, 10000]);
    expect(UPGRADE_CATALOGUE.map((u) => u.maxLevel)).toEqual([5, 5, 1, 1]);
  });

  it('never unlocks by a balance above the cost (the ledger balance check then covers the unlock)', () => {
    for (const u of UPGRADE_CATALOGUE)
      if (u.unlockBalance !== null) expect(u.unlockBalance).toBeLessThanOrEqual(u.cost);
  });
});

describe('upgrade rules', () => {
  it('x3 needs level 2; the multipliers are owned by level', () => {
    expect(upgradeUnlocked(def('multiplier-2x'), user())).toBe(true);
    expect(upgradeUnlocked(def('multiplier-3x'), user())).toBe(false);
    expect(upgradeUnlocked(def('multiplier-3x'), user({ rewardUpgradeLevel: 2 }))).toBe(true);
    expect(upgradeOwned(def('multiplier-2x'), user({ rewardUpgradeLevel: 2 }))).toBe(true);
    expect(upgradeOwned(def('multiplier-3x'), user({ rewardUpgradeLevel: 2 }))).toBe(false);
    expect(upgradeOwned(def('multiplier-2x'), user({ rewardUpgradeLevel: 3 }))).toBe(true);
    expect(upgradeCurrentLevel(def('multiplier-3x'), user({ rewardUpgradeLevel: 3 }))).toBe(3);
  });

  it('task bonus unlocks at 2000 and premium at 5000', () => {
    expect(upgradeUnlocked(def('task-bonus'), user({ balanceMilli: 1_999_999 }))).toBe(false);
    expect(upgradeUnlocked(def('task-bonus'), user({ balanceMilli: 2_000_000 }))).toBe(true);
    expect(upgradeUnlocked(def('premium-access'), user({ balanceMilli: 4_999_999 }))).toBe(false);
    expect(upgradeUnlocked(def('premium-access'), user({ balanceMilli: 5_000_000 }))).toBe(true);
    expect(upgradeCurrentLevel(def('task-bonus'), user({ taskBonus: true }))).toBe(1);
    expect(upgradeCurrentLevel(def('premium-access'), user())).toBe(0);
  });

  it('refuses in order owned, locked, insufficient, with sentences', () => {
    const x3 = def('multiplier-3x');
    expect(upgradeRefusal(x3, user({ rewardUpgradeLevel: 3 }))).toBe('owned');
    expect(upgradeRefusal(x3, user({ balanceMilli: 9_000_000 }))).toBe('locked');
    expect(upgradeRefusal(x3, user({ rewardUpgradeLevel: 2, balanceMilli: 2_499_999 }))).toBe('insufficient');
    expect(upgradeRefusal(x3, user({ rewardUpgradeLevel: 2, balanceMilli: 2_500_000 }))).toBeNull();
    expect(upgradeRefusalMessage(x3, user(), 'locked')).toBe(
      'Reward Multiplier x3 unlocks after you buy Reward Multiplier x2.',
    );
    const tb = def('task-bonus');
    expect(upgradeRefusalMessage(tb, user(), 'locked')).toBe(
      'Task Bonus unlocks when your balance reaches 2,000 $CUM.',
    );
    expect(upgradeRefusalMessage(tb, user({ balanceMilli: 2_500_500 }), 'insufficient')).toBe(
      'Task Bonus costs 5,000 $CUM: you need 2,499.5 $CUM more.',
    );
    expect(upgradeRefusalMessage(tb, user({ taskBonus: true }), 'owned')).toBe('You already own Task Bonus.');
  });
});
