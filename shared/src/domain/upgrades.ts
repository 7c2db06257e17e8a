import type { UpgradeId } from '../contract/upgrades.ts';
import { fromMilli } from './money.ts';

/** What the upgrade rules look at: the user's state, balance in milli-$CUM. */
export interface BuyerState {
  balanceMilli: number;
  rewardUpgradeLevel: number;
  taskBonus: boolean;
  premiumAccess: boolean;
}

export interface UpgradeDef {
  id: UpgradeId;
  title: string;
  description: string;
  /** Whole $CUM. */
  cost: number;
  maxLevel: number;
  multiplier: number | null;
  /** Multipliers: the reward level the purchase sets. */
  setsLevel: number | null;
  /** Unlock by balance (whole $CUM); never above `cost`, so the spending check covers it. */
  unlockBalance: number | null;
  /** Unlock by level: the reward level the user must have. */
  requiresLevel: number | null;
}

/**
 * docs/product.md#upgrades-and-store: costs 1000, 2500, 5000, 10000; max level 5 for multipliers, 1 for the
 * others.
 */
export const UPGRADE_CATALOGUE: readonly UpgradeDef[] = [
  {
    id: 'multiplier-2x',
    title: 'Reward Multiplier x2',
    description: 'Double your periodic rewards: 50 $CUM per claim instead of 25.',
    cost: 1000,
    maxLevel: 5,
    multiplier: 2,
    setsLevel: 2,
    unlockBalance: null,
    requiresLevel: null,
  },
  {
    id: 'multiplier-3x',
    title: 'Reward Multiplier x3',
    description: 'Triple your periodic rewards: 75 $CUM per claim.',
    cost: 2500,
    maxLevel: 5,
    multiplier: 3,
    setsLevel: 3,
    unlockBalance: null,
    requiresLevel: 2,
  },
  {
    id: 'task-bonus',
    title: 'Task Bonus',
    description: 'Earn 25% more $CUM from every task.',
    cost: 5000,
    maxLevel: 1,
    multiplier: null,
    setsLevel: null,
    unlockBalance: 2000,
    requiresLevel: null,
  },
  {
    id: 'premium-access',
    title: 'Premium Access',
    description: 'Unlock exclusive rooms and premium content.',
    cost: 10000,
    maxLevel: 1,
    multiplier: null,
    setsLevel: null,
    unlockBalance: 5000,
    requiresLevel: null,
  },
];

export function findUpgrade(id: string): UpgradeDef | undefined {
  return UPGRADE_CATALOGUE.find((u) => u.id === id);
}

const level = (s: BuyerState) => Math.max(1, s.rewardUpgradeLevel);

export function upgradeOwned(def: UpgradeDef, s: BuyerState): boolean {
  if (def.setsLevel !== null) return level(s) >= def.setsLevel;
  return def.id === 'task-bonus' ? s.taskBonus : s.premiumAccess;
}

export function upgradeUnlocked(def: UpgradeDef, s: BuyerState): boolean {
  if (def.requiresLevel !== null && level(s) < def.requiresLevel) return false;
  if (def.unlockBalance !== null && s.balanceMilli < def.unlockBalance * 1000) return false;
  return true;
}

/** Multipliers show the user's reward level; one-off upgrades 1 when owned, else 0. */
export function upgradeCurrentLevel(def: UpgradeDef, s: BuyerState): number {
  if (def.setsLevel !== null) return Math.min(level(s), def.maxLevel);
  return upgradeOwned(def, s) ? 1 : 0;
}

const fmt = (cum: number) => cum.toLocaleString('en-US', { maximumFractionDigits: 3 });

export type UpgradeRefusal = 'owned' | 'locked' | 'insufficient';

/** Why an upgrade cannot be bought now (first failing rule), or null. */
export function upgradeRefusal(def: UpgradeDef, s: BuyerState): UpgradeRefusal | null {
  if (upgradeOwned(def, s)) return 'owned';
  if (!upgradeUnlocked(def, s)) return 'locked';
  if (s.balanceMilli < def.cost * 1000) return 'insufficient';
  return null;
}

/** The refusal as a sentence a user understands. */
export function upgradeRefusalMessage(def: UpgradeDef, s: BuyerState, refusal: UpgradeRefusal): string {
  switch (refusal) {
    case 'owned':
      return `You already own ${def.title}.`;
    case 'locked': {
      if (def.requiresLevel !== null && level(s) < def.requiresLevel) {
        const before = UPGRADE_CATALOGUE.find((u) => u.setsLevel === def.requiresLevel);
        return `${def.title} unlocks after you buy ${before?.title ?? `reward level ${def.requiresLevel}`}.`;
      }
      return `${def.title} unlocks when your balance reaches ${fmt(def.unlockBalance ?? 0)} $CUM.`;
    }
    case 'insufficient': {
      const missing = fromMilli(def.cost * 1000 - s.balanceMilli);
      return `${def.title} costs ${fmt(def.cost)} $CUM: you need ${fmt(missing)} $CUM more.`;
    }
  }
}
